import type { CustomerInvoice } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { classNames } from '../../../lib/class-names';
import { formatDateShort } from '../../../lib/dates/format-date';
import type { InvoiceFileFormat } from '../api/download-invoice';
import { InvoiceCards } from './invoice-cards';
import {
  CreditNoteBadge,
  InvoiceDetailsToggle,
  InvoicePaymentText,
  InvoicePayNowButton,
  InvoiceStatusBadge,
} from './invoice-cells';
import { InvoiceDetailPanel } from './invoice-detail-panel';

export interface InvoiceTableProps {
  invoices: CustomerInvoice[];
  openInvoiceId: string | null;
  onToggle: (invoiceId: string) => void;
  onDownload: (invoice: CustomerInvoice, format: InvoiceFileFormat) => void;
  /** The download under way, if any: which invoice, which file. */
  downloading: { invoiceId: string; format: InvoiceFileFormat } | null;
  downloadError: { invoiceId: string; message: string } | null;
}

// Description and payment text give way on narrow screens; the detail panel still shows everything.
const wideOnly = 'hidden lg:table-cell';

/** A table from the md breakpoint; on a phone every invoice is a card (issue 20, as the subscriptions are). */
export function InvoiceTable(props: InvoiceTableProps) {
  return (
    <>
      <div className="hidden md:block">
        <InvoiceRows {...props} />
      </div>
      <InvoiceCards {...props} className="md:hidden" />
    </>
  );
}

function InvoiceRows({
  invoices,
  openInvoiceId,
  onToggle,
  onDownload,
  downloading,
  downloadError,
}: InvoiceTableProps) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHead>
        <tr>
          <TableHeaderCell>{t('billing.invoices.columns.number')}</TableHeaderCell>
          <TableHeaderCell>{t('billing.invoices.columns.date')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{t('billing.invoices.columns.description')}</TableHeaderCell>
          <TableHeaderCell className="text-right">{t('billing.invoices.columns.amount')}</TableHeaderCell>
          <TableHeaderCell>{t('billing.invoices.columns.status')}</TableHeaderCell>
          <TableHeaderCell className={wideOnly}>{t('billing.invoices.columns.payment')}</TableHeaderCell>
          {/* relative: keeps the sr-only label inside the scroll box, so it cannot widen the page */}
          <TableHeaderCell className="relative">
            <span className="sr-only">{t('billing.invoices.columns.more')}</span>
          </TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => {
          const isOpen = openInvoiceId === invoice._id;
          const panelId = `invoice-detail-${invoice._id}`;
          return (
            <Fragment key={invoice._id}>
              <TableRow
                data-testid="invoice-row"
                // scroll-mt: a linked invoice scrolled to stays clear of the sticky header.
                className={classNames('scroll-mt-20', isOpen && 'bg-slate-50 dark:bg-slate-800/40')}
              >
                <TableCell className="font-medium whitespace-nowrap">
                  {invoice.invoiceNumber}
                  <CreditNoteBadge invoice={invoice} />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateShort(invoice.issueDate)}</TableCell>
                <TableCell className={wideOnly}>{invoice.description}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatCents(invoice.amount)}</TableCell>
                <TableCell>
                  <InvoiceStatusBadge invoice={invoice} />
                </TableCell>
                <TableCell className={classNames(wideOnly, 'text-slate-600 dark:text-slate-400')}>
                  <InvoicePaymentText invoice={invoice} />
                </TableCell>
                <TableCell className="text-right">
                  <div className="flex items-start justify-end gap-2">
                    <div className="max-w-xs">
                      <InvoicePayNowButton invoice={invoice} align="end" />
                    </div>
                    <InvoiceDetailsToggle
                      invoice={invoice}
                      isOpen={isOpen}
                      panelId={panelId}
                      onToggle={onToggle}
                    />
                  </div>
                </TableCell>
              </TableRow>
              <tr id={panelId} hidden={!isOpen}>
                <td colSpan={7} className="px-2 pb-4 sm:px-4">
                  {isOpen ? (
                    <InvoiceDetailPanel
                      invoice={invoice}
                      onDownload={(format) => onDownload(invoice, format)}
                      downloading={downloading?.invoiceId === invoice._id ? downloading.format : null}
                      downloadError={downloadError?.invoiceId === invoice._id ? downloadError.message : null}
                    />
                  ) : null}
                </td>
              </tr>
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
