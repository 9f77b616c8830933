import type { SepaAnalytics, SepaStatistics } from '@hostportaal/contract';
import {
  addDays,
  addMonths,
  amsterdamToday,
  CHARGEBACK_REASON_CODE,
  returnReasonOf,
} from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

import { collectionFigures } from '../collections/collection-figures.ts';
import { paymentSuccessRate, type SettledDebitDay, settledDebits } from '../kpis/payment-kpis.ts';
import { directDebitSubscriptions } from '../kpis/subscription-kpis.ts';
import { sepaRowTotals } from './sepa-subscription-rows.ts';

const YEAR_DAYS = 365;
const BATCH_STATUSES = ['created', 'submitted', 'cancelled'] as const;
type BatchStatus = (typeof BATCH_STATUSES)[number];

const EFFORT_DAYS = 30;

async function countOf(db: DbOrTx, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute(query);
  return Number((result.rows[0] as { count: number | string }).count);
}

/** GET /api/admin/sepa-statistics: SPEC §3's shape plus what the header metrics show. */
export async function sepaStatistics(db: DbOrTx, now: Date): Promise<SepaStatistics> {
  const today = amsterdamToday(now);
  const since = addDays(today, -YEAR_DAYS);
  const effortsSince = new Date(now.getTime() - EFFORT_DAYS * 86_400_000);
  const [totals, figures, directDebit] = await Promise.all([
    sepaRowTotals(db, today),
    collectionFigures(db, today),
    directDebitSubscriptions(db, today),
  ]);
  const chargebacks = await countOf(
    db,
    sql`select count(*) from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
      where it.status = 'returned' and it.return_reason_code = ${CHARGEBACK_REASON_CODE} and b.collection_date >= ${since}::date`,
  );
  const remindersSent = await countOf(
    db,
    sql`select count(*) from payment_reminders where sent_at >= ${effortsSince.toISOString()}::timestamptz`,
  );
  // 14-dagenbrieven and incassobrieven written by the collection process (issue 6).
  const lettersGenerated = await countOf(
    db,
    sql`select count(*) from collection_letters where created_at >= ${effortsSince.toISOString()}::timestamptz`,
  );
  return {
    overview: {
      totalSubscriptions: totals.total,
      // subscriptions.activeDirectDebit and revenue.mrrDirectDebit: the direct-debit part of the catalogue's
      // active subscriptions and MRR (modules/kpis), not a count of the list's "active" status.
      activeSubscriptions: directDebit.activeSubscriptions,
      totalRevenue: directDebit.mrrCents,
    },
    // "Failed": unpaid claims whose direct debit came back (collection.failedClaims), as every screen counts it.
    paymentStatus: { failed: figures.failedClaims, chargebacks, overdue: totals.overdue },
    risk: { high: totals.high, medium: totals.medium, low: totals.low },
    collectionEfforts: { remindersSent, lettersGenerated },
  };
}

/**
 * GET /api/subscription-analytics/sepa: twelve months of collections by collection date: per month, by return
 * reason, by batch status and first (FRST) against recurring collections; and the mandates by status.
 */
export async function sepaAnalytics(db: DbOrTx, now: Date): Promise<SepaAnalytics> {
  const today = amsterdamToday(now);
  const firstMonth = addMonths(`${today.slice(0, 7)}-01`, -11);
  // Settled debits per collection date (payments.successRate, modules/kpis), added up per month.
  const settled = await settledDebits(db, { from: firstMonth, to: today });
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = addMonths(firstMonth, index).slice(0, 7);
    const days = settled.byDay.filter((day) => day.day.startsWith(month));
    const sum = (pick: (day: SettledDebitDay) => number) => days.reduce((total, day) => total + pick(day), 0);
    return {
      month,
      collectedCount: sum((day) => day.collected),
      collectedCents: sum((day) => day.collectedCents),
      returnedCount: sum((day) => day.returned),
      returnedCents: sum((day) => day.returnedCents),
      chargebackCount: sum((day) => day.chargebacks),
    };
  });
  const reasons = await db.execute<{ code: string; count: number; amount: string | number }>(sql`
    select coalesce(it.return_reason_code, '') as code, count(*)::int as count,
      coalesce(sum(it.amount_cents), 0) as amount
    from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
    where it.status = 'returned' and b.status = 'submitted'
      and b.collection_date between ${firstMonth}::date and ${today}::date
    group by 1 order by 2 desc, 1`);
  const batches = await db.execute<{
    status: BatchStatus;
    count: number;
    transactions: number;
    amount: string;
  }>(sql`
    select status::text as status, count(*)::int as count, coalesce(sum(number_of_transactions), 0)::int as transactions,
      coalesce(sum(control_sum_cents), 0) as amount
    from sepa_batches where collection_date >= ${firstMonth}::date group by 1`);
  const sequences = await db.execute<{ sequence: 'FRST' | 'RCUR'; collected: number; returned: number }>(sql`
    select case when it.sequence_type = 'FRST' then 'FRST' else 'RCUR' end as sequence,
      (count(*) filter (where it.status = 'collected'))::int as collected,
      (count(*) filter (where it.status = 'returned'))::int as returned
    from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
    where b.status = 'submitted' and b.collection_date between ${firstMonth}::date and ${today}::date
    group by 1`);
  const mandates = await db.execute(
    sql`select status::text as status, count(*)::int as count from sepa_mandates group by 1`,
  );
  const mandateCounts = { valid: 0, pending: 0, invalid: 0, expired: 0 };
  for (const row of mandates.rows as { status: keyof typeof mandateCounts; count: number }[]) {
    mandateCounts[row.status] = row.count;
  }
  return {
    months,
    returnReasons: reasons.rows.map((row) => ({
      code: row.code || 'onbekend',
      label: row.code ? `${returnReasonOf(row.code).meaning} (${row.code})` : returnReasonOf(null).meaning,
      count: row.count,
      amountCents: Number(row.amount),
    })),
    batches: BATCH_STATUSES.map((status) => {
      const row = batches.rows.find((batch) => batch.status === status);
      return {
        status,
        count: row?.count ?? 0,
        transactions: row?.transactions ?? 0,
        amountCents: Number(row?.amount ?? 0),
      };
    }),
    sequences: (['FRST', 'RCUR'] as const).map((sequenceType) => {
      const row = sequences.rows.find((sequence) => sequence.sequence === sequenceType);
      const done = row?.collected ?? 0;
      const back = row?.returned ?? 0;
      return { sequenceType, collected: done, returned: back, successRate: paymentSuccessRate(done, back) };
    }),
    mandates: mandateCounts,
    successRate: settled.successRate,
  };
}
