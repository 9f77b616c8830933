import type { WithdrawalResult } from '@hostportaal/contract';
import { amsterdamToday, formatDateLong, proRataCents, unusedPeriodDays } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoices,
  type OrderWithdrawal,
  orders,
  orderWithdrawals,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { createCreditNote, creditableCents } from '../billing/credit-notes.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { currentPeriodInvoice } from '../subscriptions/admin-cancel-subscription.ts';
import { withdrawalConfirmedEmail } from './order-confirmation-email.ts';

async function resultOf(db: DbOrTx, row: OrderWithdrawal): Promise<WithdrawalResult> {
  const [note] = row.creditNoteId
    ? await db
        .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, totalCents: invoices.totalCents })
        .from(invoices)
        .where(eq(invoices.id, row.creditNoteId))
    : [];
  return {
    subscriptionId: row.subscriptionId,
    withdrawnAt: row.withdrawnAt.toISOString(),
    keptCents: row.keptCents,
    creditedCents: row.creditedCents,
    creditNote: note ?? null,
  };
}

/** Herroepen per subscription: which ones a consumer may still withdraw from today, and until when. */
export async function withdrawalStates(db: DbOrTx, userId: string, today: string) {
  const rows = await db
    .select({
      subscriptionId: subscriptions.id,
      serviceStatus: subscriptions.serviceStatus,
      customerType: orders.customerType,
      withdrawalEndsOn: orders.withdrawalEndsOn,
      withdrawnAt: orderWithdrawals.withdrawnAt,
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .leftJoin(orderWithdrawals, eq(orderWithdrawals.subscriptionId, subscriptions.id))
    .where(eq(subscriptions.userId, userId));
  return new Map(
    rows.map((row) => [
      row.subscriptionId,
      {
        withdrawableUntil:
          row.customerType === 'consumer' &&
          row.withdrawalEndsOn &&
          today <= row.withdrawalEndsOn &&
          !row.withdrawnAt &&
          row.serviceStatus !== 'cancelled_expired'
            ? row.withdrawalEndsOn
            : null,
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
      },
    ]),
  );
}

/**
 * A consumer withdraws from a subscription within 14 days of the order (art. 6:230o BW): the service ends
 * today (the provisioning job removes it as for any ended subscription) and what was not delivered is
 * credited through the normal credit-note path; they owe the days they had, as they asked for the service
 * to start at once (art. 6:230s lid 4 BW). A second call answers the first one's result.
 */
export async function withdrawSubscription(
  ctx: AppContext,
  input: { userId: string; subscriptionId: string; ip?: string },
): Promise<WithdrawalResult> {
  const now = ctx.clock.now();
  const today = amsterdamToday(now);
  const actor = { id: input.userId, ip: input.ip, now };
  const result = await ctx.db.transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, input.userId)))
      .for('update');
    if (!subscription) throw new AppError('NOT_FOUND');
    const [earlier] = await tx
      .select()
      .from(orderWithdrawals)
      .where(eq(orderWithdrawals.subscriptionId, subscription.id));
    if (earlier) return { result: await resultOf(tx, earlier), fresh: false };
    const [order] = subscription.orderId
      ? await tx.select().from(orders).where(eq(orders.id, subscription.orderId))
      : [];
    if (
      order?.customerType !== 'consumer' ||
      !order.withdrawalEndsOn ||
      subscription.serviceStatus === 'cancelled_expired'
    )
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'withdrawal_not_offered',
        'Herroepen kan alleen binnen 14 dagen na een bestelling als consument, zolang de dienst loopt. Je kunt het abonnement wel opzeggen.',
      );
    if (today > order.withdrawalEndsOn)
      throw refusal(
        'SUBSCRIPTION_STATE_CONFLICT',
        'withdrawal_period_over',
        `De herroepingstermijn van 14 dagen liep tot en met ${formatDateLong(order.withdrawalEndsOn)}. Je kunt het abonnement wel opzeggen.`,
        { date: order.withdrawalEndsOn },
      );

    await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        serviceStatus: 'cancelled_expired',
        cancelledAt: now,
        cancellationReason: 'Herroepen binnen 14 dagen (art. 6:230o BW)',
        endDate: today,
        nextBillingDate: null,
        pendingChange: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, subscription.id));

    // The period running today: its unused days; a period not yet begun (none within 14 days of a monthly
    // order, but an invoice issued ahead) would be credited whole.
    const invoice = await currentPeriodInvoice(tx, subscription.id, today);
    let creditNote: Awaited<ReturnType<typeof createCreditNote>> | null = null;
    let keptCents = 0;
    if (invoice?.periodStart && invoice.periodEnd) {
      const { unusedDays, periodDays } = unusedPeriodDays(invoice.periodStart, invoice.periodEnd, today);
      const amountCents = Math.min(
        proRataCents(invoice.totalCents, unusedDays, periodDays),
        await creditableCents(tx, invoice.id),
      );
      keptCents = invoice.totalCents - amountCents;
      if (amountCents > 0) {
        creditNote = await createCreditNote(tx, {
          invoiceId: invoice.id,
          amountCents,
          reason: `Herroeping per ${formatDateLong(today)}: ${unusedDays} van ${periodDays} dagen niet geleverd`,
          actor,
          today,
          // The customer cannot wait for the bank: what it still collects becomes credit, paid back.
          confirmCollectionAtBank: true,
        });
      }
    }
    const [row] = await tx
      .insert(orderWithdrawals)
      .values({
        subscriptionId: subscription.id,
        orderId: order.id,
        userId: input.userId,
        withdrawnAt: now,
        creditNoteId: creditNote?.id ?? null,
        keptCents,
        creditedCents: creditNote ? -creditNote.totalCents : 0,
      })
      .returning();
    if (!row) throw new Error('withdrawal insert returned nothing');
    await recordActivity(tx, {
      userId: input.userId,
      type: 'subscription_cancelled',
      action: 'Herroepen',
      description: `${subscription.title} herroepen binnen 14 dagen${creditNote ? `; creditnota ${creditNote.invoiceNumber}` : ''}`,
      ip: input.ip,
      now,
      metadata: { subscriptionId: subscription.id, orderId: order.id, creditNoteId: creditNote?.id ?? null },
    });
    await createNotification(tx, {
      userId: input.userId,
      type: 'subscription_cancelled',
      title: 'Herroeping ontvangen',
      body: `${subscription.title} is beëindigd${creditNote ? `; creditnota ${creditNote.invoiceNumber} staat bij je facturen` : ''}.`,
      link: '/dashboard/invoices',
      now,
    });
    const [user] = await tx
      .select({ email: users.email, firstname: users.firstname })
      .from(users)
      .where(eq(users.id, input.userId));
    if (user) {
      // Art. 6:230o lid 3 BW: the receipt of a withdrawal made online is confirmed on a durable medium.
      await enqueueEmail(tx, {
        to: user.email,
        userId: input.userId,
        message: withdrawalConfirmedEmail({
          firstname: user.firstname,
          title: subscription.title,
          withdrawnOn: today,
          keptCents,
          creditNote,
        }),
        now,
      });
    }
    return { result: await resultOf(tx, row), fresh: true };
  });
  if (result.fresh) {
    ctx.notifyOutbox();
    await ctx.jobs.trigger('invoice-delivery');
    await ctx.jobs.trigger('provisioning', { subscriptionId: input.subscriptionId });
  }
  return result.result;
}
