import { type AdminAnalytics, AGEING_BUCKETS } from '@hostportaal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { AnalyticsPeriod } from './analytics-timeframe.ts';

export type ReceivableFigures = {
  openReceivablesCents: number;
  invoicedCents: number;
  ageing: AdminAnalytics['ageing'];
};

type AgeingRow = { bucket: (typeof AGEING_BUCKETS)[number]; count: number; amount: string | number };

/**
 * Open receivables today: what is unpaid on invoices still to be paid (open, with the bank, overdue, or whose
 * collection failed). Invoiced: the totals (incl. VAT, like the receivables) of the invoices issued in the
 * timeframe, credit notes subtracted. Ageing: the unpaid invoices past their due date (the Administration
 * Dashboard's overdue definition) by days past due.
 */
export async function receivableFigures(db: DbOrTx, period: AnalyticsPeriod): Promise<ReceivableFigures> {
  const today = period.end;
  const [totals, ageing] = await Promise.all([
    db.execute<{ open: string | number; invoiced: string | number }>(sql`select
      (select coalesce(sum(total_cents - paid_cents), 0) from invoices
        where kind = 'invoice' and status in ('open', 'pending', 'overdue', 'failed') and total_cents > paid_cents)
        as open,
      (select coalesce(sum(total_cents), 0) from invoices
        where issue_date between ${period.start}::date and ${today}::date and status <> 'cancelled') as invoiced`),
    db.execute<AgeingRow>(sql`
      select case when ${today}::date - due_date <= 30 then '0-30' when ${today}::date - due_date <= 60 then '31-60'
          when ${today}::date - due_date <= 90 then '61-90' else '90+' end as bucket,
        count(*)::int as count, sum(total_cents - paid_cents) as amount
      from invoices
      where kind = 'invoice' and status in ('open', 'overdue', 'failed') and due_date < ${today}::date
        and total_cents > paid_cents
      group by 1`),
  ]);
  const byBucket = new Map(ageing.rows.map((row) => [row.bucket, row]));
  return {
    openReceivablesCents: Number(totals.rows[0]?.open ?? 0),
    invoicedCents: Number(totals.rows[0]?.invoiced ?? 0),
    ageing: AGEING_BUCKETS.map((bucket) => ({
      bucket,
      count: byBucket.get(bucket)?.count ?? 0,
      amountCents: Number(byBucket.get(bucket)?.amount ?? 0),
    })),
  };
}
