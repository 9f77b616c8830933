import { i18n } from '../../../i18n/i18n';
import { isApiError } from '../../../lib/api/api-error';

/** The server's own error text where it gave one, the network message when offline, else a generic text. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return error.message;
    return error.serverMessage ?? error.message;
  }
  return i18n.t('settings.genericError');
}
