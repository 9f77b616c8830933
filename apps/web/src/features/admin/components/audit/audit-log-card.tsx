import type { AuditLogEntry } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { useAuditLog } from '../../api/audit-log';
import { AuditEntryDialog } from './audit-entry-dialog';
import { AuditLogFilters } from './audit-log-filters';
import { AuditLogTable } from './audit-log-table';
import { useAuditLogState } from './use-audit-log-state';

/** The server-paged audit log with its filters and a dialog per entry. */
export function AuditLogCard() {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const state = useAuditLogState();
  // Reversed dates are not asked: the field says why, and the old answer is not shown as if it matched.
  const log = useAuditLog(state.filters, !state.datesReversed);
  const [open, setOpen] = useState<AuditLogEntry | null>(null);
  const data = state.datesReversed ? undefined : log.data;

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2 sm:flex-row">
        <div className="space-y-1.5">
          <CardTitle>{t('adminAudit.title')}</CardTitle>
          <CardDescription>{t('adminAudit.description')}</CardDescription>
        </div>
        {data ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('adminAudit.count', { count: data.pagination.totalItems })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <AuditLogFilters {...state} options={log.data} />
        {state.datesReversed ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t('adminAudit.list.datesReversed')}
          </p>
        ) : null}
        {!state.datesReversed && log.isPending ? <Spinner label={t('adminAudit.list.loading')} /> : null}
        {log.isError && !state.datesReversed ? (
          <ErrorWithRetry
            message={t('adminAudit.list.loadError', { error: errorText(log.error) })}
            onRetry={() => void log.refetch()}
            isRetrying={log.isFetching}
            retryLabel={t('adminAudit.retry')}
          />
        ) : null}
        {data && !log.isError ? (
          data.entries.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {t('adminAudit.list.empty')}
            </p>
          ) : (
            <AuditLogTable entries={data.entries} onOpen={setOpen} />
          )
        ) : null}
        {data && !log.isError ? (
          <Pagination
            keyPrefix="adminOverview.pagination"
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            onPageChange={state.setPage}
            disabled={log.isFetching}
          />
        ) : null}
      </CardContent>
      <AuditEntryDialog entry={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
