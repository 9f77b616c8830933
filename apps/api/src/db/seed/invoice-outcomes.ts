import { addDays } from '@hostportaal/domain';
import type { SubscriptionOutcome, SubscriptionSpec } from './customer-scenario.ts';
import type { InvoiceStatus } from './invoice-factory.ts';
import type { InvoicePlan } from './seed-plan.ts';

type OutcomeContext = { today: string; paysBySepa: boolean; delinquentSince: string | null };

/**
 * Which invoices of a subscription do not follow the usual payment behaviour, and their status:
 * a delinquent customer's unpaid claims, a pending payment, claims written off or credited, and what a
 * scenario prescribes for its latest invoices.
 */
export function forcedInvoiceStatuses(
  ctx: OutcomeContext,
  invoices: readonly InvoicePlan[],
  spec: SubscriptionSpec,
  outcome: SubscriptionOutcome,
): (InvoiceStatus | undefined)[] {
  const { today, paysBySepa } = ctx;
  const forced: (InvoiceStatus | undefined)[] = invoices.map(() => undefined);
  const last = invoices.length - 1;
  const pastDue = invoices.flatMap((invoice, index) => (invoice.dueDate < today ? [index] : []));
  const unpaidStatus = (isNewest: boolean): InvoiceStatus => (paysBySepa && isNewest ? 'failed' : 'overdue');

  const { delinquentSince } = ctx;
  if (delinquentSince) {
    const unpaid = pastDue.filter((index) => (invoices[index]?.dueDate ?? '') >= delinquentSince);
    unpaid.forEach((index, position) => {
      forced[index] = unpaidStatus(position === unpaid.length - 1);
    });
  }
  const lastInvoice = invoices[last];
  if (outcome === 'payment_pending' && lastInvoice) {
    const due = lastInvoice.dueDate < today;
    forced[last] = due ? unpaidStatus(true) : paysBySepa ? 'pending' : 'open';
  }
  const latestPastDue = pastDue.at(-1);
  if (outcome === 'suspended' && latestPastDue !== undefined && !forced.some((status) => status)) {
    forced[latestPastDue] = unpaidStatus(true);
  }
  // A subscription that could not end in the past (too young) keeps its claims as they are.
  const ending = outcome === 'cancelled_expired' ? spec.ending : undefined;
  if (ending === 'written_off') {
    for (const index of pastDue.slice(-2)) {
      if ((invoices[index]?.dueDate ?? today) < addDays(today, -60)) forced[index] = 'expired';
    }
  }
  if (ending === 'credit_note' && lastInvoice) forced[last] = 'cancelled';
  spec.latestInvoiceStatuses?.forEach((status, fromNewest) => {
    if (last - fromNewest >= 0) forced[last - fromNewest] = status;
  });
  return forced;
}
