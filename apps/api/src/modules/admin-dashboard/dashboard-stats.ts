import type { AdminDashboardStats } from '@hostportaal/contract';
import { addDays, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collectionStats, openCollectionCaseCount } from '../collections/collection-case-rows.ts';

// The Administration Dashboard's figures (SPEC §3 "Dashboard stats response", the §2 cards and badges), from
// the data: customers, subscriptions, direct debits of the period, unpaid invoices and collection cases.

type Counts = Record<string, number | string | null>;

const amsterdamMidnight = (date: string) => sql`(${date}::date::timestamp at time zone 'Europe/Amsterdam')`;

/** Monthly amount of a subscription price by its interval (cents, excl. VAT). */
export const monthlyPrice = sql`(case s.interval when 'monthly' then coalesce(s.sale_price_cents, s.price_cents)::numeric
  when 'quarterly' then coalesce(s.sale_price_cents, s.price_cents) / 3.0
  when 'half-yearly' then coalesce(s.sale_price_cents, s.price_cents) / 6.0
  else coalesce(s.sale_price_cents, s.price_cents) / 12.0 end)`;

function rate(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

export async function adminDashboardStats(
  db: DbOrTx,
  input: { today: IsoDate; period: number },
): Promise<AdminDashboardStats> {
  const { today, period } = input;
  const start = addDays(today, -(period - 1));
  const previousStart = addDays(start, -period);
  const monthStart = `${today.slice(0, 7)}-01`;
  const [figures, collections, openCases] = await Promise.all([
    // One pass per table where several figures read the same rows: the subscriptions, the period's debits
    // and the unpaid invoices are each read once (the overdue pair from the partial index of unpaid ones).
    db.execute<Counts>(sql`with subscription_figures as (
        select count(*) filter (where s.status = 'active') as active_subscriptions,
          count(*) filter (where s.created_at >= ${amsterdamMidnight(start)}) as new_subscriptions,
          count(*) filter (where s.created_at >= ${amsterdamMidnight(previousStart)}
            and s.created_at < ${amsterdamMidnight(start)}) as previous_new_subscriptions,
          coalesce(round(sum(${monthlyPrice}) filter (where s.status = 'active')), 0) as mrr,
          count(distinct s.user_id) filter (where s.status = 'active') as paying_customers
        from subscriptions s
      ), debits as (
        select count(*) filter (where it.status = 'collected') as collected,
          count(*) filter (where it.status = 'returned') as returned
        from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
        where b.collection_date between ${start}::date and ${today}::date
      ), overdue as (
        select count(*) as overdue_invoices, coalesce(sum(total_cents - paid_cents), 0) as overdue_amount
        from invoices where kind = 'invoice' and status in ('open', 'overdue', 'failed')
          and due_date < ${today}::date and total_cents > paid_cents
      )
      select
      (select count(*) from users where role = 'user' and anonymized_at is null) as total_users,
      (select count(*) from users where role = 'user' and created_at >= ${amsterdamMidnight(start)}) as new_users,
      (select count(*) from users where role = 'user' and created_at >= ${amsterdamMidnight(previousStart)}
        and created_at < ${amsterdamMidnight(start)}) as previous_new_users,
      (select count(*) from users where role = 'user' and created_at >= ${amsterdamMidnight(monthStart)})
        as new_users_this_month,
      (select count(*) from subscriptions where service_status = 'cancelled_active'
        and end_date <= ${addDays(today, 30)}::date) as expiring,
      subscription_figures.*, debits.*, overdue.*
      from subscription_figures, debits, overdue`),
    collectionStats(db, today),
    openCollectionCaseCount(db),
  ]);
  const row = figures.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  const collected = n('collected');
  const returned = n('returned');
  return {
    period,
    totalUsers: n('total_users'),
    newUsers: n('new_users'),
    previousNewUsers: n('previous_new_users'),
    activeSubscriptions: n('active_subscriptions'),
    newSubscriptions: n('new_subscriptions'),
    previousNewSubscriptions: n('previous_new_subscriptions'),
    monthlyRevenue: n('mrr'),
    revenuePerUser: n('paying_customers') === 0 ? 0 : Math.round(n('mrr') / n('paying_customers')),
    paymentSuccessRate: rate(collected, collected + returned),
    failedPayments: returned,
    overduePayments: n('overdue_invoices'),
    overdueAmount: n('overdue_amount'),
    recoveryRate: collections.recoveryRate,
    highRiskAccounts: collections.highRiskAccounts,
    collectionCases: openCases,
    badges: {
      newUsersThisMonth: n('new_users_this_month'),
      expiringSubscriptions: n('expiring'),
      overdueInvoices: n('overdue_invoices'),
      failedPayments: returned,
      riskyCustomers: collections.highRiskAccounts,
    },
  };
}
