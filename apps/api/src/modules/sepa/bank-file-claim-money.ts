import type { AllowedClaimEvent, ClaimFacts } from '@hostportaal/domain';
import { creditEntryOf } from '../account-credit/credit-ledger.ts';
import { type Invoice, invoiceChanged, type Ledger } from './bank-file-ledger.ts';

// What a bank file's lines do with a claim's money, in memory (issue 27): the lifecycle's decision applied to
// the invoice, its credit entry for the payment it came with, and what an earlier collection put on credit.

export function syncFacts(ledger: Ledger, invoice: Invoice) {
  const claim = ledger.claims.get(invoice.id);
  if (claim)
    claim.facts = {
      ...claim.facts,
      status: invoice.status,
      openCents: invoice.totalCents - invoice.paidCents,
    };
}

/**
 * What bank_collected needs of a claim whose facts were not loaded: a month's 45,000 collections that came
 * in are decided from the invoice row alone (its status and what is open) — the event reads no more.
 */
export function collectedFacts(invoice: Invoice): ClaimFacts {
  return {
    paymentType: 'sepa',
    status: invoice.status,
    openCents: invoice.totalCents - invoice.paidCents,
    mandate: null,
    addressComplete: true,
    debtorData: null,
    collection: 'batch_submitted',
    bankAttempts: 0,
    lastReturn: null,
    chargedBack: false,
    dunning: null,
  };
}

/** Applies what the lifecycle decided about the claim's money to the invoice in memory. */
export function applyMoney(ledger: Ledger, invoice: Invoice, decision: AllowedClaimEvent, now: Date) {
  invoice.paidCents += decision.money?.claimCents ?? 0;
  invoice.status = decision.status;
  if (decision.settles) invoice.paidAt = now;
  if (decision.reopens) invoice.paidAt = null;
  invoiceChanged(ledger, invoice, { paidAt: decision.settles === true || decision.reopens === true });
  syncFacts(ledger, invoice);
}

/** The credit entry of the decision's money, for the payment it came with. */
export function addCredit(ledger: Ledger, invoice: Invoice, decision: AllowedClaimEvent, paymentId: string) {
  const entry = creditEntryOf(
    decision.money,
    { userId: invoice.userId, invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber },
    { paymentId },
  );
  if (entry) ledger.creditEntries.push(entry);
}

/** The payment of this collection, booked in this file or an earlier one. */
export function collectionPaymentId(ledger: Ledger, endToEndId: string): string | null {
  const here = ledger.newPayments.find(
    (payment) =>
      payment.external_id === endToEndId && payment.method === 'sepa' && payment.status === 'received',
  );
  return here?.id ?? ledger.collectionPayments.get(endToEndId) ?? null;
}

/** What that collection put on account credit and is still there: from this file's entries, or an earlier one. */
export function surplusOf(ledger: Ledger, paymentId: string | null): number {
  if (!paymentId) return 0;
  const here = ledger.creditEntries
    .filter((entry) => entry.paymentId === paymentId)
    .reduce((sum, entry) => sum + entry.amountCents, 0);
  return Math.max(0, here + (ledger.surplusOnCredit.get(paymentId) ?? 0));
}
