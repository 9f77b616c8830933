import type { CollectionStats as CollectionStatsData } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { AlertTriangle, Clock, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../../components/ui/stat-card';

const percent = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/**
 * SPEC §2: the four stat cards, over every open case (filters do not apply). '…' while they load and '–'
 * when they could not be loaded: never made-up figures.
 */
export function CollectionStats({
  stats,
  failed,
}: {
  stats: CollectionStatsData | undefined;
  failed: boolean;
}) {
  const { t } = useTranslation('translation', { keyPrefix: 'adminCollections.stats' });
  const missing = failed ? '–' : '…';
  const value = (number: number | undefined) => (number === undefined ? missing : String(number));
  return (
    <section aria-label={t('label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={Users}
        label={t('overdueAccounts')}
        value={value(stats?.overdueAccounts)}
        hint={stats ? t('overdueAmount', { amount: formatCents(stats.overdueAmountCents) }) : undefined}
      />
      <StatCard
        icon={Clock}
        label={t('avgDaysOverdue')}
        value={value(stats?.avgDaysOverdue)}
        hint={t('avgDaysHint')}
      />
      <StatCard
        icon={AlertTriangle}
        label={t('highRiskAccounts')}
        value={value(stats?.highRiskAccounts)}
        hint={t('highRiskHint')}
      />
      <StatCard
        icon={TrendingUp}
        label={t('recoveryRate')}
        value={
          !stats ? missing : stats.recoveryRate === null ? '–' : `${percent.format(stats.recoveryRate)}%`
        }
        hint={stats?.recoveryRate === null ? t('recoveryRateNone') : t('recoveryRateHint')}
      />
    </section>
  );
}
