import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api/api-error';

/** The refusal's or status's text in the user's language (ApiError.message), else a generic text. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return i18n.t('settings.genericError');
}
