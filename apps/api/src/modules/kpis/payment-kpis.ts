import { CHARGEBACK_REASON_CODE, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// The direct-debit figures of the KPI catalogue: payments.successRate and payments.returnedDebits, for the
// Overview (period), Analytics (timeframe) and Subscription Analytics (12 months) alike. A debit counts when
// its batch was submitted to the bank and its collection date lies in the period, and the bank settled it:
// collected, or returned (rejected before settlement, returned after it, or refunded at the debtor's
// request: every return is a failed payment). Pending debits and those of created or cancelled batches
// (never sent to the bank) do not count.

/** Settled debits of one collection date. */
export type SettledDebitDay = {
  day: IsoDate;
  collected: number;
  collectedCents: number;
  returned: number;
  returnedCents: number;
  /** Returned as a refund (MD06), a subset of `returned`. */
  chargebacks: number;
  chargebackCents: number;
};

export type SettledDebits = {
  /** Per collection date with any settled debit, oldest first: the charts' buckets add these up. */
  byDay: SettledDebitDay[];
  collected: number;
  /** payments.returnedDebits */
  returned: number;
  /** payments.successRate: collected ÷ (collected + returned), 0–100 with one decimal; null without any. */
  successRate: number | null;
};

type DayRow = {
  day: string;
  collected: number;
  collected_cents: string | number;
  returned: number;
  returned_cents: string | number;
  chargebacks: number;
  chargeback_cents: string | number;
};

/** payments.successRate of `collected` and `returned` debits. */
export function paymentSuccessRate(collected: number, returned: number): number | null {
  const settled = collected + returned;
  return settled === 0 ? null : Math.round((collected / settled) * 1000) / 10;
}

/** The settled debits whose collection date lies in the Amsterdam days `from` up to and including `to`. */
export async function settledDebits(
  db: DbOrTx,
  days: { from: IsoDate; to: IsoDate },
): Promise<SettledDebits> {
  // Per batch first (a batch's debits are found by batch id through its index), then per collection date.
  const result = await db.execute<DayRow>(sql`
    select b.collection_date::text as day, sum(debits.collected)::int as collected,
      sum(debits.collected_cents) as collected_cents, sum(debits.returned)::int as returned,
      sum(debits.returned_cents) as returned_cents, sum(debits.chargebacks)::int as chargebacks,
      sum(debits.chargeback_cents) as chargeback_cents
    from sepa_batches b cross join lateral (
      select count(*) filter (where it.status = 'collected') as collected,
        coalesce(sum(it.amount_cents) filter (where it.status = 'collected'), 0) as collected_cents,
        count(*) filter (where it.status = 'returned') as returned,
        coalesce(sum(it.amount_cents) filter (where it.status = 'returned'), 0) as returned_cents,
        count(*) filter (where it.status = 'returned' and it.return_reason_code = ${CHARGEBACK_REASON_CODE})
          as chargebacks,
        coalesce(sum(it.amount_cents) filter (where it.status = 'returned'
          and it.return_reason_code = ${CHARGEBACK_REASON_CODE}), 0) as chargeback_cents
      from sepa_batch_items it where it.batch_id = b.id and it.status in ('collected', 'returned')
    ) debits
    where b.status = 'submitted' and b.collection_date between ${days.from}::date and ${days.to}::date
    group by b.collection_date order by b.collection_date`);
  const byDay = result.rows.map((row) => ({
    day: row.day as IsoDate,
    collected: Number(row.collected),
    collectedCents: Number(row.collected_cents),
    returned: Number(row.returned),
    returnedCents: Number(row.returned_cents),
    chargebacks: Number(row.chargebacks),
    chargebackCents: Number(row.chargeback_cents),
  }));
  const collected = byDay.reduce((sum, day) => sum + day.collected, 0);
  const returned = byDay.reduce((sum, day) => sum + day.returned, 0);
  return { byDay, collected, returned, successRate: paymentSuccessRate(collected, returned) };
}
