import { formatCents } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import {
  collectionActions,
  invoices,
  type OnlinePayment,
  type OnlineRefund,
  onlineChargebacks,
  onlinePayments,
  onlineRefunds,
} from '../../db/schema/index.ts';
import { activeProvider, loadOnlinePaymentSettings } from './online-payment-settings.ts';
import type { PaymentProvider, ProviderChargeback, ProviderRefund } from './payment-provider.ts';
import { ProviderError } from './payment-provider.ts';
import { refundableCents, refundablePayment } from './refundable-online-payment.ts';
import { takeBackOnlinePayment } from './take-back-online-payment.ts';

// Refunds of online payments (issue 29). Staff (billing) ask Mollie to refund (part of) what an online payment
// paid on an invoice; the refund's state follows Mollie's (queued, pending, processing, refunded, failed,
// canceled) and the claim and the books change only once Mollie says `refunded` — the mistake others made was
// booking it when asked. Chargebacks Mollie reports on a payment are booked as they are found.

type Actor = { id: string | null; now: Date };
const FINAL = new Set(['refunded', 'failed', 'canceled', 'create_failed']);

export async function requestOnlineRefund(
  ctx: AppContext,
  invoiceId: string,
  body: { amountCents: number; description?: string | undefined },
  actor: { id: string; now: Date },
  requestKey?: string,
): Promise<OnlineRefund> {
  if (requestKey) {
    const [earlier] = await ctx.db
      .select()
      .from(onlineRefunds)
      .where(and(eq(onlineRefunds.requestedBy, actor.id), eq(onlineRefunds.requestKey, requestKey)));
    if (earlier) return earlier;
  }
  const [invoice] = await ctx.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (invoice?.kind !== 'invoice') throw refusal('NOT_FOUND', 'invoice_not_found', 'Factuur niet gevonden');
  const payment = await refundablePayment(ctx.db, invoiceId);
  if (!payment?.providerPaymentId)
    throw refusal(
      'CONFLICT',
      'online_refund_not_possible',
      `Factuur ${invoice.invoiceNumber} is niet online betaald; terugbetalen gaat via het tegoed van de klant.`,
      { invoiceNumber: invoice.invoiceNumber },
    );
  const active =
    payment.mode === 'off'
      ? null
      : activeProvider(ctx.config, await loadOnlinePaymentSettings(ctx.db), payment.mode);
  if (!active)
    throw refusal(
      'CONFLICT',
      'online_payments_off',
      'Online betalen staat uit; Mollie kan nu niet worden gevraagd.',
    );
  const most = await refundableCents(ctx.db, payment, invoiceId);
  if (body.amountCents > most)
    throw new AppError('VALIDATION_FAILED', {
      details: [
        {
          field: 'amountCents',
          message:
            most > 0
              ? `Van deze betaling kan nog ten hoogste ${formatCents(most)} worden terugbetaald`
              : 'Van deze betaling kan niets meer worden terugbetaald',
        },
      ],
    });
  const description = body.description?.trim() || `Terugbetaling factuur ${invoice.invoiceNumber}`;
  const [row] = await ctx.db
    .insert(onlineRefunds)
    .values({
      onlinePaymentId: payment.id,
      invoiceId,
      amountCents: body.amountCents,
      description,
      requestKey: requestKey ?? null,
      requestedBy: actor.id,
      createdAt: actor.now,
      updatedAt: actor.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return requestOnlineRefund(ctx, invoiceId, body, actor, requestKey);
  try {
    const refund = await active.provider.createRefund(
      payment.providerPaymentId,
      body.amountCents,
      description,
      row.id,
    );
    const [updated] = await ctx.db
      .update(onlineRefunds)
      .set({ providerRefundId: refund.id, status: refund.status, updatedAt: actor.now })
      .where(eq(onlineRefunds.id, row.id))
      .returning();
    await ctx.db.insert(collectionActions).values({
      userId: payment.userId,
      actorId: actor.id,
      action: 'online_refund_requested',
      description: `Terugbetaling van ${formatCents(body.amountCents)} gevraagd bij Mollie (${refund.id}) voor factuur ${invoice.invoiceNumber}`,
      createdAt: actor.now,
    });
    // Mollie may answer `refunded` at once (a test key): then it is booked now, not at the next webhook.
    if (refund.status === 'refunded') await applyRefund(ctx.db, row.id, refund, actor);
    const [fresh] = await ctx.db.select().from(onlineRefunds).where(eq(onlineRefunds.id, row.id));
    return fresh ?? updated ?? row;
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    await ctx.db
      .update(onlineRefunds)
      .set({ status: 'create_failed', failure: error.detail.slice(0, 500), updatedAt: actor.now })
      .where(eq(onlineRefunds.id, row.id));
    throw refusal(
      'SERVICE_UNAVAILABLE',
      'online_payment_provider_down',
      `Mollie nam de terugbetaling niet aan: ${error.detail}`,
    );
  }
}

/** Mollie's word on a refund; at `refunded`, and only then, once, the money comes off the books. */
export async function applyRefund(db: Db, refundRowId: string, refund: ProviderRefund, actor: Actor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(onlineRefunds)
      .where(eq(onlineRefunds.id, refundRowId))
      .for('update');
    if (!row || row.bookedAt) return;
    await tx
      .update(onlineRefunds)
      .set({
        status: refund.status,
        updatedAt: actor.now,
        ...(refund.status === 'refunded' ? { bookedAt: actor.now } : {}),
      })
      .where(eq(onlineRefunds.id, row.id));
    if (refund.status !== 'refunded') return;
    const [payment] = await tx
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.id, row.onlinePaymentId))
      .for('update');
    if (!payment) throw new Error(`refund ${row.id} has no payment`);
    await takeBackOnlinePayment(
      tx,
      payment,
      { kind: 'refund', amountCents: row.amountCents, providerId: refund.id, invoiceId: row.invoiceId },
      { id: row.requestedBy, now: actor.now },
    );
  });
}

/** The refunds of a payment not yet final, asked of Mollie and applied. */
export async function syncRefunds(db: Db, provider: PaymentProvider, payment: OnlinePayment, actor: Actor) {
  const open = await db.select().from(onlineRefunds).where(eq(onlineRefunds.onlinePaymentId, payment.id));
  for (const row of open) {
    if (FINAL.has(row.status) || !row.providerRefundId || !payment.providerPaymentId) continue;
    const refund = await provider.getRefund(payment.providerPaymentId, row.providerRefundId);
    if (refund.status !== row.status) await applyRefund(db, row.id, refund, actor);
  }
}

/** Chargebacks Mollie reports that we have not booked: each once (its id is unique). */
export async function applyChargebacks(
  db: Db,
  paymentId: string,
  chargebacks: ProviderChargeback[],
  actor: Actor,
) {
  for (const chargeback of chargebacks) {
    await db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(onlinePayments)
        .where(eq(onlinePayments.id, paymentId))
        .for('update');
      if (!payment) return;
      const inserted = await tx
        .insert(onlineChargebacks)
        .values({
          onlinePaymentId: payment.id,
          providerChargebackId: chargeback.id,
          amountCents: chargeback.amountCents,
          createdAt: actor.now,
        })
        .onConflictDoNothing()
        .returning();
      if (inserted.length === 0) return;
      await takeBackOnlinePayment(
        tx,
        payment,
        { kind: 'chargeback', amountCents: chargeback.amountCents, providerId: chargeback.id },
        { id: null, now: actor.now },
      );
    });
  }
}
