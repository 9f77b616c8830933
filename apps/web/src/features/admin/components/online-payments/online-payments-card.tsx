import { onlinePaymentRowStatusSchema } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { FilterSelect } from '../../../../components/ui/filter-select';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { type OnlinePaymentRowStatus, useOnlinePayments } from '../../api/online-payments';
import { OnlinePaymentsTable } from './online-payments-table';

const STATUSES = onlinePaymentRowStatusSchema.options;

/** Finance's list of online payments through Mollie (issue 29), newest first, filtered and paged by the server. */
export function OnlinePaymentsCard() {
  const { t } = useTranslation('translation', { keyPrefix: 'adminOnlinePayments.list' });
  const errorText = useApiErrorText('adminErrors');
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OnlinePaymentRowStatus | undefined>(undefined);
  const list = useOnlinePayments({ page, status });
  const data = list.data;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-end justify-between gap-4 sm:flex-row">
        <div className="space-y-1.5">
          <CardTitle>{t('title')}</CardTitle>
          <CardDescription>{t('description')}</CardDescription>
        </div>
        <div className="w-full sm:w-56">
          <FilterSelect
            id="online-payments-status"
            label={t('status')}
            value={status}
            options={STATUSES}
            allLabel={t('allStatuses')}
            optionLabel={(option) => t(`statuses.${option}`)}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      <CardContent>
        {list.isPending ? <Spinner label={t('loading')} /> : null}
        {list.isError ? (
          <ErrorWithRetry
            message={t('loadError', { error: errorText(list.error) })}
            onRetry={() => void list.refetch()}
            isRetrying={list.isFetching}
          />
        ) : null}
        {data && !list.isError ? (
          data.payments.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {status ? t('emptyFiltered') : t('empty')}
            </p>
          ) : (
            <OnlinePaymentsTable payments={data.payments} />
          )
        ) : null}
        {data && data.pagination.totalItems > 0 ? (
          <Pagination
            keyPrefix="adminOverview.pagination"
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            onPageChange={setPage}
            disabled={list.isFetching}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
