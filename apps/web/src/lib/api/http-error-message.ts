import type { ErrorParams } from '@hostportaal/contract';
import { i18n } from '../../i18n/i18n';
import { errorTextFor } from './api-error-text';

/**
 * SPEC §8's message for a failed call in the user's language (the customer catalogue): what an ApiError's
 * `message` says. Screens in another language than the user's (the English admin screens in nl) word the
 * error themselves with apiErrorText.
 */
export function httpErrorMessage(
  status: number,
  serverMessage?: string,
  code?: string,
  reason?: string,
  params?: ErrorParams,
): string {
  return errorTextFor({ status, serverMessage, code, reason, params }, i18n.t);
}

export function networkErrorMessage(): string {
  return i18n.t('errors.network');
}

export function invalidResponseMessage(): string {
  return i18n.t('errors.invalidResponse');
}
