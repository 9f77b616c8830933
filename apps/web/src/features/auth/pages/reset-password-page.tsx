import { verifyEmailBodySchema } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { AuthLayout } from '../components/auth-layout';
import { ResetPasswordForm } from '../components/reset-password-form';
import { TextLink } from '../components/text-link';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  // Reset and e-mail tokens share one shape in the contract.
  const tokenLooksValid = verifyEmailBodySchema.safeParse({ token }).success;

  return (
    <AuthLayout
      title={t('auth.resetPassword.title')}
      subtitle={t('auth.resetPassword.subtitle')}
      footer={<TextLink to="/login">{t('auth.forgotPassword.backToLogin')}</TextLink>}
    >
      {token && tokenLooksValid ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert variant="error">
          <p>{t('auth.resetPassword.invalidLink')}</p>
          <p className="mt-2">
            <TextLink to="/forgot-password">{t('auth.resetPassword.requestNewLink')}</TextLink>
          </p>
        </Alert>
      )}
    </AuthLayout>
  );
}
