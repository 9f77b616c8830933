import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { RegisterForm } from '../components/register-form';
import { TextLink } from '../components/text-link';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.hasAccount')} <TextLink to="/login">{t('auth.register.loginLink')}</TextLink>
        </>
      }
    >
      <RegisterForm />
    </AuthLayout>
  );
}
