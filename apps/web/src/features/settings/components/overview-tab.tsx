import { formatCents, invoiceStatusLabel, invoiceStatusTone } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useActivityWords } from '../../../lib/activity/activity-words';
import { formatDateShort, formatDateTime } from '../../../lib/dates/format-date';
import { useProfileOverview } from '../api/profile-overview';

export function OverviewTab() {
  const { t } = useTranslation();
  const overview = useProfileOverview();
  const wordsOf = useActivityWords('activity');

  if (overview.isPending) return <Spinner label={t('settings.overview.loading')} />;
  if (overview.isError) {
    return (
      <Alert variant="error">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('settings.overview.loadFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void overview.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      </Alert>
    );
  }
  const data = overview.data;
  const stats = [
    { key: 'totalSpent', value: formatCents(data.stats.totalSpent) },
    { key: 'totalOrders', value: String(data.stats.totalOrders) },
    { key: 'activeSubscriptions', value: String(data.stats.activeSubscriptions) },
    { key: 'pendingPayments', value: String(data.stats.pendingPayments) },
    { key: 'totalInvoices', value: String(data.stats.totalInvoices) },
  ] as const;

  return (
    <div className="space-y-6">
      <section aria-labelledby="overview-stats" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="overview-stats" className="text-lg font-semibold text-slate-900 dark:text-white">
            {t('settings.overview.statsHeading')}
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('settings.overview.accountAge', { count: data.accountAge })}
            {data.lastLogin
              ? ` · ${t('settings.overview.lastLogin', { date: formatDateTime(data.lastLogin) })}`
              : ''}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          {stats.map((stat) => (
            <div
              key={stat.key}
              className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">
                {t(`settings.overview.${stat.key}`)}
              </dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums dark:text-white">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.overview.recentInvoices')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.invoices.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('settings.overview.noInvoices')}
              </p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {data.invoices.map((invoice) => (
                  <li key={invoice._id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900 dark:text-white">{invoice.invoiceNumber}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {formatDateShort(invoice.createdAt)}
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className="tabular-nums text-slate-900 dark:text-white">
                        {formatCents(invoice.amount)}
                      </span>
                      <Badge tone={invoiceStatusTone(invoice.status)}>
                        {invoiceStatusLabel(invoice.status)}
                      </Badge>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('settings.overview.recentActivity')}</CardTitle>
          </CardHeader>
          <CardContent>
            {data.activityLog.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {t('settings.overview.noActivity')}
              </p>
            ) : (
              <ul
                className="divide-y divide-slate-200 dark:divide-slate-800"
                aria-label={t('settings.overview.recentActivity')}
              >
                {data.activityLog.map((activity) => {
                  const words = wordsOf(activity);
                  return (
                    <li key={`${activity.timestamp}-${activity.action}`} className="py-2.5">
                      <p className="font-medium text-slate-900 dark:text-white">{words.title}</p>
                      <p className="text-sm text-slate-600 dark:text-slate-400">
                        {words.line} · {formatDateTime(activity.timestamp)}
                      </p>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
