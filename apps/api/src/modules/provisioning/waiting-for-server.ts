import type { ServiceSuspension } from '@hostportaal/contract';
import { and, asc, count, eq, inArray, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoices,
  type ProvisioningServer,
  packages,
  provisioningAccounts,
  provisioningPanel,
  subscriptions,
} from '../../db/schema/index.ts';
import { unpaidInvoiceStatuses } from '../invoices/customer-invoices.ts';
import { builtOn, pickServer } from './reconcile-accounts.ts';

// Services that wait say on what (issue 28). A service on a panel package that is not built yet waits either
// for the few minutes the provisioning job takes, or, when its panel has no usable server with room (none
// configured, out of service, failing its check, or full), for staff to add one: that can take months, so
// the customer reads "Wacht op een server", the dashboard does not count it as active, and staff get a
// System Alert.

type Panel = ProvisioningServer['panel'];

/** The panels that have no usable server with room: their unbuilt services wait for staff. */
export async function panelsWithoutServer(db: DbOrTx): Promise<Set<Panel>> {
  const missing = new Set<Panel>();
  for (const panel of provisioningPanel.enumValues) if (!(await pickServer(db, panel))) missing.add(panel);
  return missing;
}

/** Running (or ordered) subscriptions on the panel whose account is not built yet. */
function unbuiltOn(panel: Panel) {
  return and(
    builtOn(panel),
    inArray(subscriptions.serviceStatus, ['pending', 'active', 'cancelled_active']),
    or(isNull(provisioningAccounts.id), eq(provisioningAccounts.state, 'pending')),
  );
}

/** How many services wait for a server staff must add, per panel (the System Alert's figures). */
export async function countWaitingForServer(db: DbOrTx): Promise<Record<Panel, number>> {
  const missing = await panelsWithoutServer(db);
  const counts = { directadmin: 0, pterodactyl: 0 } as Record<Panel, number>;
  for (const panel of missing) {
    const [row] = await db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .leftJoin(provisioningAccounts, eq(provisioningAccounts.subscriptionId, subscriptions.id))
      .where(unbuiltOn(panel));
    counts[panel] = row?.total ?? 0;
  }
  return counts;
}

/** Of the customer's subscriptions, the ids of those waiting for a server staff must add. */
export async function subscriptionsWaitingForServer(db: DbOrTx, userId: string): Promise<Set<string>> {
  const missing = await panelsWithoutServer(db);
  const waiting = new Set<string>();
  for (const panel of missing) {
    const rows = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .leftJoin(provisioningAccounts, eq(provisioningAccounts.subscriptionId, subscriptions.id))
      .where(and(eq(subscriptions.userId, userId), unbuiltOn(panel)));
    for (const row of rows) waiting.add(row.id);
  }
  return waiting;
}

/**
 * Why each suspended subscription is suspended: its oldest unpaid invoice, with what is still open on it,
 * whose payment lifts the suspension (collections suspend for an unpaid claim; a payment received resumes
 * the service), and how many more of its invoices are unpaid. No entry when none is unpaid.
 */
export async function suspensionsOf(
  db: DbOrTx,
  subscriptionIds: string[],
): Promise<Map<string, ServiceSuspension>> {
  const reasons = new Map<string, ServiceSuspension>();
  if (subscriptionIds.length === 0) return reasons;
  const rows = await db
    .select({
      subscriptionId: invoices.subscriptionId,
      invoiceId: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      totalCents: invoices.totalCents,
      paidCents: invoices.paidCents,
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.subscriptionId, subscriptionIds),
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, [...unpaidInvoiceStatuses]),
      ),
    )
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber));
  for (const row of rows) {
    if (!row.subscriptionId) continue;
    const named = reasons.get(row.subscriptionId);
    if (named) named.otherUnpaidInvoices += 1;
    else
      reasons.set(row.subscriptionId, {
        reason: 'unpaid_invoice',
        invoiceId: row.invoiceId,
        invoiceNumber: row.invoiceNumber,
        openCents: Math.max(row.totalCents - row.paidCents, 0),
        otherUnpaidInvoices: 0,
      });
  }
  return reasons;
}

/** What a customer's service says beside its status (issue 28), per subscription id. */
export type ServiceNotes = {
  waitingForServer: (subscriptionId: string) => boolean;
  suspension: (subscriptionId: string) => ServiceSuspension | null;
};

/**
 * What the customer reads about their services beside the status (issue 28): which wait for a server staff
 * must add, and why each suspended one is suspended.
 */
export async function serviceNotesOf(
  db: DbOrTx,
  userId: string,
  rows: ReadonlyArray<{ id: string; serviceStatus: string }>,
): Promise<ServiceNotes> {
  const [waiting, suspensions] = await Promise.all([
    subscriptionsWaitingForServer(db, userId),
    suspensionsOf(
      db,
      rows.filter((row) => row.serviceStatus === 'suspended').map((row) => row.id),
    ),
  ]);
  return {
    waitingForServer: (id) => waiting.has(id),
    suspension: (id) => suspensions.get(id) ?? null,
  };
}
