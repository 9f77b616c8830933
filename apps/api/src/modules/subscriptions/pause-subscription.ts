import type { AdminSubscription } from '@hostportaal/contract';
import { amsterdamToday, compareIsoDates } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import type { Actor } from '../billing/credit-notes.ts';
import { findAdminSubscriptionRow, lockSubscription } from './admin-subscription-list.ts';
import { recordSubscriptionChange, serializeAdminSubscription } from './serialize-admin-subscription.ts';

function withReason(text: string, reason: string): string {
  return reason ? `${text}: ${reason}` : text;
}

/** Stops delivery for a while; the billing run skips paused subscriptions, so nothing is invoiced. */
export async function pauseSubscription(
  db: DbOrTx,
  id: string,
  actor: Actor,
  reason: string,
): Promise<AdminSubscription> {
  return db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    if (before.status !== 'active' || before.serviceStatus !== 'active') {
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'subscription_not_active',
        'Alleen een actief abonnement kan worden gepauzeerd.',
      );
    }
    const [after] = await tx
      .update(subscriptions)
      .set({ serviceStatus: 'paused', pausedAt: actor.now, updatedAt: actor.now })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND');
    await recordSubscriptionChange(tx, {
      type: 'subscription_paused',
      action: 'Abonnement gepauzeerd',
      description: withReason(`Abonnement ${before.title} gepauzeerd`, reason),
      actor,
      before,
      after,
      metadata: { reason },
    });
    return serializeAdminSubscription(await findAdminSubscriptionRow(tx, id));
  });
}

/**
 * Delivers again. When the billing date passed during the pause, a new period starts today (the paused
 * time is not charged): the next billing date and the anchor move to today, and so does a planned change.
 */
export async function resumeSubscription(
  db: DbOrTx,
  id: string,
  actor: Actor,
  reason: string,
): Promise<AdminSubscription> {
  const today = amsterdamToday(actor.now);
  return db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    if (before.serviceStatus !== 'paused') {
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'subscription_not_paused',
        'Alleen een gepauzeerd abonnement kan worden hervat.',
      );
    }
    const restart = before.nextBillingDate !== null && compareIsoDates(before.nextBillingDate, today) < 0;
    const [after] = await tx
      .update(subscriptions)
      .set({
        serviceStatus: 'active',
        pausedAt: null,
        updatedAt: actor.now,
        ...(restart && {
          nextBillingDate: today,
          billingAnchorDate: today,
          pendingChange: before.pendingChange && { ...before.pendingChange, effectiveDate: today },
        }),
      })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND');
    await recordSubscriptionChange(tx, {
      type: 'subscription_resumed',
      action: 'Abonnement hervat',
      description: withReason(`Abonnement ${before.title} hervat`, reason),
      actor,
      before,
      after,
      metadata: { reason },
    });
    return serializeAdminSubscription(await findAdminSubscriptionRow(tx, id));
  });
}
