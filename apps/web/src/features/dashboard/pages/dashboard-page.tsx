import { formatCents } from '@hostportaal/domain';
import { FileText, LifeBuoy, Server, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '../../../components/document-title';
import { EmailVerificationNotice } from '../../../components/email-verification/email-verification-notice';
import { PayNowButton } from '../../../components/online-payment/pay-now-button';
import { ArrangementEntryLine } from '../../../components/payment-arrangement/arrangement-entry-line';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { StatCard } from '../../../components/ui/stat-card';
import { useSession } from '../../../lib/session/session-context';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { LoginNotice } from '../components/login-notice';
import { PlatformFigures } from '../components/platform-figures';
import { QuickStats } from '../components/quick-stats';
import { ServiceCard } from '../components/service-card';

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const summary = useDashboardSummary();
  const data = summary.data;
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('nav.dashboard')} />
      <div className="space-y-2">
        <h1
          id="page-title"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
        >
          {/* "Welkom terug" only for someone who was here before (issue 28); neutral while loading. */}
          {t(data?.firstLogin === false ? 'dashboard.welcome' : 'dashboard.welcomeFirst', {
            name: user?.firstname ?? '',
          })}
        </h1>
        <p className="text-slate-600 dark:text-slate-400">{t('dashboard.intro')}</p>
      </div>
      <LoginNotice />
      <EmailVerificationNotice waitsFor="order" />
      {summary.isPending ? (
        <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
          <Spinner label={t('billing.dashboard.loading')} />
          {t('billing.dashboard.loading')}
        </p>
      ) : null}
      {summary.isError ? (
        <Alert variant="error">
          <p>{t('billing.common.loadFailed', { error: summary.error.message })}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void summary.refetch()}
            isLoading={summary.isFetching}
          >
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      {data ? (
        <>
          <section aria-label={t('billing.dashboard.stats.label')}>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <StatCard
                icon={Server}
                label={t('billing.dashboard.stats.activeServices')}
                value={String(data.activeServices)}
                hint={t('billing.dashboard.stats.servicesHint')}
              />
              <StatCard
                icon={FileText}
                label={t('billing.dashboard.stats.openInvoices')}
                value={String(data.openInvoices.count)}
                hint={t('billing.dashboard.stats.openInvoicesAmount', {
                  amount: formatCents(data.openInvoices.amountCents),
                })}
                action={
                  data.openInvoices.amountCents > data.openInvoices.heldCents ? (
                    <PayNowButton body={{ scope: 'all' }} label={t('onlinePayments.payAll')} />
                  ) : null
                }
              />
              <StatCard
                icon={Wallet}
                label={t('billing.dashboard.stats.accountCredit')}
                value={formatCents(data.accountCreditCents)}
                hint={t('billing.dashboard.stats.accountCreditHint')}
              />
              <StatCard
                icon={LifeBuoy}
                label={t('billing.dashboard.stats.openTickets')}
                value={String(data.openTickets)}
                hint={t('billing.dashboard.stats.openTicketsHint')}
              />
            </div>
          </section>
          <ArrangementEntryLine enabled={data.openInvoices.count > 0} />
          <section aria-labelledby="services-title" className="space-y-4">
            <h2 id="services-title" className="text-lg font-semibold text-slate-900 dark:text-white">
              {t('billing.dashboard.services.title')}
            </h2>
            {data.services.length === 0 ? (
              <div className="rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
                <p>{t('billing.dashboard.services.empty')}</p>
                <Button asChild className="mt-4">
                  <Link to="/dashboard/bestellen">{t('billing.dashboard.services.orderFirst')}</Link>
                </Button>
              </div>
            ) : (
              <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
                {data.services.map((service) => (
                  <ServiceCard key={service.id} service={service} today={data.today} />
                ))}
              </div>
            )}
          </section>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <QuickStats summary={data} />
            <PlatformFigures />
          </div>
        </>
      ) : null}
    </section>
  );
}
