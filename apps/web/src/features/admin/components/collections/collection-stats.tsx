import type { CollectionStats as CollectionStatsData } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { AlertTriangle, Clock, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kpiAttributes, kpiOf } from '../../../../components/ui/kpi';
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
  // An English staff screen (SPEC): the definitions in English in every locale that shows it in English.
  const kpi = (id: Parameters<typeof kpiOf>[0], number: number | null | undefined, label: string) =>
    number === undefined || number === null
      ? undefined
      : kpiOf(id, number, { language: 'en', definitionLabel: t('kpiQuestion', { label }) });
  const value = (number: number | undefined) => (number === undefined ? missing : String(number));
  return (
    <section aria-label={t('label')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        icon={Users}
        label={t('overdueAccounts')}
        value={value(stats?.overdueAccounts)}
        kpi={kpi('collection.overdueAccounts', stats?.overdueAccounts, t('overdueAccounts'))}
        hint={
          stats ? (
            <>
              <span {...kpiAttributes('collection.outstandingClaims', stats.overdueAmountCents)}>
                {t('overdueAmount', { amount: formatCents(stats.overdueAmountCents) })}
              </span>{' '}
              <span {...kpiAttributes('collection.openCases', stats.openCases)}>
                {t('openCases', { count: stats.openCases })}
              </span>
            </>
          ) : undefined
        }
      />
      <StatCard
        icon={Clock}
        label={t('avgDaysOverdue')}
        value={value(stats?.avgDaysOverdue)}
        kpi={kpi('collection.avgDaysOverdue', stats?.avgDaysOverdue, t('avgDaysOverdue'))}
        hint={t('avgDaysHint')}
      />
      <StatCard
        icon={AlertTriangle}
        label={t('highRiskAccounts')}
        value={value(stats?.highRiskAccounts)}
        kpi={kpi('collection.highRiskAccounts', stats?.highRiskAccounts, t('highRiskAccounts'))}
        hint={t('highRiskHint')}
      />
      <StatCard
        icon={TrendingUp}
        label={t('recoveryRate')}
        value={
          !stats ? missing : stats.recoveryRate === null ? '–' : `${percent.format(stats.recoveryRate)}%`
        }
        kpi={kpi('collection.recoveryRate', stats?.recoveryRate, t('recoveryRate'))}
        hint={stats?.recoveryRate === null ? t('recoveryRateNone') : t('recoveryRateHint')}
      />
    </section>
  );
}
