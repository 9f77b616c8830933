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
  // Running or ordered but not built: its panel has no server yet, so it is neither active nor being set up
  // in minutes (issue 28). A cancelled one still says it is cancelled and when it ends.
  if (subscription.waitingForServer && (status.key === 'active' || status.key === 'pending'))
    return { label: t('billing.serviceNotes.waitingForServer'), tone: 'warning' as const, note: null };
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
