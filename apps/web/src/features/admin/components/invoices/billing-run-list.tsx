import type { BillingRunView } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { Spinner } from '../../../../components/ui/spinner';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';

const SHOWN_RUNS = 5;
const statusTone = { running: 'warning', finished: 'success', failed: 'danger' } as const;

export function BillingRunList({
  runs,
  isLoading,
}: {
  runs: BillingRunView[] | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner label={t('adminBilling.run.loading')} />;
  if (!runs || runs.length === 0) {
    return <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminBilling.run.none')}</p>;
  }
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t('adminBilling.run.lastRuns')}
      </h3>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {runs.slice(0, SHOWN_RUNS).map((run) => (
          <li key={run.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="text-slate-900 dark:text-slate-100">
              {formatDateShort(run.runDate)}
              <span className="ml-2 text-slate-600 dark:text-slate-400">{formatDateTime(run.startedAt)}</span>
            </span>
            <span className="flex items-center gap-3">
              <span className="text-slate-700 dark:text-slate-300">
                {t('adminBilling.run.summary', {
                  count: run.invoicesCreated,
                  total: formatCents(run.totalCents),
                })}
              </span>
              <Badge tone={statusTone[run.status]}>{t(`adminBilling.run.status.${run.status}`)}</Badge>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
