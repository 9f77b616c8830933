import { addDays, daysBetween } from '@hostportaal/domain';
import { amsterdamInstant } from './amsterdam-instant.ts';
import type { InvoiceStatus } from './invoice-factory.ts';
import type { CollectionPlan, InvoicePlan, PaymentPlan } from './seed-plan.ts';
import type { SeededRandom } from './seeded-random.ts';

export type SettlementContext = {
  random: SeededRandom;
  today: string;
  paysBySepa: boolean;
  /** The reason the bank gives for this subscription's failed collections; drawn when not given. */
  returnReasonCode?: string;
};

// SEPA R-transaction reason codes as a bank reports them (DOMAIN-NL §2).
const returnReasons = [
  ['AM04: onvoldoende saldo', 60],
  ['MS03: geen reden opgegeven', 15],
  ['MD06: terugboeking op verzoek van de klant', 15],
  ['MS02: geweigerd door de klant', 10],
] as const;

// A return that is collected again: AM04 automatically, MS02/MS03 after talking to the customer. A
// chargeback (MD06) is never collected again (NO_MANUAL_RETRY_CODES), so its share becomes AM04 here (same
// draw, same ranges: the other reasons fall where they always did).
const retriedReturnReasons = returnReasons.map(([reason, weight]) =>
  reason.startsWith('MD06') ? ([returnReasons[0][0], weight] as const) : ([reason, weight] as const),
);

// Drawn also when the subscription names its reason, so the rest of the customer's data stays the same.
function returnReason(ctx: SettlementContext, retried: boolean): { returnReasonCode: string; notes: string } {
  const drawn = ctx.random.weighted(retried ? retriedReturnReasons : returnReasons);
  const named = retried ? undefined : ctx.returnReasonCode;
  const reason = (named && returnReasons.find(([text]) => text.startsWith(named))?.[0]) || drawn;
  return { returnReasonCode: reason.slice(0, 4), notes: `Gestorneerd, reden ${reason}` };
}

// A collection is one batch item and, once the bank has booked it, one payment with the same end-to-end id.
function collect(invoice: InvoicePlan, on: string, status: CollectionPlan['status']): CollectionPlan {
  const collection: CollectionPlan = {
    attempt: invoice.collections.length + 1,
    collectionDate: on,
    amountCents: invoice.totals.totalCents - invoice.paidCents,
    status,
    returnReasonCode: null,
    sequenceType: 'RCUR',
  };
  invoice.collections.push(collection);
  return collection;
}

function sepaPayment(collection: CollectionPlan): PaymentPlan {
  return {
    amountCents: collection.amountCents,
    method: 'sepa',
    status: 'received',
    receivedAt: amsterdamInstant(collection.collectionDate, 10, 0),
    externalId: `{invoiceNumber}-${collection.attempt}`,
    notes: null,
    returnReasonCode: null,
  };
}

function sepaCollection(invoice: InvoicePlan, on: string): PaymentPlan {
  return sepaPayment(collect(invoice, on, 'collected'));
}

function returnedCollection(
  ctx: SettlementContext,
  invoice: InvoicePlan,
  on: string,
  retried = false,
): PaymentPlan {
  const collection = collect(invoice, on, 'returned');
  const reason = returnReason(ctx, retried);
  collection.returnReasonCode = reason.returnReasonCode;
  return { ...sepaPayment(collection), status: 'reversed', ...reason };
}

function transfer(ctx: SettlementContext, amountCents: number, on: string): PaymentPlan {
  return {
    amountCents,
    method: ctx.random.chance(0.15) ? 'ideal' : 'bank_transfer',
    status: 'received',
    receivedAt: amsterdamInstant(on, ctx.random.int(7, 22), ctx.random.int(0, 59)),
    externalId: `NTRF${ctx.random.chars('0123456789', 10)}`,
    notes: null,
    returnReasonCode: null,
  };
}

function markPaid(invoice: InvoicePlan, payment: PaymentPlan): void {
  invoice.status = 'paid';
  invoice.paidCents = invoice.totals.totalCents;
  invoice.paidAt = payment.receivedAt;
  invoice.payments.push(payment);
}

// How customers usually pay: SEPA is collected on the due date (now and then only on the retry a week
// later; a collection due within three days is already in a submitted batch), transfers mostly arrive
// before the due date and sometimes weeks later.
function settleNaturally(ctx: SettlementContext, invoice: InvoicePlan): void {
  const { random, today } = ctx;
  const { issueDate, dueDate } = invoice;
  if (ctx.paysBySepa) {
    if (dueDate >= today) {
      invoice.status = daysBetween(today, dueDate) <= 3 ? 'pending' : 'open';
      if (invoice.status === 'pending') collect(invoice, dueDate, 'pending');
    } else if (random.chance(0.02)) {
      const retryOn = addDays(dueDate, 7);
      invoice.payments.push(returnedCollection(ctx, invoice, dueDate, true));
      if (retryOn < today) markPaid(invoice, sepaCollection(invoice, retryOn));
      else invoice.status = 'failed';
    } else {
      markPaid(invoice, sepaCollection(invoice, dueDate));
    }
    return;
  }
  const delay = random.weighted([
    [random.int(0, 13), 75],
    [random.int(14, 35), 20],
    [random.int(36, 70), 5],
  ]);
  const payOn = addDays(issueDate, delay);
  if (payOn < today) markPaid(invoice, transfer(ctx, invoice.totals.totalCents, payOn));
  else invoice.status = dueDate < today ? 'overdue' : 'open';
}

/** Decides an invoice's status, payment date and payment rows; `forced` overrides the usual behaviour. */
export function settleInvoice(ctx: SettlementContext, invoice: InvoicePlan, forced?: InvoiceStatus): void {
  invoice.paidCents = 0;
  invoice.paidAt = null;
  invoice.payments = [];
  invoice.collections = [];
  if (!forced || forced === 'paid') {
    settleNaturally(ctx, invoice);
    if (forced === 'paid' && invoice.status !== 'paid') {
      // Paid by transfer before the collection went out: no collection is under way.
      invoice.collections = invoice.collections.filter((collection) => collection.status !== 'pending');
      markPaid(invoice, transfer(ctx, invoice.totals.totalCents, addDays(ctx.today, -1)));
    }
    return;
  }
  invoice.status = forced;
  const collectionFailed = ctx.paysBySepa && invoice.dueDate < ctx.today;
  if (forced === 'failed' || ((forced === 'overdue' || forced === 'expired') && collectionFailed)) {
    invoice.payments.push(returnedCollection(ctx, invoice, invoice.dueDate));
  }
  if (forced === 'pending' && ctx.paysBySepa) collect(invoice, invoice.dueDate, 'pending');
  const partOn = addDays(invoice.dueDate, ctx.random.int(3, 15));
  if (forced === 'overdue' && partOn < ctx.today && ctx.random.chance(0.08)) {
    const part = Math.floor(invoice.totals.totalCents / 200) * 100;
    if (part > 0) {
      invoice.payments.push(transfer(ctx, part, partOn));
      invoice.paidCents = part;
    }
  }
}
