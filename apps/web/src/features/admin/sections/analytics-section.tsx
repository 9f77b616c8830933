import type { AnalyticsTimeframe } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../components/ui/screen-words';
import { Spinner } from '../../../components/ui/spinner';
import { DEFAULT_ANALYTICS_TIMEFRAME, useAdminAnalytics } from '../api/admin-analytics';
import { AnalyticsCharts } from '../components/analytics/analytics-charts';
import { AnalyticsStatCards } from '../components/analytics/analytics-stat-cards';
import { AnalyticsTimeframeSelect } from '../components/analytics/analytics-timeframe-select';
import { formatDay } from '../components/analytics/bucket-label';

// Administration Dashboard section "analytics" (issue 7, SPEC §2 KPIs): key figures and charts of a timeframe,
// all from GET /api/admin/analytics. A failed load shows an error with a retry (keeping the last figures
// under it), never sample numbers.
export function AnalyticsSection() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminAnalytics' });
  const errorText = useApiErrorText('adminErrors');
  const [timeframe, setTimeframe] = useState<AnalyticsTimeframe>(DEFAULT_ANALYTICS_TIMEFRAME);
  const analytics = useAdminAnalytics(timeframe);
  const data = analytics.data;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {data
            ? t('timeframe.range', {
                start: formatDay(data.start, i18n.language),
                end: formatDay(data.end, i18n.language),
              })
            : null}
        </p>
        <AnalyticsTimeframeSelect value={timeframe} onChange={setTimeframe} />
      </div>
      {analytics.isPending ? <Spinner label={t('loading')} /> : null}
      {analytics.isError ? (
        <ErrorWithRetry
          message={t('loadError', { error: errorText(analytics.error) })}
          onRetry={() => void analytics.refetch()}
          isRetrying={analytics.isFetching}
          retryLabel={t('retry')}
        />
      ) : null}
      {data ? (
        <>
          <AnalyticsStatCards data={data} isUpdating={analytics.isPlaceholderData} />
          <AnalyticsCharts data={data} />
        </>
      ) : null}
    </div>
  );
}
