import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// What payouts under way hold of a customer's credit (issue 29). A payout reserves credit from the moment it
// is started until the money has left (then a refund entry takes it off the balance) or it is cancelled.
// The reserved part can neither be paid back again nor settle an invoice. A payout through Mollie holds it
// while its refund is in flight; Mollie's word on the refund is the payout's state (decision 040).

const MOLLIE_IN_FLIGHT = sql`('creating', 'queued', 'pending', 'processing')`;

/** The payout `p`'s state, with a Mollie payout's read from its refund (joined as `r`). */
export const payoutStatusOf = sql`case
  when p.route = 'mollie' and p.status = 'reserved' and r.status = 'refunded' then 'sent'
  when p.route = 'mollie' and p.status = 'reserved' and r.status::text in ('failed', 'canceled', 'create_failed')
    then 'cancelled'
  else p.status::text end`;

/** Cents the payouts under way hold of the credit of the customer whose id `userId` is (a SQL expression). */
export const payingBackCentsOf = (userId: SQL): SQL => sql`(select coalesce(sum(p.amount_cents), 0)
  from credit_payouts p left join online_refunds r on r.id = p.online_refund_id
  where p.user_id = ${userId} and p.status = 'reserved'
    and (p.route = 'transfer' or r.id is null or r.status in ${MOLLIE_IN_FLIGHT}))::int`;

/** The customer's balance, what payouts hold of it, and what is free (to pay back or settle invoices). */
export async function creditAvailability(db: DbOrTx, userId: string) {
  const result = await db.execute<{ balance: number; paying_back: number }>(sql`
    select u.credit_balance_cents as balance, ${payingBackCentsOf(sql`u.id`)} as paying_back
    from users u where u.id = ${userId}::uuid`);
  const row = result.rows[0];
  const balanceCents = Number(row?.balance ?? 0);
  const payingBackCents = Number(row?.paying_back ?? 0);
  return { balanceCents, payingBackCents, availableCents: Math.max(0, balanceCents - payingBackCents) };
}
