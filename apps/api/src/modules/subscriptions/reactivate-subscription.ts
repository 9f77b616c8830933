import type { ErrorCode, ErrorReason, SkippedItem } from '@hostportaal/contract';
import { amsterdamToday, compareIsoDates, formatDateLong } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { refusedItem } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Subscription, subscriptions } from '../../db/schema/index.ts';
import type { Actor } from '../billing/credit-notes.ts';
import { recordSubscriptionChange } from './serialize-admin-subscription.ts';

export type ReactivationOutcome =
  | { reactivated: true; subscription: Subscription }
  | { reactivated: false; reason: string; code: ErrorReason };

type Change = Partial<typeof subscriptions.$inferInsert>;

/**
 * Why a screen or a payment reactivated, as facts the activity screens word themselves (issue 20); without
 * one, the reason is a person's own words.
 */
export type ReactivationCause =
  | { invoiceNumber: string }
  | { letterNumber: string }
  | { arrangementNumber: string }
  | { bulk: true };

/** What reactivating this row changes, or why it cannot be reactivated (Dutch, shown to the admin). */
function planReactivation(
  row: Subscription,
  today: string,
  liftSuspensionOnly: boolean,
): { change: Change } | { reason: string; code: ErrorReason } {
  if (
    !liftSuspensionOnly &&
    row.serviceStatus === 'cancelled_active' &&
    row.endDate &&
    compareIsoDates(row.endDate, today) >= 0
  ) {
    // The cancel moved the next billing date into endDate; billing picks up again on that date.
    return {
      change: {
        status: 'active',
        serviceStatus: 'active',
        endDate: null,
        cancelledAt: null,
        cancellationReason: null,
        nextBillingDate: row.nextBillingDate ?? row.endDate,
      },
    };
  }
  if (liftSuspensionOnly && row.serviceStatus === 'cancelled_active') {
    return {
      code: 'cancellation_needs_admin',
      reason: 'Abonnement is opgezegd; alleen een beheerder kan de opzegging intrekken',
    };
  }
  if (row.status === 'cancelled' || row.serviceStatus.startsWith('cancelled')) {
    return {
      code: 'subscription_ended',
      reason: 'Abonnement is beëindigd en kan niet opnieuw worden geactiveerd',
    };
  }
  if (row.status === 'suspended' || row.status === 'payment_pending' || row.serviceStatus === 'suspended') {
    return {
      change: {
        status: 'active',
        // A pause the admin set stays a pause; only the suspension is lifted.
        serviceStatus: row.serviceStatus === 'paused' ? 'paused' : 'active',
        suspendedAt: null,
      },
    };
  }
  if (row.status === 'pending')
    return { code: 'subscription_not_started', reason: 'Abonnement is nog niet gestart' };
  return { code: 'subscription_already_active', reason: 'Abonnement is al actief' };
}

/**
 * Lifts a suspension (status suspended or payment_pending) or undoes a cancellation whose end date has not
 * passed. Ended and already active subscriptions are skipped with the reason. Other modules (payments)
 * call this after a payment with `liftSuspensionOnly`: a payment must not undo a customer's cancellation.
 * Pass their transaction to make both one unit.
 */
export async function reactivateSubscription(
  db: DbOrTx,
  id: string,
  actor: Actor,
  reason: string,
  options: { liftSuspensionOnly?: boolean; cause?: ReactivationCause } = {},
): Promise<ReactivationOutcome> {
  const today = amsterdamToday(actor.now);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
    if (!before)
      return { reactivated: false, reason: 'Abonnement niet gevonden', code: 'subscription_not_found' };
    const plan = planReactivation(before, today, options.liftSuspensionOnly ?? false);
    if ('reason' in plan) return { reactivated: false, reason: plan.reason, code: plan.code };
    const [after] = await tx
      .update(subscriptions)
      .set({ ...plan.change, updatedAt: actor.now })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!after)
      return { reactivated: false, reason: 'Abonnement niet gevonden', code: 'subscription_not_found' };
    const undoneCancel = before.serviceStatus === 'cancelled_active';
    await recordSubscriptionChange(tx, {
      type: 'subscription_reactivated',
      action: 'Abonnement heractiveerd',
      description: `${undoneCancel ? 'Opzegging' : 'Opschorting'} van ${after.title} opgeheven${
        after.nextBillingDate ? `; volgende factuur ${formatDateLong(after.nextBillingDate)}` : ''
      }${reason ? `: ${reason}` : ''}`,
      actor,
      before,
      after,
      metadata: { reason, ...(options.cause ? { cause: options.cause } : {}) },
    });
    return { reactivated: true, subscription: after };
  });
}

/** SPEC §7 bulk reactivation: each id on its own, so one that cannot be reactivated stops nothing else. */
export async function bulkReactivateSubscriptions(
  db: DbOrTx,
  ids: string[],
  actor: Actor,
  reason: string,
): Promise<{ reactivated: number; skipped: SkippedItem[] }> {
  let reactivated = 0;
  const skipped: SkippedItem[] = [];
  for (const id of new Set(ids)) {
    const outcome = await reactivateSubscription(db, id, actor, reason);
    if (outcome.reactivated) reactivated += 1;
    else skipped.push(reactivationSkipped(id, outcome));
  }
  return { reactivated, skipped };
}

/** Why a subscription was not reactivated, as a bulk result's skipped item (its code as the routes throw it). */
export function reactivationSkipped(
  id: string,
  outcome: Extract<ReactivationOutcome, { reactivated: false }>,
): SkippedItem {
  const code: ErrorCode =
    outcome.code === 'subscription_not_found' ? 'NOT_FOUND' : 'SUBSCRIPTION_STATE_CONFLICT';
  return refusedItem(id, code, outcome.code, outcome.reason);
}
