import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../../../lib/session/session-context';
import { useVerifyEmail } from '../api/verify-email';
import { AuthLayout } from '../components/auth-layout';
import { formErrorText } from '../components/form-error';

function ContinueLink() {
  const { t } = useTranslation();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  return (
    <Button asChild fullWidth size="lg">
      <Link to={signedIn ? '/dashboard' : '/login'}>
        {signedIn ? t('auth.verifyEmail.toDashboard') : t('auth.verifyEmail.toLogin')}
      </Link>
    </Button>
  );
}

function VerifyEmailResult({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const verification = useVerifyEmail(token);

  if (token === null) return <Alert variant="error">{t('auth.verifyEmail.missingToken')}</Alert>;
  if (verification.isPending) {
    return (
      <p className="flex items-center gap-3 text-slate-700 dark:text-slate-300">
        <Spinner className="size-5 text-indigo-600 dark:text-indigo-400" />
        <span role="status">{t('auth.verifyEmail.verifying')}</span>
      </p>
    );
  }
  return (
    <div className="space-y-5">
      {verification.isSuccess ? (
        <Alert variant="success">{t('auth.verifyEmail.success')}</Alert>
      ) : (
        <Alert variant="error" title={t('auth.verifyEmail.failed')}>
          {formErrorText(verification.error, t)}
        </Alert>
      )}
      <ContinueLink />
    </div>
  );
}

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  return (
    <AuthLayout title={t('auth.verifyEmail.title')}>
      <VerifyEmailResult token={searchParams.get('token')} />
    </AuthLayout>
  );
}
