import type { AdminSubscription } from '@hostportaal/contract';

export type SubscriptionView = 'detail' | 'change' | 'cancel' | 'pause' | 'resume' | 'reactivate';
export type SubscriptionAction = Exclude<SubscriptionView, 'detail'>;

/** The actions that make sense in a subscription's state; the server still has the last word (409). */
export function availableActions(sub: AdminSubscription): SubscriptionAction[] {
  const ended =
    sub.status === 'cancelled' ||
    sub.serviceStatus === 'cancelled_active' ||
    sub.serviceStatus === 'cancelled_expired';
  const actions: SubscriptionAction[] = [];
  if (!ended) actions.push('change');
  if (sub.status === 'active' && sub.serviceStatus === 'active') actions.push('pause');
  if (sub.serviceStatus === 'paused') actions.push('resume');
  // The server lifts a suspension or undoes a cancellation that is still running; an ended one stays ended.
  const reactivatable =
    sub.serviceStatus === 'cancelled_active' ||
    (!ended &&
      (sub.status === 'suspended' || sub.status === 'payment_pending' || sub.serviceStatus === 'suspended'));
  if (reactivatable) actions.push('reactivate');
  if (!ended) actions.push('cancel');
  return actions;
}
