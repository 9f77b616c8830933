import type { CustomerService } from '@hostportaal/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { packages, subscriptions } from '../../db/schema/index.ts';

/** The customer's servers and hosting: every subscription that has not ended, with its package specs. */
export async function listCustomerServices(db: DbOrTx, userId: string): Promise<CustomerService[]> {
  const rows = await db
    .select({ subscription: subscriptions, pkg: packages })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.serviceStatus, 'cancelled_expired')))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt));
  return rows.map(({ subscription, pkg }) => ({
    id: subscription.id,
    title: subscription.title,
    planName: subscription.planName,
    packageName: pkg.name,
    packageType: pkg.type,
    specs: { diskGb: pkg.diskGb, bandwidthGb: pkg.bandwidthGb, vcpu: pkg.vcpu, ramMb: pkg.ramMb },
    status: subscription.status,
    serviceStatus: subscription.serviceStatus,
    domain: subscription.domain,
    url: subscription.url,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    // Live usage comes from DirectAdmin (issue 8); until that is connected there is nothing true to show.
    usage: null,
  }));
}
