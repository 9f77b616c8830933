import type { AdminSubscription } from '@hostportaal/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Subscription } from '../../db/schema/index.ts';
import { type ActivityType, recordActivity } from '../activity/record-activity.ts';
import type { Actor } from '../billing/credit-notes.ts';

/** A subscription with the customer and mandate columns the admin screens show beside it. */
export type AdminSubscriptionRow = {
  subscription: Subscription;
  customerFirstname: string;
  customerLastname: string;
  customerEmail: string;
  mandateReference: string | null;
};

export function serializeAdminSubscription(row: AdminSubscriptionRow): AdminSubscription {
  const { subscription: s } = row;
  return {
    id: s.id,
    userId: s.userId,
    customerName: `${row.customerFirstname} ${row.customerLastname}`.trim(),
    customerEmail: row.customerEmail,
    packageId: s.packageId,
    title: s.title,
    planName: s.planName,
    interval: s.interval,
    priceCents: s.priceCents,
    status: s.status,
    serviceStatus: s.serviceStatus,
    startDate: s.startDate,
    nextBillingDate: s.nextBillingDate,
    endDate: s.endDate,
    mandateId: s.mandateId,
    mandateReference: row.mandateReference,
    pendingChange: s.pendingChange
      ? {
          packageId: s.pendingChange.packageId,
          title: s.pendingChange.title,
          planName: s.pendingChange.planName,
          interval: s.pendingChange.interval,
          priceCents: s.pendingChange.priceCents,
          effectiveDate: s.pendingChange.effectiveDate,
        }
      : null,
    cancellationReason: s.cancellationReason,
    cancelledAt: s.cancelledAt?.toISOString() ?? null,
    pausedAt: s.pausedAt?.toISOString() ?? null,
    createdAt: s.createdAt.toISOString(),
  };
}

/** The columns an admin change can touch, for the before/after of the activity trail. */
export function subscriptionSnapshot(row: Subscription) {
  return {
    packageId: row.packageId,
    title: row.title,
    interval: row.interval,
    priceCents: row.priceCents,
    status: row.status,
    serviceStatus: row.serviceStatus,
    nextBillingDate: row.nextBillingDate,
    billingAnchorDate: row.billingAnchorDate,
    endDate: row.endDate,
    pendingChange: row.pendingChange,
    cancellationReason: row.cancellationReason,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
  };
}

/** Writes an admin change to the customer's activity trail: who did it, and the row before and after. */
export async function recordSubscriptionChange(
  db: DbOrTx,
  entry: {
    type: ActivityType;
    action: string;
    description: string;
    actor: Actor;
    before: Subscription | null;
    after: Subscription;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  await recordActivity(db, {
    userId: entry.after.userId,
    actorId: entry.actor.id,
    type: entry.type,
    action: entry.action,
    description: entry.description,
    ip: entry.actor.ip,
    now: entry.actor.now,
    metadata: {
      subscriptionId: entry.after.id,
      ...entry.metadata,
      before: entry.before ? subscriptionSnapshot(entry.before) : null,
      after: subscriptionSnapshot(entry.after),
    },
  });
}
