import { addMonths, amsterdamToday, intervalMonths } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { packages, type Subscription, subscriptions } from '../schema/index.ts';
import { priceForInterval } from './package-catalog.ts';

export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionInput = Partial<NewSubscription> & Pick<NewSubscription, 'userId' | 'packageId'>;

/**
 * Inserts an active subscription. Defaults come from the package: title and plan name, the price for
 * the interval (monthly by default); it starts today and is next billed one interval later.
 */
export async function insertSubscription(db: DbOrTx, input: SubscriptionInput): Promise<Subscription> {
  const [pkg] = await db.select().from(packages).where(eq(packages.id, input.packageId));
  if (!pkg) throw new Error(`insertSubscription: no package ${input.packageId}`);
  const interval = input.interval ?? 'monthly';
  const startDate = input.startDate ?? amsterdamToday(new Date());
  const priceCents = input.priceCents ?? priceForInterval(pkg, interval);
  if (priceCents === null) throw new Error(`insertSubscription: ${pkg.slug} is not offered ${interval}`);
  const [row] = await db
    .insert(subscriptions)
    .values({
      title: pkg.name,
      planName: pkg.name,
      description: pkg.description,
      status: 'active',
      serviceStatus: 'active',
      nextBillingDate: addMonths(startDate, intervalMonths(interval)),
      billingAnchorDate: startDate,
      ...input,
      interval,
      startDate,
      priceCents,
    })
    .returning();
  if (!row) throw new Error('insertSubscription returned no row');
  return row;
}
