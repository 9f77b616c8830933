import type { SepaAnalytics } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { CheckCircle2, FileSignature, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kpiOf } from '../../../../components/ui/kpi';
import { StatCard } from '../../../../components/ui/stat-card';
import { AnalyticsChartCard } from '../analytics/analytics-chart-card';
import { formatPercent } from '../enhanced/stat-trend';
import { formatMonth } from '../overview/revenue-labels';
import { isKnownReason } from '../sepa/sepa-analytics-card';
import { FigureTableCard } from './figure-table-card';

const MANDATE_STATUSES = ['valid', 'pending', 'invalid', 'expired'] as const;

/** Everything GET /api/subscription-analytics/sepa gives, as stat cards, a chart and tables. */
export function SepaAnalyticsFigures({ data }: { data: SepaAnalytics }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminAnalytics.sepa' });
  const { t: tRoot } = useTranslation('translation', { keyPrefix: 'adminAnalytics' });
  const { t: tReason } = useTranslation('translation', { keyPrefix: 'adminSepa.analytics.reason' });
  const none = tRoot('notAvailable');
  const percent = (value: number | null) =>
    value === null ? none : tRoot('percent', { value: formatPercent(value) });
  const collected = data.months.reduce((sum, month) => sum + month.collectedCount, 0);
  const returned = data.months.reduce((sum, month) => sum + month.returnedCount, 0);
  const chargebacks = data.months.reduce((sum, month) => sum + month.chargebackCount, 0);
  const months = data.months.map((month) => ({ ...month, label: formatMonth(month.month, i18n.language) }));
  return (
    <div className="space-y-6">
      <section aria-label={t('stats.label')} className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <StatCard
          icon={CheckCircle2}
          label={t('stats.successRate')}
          value={percent(data.successRate)}
          hint={
            data.successRate === null
              ? t('stats.successRateNone')
              : t('stats.successRateHint', { collected, returned })
          }
          // Twelve months from the first of the month eleven months back: Analytics' 12m timeframe.
          kpi={kpiOf('payments.successRate', data.successRate, {
            language: 'en',
            definitionLabel: tRoot('stats.kpiQuestion', { label: t('stats.successRate') }),
            period: '12m',
          })}
        />
        <StatCard
          icon={FileSignature}
          label={t('stats.mandates')}
          value={String(data.mandates.valid)}
          hint={t('stats.mandatesHint', data.mandates)}
        />
        <StatCard
          icon={RotateCcw}
          label={t('stats.chargebacks')}
          value={String(chargebacks)}
          hint={t('stats.chargebacksHint')}
        />
      </section>
      <AnalyticsChartCard
        id="sepa-months"
        title={t('months.title')}
        description={t('months.description')}
        rowHeader={t('months.month')}
        rows={months}
        series={[
          { key: 'collectedCents', name: t('months.collected'), color: '#059669', kind: 'bar', money: true },
          { key: 'returnedCents', name: t('months.returned'), color: '#dc2626', kind: 'bar', money: true },
          {
            key: 'chargebackCount',
            name: t('months.chargebacks'),
            color: '#d97706',
            kind: 'bar',
            tableOnly: true,
          },
        ]}
      />
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2">
        <FigureTableCard
          id="sepa-reasons"
          title={t('reasons.title')}
          description={t('reasons.description')}
          columns={[t('reasons.code'), t('reasons.reason'), t('reasons.count'), t('reasons.amount')]}
          empty={t('reasons.empty')}
          rows={data.returnReasons.map((reason) => ({
            key: reason.code,
            header: <span className="font-mono">{reason.code}</span>,
            cells: [
              isKnownReason(reason.code) ? tReason(reason.code) : reason.label,
              reason.count,
              formatCents(reason.amountCents),
            ],
          }))}
        />
        <FigureTableCard
          id="sepa-sequences"
          title={t('sequences.title')}
          description={t('sequences.description')}
          columns={[
            t('sequences.sequence'),
            t('sequences.collected'),
            t('sequences.returned'),
            t('sequences.successRate'),
          ]}
          rows={data.sequences.map((sequence) => ({
            key: sequence.sequenceType,
            header: t(`sequences.${sequence.sequenceType}`),
            cells: [sequence.collected, sequence.returned, percent(sequence.successRate)],
          }))}
        />
        <FigureTableCard
          id="sepa-batches"
          title={t('batches.title')}
          description={t('batches.description')}
          columns={[t('batches.status'), t('batches.count'), t('batches.transactions'), t('batches.amount')]}
          rows={data.batches.map((batch) => ({
            key: batch.status,
            header: t(`batches.${batch.status}`),
            cells: [batch.count, batch.transactions, formatCents(batch.amountCents)],
          }))}
        />
        <FigureTableCard
          id="sepa-mandates"
          title={t('mandates.title')}
          columns={[t('mandates.status'), t('mandates.count')]}
          rows={MANDATE_STATUSES.map((status) => ({
            key: status,
            header: t(`mandates.${status}`),
            cells: [data.mandates[status]],
          }))}
        />
      </div>
    </div>
  );
}
