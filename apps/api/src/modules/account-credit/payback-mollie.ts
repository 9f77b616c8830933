import { formatCents } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { creditPayouts } from '../../db/schema/index.ts';
import { activeProvider, loadOnlinePaymentSettings } from '../online-payments/online-payment-settings.ts';
import { requestOnlineRefund } from '../online-payments/online-refunds.ts';

// The Mollie route of a payback (issue 29): credit an online payment made (it paid more than was open, or
// paid what was paid meanwhile) goes back on that payment while Mollie can still refund it. The online
// refund machinery asks Mollie and books the refund, taking it off the credit, only once Mollie says refunded.

export type MollieSource = { onlinePaymentId: string; cents: number };

/** The customer's online payments whose credit is still there and Mollie can refund, most credit first. */
export async function mollieSources(ctx: AppContext, tx: DbOrTx, userId: string): Promise<MollieSource[]> {
  const result = await tx.execute<{ id: string; mode: 'demo' | 'test' | 'live'; cents: number }>(sql`
    select o.id, o.mode::text as mode, least(
        o.credited_cents - o.credit_returned_cents - coalesce(held.cents, 0),
        o.amount_cents - o.refunded_cents - o.charged_back_cents - coalesce(flight.cents, 0))::int as cents
    from online_payments o
      left join lateral (select sum(r.amount_cents) as cents from online_refunds r where r.online_payment_id = o.id
        and r.status in ('creating', 'queued', 'pending', 'processing')) flight on true
      left join lateral (select sum(p.amount_cents) as cents from credit_payouts p
        left join online_refunds r on r.id = p.online_refund_id
        where p.online_payment_id = o.id and p.status = 'reserved'
          and (r.id is null or r.status in ('creating', 'queued', 'pending', 'processing'))) held on true
    where o.user_id = ${userId}::uuid and o.status = 'paid' and o.mode <> 'off' and o.provider_payment_id is not null
      and o.credited_cents > o.credit_returned_cents
    order by cents desc, o.paid_at desc`);
  const settings = await loadOnlinePaymentSettings(tx);
  return result.rows
    .filter((row) => Number(row.cents) > 0 && activeProvider(ctx.config, settings, row.mode) !== null)
    .map((row) => ({ onlinePaymentId: row.id, cents: Number(row.cents) }));
}

/**
 * Asks Mollie for the refund of a reserved Mollie payout that has none yet (a repeat of the request asks again
 * with the same key, so Mollie is asked once). When Mollie refuses, the payout is cancelled: nothing fell.
 */
export async function askMollieForPayout(
  ctx: AppContext,
  payout: { id: string; onlinePaymentId: string; amountCents: number; customerNumber: number },
  actor: { id: string; now: Date },
): Promise<void> {
  const paid = await ctx.db.execute<{ invoice_id: string }>(sql`
    select p.invoice_id from payments p join online_payments o on o.provider_payment_id = p.external_id
    where o.id = ${payout.onlinePaymentId}::uuid and p.invoice_id is not null and p.amount_cents > 0
    order by p.created_at desc limit 1`);
  const invoiceId = paid.rows[0]?.invoice_id;
  try {
    if (!invoiceId) throw new Error(`online payment ${payout.onlinePaymentId} paid no invoice`);
    const refund = await requestOnlineRefund(
      ctx,
      invoiceId,
      {
        amountCents: payout.amountCents,
        description: `Terugbetaling tegoed klantnummer ${payout.customerNumber}`,
      },
      actor,
      `credit-payout-${payout.id}`,
    );
    await ctx.db
      .update(creditPayouts)
      .set({ onlineRefundId: refund.id, updatedAt: actor.now })
      .where(eq(creditPayouts.id, payout.id));
  } catch (error) {
    await ctx.db
      .update(creditPayouts)
      .set({
        status: 'cancelled',
        note: sql`${creditPayouts.note} || ${` (Mollie: ${formatCents(payout.amountCents)} niet aangenomen)`}`,
        updatedAt: actor.now,
      })
      .where(eq(creditPayouts.id, payout.id));
    throw error;
  }
}
