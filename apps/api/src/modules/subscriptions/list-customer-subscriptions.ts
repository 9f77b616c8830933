import type { CustomerSubscriptionStats } from '@hostportaal/contract';
import { monthlyEquivalentCents } from '@hostportaal/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type Subscription, subscriptions } from '../../db/schema/index.ts';
import { subscriptionAmountCents } from './serialize-subscription.ts';

/** The customer's own subscriptions: running ones first, then ended ones, newest first within each. */
export async function listCustomerSubscriptions(db: DbOrTx, userId: string): Promise<Subscription[]> {
  const running = sql`case when ${subscriptions.serviceStatus} in ('active', 'paused', 'cancelled_active', 'pending') then 0 else 1 end`;
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(running), desc(subscriptions.startDate), asc(subscriptions.title), asc(subscriptions.id));
}

/** Counts by service status and the monthly total of the active ones (SPEC §3 customer stats). */
export async function customerSubscriptionStats(
  db: DbOrTx,
  userId: string,
): Promise<CustomerSubscriptionStats> {
  const rows = await db
    .select({
      serviceStatus: subscriptions.serviceStatus,
      interval: subscriptions.interval,
      priceCents: subscriptions.priceCents,
      salePriceCents: subscriptions.salePriceCents,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.serviceStatus, ['active', 'paused'])));
  let active = 0;
  let paused = 0;
  let totalMonthlyAmount = 0;
  for (const row of rows) {
    if (row.serviceStatus === 'paused') {
      paused += 1;
      continue;
    }
    active += 1;
    // Rounded per subscription, as each one would be shown on its own.
    totalMonthlyAmount += monthlyEquivalentCents(subscriptionAmountCents(row), row.interval);
  }
  return { active, paused, totalMonthlyAmount };
}
