import type { CustomerInvoice, InvoiceStatusValue } from '@hostportaal/contract';

const PAYABLE_STATUSES = new Set<InvoiceStatusValue>(['open', 'overdue', 'failed']);
// The claim lifecycle refuses to start paying online while the direct debit is under way (in a batch, at the
// bank): paying twice would take the money twice. The server decides; the button only stays away from those.
const COLLECTING_STATES = new Set(['in_batch', 'submitted']);

/**
 * Whether the invoice offers "Betaal nu": an open, overdue or failed claim with money open, not being collected,
 * and not held by a running payment arrangement (its instalments are paid instead, issue 30).
 */
export function offersOnlinePayment(invoice: CustomerInvoice): boolean {
  return (
    invoice.kind === 'invoice' &&
    !invoice.payment?.arrangementNumber &&
    PAYABLE_STATUSES.has(invoice.status) &&
    invoice.openCents > 0 &&
    invoice.payment !== null &&
    !COLLECTING_STATES.has(invoice.payment.state)
  );
}

/** The running payment arrangement (BR-…) that holds the invoice, if one does: pay its instalments instead. */
export const heldByArrangement = (invoice: CustomerInvoice): string | null =>
  invoice.kind === 'invoice' && invoice.openCents > 0 ? (invoice.payment?.arrangementNumber ?? null) : null;
