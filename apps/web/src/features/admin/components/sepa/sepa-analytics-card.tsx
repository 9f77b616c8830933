import { formatCents, kpiDefinition } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { kpiAttributes } from '../../../../components/ui/kpi';
import { KpiDefinitionTip } from '../../../../components/ui/kpi-definition-tip';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../../components/ui/table';
import { useSepaAnalytics } from '../../api/sepa-management';

const KNOWN_REASONS = [
  'AM04',
  'AM05',
  'MS02',
  'MS03',
  'MD01',
  'MD06',
  'MD07',
  'AC01',
  'AC04',
  'AC06',
  'AG01',
  'SL01',
] as const;
type KnownReason = (typeof KNOWN_REASONS)[number];
export const isKnownReason = (code: string): code is KnownReason =>
  (KNOWN_REASONS as readonly string[]).includes(code);

/** Twelve months of collections (GET /api/subscription-analytics/sepa): results, return reasons, mandates. */
export function SepaAnalyticsCard() {
  const { t, i18n } = useTranslation('translation', { keyPrefix: 'adminSepa.analytics' });
  const errorText = useApiErrorText('adminErrors');
  const analytics = useSepaAnalytics();
  const monthName = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const data = analytics.data;
  const busiest = Math.max(
    1,
    ...(data?.months ?? []).map((month) => month.collectedCount + month.returnedCount),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
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
            <dl className="grid grid-cols-2 gap-4 text-sm sm:grid-cols-5">
              <div>
                <dt className="text-slate-600 dark:text-slate-400">
                  {t('successRate')}
                  <KpiDefinitionTip
                    label={t('successRateDefinition')}
                    definition={kpiDefinition('payments.successRate').definition.en}
                  />
                </dt>
                {/* Twelve months from the first of the month eleven months back, as Analytics' 12m. */}
                <dd
                  className="text-xl font-semibold tabular-nums"
                  {...(data.successRate === null
                    ? {}
                    : kpiAttributes('payments.successRate', data.successRate, '12m'))}
                >
                  {data.successRate === null ? '—' : `${data.successRate.toLocaleString(i18n.language)}%`}
                </dd>
              </div>
              {(['valid', 'pending', 'invalid', 'expired'] as const).map((status) => (
                <div key={status}>
                  <dt className="text-slate-600 dark:text-slate-400">{t(`mandates.${status}`)}</dt>
                  <dd className="text-xl font-semibold tabular-nums">{data.mandates[status]}</dd>
                </div>
              ))}
            </dl>
            <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
              <Table>
                <TableHead>
                  <TableRow>
                    <TableHeaderCell>{t('month')}</TableHeaderCell>
                    <TableHeaderCell>{t('collected')}</TableHeaderCell>
                    <TableHeaderCell>{t('returned')}</TableHeaderCell>
                    <TableHeaderCell>{t('chargebacks')}</TableHeaderCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.months.map((month) => {
                    const share = (count: number) => `${Math.round((count / busiest) * 100)}%`;
                    return (
                      <TableRow key={month.month}>
                        <TableCell className="whitespace-nowrap">
                          {monthName.format(new Date(`${month.month}-01T00:00:00Z`))}
                          <span
                            aria-hidden="true"
                            className="mt-1 flex h-1.5 w-32 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                          >
                            <span className="bg-emerald-500" style={{ width: share(month.collectedCount) }} />
                            <span className="bg-red-500" style={{ width: share(month.returnedCount) }} />
                          </span>
                        </TableCell>
                        <TableCell className="whitespace-nowrap tabular-nums">
                          {month.collectedCount} · {formatCents(month.collectedCents)}
                        </TableCell>
                        <TableCell className="whitespace-nowrap tabular-nums">
                          {month.returnedCount} · {formatCents(month.returnedCents)}
                        </TableCell>
                        <TableCell className="tabular-nums">{month.chargebackCount}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
              <section aria-labelledby="sepa-return-reasons" className="space-y-2">
                <h3 id="sepa-return-reasons" className="text-sm font-semibold">
                  {t('reasons')}
                </h3>
                {data.returnReasons.length === 0 ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">{t('noReturns')}</p>
                ) : (
                  <ul className="space-y-1 text-sm">
                    {data.returnReasons.map((reason) => (
                      <li key={reason.code} className="flex justify-between gap-4">
                        <span>
                          <span className="font-mono">{reason.code}</span>{' '}
                          {isKnownReason(reason.code) ? <span>{t(`reason.${reason.code}`)}</span> : null}
                        </span>
                        <span className="tabular-nums">{reason.count}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </div>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
