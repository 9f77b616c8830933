import type { AdminDashboardStats } from '@hostportaal/contract';
import { addDays, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { collectionFigures } from '../collections/collection-figures.ts';
import { settledDebits } from '../kpis/payment-kpis.ts';
import { newSubscriptionCount, runningSubscriptions } from '../kpis/subscription-kpis.ts';
import { newUsersThisMonth, registeredUserCount, totalUserCount } from '../kpis/user-kpis.ts';

// The Administration Dashboard's figures (SPEC §3 "Dashboard stats response", the §2 cards and badges), from
// the data: customers, subscriptions, direct debits of the period, unpaid invoices and collection cases.

type Counts = Record<string, number | string | null>;

export async function adminDashboardStats(
  db: DbOrTx,
  input: { today: IsoDate; period: number },
): Promise<AdminDashboardStats> {
  const { today, period } = input;
  const start = addDays(today, -(period - 1));
  const previousStart = addDays(start, -period);
  const current = { from: start, to: today };
  const earlier = { from: previousStart, to: addDays(start, -1) };
  // Users, subscriptions and revenue come from the KPI functions that Analytics and the Users section call
  // too; overdue invoices, cases, risk and failed claims from the collection figures, the period's debits
  // from the payment figures that Analytics and Subscription Analytics call (docs/KPIS.md).
  const [figures, collections, running, debits, users] = await Promise.all([
    db.execute<Counts>(sql`select count(*) as expiring from subscriptions
      where service_status = 'cancelled_active' and end_date <= ${addDays(today, 30)}::date`),
    collectionFigures(db, today),
    runningSubscriptions(db, today),
    settledDebits(db, current),
    Promise.all([
      totalUserCount(db),
      registeredUserCount(db, current),
      registeredUserCount(db, earlier),
      newUsersThisMonth(db, today),
      newSubscriptionCount(db, current),
      newSubscriptionCount(db, earlier),
    ]),
  ]);
  const [totalUsers, newUsers, previousNewUsers, newThisMonth, newSubscriptions, previousNewSubscriptions] =
    users;
  const row = figures.rows[0] ?? {};
  const n = (key: string) => Number(row[key] ?? 0);
  return {
    period,
    totalUsers,
    newUsers,
    previousNewUsers,
    activeSubscriptions: running.activeSubscriptions,
    newSubscriptions,
    previousNewSubscriptions,
    monthlyRevenue: running.mrrCents,
    revenuePerUser: running.revenuePerCustomerCents ?? 0,
    paymentSuccessRate: debits.successRate,
    // payments.returnedDebits: debits returned in the period, not the claims still unpaid after a return.
    failedPayments: debits.returned,
    overduePayments: collections.overdueInvoices,
    overdueAmount: collections.overdueAmountCents,
    recoveryRate: collections.recoveryRate,
    highRiskAccounts: collections.highRiskAccounts,
    collectionCases: collections.openCases,
    badges: {
      newUsersThisMonth: newThisMonth,
      expiringSubscriptions: n('expiring'),
      overdueInvoices: collections.overdueInvoices,
      // The SEPA section's "Failed" (collection.failedClaims), where the badge leads.
      failedPayments: collections.failedClaims,
      riskyCustomers: collections.highRiskAccounts,
    },
  };
}
