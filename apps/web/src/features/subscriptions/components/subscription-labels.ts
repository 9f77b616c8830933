import type { CustomerSubscription } from '@hostportaal/contract';
import { customerSubscriptionStatus } from '@hostportaal/domain';
import type { TFunction } from 'i18next';

const intervalKeys = {
  monthly: 'monthly',
  quarterly: 'quarterly',
  'half-yearly': 'halfYearly',
  annually: 'annually',
} as const;

export function intervalSuffix(t: TFunction, interval: CustomerSubscription['interval']): string {
  return t(`subscriptionsPage.interval.${intervalKeys[interval]}`);
}

const knownStatuses = [
  'active',
  'paused',
  'cancelled_active',
  'cancelled_expired',
  'cancelled',
  'suspended',
  'pending',
] as const;

/** SPEC §4: serviceStatus, falling back to status; label translated, colour from the domain rule. */
export function statusView(t: TFunction, subscription: CustomerSubscription) {
  const status = customerSubscriptionStatus(subscription);
  const key = knownStatuses.find((known) => known === status.key);
  const label = key ? t(`subscriptionsPage.status.${key}`) : status.label;
  // 'Eindigt over N dag(en)' or 'Eindigt vandaag' when 0 or fewer days remain (cancellationNote).
  const days = subscription.daysUntilCancellation;
  const note =
    status.key === 'cancelled_active' && days !== null
      ? days > 0
        ? t('subscriptionsPage.endsIn', { count: days })
        : t('subscriptionsPage.endsToday')
      : null;
  return { label, tone: status.tone, note };
}

export function isCancellable(subscription: CustomerSubscription): boolean {
  return (
    subscription.status !== 'cancelled' &&
    (subscription.serviceStatus === 'active' || subscription.serviceStatus === 'paused')
  );
}
