import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { Spinner } from '../../../../components/ui/spinner';
import { usePermission } from '../../../../lib/session/use-permission';
import { useRowSelection } from '../../../../lib/use-row-selection';
import { useAdminInvoices } from '../../api/admin-invoices';
import { useDeepLink } from '../shell/use-deep-link';
import { InvoiceBulkBar } from './invoice-bulk-bar';
import { InvoiceDetailDialog } from './invoice-detail-dialog';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceTable } from './invoice-table';
import { useInvoiceListState } from './use-invoice-list-state';

/** The server-paged invoice list with its filters, selection, bulk actions and detail dialog. */
export function InvoiceListCard() {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const state = useInvoiceListState();
  const invoices = useAdminInvoices(state.filters);
  const selection = useRowSelection(invoices.data?.invoices);
  const [openId, setOpenId] = useState<string | null>(null);
  // The bulk actions are billing (issue 18): without it no rows are selected.
  const selectable = usePermission()('billing');
  // `?invoice=<id>` (the header search) opens that invoice over the list.
  const [linkedId, clearLinkedId] = useDeepLink('invoice');
  const data = invoices.data;

  const total = data
    ? data.totalIsCapped
      ? t('adminBilling.list.capped')
      : String(data.pagination.totalItems)
    : '';

  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 sm:flex-row">
        <CardTitle>{t('adminBilling.list.title')}</CardTitle>
        {data ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('adminBilling.list.count', { count: data.pagination.totalItems, total })}
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <InvoiceFilters {...state} />
        {selectable ? (
          <InvoiceBulkBar
            selected={selection.selected}
            period={{ from: state.filters.from, to: state.filters.to }}
            onClear={selection.clear}
          />
        ) : null}
        {invoices.isPending ? <Spinner label={t('adminBilling.list.loading')} /> : null}
        {invoices.isError ? (
          <ErrorWithRetry
            message={t('adminBilling.list.loadError', { error: errorText(invoices.error) })}
            onRetry={() => void invoices.refetch()}
            isRetrying={invoices.isFetching}
          />
        ) : null}
        {data && !invoices.isError ? (
          data.invoices.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
              {t('adminBilling.list.empty')}
            </p>
          ) : (
            <InvoiceTable
              invoices={data.invoices}
              sort={{
                sortBy: state.filters.sortBy ?? 'issueDate',
                sortOrder: state.filters.sortOrder ?? 'desc',
              }}
              onSort={state.toggleSort}
              selectedIds={selection.selectedIds}
              onToggleRow={selection.toggleRow}
              onTogglePage={selection.togglePage}
              onOpen={setOpenId}
              selectable={selectable}
            />
          )
        ) : null}
        {data ? (
          <Pagination
            keyPrefix="adminOverview.pagination"
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            onPageChange={state.setPage}
            disabled={invoices.isFetching}
          />
        ) : null}
      </CardContent>
      <InvoiceDetailDialog
        invoiceId={openId ?? linkedId}
        onClose={() => {
          setOpenId(null);
          if (linkedId) clearLinkedId();
        }}
      />
    </Card>
  );
}
