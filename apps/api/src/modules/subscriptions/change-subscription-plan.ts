import type { AdminSubscription, ChangeSubscriptionBody } from '@hostportaal/contract';
import { formatCents, formatDateLong, intervalName } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Subscription, subscriptions } from '../../db/schema/index.ts';
import type { Actor } from '../billing/credit-notes.ts';
import { findAdminSubscriptionRow, lockSubscription } from './admin-subscription-list.ts';
import { findAvailablePackage } from './create-subscription.ts';
import { recordSubscriptionChange, serializeAdminSubscription } from './serialize-admin-subscription.ts';

function assertRunning(row: Subscription): asserts row is Subscription & { nextBillingDate: string } {
  if (row.status === 'cancelled' || row.serviceStatus.startsWith('cancelled') || !row.nextBillingDate) {
    throw refusal(
      'SUBSCRIPTION_STATE_CONFLICT',
      'subscription_not_running',
      'Alleen een lopend abonnement met een volgende factuurdatum kan worden gewijzigd.',
    );
  }
}

/**
 * Plans a package, price or interval change for the next period. The current, already invoiced period
 * and its invoice stay as they are: the billing run applies the change when the next period starts.
 * A second change replaces the first.
 */
export async function requestPlanChange(
  db: DbOrTx,
  id: string,
  body: ChangeSubscriptionBody,
  actor: Actor,
): Promise<AdminSubscription> {
  return db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    assertRunning(before);
    const { pkg, priceCents } = await findAvailablePackage(tx, {
      packageId: body.packageId,
      interval: body.interval,
      currentPackageId: before.packageId,
    });
    const pendingChange = {
      packageId: pkg.id,
      title: pkg.name,
      planName: pkg.name,
      interval: body.interval,
      priceCents: body.priceCents ?? priceCents,
      effectiveDate: before.nextBillingDate,
      requestedBy: actor.id,
    };
    const [after] = await tx
      .update(subscriptions)
      .set({ pendingChange, updatedAt: actor.now })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND');
    await recordSubscriptionChange(tx, {
      type: 'subscription_changed',
      action: 'Abonnementswijziging gepland',
      description: `${before.title} wordt per ${formatDateLong(pendingChange.effectiveDate)} ${pkg.name}, ${formatCents(pendingChange.priceCents)} ${intervalName(body.interval)}`,
      actor,
      before,
      after,
    });
    return serializeAdminSubscription(await findAdminSubscriptionRow(tx, id));
  });
}

/** Withdraws a planned change before it takes effect. */
export async function withdrawPlanChange(db: DbOrTx, id: string, actor: Actor): Promise<AdminSubscription> {
  return db.transaction(async (tx) => {
    const before = await lockSubscription(tx, id);
    if (!before.pendingChange) {
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'no_pending_plan_change',
        'Er staat geen wijziging klaar voor dit abonnement.',
      );
    }
    const [after] = await tx
      .update(subscriptions)
      .set({ pendingChange: null, updatedAt: actor.now })
      .where(eq(subscriptions.id, id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND');
    await recordSubscriptionChange(tx, {
      type: 'subscription_changed',
      action: 'Geplande wijziging ingetrokken',
      description: `Geplande wijziging van ${before.title} naar ${before.pendingChange.title} ingetrokken`,
      actor,
      before,
      after,
    });
    return serializeAdminSubscription(await findAdminSubscriptionRow(tx, id));
  });
}
