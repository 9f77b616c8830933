import type { CustomerInvoice } from '@hostportaal/contract';
import { invoiceStatusTone } from '@hostportaal/domain';
import { CalendarClock, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PayNowButton } from '../../../components/online-payment/pay-now-button';
import { PAYMENT_ARRANGEMENT_PATH } from '../../../components/payment-arrangement/arrangement-entry-line';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { classNames } from '../../../lib/class-names';
import { invoiceStatusLabel, paymentTextKey } from '../lib/invoice-texts';
import { heldByArrangement, offersOnlinePayment } from '../lib/online-payment-offer';

// What the invoice table and the invoice cards (on a phone) both show, written once.

export function InvoiceStatusBadge({ invoice }: { invoice: CustomerInvoice }) {
  const { t } = useTranslation();
  return (
    <Badge tone={invoiceStatusTone(invoice.status)}>
      {t(`billing.invoices.status.${invoice.status}`, { defaultValue: invoiceStatusLabel(invoice.status) })}
    </Badge>
  );
}

/** How the invoice is paid or will be, as the claim lifecycle decided; a credit note has nothing to pay. */
export function InvoicePaymentText({ invoice }: { invoice: CustomerInvoice }) {
  const { t } = useTranslation();
  const note = paymentTextKey(invoice.payment);
  return note ? t(`billing.invoices.payment.${note}`) : null;
}

export function CreditNoteBadge({ invoice }: { invoice: CustomerInvoice }) {
  const { t } = useTranslation();
  if (invoice.kind !== 'credit_note') return null;
  return (
    <Badge tone="info" className="ml-2">
      {t('billing.invoices.creditNote')}
    </Badge>
  );
}

/** Opens and closes the invoice's detail panel (panelId). */
export function InvoiceDetailsToggle({
  invoice,
  isOpen,
  panelId,
  onToggle,
}: {
  invoice: CustomerInvoice;
  isOpen: boolean;
  panelId: string;
  onToggle: (invoiceId: string) => void;
}) {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * "Betaal nu" for an invoice that may be paid online now (issue 29); for one a running payment arrangement
 * holds, the way to that arrangement, whose instalments pay it (issue 30); nothing for any other.
 */
export function InvoicePayNowButton({
  invoice,
  align,
}: {
  invoice: CustomerInvoice;
  align?: 'start' | 'end';
}) {
  const { t } = useTranslation();
  const arrangementNumber = heldByArrangement(invoice);
  if (arrangementNumber)
    return (
      <div className={classNames('flex', align === 'end' ? 'justify-end' : null)}>
        <Link
          to={PAYMENT_ARRANGEMENT_PATH}
          title={t('onlinePayments.inArrangementHint')}
          data-testid="invoice-in-arrangement"
          className={classNames(
            'inline-flex items-start gap-1.5 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300',
            align === 'end' ? 'text-right' : null,
          )}
        >
          <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {/* The number stays whole on a narrow screen. */}
          <span>
            {t('onlinePayments.inArrangement')} <span className="whitespace-nowrap">{arrangementNumber}</span>
            <span className="sr-only"> {t('onlinePayments.inArrangementHint')}</span>
          </span>
        </Link>
      </div>
    );
  if (!offersOnlinePayment(invoice)) return null;
  return (
    <PayNowButton
      body={{ scope: 'invoice', invoiceId: invoice._id }}
      label={t('onlinePayments.payNow')}
      detail={invoice.invoiceNumber}
      align={align}
    />
  );
}
