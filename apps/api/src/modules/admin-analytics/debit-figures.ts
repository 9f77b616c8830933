import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { CHARGEBACK_REASON_CODE } from '../sepa/return-reasons.ts';
import type { AnalyticsPeriod } from './analytics-timeframe.ts';

type DayRow = {
  day: string;
  collected: number;
  returned: number;
  returned_cents: string | number;
  chargebacks: number;
  chargeback_cents: string | number;
};

export type DebitFigures = {
  collected: number;
  returned: number;
  returnedCents: number;
  chargebacks: number;
  chargebackCents: number;
  series: { successful: number; failed: number }[];
};

/**
 * Direct debits of the timeframe by their collection date, as the bank settled them: collected, or returned
 * (rejected before settlement, returned after, or refunded: a return of any kind is a failed payment; a refund
 * at the debtor's request is also a chargeback). Debits still pending or in a cancelled batch do not count.
 */
export async function debitFigures(db: DbOrTx, period: AnalyticsPeriod): Promise<DebitFigures> {
  // Per batch first (a batch's debits are found by batch id), then per collection date.
  const result = await db.execute<DayRow>(sql`
    select b.collection_date::text as day, sum(debits.collected)::int as collected,
      sum(debits.returned)::int as returned, sum(debits.returned_cents) as returned_cents,
      sum(debits.chargebacks)::int as chargebacks, sum(debits.chargeback_cents) as chargeback_cents
    from sepa_batches b cross join lateral (
      select count(*) filter (where it.status = 'collected') as collected,
        count(*) filter (where it.status = 'returned') as returned,
        coalesce(sum(it.amount_cents) filter (where it.status = 'returned'), 0) as returned_cents,
        count(*) filter (where it.status = 'returned' and it.return_reason_code = ${CHARGEBACK_REASON_CODE})
          as chargebacks,
        coalesce(sum(it.amount_cents) filter (where it.status = 'returned'
          and it.return_reason_code = ${CHARGEBACK_REASON_CODE}), 0) as chargeback_cents
      from sepa_batch_items it where it.batch_id = b.id and it.status in ('collected', 'returned')
    ) debits
    where b.collection_date between ${period.start}::date and ${period.end}::date
    group by b.collection_date`);
  const days = result.rows;
  const sum = (rows: DayRow[], pick: (row: DayRow) => number | string) =>
    rows.reduce((total, row) => total + Number(pick(row)), 0);
  return {
    collected: sum(days, (row) => row.collected),
    returned: sum(days, (row) => row.returned),
    returnedCents: sum(days, (row) => row.returned_cents),
    chargebacks: sum(days, (row) => row.chargebacks),
    chargebackCents: sum(days, (row) => row.chargeback_cents),
    series: period.buckets.map((bucket) => {
      const inBucket = days.filter((row) => row.day >= bucket.start && row.day <= bucket.end);
      return {
        successful: sum(inBucket, (row) => row.collected),
        failed: sum(inBucket, (row) => row.returned),
      };
    }),
  };
}
