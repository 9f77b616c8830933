import { addDays, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// The recovery rate, the one definition the Collection Center, the Administration Dashboard and its analytics
// share: of the amount (invoice totals incl. VAT) of the collection cases opened from `from` through `to`
// (Amsterdam days), the share whose case ended paid, in percent with one decimal. Null when no case was
// opened then: there is nothing to recover, so no rate.

export type RecoveryPeriod = { from: IsoDate; to: IsoDate };

const amsterdamMidnight = (date: IsoDate) => sql`(${date}::date::timestamp at time zone 'Europe/Amsterdam')`;

/** Cases `c` opened in the period. */
export const openedIn = (period: RecoveryPeriod) =>
  sql`(c.opened_at >= ${amsterdamMidnight(period.from)} and c.opened_at < ${amsterdamMidnight(addDays(period.to, 1))})`;

/**
 * The two sums behind the rate, over collection_cases `c` joined to their invoices `i`: `recovery_opened`
 * and `recovery_paid`. A statement that reads the cases for something else can add these columns.
 */
export const recoverySums = (period: RecoveryPeriod) => sql`
  coalesce(sum(i.total_cents) filter (where ${openedIn(period)}), 0) as recovery_opened,
  coalesce(sum(i.total_cents) filter (where ${openedIn(period)} and c.resolution = 'paid'), 0) as recovery_paid`;

export type RecoverySumsRow = { recovery_opened: number | string; recovery_paid: number | string };

/** The rate from the sums of one or more rows of `recoverySums`. */
export function recoveryRateOf(rows: RecoverySumsRow[]): number | null {
  const opened = rows.reduce((sum, row) => sum + Number(row.recovery_opened), 0);
  const paid = rows.reduce((sum, row) => sum + Number(row.recovery_paid), 0);
  return opened === 0 ? null : Math.round((paid / opened) * 1000) / 10;
}

export async function recoveryRate(db: DbOrTx, period: RecoveryPeriod): Promise<number | null> {
  const result = await db.execute<RecoverySumsRow>(sql`select ${recoverySums(period)}
    from collection_cases c join invoices i on i.id = c.invoice_id where ${openedIn(period)}`);
  return recoveryRateOf(result.rows);
}
