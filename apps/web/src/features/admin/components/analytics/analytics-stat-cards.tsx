import type { AdminAnalytics } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import {
  CalendarClock,
  CreditCard,
  Euro,
  Handshake,
  HeartHandshake,
  RotateCcw,
  TrendingDown,
  TrendingUp,
  UserPlus,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kpiAttributes, kpiOf } from '../../../../components/ui/kpi';
import { StatCard } from '../../../../components/ui/stat-card';
import { formatPercent } from '../enhanced/stat-trend';

/**
 * The analytics key figures. A figure the data cannot give (nothing to divide by) shows '—' and says why,
 * never a stand-in number.
 */
export function AnalyticsStatCards({ data, isUpdating }: { data: AdminAnalytics; isUpdating: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminAnalytics' });
  const none = t('notAvailable');
  const percent = (value: number | null) =>
    value === null ? none : t('percent', { value: formatPercent(value) });
  // An English screen in nl too, so the definitions are the English ones (docs/KPIS.md).
  const kpi = (id: Parameters<typeof kpiOf>[0], value: number | null, label: string, inPeriod?: boolean) =>
    kpiOf(id, value, {
      language: 'en',
      definitionLabel: t('stats.kpiQuestion', { label }),
      period: inPeriod ? data.timeframe : undefined,
    });
  // A figure of a period names the period in its label (issue 28): the Overview shows it for 30 days too.
  const successRateLabel = t('stats.paymentSuccessRate', { period: t(`timeframeInLabel.${data.timeframe}`) });
  return (
    <section
      aria-label={t('stats.label')}
      aria-busy={isUpdating || undefined}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3"
    >
      <StatCard
        icon={Euro}
        label={t('stats.mrr')}
        value={formatCents(data.mrrCents)}
        hint={t('stats.arr', { amount: formatCents(data.arrCents) })}
        kpi={kpi('revenue.mrr', data.mrrCents, t('stats.mrr'))}
      />
      <StatCard
        icon={UserPlus}
        label={t('stats.newSubscriptions')}
        value={String(data.newSubscriptions)}
        hint={t('stats.churned', { count: data.churnedSubscriptions })}
        kpi={kpi('subscriptions.new', data.newSubscriptions, t('stats.newSubscriptions'), true)}
      />
      <StatCard
        icon={TrendingDown}
        label={t('stats.churnRate')}
        value={percent(data.churnRate)}
        hint={
          data.churnRate === null
            ? t('stats.churnRateNone')
            : t('stats.churnRateHint', { churned: data.churnedSubscriptions, active: data.activeAtStart })
        }
        kpi={kpi('subscriptions.churnRate', data.churnRate, t('stats.churnRate'), true)}
      />
      <StatCard
        icon={HeartHandshake}
        label={t('stats.lifetimeValue')}
        value={data.lifetimeValueCents === null ? none : formatCents(data.lifetimeValueCents)}
        hint={
          data.lifetimeValueCents === null || data.arpuCents === null || data.monthlyChurnRate === null ? (
            t('stats.lifetimeValueNone')
          ) : (
            <span {...kpiAttributes('revenue.perCustomer', data.arpuCents)}>
              {t('stats.lifetimeValueHint', {
                arpu: formatCents(data.arpuCents),
                churn: formatPercent(data.monthlyChurnRate),
              })}
            </span>
          )
        }
      />
      <StatCard
        icon={CreditCard}
        label={successRateLabel}
        value={percent(data.paymentSuccessRate)}
        hint={
          data.paymentSuccessRate === null ? (
            t('stats.paymentSuccessNone')
          ) : (
            <span {...kpiAttributes('payments.returnedDebits', data.failedPayments, data.timeframe)}>
              {t('stats.returnedDebits', {
                count: data.failedPayments,
                amount: formatCents(data.failedAmountCents),
              })}
            </span>
          )
        }
        kpi={kpi('payments.successRate', data.paymentSuccessRate, successRateLabel, true)}
      />
      <StatCard
        icon={RotateCcw}
        label={t('stats.chargebacks')}
        value={String(data.chargebacks.count)}
        hint={t('stats.chargebacksHint', { amount: formatCents(data.chargebacks.amountCents) })}
      />
      <StatCard
        icon={TrendingUp}
        label={t('stats.recoveryRate')}
        value={percent(data.recoveryRate)}
        hint={data.recoveryRate === null ? t('stats.recoveryRateNone') : t('stats.recoveryRateHint')}
      />
      <StatCard
        icon={Handshake}
        label={t('stats.arrangements')}
        value={String(data.arrangements.open.count)}
        hint={t('stats.arrangementsHint', {
          amount: formatCents(data.arrangements.open.amountCents),
          kept: data.arrangements.kept,
          broken: data.arrangements.broken,
          period: t(`timeframeInLabel.${data.timeframe}`),
        })}
      />
      <StatCard
        icon={CalendarClock}
        label={t('stats.dso')}
        value={
          data.daysSalesOutstanding === null
            ? none
            : t('days', { value: formatPercent(data.daysSalesOutstanding) })
        }
        hint={
          data.daysSalesOutstanding === null
            ? t('stats.dsoNone')
            : t('stats.dsoHint', {
                open: formatCents(data.openReceivablesCents),
                invoiced: formatCents(data.invoicedCents),
              })
        }
      />
    </section>
  );
}
