import type { AdminAnalytics } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { AnalyticsChartCard } from './analytics-chart-card';
import { bucketLabel } from './bucket-label';

const colors = { indigo: '#6366f1', emerald: '#059669', red: '#dc2626', amber: '#d97706' };

/** The five analytics charts, each with its table for screen readers. */
export function AnalyticsCharts({ data }: { data: AdminAnalytics }) {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminAnalytics.charts' });
  const series = data.series.map((bucket) => ({
    ...bucket,
    label: bucketLabel(bucket, data.granularity, i18n.language),
  }));
  const ageing = data.ageing.map((row) => ({
    label: t(`ageing.buckets.${row.bucket}`),
    count: row.count,
    amountCents: row.amountCents,
  }));
  const funnel = data.collectionFunnel.map((row) => ({
    label: t(`funnel.stages.${row.stage}`),
    count: row.count,
    amountCents: row.amountCents,
  }));
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <AnalyticsChartCard
        id="analytics-mrr"
        title={t('mrr.title')}
        description={t('mrr.description')}
        rowHeader={t('period')}
        rows={series}
        series={[
          {
            key: 'mrrCents',
            name: t('mrr.value'),
            color: colors.emerald,
            kind: 'line',
            money: true,
            lastPointKpi: 'revenue.mrr',
          },
        ]}
      />
      <AnalyticsChartCard
        id="analytics-flow"
        title={t('flow.title')}
        description={t('flow.description')}
        rowHeader={t('period')}
        rows={series}
        series={[
          { key: 'newSubscriptions', name: t('flow.new'), color: colors.indigo, kind: 'bar' },
          { key: 'churnedSubscriptions', name: t('flow.churned'), color: colors.red, kind: 'bar' },
        ]}
      />
      <AnalyticsChartCard
        id="analytics-debits"
        title={t('debits.title')}
        description={t('debits.description')}
        rowHeader={t('period')}
        rows={series}
        series={[
          { key: 'successfulDebits', name: t('debits.successful'), color: colors.emerald, kind: 'bar' },
          { key: 'failedDebits', name: t('debits.failed'), color: colors.red, kind: 'bar' },
        ]}
      />
      <AnalyticsChartCard
        id="analytics-ageing"
        title={t('ageing.title')}
        description={t('ageing.description')}
        rowHeader={t('ageing.bucket')}
        rows={ageing}
        series={[
          { key: 'amountCents', name: t('ageing.amount'), color: colors.amber, kind: 'bar', money: true },
          { key: 'count', name: t('ageing.count'), color: colors.amber, kind: 'bar', tableOnly: true },
        ]}
      />
      <div className="xl:col-span-2">
        <AnalyticsChartCard
          id="analytics-funnel"
          title={t('funnel.title')}
          description={t('funnel.description')}
          rowHeader={t('funnel.stage')}
          rows={funnel}
          series={[
            { key: 'count', name: t('funnel.count'), color: colors.indigo, kind: 'bar' },
            {
              key: 'amountCents',
              name: t('funnel.amount'),
              color: colors.indigo,
              kind: 'bar',
              money: true,
              tableOnly: true,
            },
          ]}
        />
      </div>
    </div>
  );
}
