import type { CustomerInvoice } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Download, FileCode } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { formatDateShort } from '../../../lib/dates/format-date';
import type { InvoiceFileFormat } from '../api/download-invoice';
import { InvoicePayNowButton } from './invoice-cells';

interface InvoiceDetailPanelProps {
  invoice: CustomerInvoice;
  onDownload: (format: InvoiceFileFormat) => void;
  /** Which of this invoice's files is downloading, if one is. */
  downloading: InvoiceFileFormat | null;
  downloadError: string | null;
}

// The columns a phone folds into the description (see the table below).
const wideCell = 'hidden sm:table-cell';

function percentage(vatRateBp: number): string {
  return `${(vatRateBp / 100).toLocaleString('nl-NL')}%`;
}

export function InvoiceDetailPanel({
  invoice,
  onDownload,
  downloading,
  downloadError,
}: InvoiceDetailPanelProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const period = (start: string | null, end: string | null) =>
    start && end
      ? t('billing.invoices.detail.periodValue', { start: formatDateShort(start), end: formatDateShort(end) })
      : null;
  const invoicePeriod = period(invoice.periodStart, invoice.periodEnd);
  const isCredit = invoice.kind === 'credit_note';
  const summary: [string, string][] = [
    [t('billing.invoices.detail.issueDate'), formatDateShort(invoice.issueDate)],
    ...(isCredit
      ? []
      : [[t('billing.invoices.detail.dueDate'), formatDateShort(invoice.dueDate)] as [string, string]]),
    ...(invoicePeriod ? [[t('billing.invoices.detail.period'), invoicePeriod] as [string, string]] : []),
    [t('billing.invoices.detail.subtotal'), formatCents(invoice.subtotalCents)],
    [
      invoice.reverseCharge
        ? t('billing.invoices.detail.reverseCharge')
        : t('billing.invoices.detail.vatTotal'),
      formatCents(invoice.vatCents),
    ],
    [t('billing.invoices.detail.total'), formatCents(invoice.totalCents)],
  ];
  if (!isCredit) {
    summary.push(
      [t('billing.invoices.detail.paid'), formatCents(invoice.paidCents)],
      [t('billing.invoices.detail.open'), formatCents(invoice.openCents)],
    );
    if (invoice.mandate) {
      summary.push([
        t('billing.invoices.detail.mandate'),
        t('billing.invoices.detail.mandateValue', {
          reference: invoice.mandate.reference,
          iban: invoice.mandate.ibanMasked,
        }),
      ]);
    }
    if (invoice.paymentReference) {
      summary.push([t('billing.invoices.detail.paymentReference'), invoice.paymentReference]);
    }
    summary.push([
      t('billing.invoices.detail.paymentDate'),
      invoice.paidAt ? formatDateShort(invoice.paidAt) : t('billing.invoices.detail.notPaid'),
    ]);
    // Paid twice (by hand and by the direct debit already at the bank): where the second payment went.
    if (invoice.creditedToAccountCents > 0)
      summary.push([
        t('billing.invoices.detail.creditedToAccount'),
        formatCents(invoice.creditedToAccountCents),
      ]);
  }
  return (
    <div className="space-y-4 rounded-xl bg-slate-50 p-4 dark:bg-slate-950/60">
      <h3 className="font-semibold text-slate-900 dark:text-white">
        {t('billing.invoices.detail.title', { number: invoice.invoiceNumber })}
      </h3>
      {isCredit && invoice.creditedInvoiceNumber ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('billing.invoices.detail.creditFor', { number: invoice.creditedInvoiceNumber })}
        </p>
      ) : null}
      {/* On a phone (the invoice card) a line is its description and total, with quantity, price and VAT
          rate folded under the description; the columns come back from sm (issue 20: no sideways scrolling). */}
      <div className="relative overflow-x-auto" data-table-scroll="">
        <table className="w-full text-left text-sm sm:min-w-[36rem]">
          <caption className="sr-only">{t('billing.invoices.detail.lines')}</caption>
          <thead className="text-xs text-slate-600 dark:text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-3">
                {t('billing.invoices.detail.lineDescription')}
              </th>
              <th scope="col" className={`${wideCell} py-1 pr-3 text-right`}>
                {t('billing.invoices.detail.quantity')}
              </th>
              <th scope="col" className={`${wideCell} py-1 pr-3 text-right`}>
                {t('billing.invoices.detail.unitPrice')}
              </th>
              <th scope="col" className={`${wideCell} py-1 pr-3 text-right`}>
                {t('billing.invoices.detail.vatRate')}
              </th>
              <th scope="col" className={`${wideCell} py-1 pr-3 text-right`}>
                {t('billing.invoices.detail.net')}
              </th>
              <th scope="col" className={`${wideCell} py-1 pr-3 text-right`}>
                {t('billing.invoices.detail.vat')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('billing.invoices.detail.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => {
              const linePeriod = period(line.periodStart, line.periodEnd);
              return (
                // Lines have no id of their own; their order is fixed on the invoice.
                // biome-ignore lint/suspicious/noArrayIndexKey: position is the identity of a line
                <tr key={index} className="border-t border-slate-200 align-top dark:border-slate-800">
                  <td className="py-2 pr-3">
                    {line.description}
                    {linePeriod ? (
                      <span className="block text-xs text-slate-600 dark:text-slate-400">{linePeriod}</span>
                    ) : null}
                    <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-400">
                      {[
                        `${t('billing.invoices.detail.quantity')} ${line.quantity}`,
                        `${t('billing.invoices.detail.unitPrice')} ${formatCents(line.unitPriceCents)}`,
                        `${t('billing.invoices.detail.vatRate')} ${percentage(line.vatRateBp)}`,
                      ].join(' · ')}
                    </span>
                  </td>
                  <td className={`${wideCell} py-2 pr-3 text-right`}>{line.quantity}</td>
                  <td className={`${wideCell} py-2 pr-3 text-right whitespace-nowrap`}>
                    {formatCents(line.unitPriceCents)}
                  </td>
                  <td className={`${wideCell} py-2 pr-3 text-right`}>{percentage(line.vatRateBp)}</td>
                  <td className={`${wideCell} py-2 pr-3 text-right whitespace-nowrap`}>
                    {formatCents(line.netCents)}
                  </td>
                  <td className={`${wideCell} py-2 pr-3 text-right whitespace-nowrap`}>
                    {formatCents(line.vatCents)}
                  </td>
                  <td className="py-2 text-right whitespace-nowrap">{formatCents(line.totalCents)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="grid grid-cols-1 gap-x-8 gap-y-1 text-sm sm:grid-cols-2">
        {summary.map(([label, value]) => (
          <div
            key={label}
            className="flex justify-between gap-4 border-b border-slate-200 py-1 dark:border-slate-800"
          >
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="text-right font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {!isCredit && invoice.creditedToAccountCents > 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t('billing.invoices.detail.creditedToAccountHint')}
        </p>
      ) : null}
      <InvoicePayNowButton invoice={invoice} />
      {downloadError ? <Alert variant="error">{downloadError}</Alert> : null}
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onDownload('pdf')}
            isLoading={downloading === 'pdf'}
          >
            {downloading === 'pdf' ? null : <Download aria-hidden="true" className="size-4" />}
            {t('billing.invoices.detail.downloadPdf')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onDownload('ubl')}
            isLoading={downloading === 'ubl'}
            aria-describedby={hintId}
          >
            {downloading === 'ubl' ? null : <FileCode aria-hidden="true" className="size-4" />}
            {t('billing.invoices.detail.downloadUbl')}
          </Button>
        </div>
        <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
          {t('billing.invoices.detail.ublHint')}
        </p>
      </div>
    </div>
  );
}
