import type { AdminInvoiceRow } from '@hostportaal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { Pagination } from '../../../../components/ui/pagination';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminInvoices } from '../../api/admin-invoices';
import { InvoiceBulkBar } from './invoice-bulk-bar';
import { InvoiceDetailDialog } from './invoice-detail-dialog';
import { InvoiceFilters } from './invoice-filters';
import { InvoiceTable } from './invoice-table';
import { useInvoiceListState } from './use-invoice-list-state';

/** The server-paged invoice list with its filters, selection, bulk actions and detail dialog. */
export function InvoiceListCard() {
  const { t } = useTranslation();
  const state = useInvoiceListState();
  const invoices = useAdminInvoices(state.filters);
  // Selection survives paging, so rows are kept by id (the export needs their issue dates).
  const [selected, setSelected] = useState<ReadonlyMap<string, AdminInvoiceRow>>(new Map());
  const [openId, setOpenId] = useState<string | null>(null);
  const data = invoices.data;

  const toggleRow = (id: string) => {
    const row = data?.invoices.find((invoice) => invoice.id === id);
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else if (row) next.set(id, row);
      return next;
    });
  };
  const togglePage = (selectAll: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of data?.invoices ?? []) {
        if (selectAll) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });

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
        <InvoiceBulkBar
          selected={[...selected.values()]}
          period={{ from: state.filters.from, to: state.filters.to }}
          onClear={() => setSelected(new Map())}
        />
        {invoices.isPending ? <Spinner label={t('adminBilling.list.loading')} /> : null}
        {invoices.isError ? (
          <ErrorWithRetry
            message={t('adminBilling.list.loadError', { error: invoices.error.message })}
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
              selectedIds={new Set(selected.keys())}
              onToggleRow={toggleRow}
              onTogglePage={togglePage}
              onOpen={setOpenId}
            />
          )
        ) : null}
        {data ? (
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            totalItems={data.pagination.totalItems}
            onPageChange={state.setPage}
            disabled={invoices.isFetching}
          />
        ) : null}
      </CardContent>
      <InvoiceDetailDialog invoiceId={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}
