import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api/api-error';

export function formErrorText(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.requestFailed');
  // The login's growing delay (issue 18) says how long in Retry-After: tell the person, in whole minutes.
  if (error.status === 429 && error.retryAfterSeconds)
    return t('errors.waitMinutes', { count: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
  // The code's own text ("Onjuist e-mailadres of wachtwoord.") in the user's language, else SPEC §8's.
  return error.message;
}

/**
 * For requests whose every answer reads as "sent" (a reset or sign-in link: whether an address has an
 * account is never revealed): only a request that demonstrably did not get through leaves the user something
 * to do.
 */
export function requestDidNotGetThrough(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500)
  );
}

export function FormError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  return <Alert variant="error">{formErrorText(error, t)}</Alert>;
}
