import type { TFunction } from 'i18next';
import { isApiError } from '../../../../lib/api/api-error';

/** The server's own message when it gave one (SPEC §8: "server error text else …"), else the status text. */
export function mutationErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('adminCatalog.requestFailed');
  return error.status === 0 ? error.message : (error.serverMessage ?? error.message);
}
