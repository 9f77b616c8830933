import { addDays, formatDateLong } from '@hostportaal/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../../test/fake-directadmin.ts';
import {
  bearer,
  createTestApp,
  jobDependencies,
  scheduledJob,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  companySettings,
  emailOutbox,
  invoices,
  provisioningAccounts,
  type Subscription,
  serverHealthChecks,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import type { JobName } from '../../jobs/job-definitions.ts';
import { runDunning } from '../collections/dunning-run.ts';

// The whole life of a hosting account, with nobody touching it: the jobs and the collection process drive
// it through the same code paths as in production. Created when the subscription runs; suspended by the
// dunning run; unsuspended when a payment reactivates the service; after the customer cancels and the
// service ends, a backup notice, and deletion after the company's grace period. Meanwhile the customer sees
// the panel's usage, and /health and the status page see the panel's reachability.

let t: TestApp;
let da: FakeDirectAdmin;
let subscription: Subscription;
const customerEmail = 'sanne.hosting@example.nl';

const db = () => t.database.db;
// Logged in at the test clock's time: the clock jumps weeks ahead, past any token's life.
const adminHeaders = async () => bearer((await t.login('beheer.hosting@example.nl', 'Test!2026pass')).token);
const customerHeaders = async () => bearer((await t.login(customerEmail, 'Test!2026pass')).token);
const at = (date: string) => t.clock.set(new Date(`${date}T07:00:00Z`));

function runJob(name: JobName) {
  return scheduledJob(name).run(jobDependencies(t, db()), {});
}

const account = async () =>
  (
    await db()
      .select()
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.subscriptionId, subscription.id))
  )[0];
const daAccount = async () => da.accounts.get((await account())?.username ?? '');
const mailsTo = (subject: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, customerEmail), eq(emailOutbox.subject, subject)))
    .orderBy(asc(emailOutbox.createdAt));

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-21T07:00:00Z') });
  await db()
    .insert(companySettings)
    .values({ id: 1, ...demoCompany, hostingGraceDays: 10 });
  da = await startFakeDirectAdmin();
  await insertAdmin(db(), { email: 'beheer.hosting@example.nl' });
  const customer = await insertUser(db(), { email: customerEmail, firstname: 'Sanne' });
  const pkg = await insertPackage(db(), { directadminPackage: 'basic' });
  subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId: pkg.id,
    domain: 'sanne-bloemen.nl',
    startDate: '2026-10-15',
    // Billed in advance to mid-January: a cancellation in December ends the service then.
    nextBillingDate: '2027-01-15',
  });
  await insertInvoice(db(), {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-10-15',
    dueDate: '2026-11-01',
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Webhosting', unitPriceCents: 1500 }],
  });
});
afterAll(async () => {
  await da.close();
  await t.close();
});

