import type { EnhancedStats, EnhancedTab } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
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
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/ui/stat-card';
import { formatPercent, trendPercent } from './stat-trend';

interface CardSpec {
  id: string;
  icon: LucideIcon;
  label: string;
  value: string;
  hint: string;
  trend?: string;
}

type EnhancedT = TFunction<'translation', 'enhanced'>;

/** The cards that tell what a tab is about; money in cents formatted nl-NL (SPEC §2 "statistic cards"). */
function cardsFor(tab: EnhancedTab, stats: EnhancedStats, t: EnhancedT): CardSpec[] {
  const { overview, paymentIssues, collections, teamActivity, dateRange: days } = stats;
  const newTrend = trendPercent(overview.newSubscriptions, overview.previousNewSubscriptions);
  const recoveredTrend = trendPercent(collections.recoveredCents, collections.previousRecoveredCents);
  const recovered = formatCents(collections.recoveredCents);
  switch (tab) {
    case 'overview':
      return [
        {
          id: 'total',
          icon: UsersRound,
          label: t('stats.totalSubscriptions'),
          value: String(overview.totalSubscriptions),
          hint: t('stats.totalSubscriptionsHint', {
            new: overview.newSubscriptions,
            days,
            active: overview.activeSubscriptions,
          }),
          trend: newTrend,
        },
        {
          id: 'revenue',
          icon: Euro,
          label: t('stats.monthlyRevenue'),
          value: formatCents(overview.monthlyRevenueCents),
          hint: t('stats.monthlyRevenueHint'),
        },
        {
          id: 'issues',
          icon: TriangleAlert,
          label: t('stats.paymentIssues'),
          value: String(paymentIssues.overdueSubscriptions),
          hint: t('stats.paymentIssuesHint', {
            amount: formatCents(paymentIssues.overdueAmountCents),
            failed: paymentIssues.failedPayments,
            chargebacks: paymentIssues.chargebacks,
          }),
        },
        {
          id: 'collections',
          icon: FileText,
          label: t('stats.collectionAmount'),
          value: formatCents(collections.collectionAmountCents),
          hint: t('stats.collectionAmountHint', { cases: collections.openCases, recovered, days }),
          trend: recoveredTrend,
        },
      ];
    case 'details':
      return [
        {
          id: 'active',
          icon: CircleCheck,
          label: t('stats.active'),
          value: String(overview.activeSubscriptions),
          hint: t('stats.activeHint', { total: overview.totalSubscriptions }),
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
          hint: t('stats.newSubscriptionsHint', { days }),
          trend: newTrend,
        },
        {
          id: 'overdue',
          icon: TriangleAlert,
          label: t('stats.overdue'),
          value: String(paymentIssues.overdueSubscriptions),
          hint: t('stats.overdueHint', { amount: formatCents(paymentIssues.overdueAmountCents) }),
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
        {
          id: 'amount',
          icon: Euro,
          label: t('stats.collectionTotal'),
          value: formatCents(collections.collectionAmountCents),
          hint: t('stats.collectionTotalHint', { recovered, days }),
          trend: recoveredTrend,
        },
      ];
  }
}

export function EnhancedStatCards({ tab, stats }: { tab: EnhancedTab; stats: EnhancedStats }) {
  const { t } = useTranslation('translation', { keyPrefix: 'enhanced' });
  const trendLabel = t('stats.trendLabel', { days: stats.dateRange });
  return (
    <section aria-label={t('stats.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {cardsFor(tab, stats, t).map(({ id, ...card }) => (
        <StatCard key={id} {...card} trendLabel={card.trend ? trendLabel : undefined} />
      ))}
    </section>
  );
}
