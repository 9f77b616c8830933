import { i18n } from '../../i18n/i18n';

/** SPEC §8: the message the client shows for an HTTP status, in the current language. */
export function httpErrorMessage(status: number, serverMessage?: string, code?: string): string {
  // An admin without 2FA where the company requires it: say what to do rather than 'no permission'.
  if (code === 'TWO_FACTOR_REQUIRED') return i18n.t('errors.twoFactorRequired');
  switch (status) {
    case 400:
      return serverMessage ?? i18n.t('errors.http.400');
    case 401:
      return i18n.t('errors.http.401');
    case 403:
      return i18n.t('errors.http.403');
    case 404:
      return i18n.t('errors.http.404');
    case 408:
      return i18n.t('errors.http.408');
    case 409:
      return serverMessage ?? i18n.t('errors.http.409');
    case 422:
      return serverMessage ?? i18n.t('errors.http.422');
    case 429:
      return i18n.t('errors.http.429');
    default:
      if (status >= 500) return i18n.t('errors.http.500');
      return serverMessage ?? i18n.t('errors.requestFailed');
  }
}

export function networkErrorMessage(): string {
  return i18n.t('errors.network');
}

export function invalidResponseMessage(): string {
  return i18n.t('errors.invalidResponse');
}
