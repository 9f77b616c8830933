import type { MarkPaidBody } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, payments, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { reactivateSubscription } from '../subscriptions/reactivate-subscription.ts';

type Actor = { id: string; ip?: string; now: Date };

export type MarkPaidResult = {
  paymentId: string;
  invoiceStatus: (typeof invoices.$inferSelect)['status'];
  openCents: number;
  creditedCents: number;
  subscriptionReactivated: boolean;
};

/**
 * Books a payment received outside the direct debit against a claim. The claim row is locked first, so
 * concurrent calls for one claim queue: the first books it, the others find it paid and get a 409. A part
 * payment lowers what is open; whatever exceeds it becomes account credit for the next invoice.
 */
export async function markClaimPaid(
  db: DbOrTx,
  claimId: string,
  body: MarkPaidBody,
  actor: Actor,
): Promise<MarkPaidResult> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, claimId)).for('update');
    if (invoice?.kind !== 'invoice') throw new AppError('NOT_FOUND');
    const open = openAmountCents(invoice);
    if (open <= 0) throw new AppError('INVOICE_ALREADY_PAID');
    const applied = Math.min(open, body.amount);
    const creditedCents = body.amount - applied;
    const paidCents = invoice.paidCents + applied;
    const settled = paidCents >= invoice.totalCents;
    const [updated] = await tx
      .update(invoices)
      .set({ paidCents, status: settled ? 'paid' : invoice.status, paidAt: settled ? actor.now : null })
      .where(eq(invoices.id, invoice.id))
      .returning();
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: invoice.userId,
        invoiceId: invoice.id,
        amountCents: body.amount,
        method: body.paymentMethod,
        reference: invoice.paymentReference,
        notes: body.notes || null,
        receivedAt: actor.now,
        createdBy: actor.id,
        createdAt: actor.now,
      })
      .returning({ id: payments.id });
    if (!payment || !updated) throw new Error('payment was not booked');
    if (creditedCents > 0) {
      await tx
        .update(users)
        .set({ creditBalanceCents: sql`${users.creditBalanceCents} + ${creditedCents}` })
        .where(eq(users.id, invoice.userId));
    }
    // SPEC §4: a manual payment may reactivate a suspended subscription when the option is set.
    let subscriptionReactivated = false;
    if (body.reactivateSubscription && settled && invoice.subscriptionId) {
      // Only a suspension for non-payment is lifted; a payment never undoes a customer's cancellation.
      const outcome = await reactivateSubscription(
        tx,
        invoice.subscriptionId,
        actor,
        `Betaling ontvangen voor factuur ${invoice.invoiceNumber}`,
        { liftSuspensionOnly: true },
      );
      subscriptionReactivated = outcome.reactivated;
    }
    await recordActivity(tx, {
      userId: invoice.userId,
      actorId: actor.id,
      type: 'payment',
      action: 'Betaling ontvangen',
      description: `Betaling van ${formatCents(body.amount)} voor factuur ${invoice.invoiceNumber} geboekt (${body.paymentMethod})${subscriptionReactivated ? '; abonnement weer actief' : ''}`,
      ip: actor.ip,
      now: actor.now,
      metadata: { invoiceId: invoice.id, paymentId: payment.id, applied, creditedCents, notes: body.notes },
    });
    await createNotification(tx, {
      userId: invoice.userId,
      type: 'payment_received',
      title: 'Betaling ontvangen',
      body: `We hebben ${formatCents(body.amount)} ontvangen voor factuur ${invoice.invoiceNumber}. Dank je wel!`,
      link: `/dashboard/invoices?invoice=${invoice.id}`,
      now: actor.now,
    });
    return {
      paymentId: payment.id,
      invoiceStatus: updated.status,
      openCents: openAmountCents(updated),
      creditedCents,
      subscriptionReactivated,
    };
  });
}
