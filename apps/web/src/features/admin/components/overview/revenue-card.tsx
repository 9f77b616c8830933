import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminRevenue } from '../../api/admin-dashboard';
import { RevenueChart } from './revenue-chart';
import { formatMonth } from './revenue-labels';
import { RevenueTable } from './revenue-table';

/** SPEC §2 overview chart: twelve Amsterdam months of invoiced revenue and MRR. */
export function RevenueCard() {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const revenue = useAdminRevenue();
  const months = revenue.data?.map((month) => ({ ...month, label: formatMonth(month.month, i18n.language) }));
  return (
    <Card role="region" aria-labelledby="overview-revenue-title">
      <CardHeader>
        <CardTitle id="overview-revenue-title">{t('adminOverview.revenue.title')}</CardTitle>
        <CardDescription>{t('adminOverview.revenue.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {revenue.isPending ? <Spinner label={t('adminOverview.revenue.loading')} /> : null}
        {revenue.isError ? (
          <ErrorWithRetry
            message={t('adminOverview.revenue.loadError', { error: errorText(revenue.error) })}
            onRetry={() => void revenue.refetch()}
            isRetrying={revenue.isFetching}
            retryLabel={t('adminOverview.retry')}
          />
        ) : null}
        {months?.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminOverview.revenue.empty')}</p>
        ) : null}
        {months?.length ? (
          <>
            <RevenueChart months={months} />
            <RevenueTable months={months} caption={t('adminOverview.revenue.title')} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
