import type { AdminInvoiceRow } from '@hostportaal/contract';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ErrorWithRetry } from '../../../../components/ui/error-with-retry';
import { useApiErrorText } from '../../../../components/ui/screen-words';
import { skippedText } from '../../../../lib/api/api-error-text';
import { usePermission } from '../../../../lib/session/use-permission';
import { type BulkInvoiceAction, useBulkInvoiceAction } from '../../api/admin-invoice-actions';
import { useDownloadExport } from '../../api/exports';

interface InvoiceBulkBarProps {
  selected: AdminInvoiceRow[];
  /** The period filter of the list; the export covers it (or the selected rows' issue dates without one). */
  period: { from?: string; to?: string };
  onClear: () => void;
}

function exportPeriod(selected: AdminInvoiceRow[], period: InvoiceBulkBarProps['period']) {
  const dates = selected.map((invoice) => invoice.issueDate).sort();
  return { from: period.from ?? dates[0] ?? '', to: period.to ?? dates.at(-1) ?? '' };
}

export function InvoiceBulkBar({ selected, period, onClear }: InvoiceBulkBarProps) {
  const { t } = useTranslation();
  const errorText = useApiErrorText('adminErrors');
  const mayExport = usePermission()('reports');
  const bulk = useBulkInvoiceAction();
  const download = useDownloadExport();
  if (selected.length === 0 && !bulk.data) return null;

  const run = (action: BulkInvoiceAction) =>
    bulk.mutate({ action, invoiceIds: selected.map((invoice) => invoice.id) }, { onSuccess: onClear });
  const exportSelected = () =>
    download.mutate({ kind: 'invoices', format: 'csv', ...exportPeriod(selected, period) });
  const lastAction = bulk.variables?.action;
  const busy = bulk.isPending || download.isPending;

  return (
    <section aria-label={t('adminBilling.bulk.label')} className="space-y-3">
      {selected.length > 0 ? (
        <div className="flex flex-wrap items-center gap-2 rounded-xl bg-indigo-50 p-3 dark:bg-indigo-950/40">
          <span className="mr-auto text-sm font-medium">
            {t('adminBilling.bulk.selected', { count: selected.length })}
          </span>
          <Button
            size="sm"
            onClick={() => run('resend')}
            disabled={busy}
            isLoading={lastAction === 'resend' && bulk.isPending}
          >
            {t('adminBilling.bulk.resend')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => run('mark_sent_to_collection')}
            disabled={busy}
            isLoading={lastAction === 'mark_sent_to_collection' && bulk.isPending}
          >
            {t('adminBilling.bulk.markSentToCollection')}
          </Button>
          {mayExport ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={exportSelected}
              disabled={busy}
              isLoading={download.isPending}
            >
              {t('adminBilling.bulk.export')}
            </Button>
          ) : null}
          <Button size="sm" variant="ghost" onClick={onClear}>
            {t('adminBilling.bulk.clear')}
          </Button>
        </div>
      ) : null}
      {bulk.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.bulk.failed', { error: errorText(bulk.error) })}
          onRetry={() => bulk.variables && bulk.mutate(bulk.variables)}
        />
      ) : null}
      {download.isError ? (
        <ErrorWithRetry
          message={t('adminBilling.reports.failed', { error: errorText(download.error) })}
          onRetry={exportSelected}
        />
      ) : null}
      {bulk.data ? (
        <Alert variant={bulk.data.skipped.length > 0 ? 'notice' : 'success'}>
          <p>
            {t('adminBilling.bulk.result', { count: bulk.data.succeeded, skipped: bulk.data.skipped.length })}
          </p>
          {bulk.data.skipped.length > 0 ? (
            <ul className="mt-1 list-disc pl-5">
              {bulk.data.skipped.map((skip) => (
                <li key={skip.id}>{skippedText(skip, t, 'adminErrors')}</li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </section>
  );
}
