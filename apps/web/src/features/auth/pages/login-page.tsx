import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../components/auth-layout';
import { DemoNotice } from '../components/demo-notice';
import { LoginForm, type TwoFactorChallenge } from '../components/login-form';
import { NavigationNotice } from '../components/navigation-notice';
import { TextLink } from '../components/text-link';
import { TwoFactorForm } from '../components/two-factor-form';

// No navigation here on success: the session changes, and the guest-only route sends the user on.
export function LoginPage() {
  const { t } = useTranslation();
  const [challenge, setChallenge] = useState<TwoFactorChallenge | null>(null);

  if (challenge) {
    return (
      <AuthLayout title={t('auth.twoFactor.title')} subtitle={t('auth.twoFactor.subtitle')}>
        <TwoFactorForm challenge={challenge} onCancel={() => setChallenge(null)} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')} <TextLink to="/register">{t('auth.login.registerLink')}</TextLink>
        </>
      }
    >
      <NavigationNotice />
      <DemoNotice />
      <LoginForm onChallenge={setChallenge} />
    </AuthLayout>
  );
}
