import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newSubscriptionCount, runningSubscriptions } from '../kpis/subscription-kpis.ts';
import type { AnalyticsPeriod } from './analytics-timeframe.ts';

// A subscription runs on Amsterdam day d when it started on or before d, is not a pending order, and has no
// end date or one after d (service stops on its end date): revenue.mrr's definition (modules/kpis). The
// headline MRR, active and new counts come from the KPI functions; churn and the chart series from here.

/** Price per interval of a subscription (sale price first), excl. VAT, in cents. */
const price = sql`coalesce(s.sale_price_cents, s.price_cents)`;
/** Months in an interval, for a price summed per interval: quarterly ÷ 3, half-yearly ÷ 6, annually ÷ 12. */
const months = sql`(case interval when 'monthly' then 1.0 when 'quarterly' then 3.0
  when 'half-yearly' then 6.0 else 12.0 end)`;

type Headline = { active_at_start: number; churned: number };

export type SubscriptionFigures = {
  mrrCents: number;
  revenuePerCustomerCents: number | null;
  activeNow: number;
  payingCustomers: number;
  activeAtStart: number;
  newSubscriptions: number;
  churnedSubscriptions: number;
  series: { mrrCents: number; newSubscriptions: number; churnedSubscriptions: number }[];
};

export async function subscriptionFigures(db: DbOrTx, period: AnalyticsPeriod): Promise<SubscriptionFigures> {
  const { start, end: today } = period;
  const counted = sql`s.status <> 'pending' and s.start_date <= ${today}::date`;
  const buckets = sql.join(
    period.buckets.map((bucket) => sql`(${bucket.start}::date, ${bucket.end}::date)`),
    sql`, `,
  );
  const [running, newSubscriptions, headline, series] = await Promise.all([
    runningSubscriptions(db, today),
    newSubscriptionCount(db, { from: start, to: today }),
    db.execute<Headline>(sql`
      select (count(*) filter (where s.start_date < ${start}::date
          and (s.end_date is null or s.end_date >= ${start}::date)))::int as active_at_start,
        (count(*) filter (where s.end_date between ${start}::date and ${today}::date))::int as churned
      from subscriptions s where ${counted}`),
    // MRR at a day = what started up to it minus what stopped up to it: the changes per day (a few hundred
    // rows) come from one grouping per kind of change; the buckets add them up, however many there are.
    db.execute<{ mrr: string | number; new_subscriptions: number; churned: number }>(sql`
      with buckets(bucket_start, bucket_end) as (values ${buckets}),
      changes as (
        select s.start_date as day, s.interval, sum(${price}) as added, 0 as removed, count(*) as started, 0 as ended
        from subscriptions s where ${counted} group by 1, 2
        union all
        select greatest(s.start_date, s.end_date), s.interval, 0, sum(${price}), 0, 0
        from subscriptions s where ${counted} and s.end_date is not null group by 1, 2
        union all
        select s.end_date, s.interval, 0, 0, 0, count(*)
        from subscriptions s where ${counted} and s.end_date is not null group by 1, 2
      ),
      days as materialized (
        select day, sum((added - removed) / ${months}) as change, sum(started) as started, sum(ended) as ended
        from changes group by day
      )
      select round((select coalesce(sum(change), 0) from days where day <= b.bucket_end)) as mrr,
        (select coalesce(sum(started), 0) from days where day between b.bucket_start and b.bucket_end)::int
          as new_subscriptions,
        (select coalesce(sum(ended), 0) from days where day between b.bucket_start and b.bucket_end)::int as churned
      from buckets b order by b.bucket_start`),
  ]);
  const row = headline.rows[0];
  return {
    mrrCents: running.mrrCents,
    revenuePerCustomerCents: running.revenuePerCustomerCents,
    activeNow: running.activeSubscriptions,
    payingCustomers: running.payingCustomers,
    activeAtStart: row?.active_at_start ?? 0,
    newSubscriptions,
    churnedSubscriptions: row?.churned ?? 0,
    series: series.rows.map((bucket) => ({
      mrrCents: Number(bucket.mrr),
      newSubscriptions: bucket.new_subscriptions,
      churnedSubscriptions: bucket.churned,
    })),
  };
}
