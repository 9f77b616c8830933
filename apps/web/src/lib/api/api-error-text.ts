import { type ErrorParams, errorCodes, isErrorReason, type SkippedItem } from '@hostportaal/contract';
import type { TFunction } from 'i18next';
import { formatDateShort, formatDateTime } from '../dates/format-date';
import { isApiError } from './api-error';

/**
 * Whose words an error is told in (decision 002, ARCHITECTURE "Language"): `errors` is the customer
 * catalogue in the user's language, `adminErrors` the admin catalogue, English in nl as the Administration
 * Dashboard is.
 */
export type ErrorScope = 'errors' | 'adminErrors';

export type ErrorParts = {
  status: number;
  code?: string | undefined;
  reason?: string | undefined;
  params?: ErrorParams | undefined;
  serverMessage?: string | undefined;
};

type KnownCode = (typeof errorCodes)[number];
const isKnownCode = (code: string | undefined): code is KnownCode =>
  code !== undefined && (errorCodes as readonly string[]).includes(code);

// The statuses whose code says more than SPEC §8's status text: a refusal, a form's own problem.
const CODE_TEXT_STATUSES = new Set([400, 401, 403, 404, 409, 422]);
// Codes that say no more than their status: SPEC §8's status text stays.
const STATUS_ONLY_CODES = new Set<string>(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST']);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function shownParam(value: string | number): string | number {
  if (typeof value !== 'string') return value;
  if (ISO_DATE.test(value)) return formatDateShort(value);
  // An instant (when a billing run started) as its Amsterdam date and time.
  return ISO_INSTANT.test(value) ? formatDateTime(value) : value;
}

/** A reason's params as its text shows them: dates as dates, instants as date and time. */
function shownParams(params: ErrorParams | undefined): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(params ?? {})) shown[key] = shownParam(value);
  return shown;
}

/**
 * The text for a failed API call in one screen's words: the refusal's reason, else the code's text, else
 * SPEC §8's text for the status; the server's own text only for a code this client does not know.
 */
export function errorTextFor(parts: ErrorParts, t: TFunction, scope: ErrorScope = 'errors'): string {
  const { status, code, reason, params, serverMessage } = parts;
  if (isErrorReason(reason)) return t(`${scope}.reasons.${reason}`, shownParams(params));
  if (code === 'TWO_FACTOR_REQUIRED') return t(`${scope}.twoFactorRequired`);
  if (code === 'INVALID_RESPONSE') return t(`${scope}.invalidResponse`);
  if (status === 0) return t(`${scope}.network`);
  if (CODE_TEXT_STATUSES.has(status) && isKnownCode(code) && !STATUS_ONLY_CODES.has(code))
    return t(`${scope}.codes.${code}`);
  switch (status) {
    case 400:
    case 409:
    case 422:
      return (
        (code !== undefined && !isKnownCode(code) ? serverMessage : undefined) ?? t(`${scope}.http.${status}`)
      );
    case 401:
    case 403:
    case 404:
    case 408:
    case 429:
      return t(`${scope}.http.${status}`);
    default:
      if (status >= 500) return t(`${scope}.http.500`);
      return serverMessage ?? t(`${scope}.requestFailed`);
  }
}

/** The text for any error a call threw, in the given screen's words. */
export function apiErrorText(error: unknown, t: TFunction, scope: ErrorScope = 'errors'): string {
  if (!isApiError(error)) return t(`${scope}.requestFailed`);
  return errorTextFor(error, t, scope);
}

/** Why a bulk action skipped an item, in the screen's words: its refusal, else its code, else the server's text. */
export function skippedText(skip: SkippedItem, t: TFunction, scope: ErrorScope = 'errors'): string {
  if (isErrorReason(skip.refusal)) return t(`${scope}.reasons.${skip.refusal}`, shownParams(skip.params));
  if (isKnownCode(skip.code)) return t(`${scope}.codes.${skip.code}`);
  return skip.reason;
}
