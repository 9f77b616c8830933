import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api/api-error';

/** The server's own error text where it gave one, the mapped HTTP message otherwise. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.status === 0 ? error.message : (error.serverMessage ?? error.message);
  return i18n.t('support.genericError');
}
