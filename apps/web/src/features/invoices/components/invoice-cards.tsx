import { formatCents } from '@hostportaal/domain';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { formatDateShort } from '../../../lib/dates/format-date';
import {
  CreditNoteBadge,
  InvoiceDetailsToggle,
  InvoicePaymentText,
  InvoicePayNowButton,
  InvoiceStatusBadge,
} from './invoice-cells';
import { InvoiceDetailPanel } from './invoice-detail-panel';
import type { InvoiceTableProps } from './invoice-table';

const label = 'text-xs text-slate-600 dark:text-slate-400';

/**
 * On a phone every invoice is a card (issue 20, as the subscriptions are): number, status, date, amount and
 * the details toggle all in view, the detail panel opening inside the card.
 */
export function InvoiceCards({
  invoices,
  openInvoiceId,
  onToggle,
  onDownload,
  downloading,
  downloadError,
  className,
}: InvoiceTableProps & { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t('billing.invoices.title')}>
      {invoices.map((invoice) => {
        const isOpen = openInvoiceId === invoice._id;
        // Not the table's id: both lists are in the page, one hidden by the screen width.
        const panelId = `invoice-card-detail-${invoice._id}`;
        return (
          // scroll-mt: a linked invoice scrolled to stays clear of the sticky header.
          <li key={invoice._id} data-testid="invoice-card" className="scroll-mt-20 py-1.5">
            <Card className="space-y-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <p className="font-medium text-slate-900 dark:text-white">
                  {invoice.invoiceNumber}
                  <CreditNoteBadge invoice={invoice} />
                </p>
                <InvoiceStatusBadge invoice={invoice} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <div>
                  <dt className={label}>{t('billing.invoices.columns.date')}</dt>
                  <dd className="tabular-nums">{formatDateShort(invoice.issueDate)}</dd>
                </div>
                <div>
                  <dt className={label}>{t('billing.invoices.columns.amount')}</dt>
                  <dd className="tabular-nums">{formatCents(invoice.amount)}</dd>
                </div>
              </dl>
              <div className="flex items-end justify-between gap-3">
                <div className="min-w-0 text-sm">
                  <p className="break-words">{invoice.description}</p>
                  <p className={label}>
                    <InvoicePaymentText invoice={invoice} />
                  </p>
                </div>
                <InvoiceDetailsToggle
                  invoice={invoice}
                  isOpen={isOpen}
                  panelId={panelId}
                  onToggle={onToggle}
                />
              </div>
              <InvoicePayNowButton invoice={invoice} />
              <div id={panelId} hidden={!isOpen}>
                {isOpen ? (
                  <InvoiceDetailPanel
                    invoice={invoice}
                    onDownload={(format) => onDownload(invoice, format)}
                    downloading={downloading?.invoiceId === invoice._id ? downloading.format : null}
                    downloadError={downloadError?.invoiceId === invoice._id ? downloadError.message : null}
                  />
                ) : null}
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
