import type { EnhancedStats, EnhancedTab } from '@hostportaal/contract';
import { formatCents, type KpiId } from '@hostportaal/domain';
import type { TFunction } from 'i18next';
import {
  AlarmClock,
  Ban,
  CircleCheck,
  Euro,
  FileText,
  type LucideIcon,
  Mail,
  NotebookPen,
  Repeat,
  TriangleAlert,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { kpiAttributes, kpiOf, translatedScreenLanguage } from '../../../../components/ui/kpi';
import { StatCard } from '../../../../components/ui/stat-card';
import { formatPercent, trendPercent } from './stat-trend';

interface CardSpec {
  id: string;
  icon: LucideIcon;
  label: string;
  value: string;
  hint: ReactNode;
  trend?: string;
  /** The KPI catalogue figure the card shows (docs/KPIS.md); `inPeriod` when it covers the date range. */
  kpi?: { id: KpiId; value: number; inPeriod?: boolean };
}

type EnhancedT = TFunction<'translation', 'enhanced'>;

/** The cards that tell what a tab is about; money in cents formatted nl-NL (SPEC §2 "statistic cards"). */
function cardsFor(tab: EnhancedTab, stats: EnhancedStats, t: EnhancedT): CardSpec[] {
  const { overview, paymentIssues, collections, teamActivity, dateRange: days } = stats;
  const period = `${days}d`;
  // What the overdue invoices owe, as the Overview's "Overdue invoices" shows it (issue 28); the cards count
  // subscriptions, and say so.
  const overdueAmount = (
    <span {...kpiAttributes('receivables.overdueAmount', paymentIssues.overdueAmountCents)}>
      {t('stats.overdueHint', { amount: formatCents(paymentIssues.overdueAmountCents) })}
    </span>
  );
  const overdueSubscriptions = {
    id: 'subscriptions.withOverdueInvoice',
    value: paymentIssues.overdueSubscriptions,
  } as const;
  const newTrend = trendPercent(overview.newSubscriptions, overview.previousNewSubscriptions);
  const recoveredTrend = trendPercent(collections.recoveredCents, collections.previousRecoveredCents);
  const recovered = formatCents(collections.recoveredCents);
  // Claims plus unpaid incassobrief fees: the Collection Center shows the claims alone, under its own name.
  const withFees = {
    id: 'collection.outstandingWithFees',
    value: collections.collectionAmountCents,
  } as const;
  const openCases = (
    <span {...kpiAttributes('collection.openCases', collections.openCases)}>
      {t('stats.openCases', { count: collections.openCases })}
    </span>
  );
  // What the open cases owe, fees included: the overview and collections tabs show it under their own label.
  const owedCard = (id: string, icon: LucideIcon, label: string): CardSpec => ({
    id,
    icon,
    label,
    value: formatCents(collections.collectionAmountCents),
    kpi: withFees,
    hint: (
      <>
        {openCases}
        {' · '}
        {t('stats.collectionTotalHint', { recovered, days })}
      </>
    ),
    trend: recoveredTrend,
  });
  switch (tab) {
    case 'overview':
      return [
        {
          id: 'total',
          icon: UsersRound,
          label: t('stats.totalSubscriptions'),
          value: String(overview.totalSubscriptions),
          hint: (
            <>
              <span {...kpiAttributes('subscriptions.new', overview.newSubscriptions, period)}>
                {t('stats.newInPeriodHint', { new: overview.newSubscriptions, days })}
              </span>
              {' · '}
              <span {...kpiAttributes('subscriptions.active', overview.activeSubscriptions)}>
                {t('stats.activeCountHint', { active: overview.activeSubscriptions })}
              </span>
            </>
          ),
          trend: newTrend,
        },
        {
          id: 'revenue',
          icon: Euro,
          label: t('stats.monthlyRevenue'),
          value: formatCents(overview.monthlyRevenueCents),
          hint: t('stats.monthlyRevenueHint'),
          kpi: { id: 'revenue.mrr', value: overview.monthlyRevenueCents },
        },
        {
          id: 'issues',
          icon: TriangleAlert,
          label: t('stats.paymentIssues'),
          value: String(paymentIssues.overdueSubscriptions),
          kpi: overdueSubscriptions,
          hint: (
            <>
              <span {...kpiAttributes('collection.failedClaims', paymentIssues.failedPayments)}>
                {t('stats.failedPayments', { count: paymentIssues.failedPayments })}
              </span>
              {' · '}
              {overdueAmount}
              {' · '}
              {t('stats.chargebacksHint', { chargebacks: paymentIssues.chargebacks })}
            </>
          ),
        },
        owedCard('collections', FileText, t('stats.collectionAmount')),
      ];
    case 'details':
      return [
        {
          id: 'active',
          icon: CircleCheck,
          label: t('stats.active'),
          value: String(overview.activeSubscriptions),
          hint: t('stats.activeHint', { total: overview.totalSubscriptions }),
          kpi: { id: 'subscriptions.active', value: overview.activeSubscriptions },
        },
        {
          id: 'suspended',
          icon: Ban,
          label: t('stats.suspended'),
          value: String(overview.suspendedSubscriptions),
          hint: t('stats.suspendedHint'),
        },
        {
          id: 'new',
          icon: Repeat,
          label: t('stats.newSubscriptions'),
          value: String(overview.newSubscriptions),
          kpi: { id: 'subscriptions.new', value: overview.newSubscriptions, inPeriod: true },
          hint: t('stats.newSubscriptionsHint', { days }),
          trend: newTrend,
        },
        {
          id: 'overdue',
          icon: TriangleAlert,
          label: t('stats.overdue'),
          value: String(paymentIssues.overdueSubscriptions),
          kpi: overdueSubscriptions,
          hint: overdueAmount,
        },
      ];
    case 'notes':
      return [
        {
          id: 'notes',
          icon: NotebookPen,
          label: t('stats.activeNotes'),
          value: String(teamActivity.activeNotes),
          hint: t('stats.activeNotesHint', { urgent: teamActivity.urgentNotes }),
        },
        {
          id: 'due',
          icon: AlarmClock,
          label: t('stats.followUpsDue'),
          value: String(teamActivity.followUpsDue),
          hint: t('stats.followUpsDueHint'),
        },
        {
          id: 'mine',
          icon: UserRound,
          label: t('stats.myFollowUps'),
          value: String(teamActivity.myOpenFollowUps),
          hint: t('stats.myFollowUpsHint'),
        },
        {
          id: 'completion',
          icon: CircleCheck,
          label: t('stats.completionRate'),
          value:
            teamActivity.completionRate === null
              ? t('stats.notAvailable')
              : t('stats.percent', { value: formatPercent(teamActivity.completionRate) }),
          hint: t('stats.completionRateHint', {
            resolved: teamActivity.notesResolved,
            created: teamActivity.notesCreated,
            days,
          }),
        },
      ];
    case 'collections':
      return [
        {
          id: 'pending',
          icon: TriangleAlert,
          label: t('stats.pendingNotices'),
          value: String(collections.pendingNotices),
          hint: t('stats.pendingNoticesHint'),
        },
        {
          id: 'notices',
          icon: Mail,
          label: t('stats.noticesSent'),
          value: String(collections.noticesSent),
          hint: t('stats.noticesSentHint', { due: collections.collectionLettersDue }),
        },
        {
          id: 'letters',
          icon: FileText,
          label: t('stats.collectionLettersSent'),
          value: String(collections.collectionLettersSent),
          hint: t('stats.collectionLettersSentHint'),
        },
        owedCard('amount', Euro, t('stats.collectionTotal')),
      ];
  }
}

export function EnhancedStatCards({ tab, stats }: { tab: EnhancedTab; stats: EnhancedStats }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const trendLabel = t('stats.trendLabel', { days: stats.dateRange });
  // Incasso Beheer is Dutch in nl and translated elsewhere: the definition follows (docs/KPIS.md).
  const language = translatedScreenLanguage(i18n.language);
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cardsFor(tab, stats, t).map(({ id, kpi, ...card }) => (
        <StatCard
          key={id}
          {...card}
          trendLabel={card.trend ? trendLabel : undefined}
          kpi={
            kpi
              ? kpiOf(kpi.id, kpi.value, {
                  language,
                  definitionLabel: t('stats.kpiQuestion', { label: card.label }),
                  period: kpi.inPeriod ? `${stats.dateRange}d` : undefined,
                })
              : undefined
          }
        />
      ))}
    </section>
  );
}
