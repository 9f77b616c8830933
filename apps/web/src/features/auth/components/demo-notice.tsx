import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { useDemoInfo } from '../api/demo-info';

/**
 * On a demo install (`npm start` without NODE_ENV) the login page says so and lists the demo logins, which the
 * README prints too. A production install never runs the demo: the API says so and nothing shows.
 */
export function DemoNotice() {
  const { t } = useTranslation();
  const { data } = useDemoInfo();
  if (!data?.demo) return null;
  return (
    <Alert variant="notice" title={t('auth.login.demoTitle')}>
      <p>{t('auth.login.demoText')}</p>
      <dl className="mt-2 grid grid-cols-1 gap-x-3 gap-y-1 text-xs sm:grid-cols-[auto_1fr]">
        {data.logins.map((login) => (
          <div key={login.email} className="contents">
            <dt className="font-medium">{t(`auth.login.demoRole.${login.role}`)}</dt>
            <dd className="wrap-anywhere font-mono">
              {login.email} / {login.password}
            </dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
}
