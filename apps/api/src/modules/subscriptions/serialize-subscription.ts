import type { CustomerSubscription, PaySubscription } from '@hostportaal/contract';
import { daysBetween, invoicedPrice, reverseChargeApplies } from '@hostportaal/domain';
import type { Subscription, User } from '../../db/schema/index.ts';
import type { ServiceNotes } from '../provisioning/waiting-for-server.ts';

/** What the customer pays per interval: the sale price when there is one (cents, excl. VAT). */
export function subscriptionAmountCents(row: Pick<Subscription, 'priceCents' | 'salePriceCents'>): number {
  return row.salePriceCents ?? row.priceCents;
}

/**
 * What one invoice of the subscription totals (incl. VAT), as the billing run books it: the package's VAT
 * rate, 0% for an EU business outside the Netherlands (btw verlegd), rounded once by invoicedPrice.
 */
export function subscriptionGrossCents(
  row: Pick<Subscription, 'priceCents' | 'salePriceCents'>,
  packageVatRateBp: number,
  customer: Pick<User, 'country' | 'vatId'>,
): number {
  const vatRateBp = reverseChargeApplies(customer) ? 0 : packageVatRateBp;
  return invoicedPrice(subscriptionAmountCents(row), vatRateBp).grossCents;
}

export function serializeCustomerSubscription(
  row: Subscription,
  today: string,
  grossAmount: number,
  notes: ServiceNotes,
  withdrawal: { withdrawableUntil: string | null; withdrawnAt: string | null } = {
    withdrawableUntil: null,
    withdrawnAt: null,
  },
): CustomerSubscription {
  const daysUntilCancellation =
    row.serviceStatus === 'cancelled_active' && row.endDate
      ? Math.max(0, daysBetween(today, row.endDate))
      : null;
  return {
    id: row.id,
    title: row.title,
    planName: row.planName,
    amount: subscriptionAmountCents(row),
    grossAmount,
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
    withdrawableUntil: withdrawal.withdrawableUntil,
    withdrawnAt: withdrawal.withdrawnAt,
    waitingForServer: notes.waitingForServer(row.id),
    suspension: notes.suspension(row.id),
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
