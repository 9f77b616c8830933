import { addDays, daysBetween } from '@hostportaal/domain';
import { amsterdamInstant } from './amsterdam-instant.ts';
import type { InvoiceStatus } from './invoice-factory.ts';
import type { InvoicePlan, PaymentPlan } from './seed-plan.ts';
import type { SeededRandom } from './seeded-random.ts';

export type SettlementContext = { random: SeededRandom; today: string; paysBySepa: boolean };

// SEPA R-transaction reason codes as a bank reports them (DOMAIN-NL §2).
const returnReasons = [
  ['AM04: onvoldoende saldo', 60],
  ['MS03: geen reden opgegeven', 15],
  ['MD06: terugboeking op verzoek van de klant', 15],
  ['MS02: geweigerd door de klant', 10],
] as const;

function returnReason(reason: string): { returnReasonCode: string; notes: string } {
  return { returnReasonCode: reason.slice(0, 4), notes: `Gestorneerd, reden ${reason}` };
}

function sepaCollection(invoice: InvoicePlan, on: string, attempt: number): PaymentPlan {
  return {
    amountCents: invoice.totals.totalCents,
    method: 'sepa',
    status: 'received',
    receivedAt: amsterdamInstant(on, 10, 0),
    externalId: attempt === 1 ? 'E2E-{invoiceNumber}' : `E2E-{invoiceNumber}-R${attempt - 1}`,
    notes: null,
    returnReasonCode: null,
  };
}

function returnedCollection(ctx: SettlementContext, invoice: InvoicePlan, on: string): PaymentPlan {
  return {
    ...sepaCollection(invoice, on, 1),
    status: 'reversed',
    ...returnReason(ctx.random.weighted(returnReasons)),
  };
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

// How customers usually pay: SEPA is collected on the due date (now and then only on the retry),
// transfers mostly arrive before the due date and sometimes weeks later.
function settleNaturally(ctx: SettlementContext, invoice: InvoicePlan): void {
  const { random, today } = ctx;
  const { issueDate, dueDate } = invoice;
  if (ctx.paysBySepa) {
    if (dueDate >= today) {
      invoice.status = daysBetween(today, dueDate) <= 3 ? 'pending' : 'open';
    } else if (random.chance(0.02)) {
      const retryOn = addDays(dueDate, 7);
      invoice.payments.push(returnedCollection(ctx, invoice, dueDate));
      if (retryOn < today) markPaid(invoice, sepaCollection(invoice, retryOn, 2));
      else invoice.status = 'failed';
    } else {
      markPaid(invoice, sepaCollection(invoice, dueDate, 1));
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
  if (!forced || forced === 'paid') {
    settleNaturally(ctx, invoice);
    if (forced === 'paid' && invoice.status !== 'paid') {
      markPaid(invoice, transfer(ctx, invoice.totals.totalCents, addDays(ctx.today, -1)));
    }
    return;
  }
  invoice.status = forced;
  const collectionFailed = ctx.paysBySepa && invoice.dueDate < ctx.today;
  if (forced === 'failed' || ((forced === 'overdue' || forced === 'expired') && collectionFailed)) {
    invoice.payments.push(returnedCollection(ctx, invoice, invoice.dueDate));
  }
  const partOn = addDays(invoice.dueDate, ctx.random.int(3, 15));
  if (forced === 'overdue' && partOn < ctx.today && ctx.random.chance(0.08)) {
    const part = Math.floor(invoice.totals.totalCents / 200) * 100;
    if (part > 0) {
      invoice.payments.push(transfer(ctx, part, partOn));
      invoice.paidCents = part;
    }
  }
}
