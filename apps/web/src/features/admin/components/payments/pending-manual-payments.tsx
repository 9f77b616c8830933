import { formatCents } from '@hostportaal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { kpiAttributes } from '../../../../components/ui/kpi';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { usePendingManualPayments } from '../../api/payments';
import { PendingManualPaymentsTable } from './pending-manual-payments-table';

/** Claims waiting for a manual payment, each with a button that opens the dialog on its reference. */
export function PendingManualPayments({ onRegister }: { onRegister: (reference: string) => void }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const [page, setPage] = useState(1);
  const pending = usePendingManualPayments(page);
  const data = pending.data;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2 sm:flex-row">
        <div className="space-y-1.5">
          <CardTitle>{t('adminBilling.pending.title')}</CardTitle>
          <CardDescription>{t('adminBilling.pending.description')}</CardDescription>
        </div>
        {data ? (
          <p className="text-sm">
            <span {...kpiAttributes('receivables.awaitingManualPayment', data.pagination.totalItems)}>
              {t('adminBilling.pending.waiting', { count: data.pagination.totalItems })}
            </span>
            {' · '}
            <span {...kpiAttributes('receivables.awaitingManualPaymentAmount', data.totalOpenCents)}>
              {t('adminBilling.pending.waitingAmount', { total: formatCents(data.totalOpenCents) })}
            </span>
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        {pending.isPending ? <Spinner label={t('adminBilling.pending.loading')} /> : null}
        {pending.isError ? (
          <ErrorWithRetry
            message={t('adminBilling.pending.loadError', { error: errorText(pending.error) })}
            onRetry={() => void pending.refetch()}
            isRetrying={pending.isFetching}
          />
        ) : null}
        {data && !pending.isError ? (
          data.payments.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {t('adminBilling.pending.empty')}
            </p>
          ) : (
            <PendingManualPaymentsTable payments={data.payments} onRegister={onRegister} />
          )
        ) : null}
        {data ? (
          <Pagination
            keyPrefix="adminOverview.pagination"
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            onPageChange={setPage}
            disabled={pending.isFetching}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
