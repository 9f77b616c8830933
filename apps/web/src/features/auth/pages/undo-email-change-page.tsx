import { emailChangeTokenBodySchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useUndoEmailChange } from '../api/undo-email-change';
import { AuthLayout } from '../components/auth-layout';
import { formErrorText } from '../components/form-error';

function UndoEmailChange({ token }: { token: string }) {
  const { t } = useTranslation();
  const undo = useUndoEmailChange();
  if (undo.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert variant="success">{t('auth.undoEmailChange.success', { email: undo.data.email })}</Alert>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('auth.undoEmailChange.choosePassword')}
        </p>
        <Button asChild fullWidth size="lg">
          <Link to={`/reset-password?token=${encodeURIComponent(undo.data.resetToken)}`}>
            {t('auth.undoEmailChange.toResetPassword')}
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-5">
      {undo.isError ? (
        <Alert variant="error" title={t('auth.undoEmailChange.failed')}>
          {formErrorText(undo.error, t)}
        </Alert>
      ) : null}
      <Button fullWidth size="lg" isLoading={undo.isPending} onClick={() => undo.mutate(token)}>
        {t('auth.undoEmailChange.submit')}
      </Button>
    </div>
  );
}

/** The link in the notice to the old address (issue 18): takes the account back and ends every session. */
export function UndoEmailChangePage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const valid = emailChangeTokenBodySchema.safeParse({ token }).success;
  return (
    <AuthLayout title={t('auth.undoEmailChange.title')} subtitle={t('auth.undoEmailChange.intro')}>
      {token && valid ? (
        <UndoEmailChange token={token} />
      ) : (
        <Alert variant="error">{t('auth.undoEmailChange.missingToken')}</Alert>
      )}
    </AuthLayout>
  );
}
