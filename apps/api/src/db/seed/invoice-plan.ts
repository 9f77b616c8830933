import { addDays, addMonths, intervalName } from '@hostportaal/domain';
import {
  computeInvoiceLine,
  negateInvoiceLine,
  standardVatRateBp,
  sumInvoiceLines,
} from '../../modules/billing/invoice-amounts.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { cachedAddDays } from './date-cache.ts';
import type { InvoicePlan, SubscriptionPlan } from './seed-plan.ts';

export const paymentTermDays = 14;
const domainRenewalCents = 795;

/** The invoice for one subscription period, issued on the period's first day; not yet settled. */
export function planPeriodInvoice(
  subscription: SubscriptionPlan,
  period: { index: number; start: string; nextStart: string; months: number },
  reverseCharge: boolean,
): InvoicePlan {
  const vatRateBp = reverseCharge ? 0 : standardVatRateBp;
  const periodEnd = cachedAddDays(period.nextStart, -1);
  const lines = [
    computeInvoiceLine({
      description: `${subscription.title} (${intervalName(subscription.interval)})`,
      unitPriceCents: subscription.priceCents,
      vatRateBp,
      periodStart: period.start,
      periodEnd,
    }),
  ];
  // The domain of a hosting package is renewed yearly, on the first invoice of each contract year.
  if (subscription.domain && (period.index * period.months) % 12 === 0) {
    lines.push(
      computeInvoiceLine({
        description: `Domeinnaam ${subscription.domain} (1 jaar)`,
        unitPriceCents: domainRenewalCents,
        vatRateBp,
        periodStart: period.start,
        periodEnd: addDays(addMonths(period.start, 12), -1),
      }),
    );
  }
  return {
    kind: 'invoice',
    issueDate: period.start,
    dueDate: cachedAddDays(period.start, paymentTermDays),
    periodStart: period.start,
    periodEnd,
    status: 'open',
    lines,
    totals: sumInvoiceLines(lines),
    paidCents: 0,
    paidAt: null,
    payments: [],
    collections: [],
    creditsInvoiceAt: null,
    createdAt: amsterdamInstant(period.start, 0, 15),
  };
}

/** A credit note cancelling an invoice: the same lines negated, settled against the original at once. */
export function planCreditNote(original: InvoicePlan, originalIndex: number, issueDate: string): InvoicePlan {
  const lines = original.lines.map(negateInvoiceLine);
  const totals = sumInvoiceLines(lines);
  const issuedAt = amsterdamInstant(issueDate, 11, 30);
  return {
    ...original,
    kind: 'credit_note',
    issueDate,
    dueDate: issueDate,
    status: 'paid',
    lines,
    totals,
    paidCents: totals.totalCents,
    paidAt: issuedAt,
    payments: [],
    collections: [],
    creditsInvoiceAt: originalIndex,
    createdAt: issuedAt,
  };
}
