import type { CustomerSubscriptionStats } from '@hostportaal/contract';
import { monthlyEquivalentCents } from '@hostportaal/domain';
import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { packages, type Subscription, subscriptions, type User } from '../../db/schema/index.ts';
import { subscriptionAmountCents, subscriptionGrossCents } from './serialize-subscription.ts';

/** A subscription with the VAT rate of its package, which its invoices charge (unless reverse-charged). */
export type SubscriptionWithVatRate = Subscription & { packageVatRateBp: number };

/** The customer's own subscriptions: running ones first, then ended ones, newest first within each. */
export async function listCustomerSubscriptions(
  db: DbOrTx,
  userId: string,
): Promise<SubscriptionWithVatRate[]> {
  const running = sql`case when ${subscriptions.serviceStatus} in ('active', 'paused', 'cancelled_active', 'pending') then 0 else 1 end`;
  return db
    .select({ ...getTableColumns(subscriptions), packageVatRateBp: packages.vatRateBp })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(running), desc(subscriptions.startDate), asc(subscriptions.title), asc(subscriptions.id));
}

/** Counts by service status and the monthly total of the active ones (SPEC §3 customer stats). */
export async function customerSubscriptionStats(
  db: DbOrTx,
  customer: Pick<User, 'id' | 'country' | 'vatId'>,
): Promise<CustomerSubscriptionStats> {
  const rows = await db
    .select({
      serviceStatus: subscriptions.serviceStatus,
      interval: subscriptions.interval,
      priceCents: subscriptions.priceCents,
      salePriceCents: subscriptions.salePriceCents,
      packageVatRateBp: packages.vatRateBp,
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(
      and(eq(subscriptions.userId, customer.id), inArray(subscriptions.serviceStatus, ['active', 'paused'])),
    );
  let active = 0;
  let paused = 0;
  let totalMonthlyAmount = 0;
  let totalMonthlyGrossAmount = 0;
  for (const row of rows) {
    if (row.serviceStatus === 'paused') {
      paused += 1;
      continue;
    }
    active += 1;
    // Rounded per subscription, as each one would be shown on its own.
    totalMonthlyAmount += monthlyEquivalentCents(subscriptionAmountCents(row), row.interval);
    totalMonthlyGrossAmount += monthlyEquivalentCents(
      subscriptionGrossCents(row, row.packageVatRateBp, customer),
      row.interval,
    );
  }
  return { active, paused, totalMonthlyAmount, totalMonthlyGrossAmount };
}

/** The VAT rate of the package a subscription was ordered from. */
export async function packageVatRateBp(db: DbOrTx, packageId: string): Promise<number> {
  const [row] = await db
    .select({ vatRateBp: packages.vatRateBp })
    .from(packages)
    .where(eq(packages.id, packageId));
  if (!row) throw new Error(`package ${packageId} of a subscription is missing`);
  return row.vatRateBp;
}
