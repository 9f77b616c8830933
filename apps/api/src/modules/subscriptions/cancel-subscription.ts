import { amsterdamToday, formatDateLong, lastServiceDay } from '@hostportaal/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type Subscription, subscriptions, type User } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { subscriptionCancelledEmail } from './subscription-emails.ts';

const CANCELLABLE_SERVICE_STATUSES = ['active', 'paused'] as const;

/**
 * Cancels the customer's own subscription: service continues to the end of the paid period, the day
 * before the next billing date (DOMAIN-NL §5, lastServiceDay), and no new invoices follow. One conditional UPDATE, so two concurrent cancels
 * cannot both succeed; the loser sees the row already cancelled.
 */
export async function cancelSubscription(
  ctx: AppContext,
  input: { user: User; subscriptionId: string; reason: string; ip?: string },
): Promise<Subscription> {
  const now = ctx.clock.now();
  const today = amsterdamToday(now);
  const cancelled = await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ nextBillingDate: subscriptions.nextBillingDate })
      .from(subscriptions)
      .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, input.user.id)))
      .for('update');
    const [row] = await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        serviceStatus: 'cancelled_active',
        cancelledAt: now,
        cancellationReason: input.reason,
        endDate: lastServiceDay(current?.nextBillingDate ?? null, today),
        nextBillingDate: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptions.id, input.subscriptionId),
          eq(subscriptions.userId, input.user.id),
          inArray(subscriptions.serviceStatus, [...CANCELLABLE_SERVICE_STATUSES]),
          ne(subscriptions.status, 'cancelled'),
        ),
      )
      .returning();
    if (!row) {
      const [existing] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, input.user.id)));
      throw new AppError(existing ? 'SUBSCRIPTION_NOT_CANCELLABLE' : 'NOT_FOUND');
    }
    const endDate = row.endDate ?? today;
    await recordActivity(tx, {
      userId: input.user.id,
      type: 'subscription_cancelled',
      action: 'Abonnement opgezegd',
      description: `Abonnement ${row.title} opgezegd; loopt door tot en met ${formatDateLong(endDate)}`,
      ip: input.ip,
      now,
      metadata: { subscriptionId: row.id, title: row.title, endDate },
    });
    await createNotification(tx, {
      userId: input.user.id,
      type: 'subscription_cancelled',
      title: 'Abonnement opgezegd',
      body: `${row.title} is opgezegd en blijft actief tot en met ${formatDateLong(endDate)}.`,
      link: '/dashboard/subscriptions',
      now,
    });
    await enqueueEmail(tx, {
      to: input.user.email,
      userId: input.user.id,
      message: subscriptionCancelledEmail({
        firstname: input.user.firstname,
        title: row.title,
        endDate,
        link: `${ctx.config.PUBLIC_URL}/dashboard/subscriptions`,
      }),
      now,
    });
    return row;
  });
  ctx.notifyOutbox();
  return cancelled;
}
