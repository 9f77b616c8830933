import type { CustomerService } from '@hostportaal/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { packages, provisioningAccounts, provisioningServers, subscriptions } from '../../db/schema/index.ts';
import { serviceNotesOf } from '../provisioning/waiting-for-server.ts';

/** The customer's servers and hosting: every subscription that has not ended, with its package specs. */
export async function listCustomerServices(db: DbOrTx, userId: string): Promise<CustomerService[]> {
  const rows = await db
    .select({
      subscription: subscriptions,
      pkg: packages,
      account: {
        state: provisioningAccounts.state,
        usage: provisioningAccounts.usage,
        usageAt: provisioningAccounts.usageAt,
      },
      panelUrl: provisioningServers.url,
    })
    .from(subscriptions)
    .innerJoin(packages, eq(packages.id, subscriptions.packageId))
    .leftJoin(provisioningAccounts, eq(provisioningAccounts.subscriptionId, subscriptions.id))
    .leftJoin(provisioningServers, eq(provisioningServers.id, provisioningAccounts.serverId))
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.serviceStatus, 'cancelled_expired')))
    .orderBy(desc(subscriptions.startDate), desc(subscriptions.createdAt));
  const notes = await serviceNotesOf(
    db,
    userId,
    rows.map(({ subscription }) => subscription),
  );
  return rows.map(({ subscription, pkg, account, panelUrl }) => ({
    id: subscription.id,
    title: subscription.title,
    planName: subscription.planName,
    packageName: pkg.name,
    packageType: pkg.type,
    specs: { diskGb: pkg.diskGb, bandwidthGb: pkg.bandwidthGb, vcpu: pkg.vcpu, ramMb: pkg.ramMb },
    status: subscription.status,
    serviceStatus: subscription.serviceStatus,
    domain: subscription.domain,
    // The panel the account lives on, once it is built; none while it waits for a server (issue 28);
    // otherwise what staff recorded on the subscription.
    url:
      account?.state === 'active' || account?.state === 'suspended'
        ? panelUrl
        : notes.waitingForServer(subscription.id)
          ? null
          : subscription.url,
    startDate: subscription.startDate,
    endDate: subscription.endDate,
    waitingForServer: notes.waitingForServer(subscription.id),
    suspension: notes.suspension(subscription.id),
    // The panel's last figures (the provisioning job reads them); never an estimate.
    usage:
      account?.usage && account.usageAt
        ? { ...account.usage, measuredAt: account.usageAt.toISOString() }
        : null,
  }));
}
