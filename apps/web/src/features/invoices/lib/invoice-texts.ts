import type { InvoicePaymentState } from '@hostportaal/contract';
import { type CustomerPaymentNote, customerPaymentNote, invoiceStatusLabel } from '@hostportaal/domain';

/**
 * The payment column's key in `billing.invoices.payment`: the claim lifecycle's state, as the invoices API
 * returns it, says what happened or happens next; null for a credit note.
 */
export function paymentTextKey(payment: InvoicePaymentState | null): CustomerPaymentNote | null {
  return payment ? customerPaymentNote(payment.state, payment.collectedBySepa) : null;
}

export { invoiceStatusLabel };
