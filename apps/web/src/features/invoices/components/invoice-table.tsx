import type { CustomerInvoice } from '@hostportaal/contract';
import { formatCents, formatDateShort, invoiceStatusTone } from '@hostportaal/domain';
import { ChevronDown } from 'lucide-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '../../../components/ui/table';
import { classNames } from '../../../lib/class-names';
import { invoiceStatusLabel, paymentTextKey } from '../lib/invoice-texts';
import { InvoiceDetailPanel } from './invoice-detail-panel';

interface InvoiceTableProps {
  invoices: CustomerInvoice[];
  openInvoiceId: string | null;
  onToggle: (invoiceId: string) => void;
  onDownload: (invoice: CustomerInvoice) => void;
  downloadingId: string | null;
  downloadError: { invoiceId: string; message: string } | null;
}

// Description and payment text give way on narrow screens; the detail panel still shows everything.
const wideOnly = 'hidden lg:table-cell';

export function InvoiceTable({
  invoices,
  openInvoiceId,
  onToggle,
  onDownload,
  downloadingId,
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
                className={classNames(isOpen && 'bg-slate-50 dark:bg-slate-800/40')}
              >
                <TableCell className="font-medium whitespace-nowrap">
                  {invoice.invoiceNumber}
                  {invoice.kind === 'credit_note' ? (
                    <Badge tone="info" className="ml-2">
                      {t('billing.invoices.creditNote')}
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateShort(invoice.issueDate)}</TableCell>
                <TableCell className={wideOnly}>{invoice.description}</TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatCents(invoice.amount)}</TableCell>
                <TableCell>
                  <Badge tone={invoiceStatusTone(invoice.status)}>
                    {t(`billing.invoices.status.${invoice.status}`, {
                      defaultValue: invoiceStatusLabel(invoice.status),
                    })}
                  </Badge>
                </TableCell>
                <TableCell className={classNames(wideOnly, 'text-slate-600 dark:text-slate-400')}>
                  {invoice.kind === 'credit_note'
                    ? null
                    : t(
                        `billing.invoices.payment.${paymentTextKey(invoice.status, invoice.metadata.paymentType)}`,
                      )}
                </TableCell>
                <TableCell className="text-right">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={
                      isOpen
                        ? t('billing.invoices.hideDetails', { number: invoice.invoiceNumber })
                        : t('billing.invoices.showDetails', { number: invoice.invoiceNumber })
                    }
                    onClick={() => onToggle(invoice._id)}
                  >
                    <ChevronDown
                      aria-hidden="true"
                      className={classNames('size-5 transition-transform', isOpen && 'rotate-180')}
                    />
                  </Button>
                </TableCell>
              </TableRow>
              <tr id={panelId} hidden={!isOpen}>
                <td colSpan={7} className="px-2 pb-4 sm:px-4">
                  {isOpen ? (
                    <InvoiceDetailPanel
                      invoice={invoice}
                      onDownload={() => onDownload(invoice)}
                      isDownloading={downloadingId === invoice._id}
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
