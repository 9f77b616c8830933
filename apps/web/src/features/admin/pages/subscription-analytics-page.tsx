import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../../components/document-title';
import { Button } from '../../../components/ui/button';
import { ErrorWithRetry } from '../../../components/ui/error-with-retry';
import { Spinner } from '../../../components/ui/spinner';
import { useSepaAnalytics } from '../api/sepa-management';
import { mutationErrorText } from '../components/shell/mutation-error-text';
import { useAdminRefresh } from '../components/shell/use-admin-refresh';
import { SepaAnalyticsFigures } from '../components/subscription-analytics/sepa-analytics-figures';

// /dashboard/subscription (admins only, SPEC §2 and §7 GET /api/subscription-analytics/sepa): how the direct
// debits of the last twelve months went. The query sits under the admin key, so Refresh and the 30-second
// auto-refresh reload it; a failed load shows an error with a retry, never sample figures.
export function SubscriptionAnalyticsPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminAnalytics.sepa' });
  const { t: tRoot } = useTranslation('translation', { keyPrefix: 'adminAnalytics' });
  const { t: tAll } = useTranslation();
  const analytics = useSepaAnalytics();
  const { refresh, isRefreshing } = useAdminRefresh();
  return (
    <section className="space-y-6" aria-labelledby="page-title">
      <DocumentTitle page={t('title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          <h1
            id="page-title"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white"
          >
            {t('title')}
          </h1>
          <p className="max-w-3xl text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => void refresh()} disabled={isRefreshing}>
          <RefreshCw className={isRefreshing ? 'size-4 animate-spin' : 'size-4'} aria-hidden="true" />
          {t('refresh')}
        </Button>
      </div>
      {analytics.isPending ? <Spinner label={t('loading')} /> : null}
      {analytics.isError ? (
        <ErrorWithRetry
          message={t('loadError', { error: mutationErrorText(analytics.error, tAll) })}
          onRetry={() => void analytics.refetch()}
          isRetrying={analytics.isFetching}
          retryLabel={tRoot('retry')}
        />
      ) : null}
      {analytics.data ? <SepaAnalyticsFigures data={analytics.data} /> : null}
    </section>
  );
}
