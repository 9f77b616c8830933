import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { TextLink } from '../components/text-link';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.forgotPassword.title')}
      subtitle={t('auth.forgotPassword.subtitle')}
      footer={<TextLink to="/login">{t('auth.forgotPassword.backToLogin')}</TextLink>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
