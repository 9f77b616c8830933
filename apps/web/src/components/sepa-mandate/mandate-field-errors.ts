import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../lib/api/api-error';
import type { MandateFormValues } from './mandate-form-values';

export const MANDATE_FIELDS = ['iban', 'bic', 'accountHolder', 'signedPlace', 'mandateConsent'] as const;
export type MandateField = (typeof MANDATE_FIELDS)[number];

// The server names fields by their path in the checkout body ('mandate.iban'); a check of its own may say 'iban'.
export function mandateFieldOf(path: string): MandateField | undefined {
  const name = path.startsWith('mandate.') ? path.slice('mandate.'.length) : path;
  return MANDATE_FIELDS.find((field) => field === name);
}

/** Puts a 422's per-field messages on the mandate fields; true when any matched. */
export function applyMandateFieldErrors(
  error: unknown,
  setError: UseFormSetError<MandateFormValues>,
): boolean {
  if (!isApiError(error)) return false;
  let applied = false;
  for (const detail of error.details) {
    const field = mandateFieldOf(detail.field);
    if (field) {
      setError(field, { type: 'server', message: detail.message });
      applied = true;
    }
  }
  return applied;
}

export function hasMandateFieldErrors(error: unknown): boolean {
  return isApiError(error) && error.details.some((detail) => mandateFieldOf(detail.field) !== undefined);
}
