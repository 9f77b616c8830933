import type { SepaAnalytics, SepaStatistics } from '@hostportaal/contract';
import { addDays, addMonths, amsterdamToday } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { CHARGEBACK_REASON_CODE, returnAction } from '../sepa/return-reasons.ts';
import { sepaRowTotals } from './sepa-subscription-rows.ts';

const YEAR_DAYS = 365;
const BATCH_STATUSES = ['created', 'submitted', 'cancelled'] as const;
type BatchStatus = (typeof BATCH_STATUSES)[number];

/** Share of settled collections that were not returned, 0–100 with one decimal; null without any. */
const successRate = (collected: number, returned: number) =>
  collected + returned === 0 ? null : Math.round((collected / (collected + returned)) * 1000) / 10;
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
  const totals = await sepaRowTotals(db, today);
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
      activeSubscriptions: totals.active,
      totalRevenue: totals.monthly_revenue,
    },
    paymentStatus: { failed: totals.failed, chargebacks, overdue: totals.overdue },
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
  const monthly = await db.execute(sql`
    select to_char(b.collection_date, 'YYYY-MM') as month,
      (count(*) filter (where it.status = 'collected'))::int as collected_count,
      coalesce(sum(it.amount_cents) filter (where it.status = 'collected'), 0)::bigint as collected_cents,
      (count(*) filter (where it.status = 'returned'))::int as returned_count,
      coalesce(sum(it.amount_cents) filter (where it.status = 'returned'), 0)::bigint as returned_cents,
      (count(*) filter (where it.status = 'returned' and it.return_reason_code = ${CHARGEBACK_REASON_CODE}))::int as chargeback_count
    from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
    where b.status = 'submitted' and b.collection_date >= ${firstMonth}::date
    group by 1`);
  type MonthRow = {
    month: string;
    collected_count: number;
    collected_cents: string | number;
    returned_count: number;
    returned_cents: string | number;
    chargeback_count: number;
  };
  const byMonth = new Map((monthly.rows as MonthRow[]).map((row) => [row.month, row]));
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = addMonths(firstMonth, index).slice(0, 7);
    const row = byMonth.get(month);
    return {
      month,
      collectedCount: row?.collected_count ?? 0,
      collectedCents: Number(row?.collected_cents ?? 0),
      returnedCount: row?.returned_count ?? 0,
      returnedCents: Number(row?.returned_cents ?? 0),
      chargebackCount: row?.chargeback_count ?? 0,
    };
  });
  const reasons = await db.execute<{ code: string; count: number; amount: string | number }>(sql`
    select coalesce(it.return_reason_code, '') as code, count(*)::int as count,
      coalesce(sum(it.amount_cents), 0) as amount
    from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
    where it.status = 'returned' and b.collection_date >= ${firstMonth}::date
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
    where b.status = 'submitted' and b.collection_date >= ${firstMonth}::date group by 1`);
  const mandates = await db.execute(
    sql`select status::text as status, count(*)::int as count from sepa_mandates group by 1`,
  );
  const mandateCounts = { valid: 0, pending: 0, invalid: 0, expired: 0 };
  for (const row of mandates.rows as { status: keyof typeof mandateCounts; count: number }[]) {
    mandateCounts[row.status] = row.count;
  }
  const collected = months.reduce((sum, month) => sum + month.collectedCount, 0);
  const returned = months.reduce((sum, month) => sum + month.returnedCount, 0);
  return {
    months,
    returnReasons: reasons.rows.map((row) => ({
      code: row.code || 'onbekend',
      label: returnAction(row.code || null).adminText,
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
      return { sequenceType, collected: done, returned: back, successRate: successRate(done, back) };
    }),
    mandates: mandateCounts,
    successRate: successRate(collected, returned),
  };
}
