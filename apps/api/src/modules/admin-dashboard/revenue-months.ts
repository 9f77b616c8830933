import { addMonths, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { mrrOf, runsOn } from '../kpis/subscription-kpis.ts';

// The overview chart: per Amsterdam month of the last 12, what was invoiced (excl. VAT, credit notes
// subtracted) and the MRR (revenue.mrr) of the subscriptions running at the month's end, today for this month.

export async function revenueMonths(db: DbOrTx, today: IsoDate) {
  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, -11);
  const result = await db.execute<{ month: string; invoiced: number | string; mrr: number | string }>(sql`
    with months as (
      select generate_series(${firstMonth}::date, ${today}::date, interval '1 month')::date as month_start
    )
    select to_char(m.month_start, 'YYYY-MM') as month,
      (select coalesce(sum(i.subtotal_cents), 0) from invoices i
        where i.status <> 'cancelled' and i.issue_date >= m.month_start
          and i.issue_date < (m.month_start + interval '1 month')::date) as invoiced,
      ${mrrOf(runsOn(sql`least((m.month_start + interval '1 month - 1 day')::date, ${today}::date)`))} as mrr
    from months m order by m.month_start`);
  return result.rows.map((row) => ({
    month: row.month,
    invoicedCents: Number(row.invoiced),
    mrrCents: Number(row.mrr),
  }));
}
