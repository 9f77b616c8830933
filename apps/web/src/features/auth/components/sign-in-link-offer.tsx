import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useRequestSignInLink } from '../api/request-sign-in-link';
import { FormError, requestDidNotGetThrough } from './form-error';

/**
 * Offered when the login is held up (issue 26): whoever keeps guessing a password can make a new browser
 * wait, never the mailbox's owner, who gets in with a one-time link. The address is read from the login
 * form when the button is pressed, so a corrected address is the one used.
 */
export function SignInLinkOffer({ emailOf }: { emailOf: () => string }) {
  const { t } = useTranslation();
  const linkRequest = useRequestSignInLink();
  const failedToSend = requestDidNotGetThrough(linkRequest.error);

  if (linkRequest.isSuccess || (linkRequest.isError && !failedToSend)) {
    return (
      <Alert variant="success" title={t('auth.signInLink.sentTitle')}>
        {/* A long address breaks anywhere rather than run out of the box on a phone. */}
        <span className="wrap-anywhere">
          {t('auth.signInLink.sentHint', { email: linkRequest.variables?.email ?? '' })}
        </span>
      </Alert>
    );
  }
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      {failedToSend ? <FormError error={linkRequest.error} /> : null}
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('auth.signInLink.offer')}</p>
      <Button
        variant="secondary"
        fullWidth
        isLoading={linkRequest.isPending}
        onClick={() => linkRequest.mutate({ email: emailOf() })}
      >
        {t('auth.signInLink.send')}
      </Button>
    </div>
  );
}
