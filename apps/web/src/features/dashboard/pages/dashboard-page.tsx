import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { PlaceholderNotice } from '../../../components/placeholder/placeholder-notice';
import { useSession } from '../../../lib/session/session-context';
import { LoginNotice } from '../components/login-notice';

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('nav.dashboard')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('dashboard.welcome', { name: user?.firstname ?? '' })}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('dashboard.intro')}</p>
      </div>
      <LoginNotice />
      <PlaceholderNotice />
    </section>
  );
}
