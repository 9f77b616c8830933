import type { IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// The subscription and revenue figures of the KPI catalogue (packages/domain/src/kpi-catalogue/revenue-kpis.ts):
// revenue.mrr, subscriptions.active, revenue.perCustomer and subscriptions.new. Every endpoint that returns
// one of them calls these functions, so the Overview, Analytics and Incasso Beheer cannot disagree.
//
// A subscription runs on Amsterdam day d when it is not a pending order, started on or before d, and has no
// end date or one after d (service stops on its end date). Dates, not the status, decide: the revenue chart
// can then say what ran at the end of any past month, and a cancelled subscription counts until it ends,
// the day it counts as churned.

/** Price per interval of subscription `s` (sale price first), excl. VAT, in cents. */
const price = sql`coalesce(s.sale_price_cents, s.price_cents)`;
/** Months in an interval: a price summed per interval is divided by it once (quarterly ÷ 3, annually ÷ 12). */
export const monthsPerInterval = sql`(case s.interval when 'monthly' then 1.0 when 'quarterly' then 3.0
  when 'half-yearly' then 6.0 else 12.0 end)`;

/** Subscription `s` runs on `day` (an SQL date). */
export function runsOn(day: SQL): SQL {
  return sql`(s.status <> 'pending' and s.start_date <= ${day} and (s.end_date is null or s.end_date > ${day}))`;
}

/**
 * MRR in cents of the subscriptions `s` matching `where`: prices summed per interval as integers, each sum
 * divided by the interval's months, rounded once.
 */
export function mrrOf(where: SQL): SQL {
  return sql`(select coalesce(round(sum(per_interval.cents / per_interval.months)), 0)
    from (select sum(${price}) as cents, ${monthsPerInterval} as months from subscriptions s
      where ${where} group by s.interval) per_interval)`;
}

export type RunningSubscriptions = {
  /** revenue.mrr */
  mrrCents: number;
  /** subscriptions.active */
  activeSubscriptions: number;
  /** Customers with at least one running subscription: the divisor of revenue.perCustomer. */
  payingCustomers: number;
  /** revenue.perCustomer: MRR over paying customers, rounded to the cent; null without any. */
  revenuePerCustomerCents: number | null;
};

/** revenue.mrr, subscriptions.active and revenue.perCustomer on Amsterdam day `today`. */
export async function runningSubscriptions(db: DbOrTx, today: IsoDate): Promise<RunningSubscriptions> {
  const running = runsOn(sql`${today}::date`);
  const result = await db.execute<{ mrr: string | number; active: number; paying: number }>(sql`
    select ${mrrOf(running)} as mrr, count(*)::int as active, count(distinct s.user_id)::int as paying
    from subscriptions s where ${running}`);
  const row = result.rows[0];
  const mrrCents = Number(row?.mrr ?? 0);
  const payingCustomers = Number(row?.paying ?? 0);
  return {
    mrrCents,
    activeSubscriptions: Number(row?.active ?? 0),
    payingCustomers,
    revenuePerCustomerCents: payingCustomers === 0 ? null : Math.round(mrrCents / payingCustomers),
  };
}

/**
 * subscriptions.new: subscriptions (not pending orders) whose start date lies in the Amsterdam days `from`
 * up to and including `to`. The start date, not the moment the row was created: an order entered today for
 * a service that starts next month is new next month, and imported or back-dated rows land in their month.
 */
export async function newSubscriptionCount(
  db: DbOrTx,
  days: { from: IsoDate; to: IsoDate },
): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from subscriptions s
    where s.status <> 'pending' and s.start_date between ${days.from}::date and ${days.to}::date`);
  return Number(result.rows[0]?.count ?? 0);
}

export type DirectDebitSubscriptions = {
  /** subscriptions.activeDirectDebit */
  activeSubscriptions: number;
  /** revenue.mrrDirectDebit */
  mrrCents: number;
};

/**
 * subscriptions.activeDirectDebit and revenue.mrrDirectDebit on Amsterdam day `today`: the running
 * subscriptions (as for subscriptions.active and revenue.mrr) paid by direct debit (with a mandate) and not
 * cancelled: the ones the bank keeps collecting, all listed in the SEPA section (which leaves cancelled ones
 * out). A part of the catalogue's figures, never more than they.
 */
export async function directDebitSubscriptions(
  db: DbOrTx,
  today: IsoDate,
): Promise<DirectDebitSubscriptions> {
  const running = sql`${runsOn(sql`${today}::date`)} and s.mandate_id is not null and s.status <> 'cancelled'`;
  const result = await db.execute<{ mrr: string | number; active: number }>(sql`
    select ${mrrOf(running)} as mrr, count(*)::int as active from subscriptions s where ${running}`);
  const row = result.rows[0];
  return { activeSubscriptions: Number(row?.active ?? 0), mrrCents: Number(row?.mrr ?? 0) };
}
