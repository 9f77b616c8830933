import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';

// For these the server's own text says what is wrong ("E-mailadres of wachtwoord onjuist");
// for timeouts, rate limits and server failures the client's text of SPEC §8 is clearer.
const SERVER_TEXT_STATUSES = new Set([400, 401, 403, 404, 409, 422]);

export function formErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.requestFailed');
  return SERVER_TEXT_STATUSES.has(error.status) ? (error.serverMessage ?? error.message) : error.message;
}

export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert variant="error">{formErrorText(error, t)}</Alert>;
}
