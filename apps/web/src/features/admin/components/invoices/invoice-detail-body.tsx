import type { AdminInvoiceDetail } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/ui/alert';
import { formatDateShort, formatDateTime } from '../../../../lib/dates/format-date';
import { methodLabel } from '../online-payments/online-payment-words';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceStatusBadge } from './invoice-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 text-sm text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 text-sm font-semibold text-slate-900 dark:text-white">{children}</h3>;
}

export function InvoiceDetailBody({ invoice }: { invoice: AdminInvoiceDetail }) {
  const { t } = useTranslation();
  const period =
    invoice.periodStart && invoice.periodEnd
      ? `${formatDateShort(invoice.periodStart)} – ${formatDateShort(invoice.periodEnd)}`
      : '—';
  return (
    <>
      {invoice.deliveryProblem && invoice.deliveryFailedAt ? (
        <Alert variant="error">
          {t('adminBilling.detail.notDelivered', {
            date: formatDateTime(invoice.deliveryFailedAt),
            reason: invoice.deliveryProblem,
          })}
        </Alert>
      ) : null}
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Fact label={t('adminBilling.table.customer')}>
          {invoice.customerName}
          <span className="block text-xs text-slate-600 dark:text-slate-400">{invoice.customerEmail}</span>
        </Fact>
        <Fact label={t('adminBilling.table.status')}>
          <InvoiceStatusBadge status={invoice.status} />
        </Fact>
        <Fact label={t('adminBilling.table.paymentType')}>
          {t(`adminBilling.paymentType.${invoice.paymentType}`)}
          {invoice.paymentReference ? <span className="block">{invoice.paymentReference}</span> : null}
        </Fact>
        <Fact label={t('adminBilling.table.issueDate')}>{formatDateShort(invoice.issueDate)}</Fact>
        <Fact label={t('adminBilling.table.dueDate')}>{formatDateShort(invoice.dueDate)}</Fact>
        <Fact label={t('adminBilling.detail.period')}>{period}</Fact>
      </dl>
      {invoice.creditForInvoice ? (
        <p className="text-sm">
          {t('adminBilling.detail.creditFor', { number: invoice.creditForInvoice.invoiceNumber })}
          {invoice.creditReason ? ` — ${invoice.creditReason}` : null}
        </p>
      ) : null}
      <section>
        <Heading>{t('adminBilling.detail.lines')}</Heading>
        <InvoiceLinesTable invoice={invoice} />
        {invoice.reverseCharge ? (
          <p className="mt-2 text-sm">
            {t('adminBilling.detail.reverseCharge', { vatId: invoice.customerVatId ?? '' })}
          </p>
        ) : null}
      </section>
      <section>
        <Heading>{t('adminBilling.detail.payments')}</Heading>
        {invoice.payments.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('adminBilling.detail.noPayments')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {invoice.payments.map((payment) => (
              <li key={payment.id} className="flex flex-wrap justify-between gap-2 py-1.5">
                <span>
                  {formatDateTime(payment.receivedAt)} ·{' '}
                  {t(`adminBilling.manualPayment.methods.${payment.method}`, {
                    defaultValue: methodLabel(payment.method, t),
                  })}
                  {payment.status === 'reversed' ? ` · ${t('adminBilling.detail.reversed')}` : null}
                </span>
                <span className="font-medium">{formatCents(payment.amountCents)}</span>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-2 text-sm">
          {t('adminBilling.detail.paidOpen', {
            paid: formatCents(invoice.paidCents),
            open: formatCents(invoice.openCents),
          })}
        </p>
      </section>
      {invoice.creditNotes.length > 0 ? (
        <section>
          <Heading>{t('adminBilling.detail.creditNotes')}</Heading>
          <ul className="text-sm">
            {invoice.creditNotes.map((note) => (
              <li key={note.id} className="flex justify-between gap-2 py-1">
                <span>{note.invoiceNumber}</span>
                <span>{formatCents(note.totalCents)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
