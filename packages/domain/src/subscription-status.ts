// SPEC §4: the customer-side subscription status comes from serviceStatus, falling back to status.
import type { StatusTone } from './status-tone';

export const CUSTOMER_SUBSCRIPTION_STATUSES = [
  'active',
  'paused',
  'cancelled_active',
  'cancelled_expired',
  'cancelled',
  'suspended',
  'pending',
] as const;
export type CustomerSubscriptionStatusKey = (typeof CUSTOMER_SUBSCRIPTION_STATUSES)[number];

const STATUSES: Record<CustomerSubscriptionStatusKey, { label: string; tone: StatusTone }> = {
  active: { label: 'Actief', tone: 'success' },
  paused: { label: 'Gepauzeerd', tone: 'warning' },
  cancelled_active: { label: 'Opgezegd', tone: 'warning' },
  cancelled_expired: { label: 'Beëindigd', tone: 'neutral' },
  cancelled: { label: 'Beëindigd', tone: 'neutral' },
  suspended: { label: 'Opgeschort', tone: 'danger' },
  pending: { label: 'In afwachting', tone: 'warning' },
};

export interface CustomerSubscriptionStatus {
  /** One of CUSTOMER_SUBSCRIPTION_STATUSES, or the raw value when it is unknown. */
  key: string;
  label: string;
  tone: StatusTone;
}

function isCustomerSubscriptionStatusKey(value: string): value is CustomerSubscriptionStatusKey {
  return (CUSTOMER_SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/** An unknown status is shown as it is, in grey. */
export function customerSubscriptionStatus(subscription: {
  status?: string | null;
  serviceStatus?: string | null;
}): CustomerSubscriptionStatus {
  const key = subscription.serviceStatus || subscription.status || '';
  if (isCustomerSubscriptionStatusKey(key)) return { key, ...STATUSES[key] };
  return { key, label: key, tone: 'neutral' };
}

/** SPEC §4, for cancelled_active: 'Eindigt over 1 dag', 'Eindigt over 5 dagen', 'Eindigt vandaag'. */
export function cancellationNote(daysUntilCancellation: number): string {
  const days = Math.ceil(daysUntilCancellation);
  if (!(days > 0)) return 'Eindigt vandaag';
  return days === 1 ? 'Eindigt over 1 dag' : `Eindigt over ${days} dagen`;
}
