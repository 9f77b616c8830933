import { emailChangeTokenBodySchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useSession } from '../../../lib/session/session-context';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { AuthLayout } from '../components/auth-layout';
import { formErrorText } from '../components/form-error';

function ContinueLink() {
  const { t } = useTranslation();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  return (
    <Button asChild fullWidth size="lg">
      <Link to={signedIn ? '/dashboard/instellingen?tab=profile' : '/login'}>
        {signedIn ? t('auth.confirmEmailChange.toSettings') : t('auth.verifyEmail.toLogin')}
      </Link>
    </Button>
  );
}

function ConfirmEmailChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmEmailChange();
  if (confirm.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert variant="success">{t('auth.confirmEmailChange.success', { email: confirm.data.email })}</Alert>
        <ContinueLink />
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {confirm.isError ? (
        <Alert variant="error" title={t('auth.confirmEmailChange.failed')}>
          {formErrorText(confirm.error, t)}
        </Alert>
      ) : null}
      <Button fullWidth size="lg" isLoading={confirm.isPending} onClick={() => confirm.mutate(token)}>
        {t('auth.confirmEmailChange.submit')}
      </Button>
    </div>
  );
}

/** The link sent to a new address (issue 18): one click makes it the login. */
export function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const valid = emailChangeTokenBodySchema.safeParse({ token }).success;
  return (
    <AuthLayout title={t('auth.confirmEmailChange.title')} subtitle={t('auth.confirmEmailChange.intro')}>
      {token && valid ? (
        <ConfirmEmailChange token={token} />
      ) : (
        <Alert variant="error">{t('auth.confirmEmailChange.missingToken')}</Alert>
      )}
    </AuthLayout>
  );
}
