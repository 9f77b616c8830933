import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useSession } from '../../../lib/session/session-context';
import { ActiveSessionsSection } from '../components/active-sessions-section';
import { EInvoiceSection } from '../components/einvoice-section';
import { EmailChangeSection } from '../components/email-change-section';
import { NotificationsTab } from '../components/notifications-tab';
import { OverviewTab } from '../components/overview-tab';
import { PasswordSection } from '../components/password-section';
import { PaymentTab } from '../components/payment-tab';
import { PreferencesTab } from '../components/preferences-tab';
import { PrivacyTab } from '../components/privacy-tab';
import { ProfileTab } from '../components/profile-tab';
import { SessionSection } from '../components/session-section';
import { TwoFactorSection } from '../components/two-factor-section';

const TABS = [
  'overview',
  'profile',
  'payment',
  'security',
  'notifications',
  'preferences',
  'privacy',
] as const;
type Tab = (typeof TABS)[number];
const DEFAULT_TAB: Tab = 'profile';

function isTab(value: string | null): value is Tab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

export function SettingsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : DEFAULT_TAB;

  const selectTab = (value: string) => {
    if (!isTab(value)) return;
    const next = new URLSearchParams(searchParams);
    next.set('tab', value);
    setSearchParams(next, { replace: true });
  };

  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('settings.title')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {t('settings.title')}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('settings.intro')}</p>
      </div>
      <Tabs value={tab} onValueChange={selectTab} className="space-y-6">
        <TabsList label={t('settings.tabsLabel')} wrap>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value}>
              {value === 'payment' ? t('mandate.tab') : t(`settings.tabs.${value}`)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="profile" className="space-y-6">
          <ProfileTab />
          <EInvoiceSection />
          <EmailChangeSection />
        </TabsContent>
        <TabsContent value="payment">
          <PaymentTab />
        </TabsContent>
        <TabsContent value="security" className="space-y-6">
          <PasswordSection />
          <TwoFactorSection />
          <SessionSection />
          <ActiveSessionsSection />
        </TabsContent>
        <TabsContent value="notifications">{user ? <NotificationsTab user={user} /> : null}</TabsContent>
        <TabsContent value="preferences">{user ? <PreferencesTab user={user} /> : null}</TabsContent>
        <TabsContent value="privacy">
          <PrivacyTab />
        </TabsContent>
      </Tabs>
    </section>
  );
}
