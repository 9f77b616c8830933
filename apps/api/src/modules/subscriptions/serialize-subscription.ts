import type { CustomerSubscription, PaySubscription } from '@hostportaal/contract';
import { daysBetween } from '@hostportaal/domain';
import type { Subscription } from '../../db/schema/index.ts';

/** What the customer pays per interval: the sale price when there is one (cents, excl. VAT). */
export function subscriptionAmountCents(row: Pick<Subscription, 'priceCents' | 'salePriceCents'>): number {
  return row.salePriceCents ?? row.priceCents;
}

export function serializeCustomerSubscription(row: Subscription, today: string): CustomerSubscription {
  const daysUntilCancellation =
    row.serviceStatus === 'cancelled_active' && row.endDate
      ? Math.max(0, daysBetween(today, row.endDate))
      : null;
  return {
    id: row.id,
    title: row.title,
    planName: row.planName,
    amount: subscriptionAmountCents(row),
    interval: row.interval,
    status: row.status,
    serviceStatus: row.serviceStatus,
    daysUntilCancellation,
    startDate: row.startDate,
    nextBillingDate: row.nextBillingDate,
    endDate: row.endDate,
    domain: row.domain,
    url: row.url,
    cancellationReason: row.cancellationReason,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

// SPEC §3 knows three customer statuses; the two columns map onto them (decision 004).
function payStatus(row: Subscription): PaySubscription['status'] {
  if (row.status === 'cancelled' || row.serviceStatus.startsWith('cancelled')) return 'cancelled';
  if (row.status === 'pending' || row.serviceStatus === 'pending') return 'pending';
  return 'active';
}

export function serializePaySubscription(row: Subscription): PaySubscription {
  return {
    _id: row.id,
    title: row.title,
    planName: row.planName,
    description: row.description,
    price: row.priceCents,
    sale: row.salePriceCents,
    amount: subscriptionAmountCents(row),
    interval: row.interval,
    status: payStatus(row),
    nextPaymentDue: row.nextBillingDate,
    nextBillingDate: row.nextBillingDate,
    startDate: row.startDate,
    endDate: row.endDate,
    url: row.url,
  };
}
