import type { TFunction } from 'i18next';
import { apiErrorText } from '../../../../lib/api/api-error-text';

/**
 * A failed call on an admin screen SPEC gives in English, in that screen's words (English in nl too): the
 * refusal's reason or code from the admin catalogue; the server's own text only for a code it does not know.
 */
export function mutationErrorText(error: unknown, t: TFunction): string {
  return apiErrorText(error, t, 'adminErrors');
}