describe('a hosting account follows billing and collections without staff clicking', () => {
  it('waits for a checked server, then is created when an admin adds one', async () => {
    // No server yet: nothing to create on, nothing fails.
    await runJob('provisioning');
    expect(await account()).toBeUndefined();

    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers: await adminHeaders(),
      payload: { name: 'DA 1', url: da.url, username: da.username, loginKey: da.loginKey, capacity: 50 },
    });
    expect(created.statusCode).toBe(201);
    // Checked by the server-health job (every 5 minutes), not by anyone clicking.
    expect(await runJob('server-health')).toBe(1);
    expect(await runJob('provisioning')).toBe(1);
    expect(await account()).toMatchObject({ state: 'active', package: 'basic', domain: 'sanne-bloemen.nl' });
    expect(await daAccount()).toMatchObject({ suspended: false, email: customerEmail });
    expect(await mailsTo('Je hostingaccount voor sanne-bloemen.nl staat klaar')).toHaveLength(1);
  });

  it("shows the customer the panel's usage and the panel link, not an estimate", async () => {
    const username = (await account())?.username ?? '';
    const live = da.accounts.get(username);
    if (!live) throw new Error('account missing on DirectAdmin');
    live.usage = { quota: 312.5, bandwidth: 2048, nemails: 3, vdomains: 2 };
    // The usage read after creation is over an hour old by now.
    t.clock.advance(61 * 60_000);
    await runJob('provisioning');
    const services = await t.inject({
      method: 'GET',
      url: '/api/services',
      headers: await customerHeaders(),
    });
    const service = services.json().data.services.find((row: { id: string }) => row.id === subscription.id);
    expect(service).toMatchObject({
      url: da.url,
      usage: {
        diskMb: 312.5,
        diskLimitMb: 1000,
        bandwidthMb: 2048,
        bandwidthLimitMb: 10_000,
        emailAccounts: 3,
        domains: 2,
        measuredAt: t.clock.now().toISOString(),
      },
    });
  });

  it('is suspended by the dunning run and unsuspended when a payment reactivates the service', async () => {
    for (const day of ['2026-11-21', '2026-11-28', '2026-12-05', '2026-12-21']) {
      at(day);
      await runDunning(db(), { now: t.clock.now(), publicUrl: 'http://portal.test' });
      await runJob('provisioning');
      expect((await daAccount())?.suspended).toBe(false);
    }
    at('2026-12-22');
    expect(await runDunning(db(), { now: t.clock.now(), publicUrl: 'http://portal.test' })).toMatchObject({
      suspensions: 1,
    });
    await runJob('provisioning');
    expect(await account()).toMatchObject({ state: 'suspended' });
    expect((await daAccount())?.suspended).toBe(true);

    // The incassobrief's EUR 40 goes first (art. 6:44 BW), then the invoice: all of it lifts the suspension.
    const [invoice] = await db().select().from(invoices).where(eq(invoices.subscriptionId, subscription.id));
    const paid = await t.inject({
      method: 'POST',
      url: `/api/admin/payments/${invoice?.id}/mark-paid`,
      headers: await adminHeaders(),
      payload: { amount: 1815 + 4000, paymentMethod: 'bank_transfer', reactivateSubscription: true },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ openCents: 0, subscriptionReactivated: true });
    await runJob('provisioning');
    expect(await account()).toMatchObject({ state: 'active', lastError: null });
    expect((await daAccount())?.suspended).toBe(false);
  });

  it('after the customer cancels and the service ends: a backup notice, then deletion after the grace period', async () => {
    const cancelled = await t.inject({
      method: 'POST',
      url: `/api/user-subscriptions/${subscription.id}/cancel`,
      headers: await customerHeaders(),
      payload: { reason: 'Ik verhuis mijn website' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [row] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    const endDate = row?.endDate;
    if (!endDate) throw new Error('a cancelled subscription has an end date');
    expect(endDate > '2026-12-22').toBe(true);
    // Still running until the end date.
    await runJob('provisioning');
    expect((await daAccount())?.suspended).toBe(false);

    const dayAfter = new Date(`${endDate}T23:30:00Z`);
    t.clock.set(dayAfter);
    await runJob('expire-cancelled-subscriptions');
    await runJob('provisioning');
    expect(await account()).toMatchObject({ state: 'suspended' });
    expect((await daAccount())?.suspended).toBe(true);
    const notices = await mailsTo(
      `sanne-bloemen.nl wordt op ${formatDateLong(addDays(endDate, 10))} verwijderd`,
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textBody).toContain('Wil je een back-up?');
    // Once, however often the job runs.
    await runJob('provisioning');
    expect(
      await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'hosting_backup_notice')),
    ).toHaveLength(1);

    // The grace period (10 days, the company setting) not yet over: kept.
    t.clock.set(new Date(dayAfter.getTime() + 8 * 86_400_000));
    await runJob('provisioning');
    expect(await daAccount()).toBeDefined();
    t.clock.set(new Date(dayAfter.getTime() + 10 * 86_400_000));
    await runJob('provisioning');
    expect(await account()).toMatchObject({ state: 'terminated' });
    expect(await daAccount()).toBeUndefined();
  });

  it('reports the panel on /health and the status page, and records each check', async () => {
    let health = await t.inject({ method: 'GET', url: '/health' });
    expect(health.json().checks.provisioning).toMatchObject({ status: 'up', servers: 1, reachable: 1 });

    t.clock.advance(5 * 60_000);
    expect(await runJob('server-health')).toBe(1);
    da.fail({ mode: 'down' });
    t.clock.advance(5 * 60_000);
    expect(await runJob('server-health')).toBe(0);
    health = await t.inject({ method: 'GET', url: '/health' });
    // The panel being down degrades provisioning, not the portal: still 200 for the load balancer.
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({
      status: 'degraded',
      checks: { database: { status: 'up' }, provisioning: { status: 'down', servers: 1, reachable: 0 } },
    });
    const status = await t.inject({ method: 'GET', url: '/api/status', headers: await customerHeaders() });
    expect(status.json().data.overall).toBe('partial_outage');
    expect(status.json().data.servers).toEqual([
      expect.objectContaining({ name: 'DA 1', kind: 'hosting', status: 'down', latencyMs: null }),
    ]);
    // History of 30 days: the first check, in November, has been pruned.
    const checks = await db().select().from(serverHealthChecks).orderBy(asc(serverHealthChecks.checkedAt));
    expect(checks.map((check) => check.ok)).toEqual([true, false]);
    expect(status.json().data.servers[0]).toMatchObject({ uptime24h: 50, uptime30d: 50 });
    expect(JSON.stringify(status.json())).not.toContain(da.url);
    da.fail({ mode: 'none' });
  });
});
