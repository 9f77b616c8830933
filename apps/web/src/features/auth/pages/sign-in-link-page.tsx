import { useSignInLinkBodySchema } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api/api-error';
import { useSession } from '../../../lib/session/session-context';
import { useSignInWithLink } from '../api/sign-in-with-link';
import { AuthLayout } from '../components/auth-layout';
import { formErrorText } from '../components/form-error';
import type { TwoFactorChallenge } from '../components/login-form';
import { TextLink } from '../components/text-link';
import { TwoFactorForm } from '../components/two-factor-form';

// The link from the mail opens this page; the login happens on a click, not on opening, so a mail scanner
// that follows links does not use it up. No navigation on success: the guest-only route sends the user on.
function SignInWithLink({
  token,
  onChallenge,
}: {
  token: string;
  onChallenge: (c: TwoFactorChallenge) => void;
}) {
  const { t } = useTranslation();
  const { startSession } = useSession();
  const signIn = useSignInWithLink();
  const onClick = () =>
    signIn.mutate(token, {
      onSuccess: ({ data }) => {
        if ('twoFactorRequired' in data) onChallenge({ challengeToken: data.challengeToken });
        else startSession(data);
      },
    });
  // A refused link (400: used, expired, replaced) stays refused; only a request that did not get through is
  // worth trying again.
  const linkRefused = isApiError(signIn.error) && signIn.error.status === 400;
  return (
    <div className="space-y-5">
      {signIn.isError ? (
        <Alert variant="error" title={t('auth.signInLink.failed')}>
          <p>{formErrorText(signIn.error, t)}</p>
          <p className="mt-2">
            <TextLink to="/login">{t('auth.signInLink.requestNew')}</TextLink>
          </p>
        </Alert>
      ) : null}
      {linkRefused ? null : (
        <Button fullWidth size="lg" isLoading={signIn.isPending} onClick={onClick}>
          {t('auth.signInLink.submit')}
        </Button>
      )}
    </div>
  );
}

export function SignInLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);
  const token = searchParams.get('token');
  const valid = useSignInLinkBodySchema.safeParse({ token }).success;

  if (challenge) {
    return (
      <AuthLayout title={t('auth.twoFactor.title')} subtitle={t('auth.twoFactor.subtitle')}>
        <TwoFactorForm challenge={challenge} onCancel={() => navigate('/login')} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.signInLink.title')} subtitle={t('auth.signInLink.subtitle')}>
      {token && valid ? (
        <SignInWithLink token={token} onChallenge={setChallenge} />
      ) : (
        <Alert variant="error">
          <p>{t('auth.signInLink.missingToken')}</p>
          <p className="mt-2">
            <TextLink to="/login">{t('auth.signInLink.requestNew')}</TextLink>
          </p>
        </Alert>
      )}
    </AuthLayout>
  );
}
