import type { AdminDashboardStats } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { CreditCard, Euro, Repeat, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { kpiAttributes, kpiOf } from '../../../../components/ui/kpi';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { StatCard } from '../../../../components/ui/stat-card';
import { type DashboardPeriod, useAdminDashboardStats } from '../../api/admin-dashboard';
import { formatPercent, trendPercent } from '../enhanced/stat-trend';

/**
 * SPEC §2 overview cards: users and subscriptions with their growth against the previous period, monthly
 * revenue with revenue per user, and the payment success rate with the debits returned in the period. Another
 * period keeps the last figures on screen, marked busy, until its own arrive; a failed reload keeps them under
 * the error.
 */
export function OverviewStatCards({ period }: { period: DashboardPeriod }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview' });
  const errorText = useApiErrorText('adminErrors');
  const stats = useAdminDashboardStats(period);

  if (stats.isPending) return <Spinner label={t('stats.loading')} />;
  return (
    <div className="space-y-3">
      {stats.isError ? (
        <ErrorWithRetry
          message={t('stats.loadError', { error: errorText(stats.error) })}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
          retryLabel={t('retry')}
        />
      ) : null}
      {stats.data ? <StatCardGrid stats={stats.data} isUpdating={stats.isPlaceholderData} /> : null}
    </div>
  );
}

function StatCardGrid({ stats, isUpdating }: { stats: AdminDashboardStats; isUpdating: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOverview' });
  const days = stats.period;
  const growthLabel = t('stats.growthLabel', { days });
  const userTrend = trendPercent(stats.newUsers, stats.previousNewUsers);
  const subscriptionTrend = trendPercent(stats.newSubscriptions, stats.previousNewSubscriptions);
  const period = `${days}d`;
  // An English screen in nl too, so the definitions are the English ones (docs/KPIS.md).
  const kpi = (id: Parameters<typeof kpiOf>[0], value: number | null, label: string, inPeriod?: boolean) =>
    kpiOf(id, value, {
      language: 'en',
      definitionLabel: t('stats.kpiQuestion', { label }),
      period: inPeriod ? period : undefined,
    });
  return (
    <section
      aria-label={t('stats.label')}
      aria-busy={isUpdating || undefined}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <StatCard
        icon={UsersRound}
        label={t('stats.totalUsers')}
        value={String(stats.totalUsers)}
        trend={userTrend}
        trendLabel={userTrend ? growthLabel : undefined}
        hint={
          <span {...kpiAttributes('users.new', stats.newUsers, period)}>
            {t('stats.newInPeriod', { count: stats.newUsers, days })}
          </span>
        }
        kpi={kpi('users.total', stats.totalUsers, t('stats.totalUsers'))}
      />
      <StatCard
        icon={Repeat}
        label={t('stats.activeSubscriptions')}
        value={String(stats.activeSubscriptions)}
        trend={subscriptionTrend}
        trendLabel={subscriptionTrend ? growthLabel : undefined}
        hint={
          <span {...kpiAttributes('subscriptions.new', stats.newSubscriptions, period)}>
            {t('stats.newInPeriod', { count: stats.newSubscriptions, days })}
          </span>
        }
        kpi={kpi('subscriptions.active', stats.activeSubscriptions, t('stats.activeSubscriptions'))}
      />
      <StatCard
        icon={Euro}
        label={t('stats.monthlyRevenue')}
        value={formatCents(stats.monthlyRevenue)}
        hint={
          <span {...kpiAttributes('revenue.perCustomer', stats.revenuePerUser)}>
            {t('stats.revenuePerUser', { amount: formatCents(stats.revenuePerUser) })}
          </span>
        }
        kpi={kpi('revenue.mrr', stats.monthlyRevenue, t('stats.monthlyRevenue'))}
      />
      <StatCard
        icon={CreditCard}
        label={t('stats.paymentSuccessRatePeriod', { days })}
        value={
          stats.paymentSuccessRate === null
            ? t('stats.notAvailable')
            : t('stats.percent', { value: formatPercent(stats.paymentSuccessRate) })
        }
        hint={
          <span {...kpiAttributes('payments.returnedDebits', stats.failedPayments, period)}>
            {t('stats.returnedDebits', { count: stats.failedPayments, days })}
          </span>
        }
        kpi={kpi(
          'payments.successRate',
          stats.paymentSuccessRate,
          t('stats.paymentSuccessRatePeriod', { days }),
          true,
        )}
      />
    </section>
  );
}
