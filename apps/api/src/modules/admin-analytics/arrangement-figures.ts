import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AnalyticsPeriod } from './analytics-timeframe.ts';

/**
 * Payment arrangements (issue 30): open today with what their claims still have open, and how many closed in
 * the timeframe were kept (completed) or broken (lapsed). Ended and rejected ones are neither.
 */
export async function arrangementFigures(db: DbOrTx, period: AnalyticsPeriod) {
  const { rows } = await db.execute<{ open: number; open_cents: number; kept: number; broken: number }>(sql`
    select
      (select count(*) from payment_arrangements where status in ('proposed', 'active'))::int as open,
      (select coalesce(sum(greatest(i.total_cents - i.paid_cents, 0)), 0) from payment_arrangement_claims pac
        join payment_arrangements pa on pa.id = pac.arrangement_id join invoices i on i.id = pac.invoice_id
        where pac.holding and i.status not in ('cancelled', 'expired', 'paid'))::int
      + (select coalesce(sum(greatest(l.fee_cents - l.fee_paid_cents - l.fee_waived_cents, 0)), 0)
        from payment_arrangement_claims pac join collection_letters l on l.id = pac.letter_id
        where pac.holding)::int as open_cents,
      (select count(*) from payment_arrangements where status = 'completed'
        and (closed_at at time zone 'Europe/Amsterdam')::date between ${period.start}::date and ${period.end}::date)::int as kept,
      (select count(*) from payment_arrangements where status = 'lapsed'
        and (closed_at at time zone 'Europe/Amsterdam')::date between ${period.start}::date and ${period.end}::date)::int as broken`);
  const row = rows[0];
  return {
    open: { count: Number(row?.open ?? 0), amountCents: Number(row?.open_cents ?? 0) },
    kept: Number(row?.kept ?? 0),
    broken: Number(row?.broken ?? 0),
  };
}
