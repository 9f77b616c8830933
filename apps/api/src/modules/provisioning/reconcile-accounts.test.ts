import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../../test/fake-directadmin.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  emailOutbox,
  provisioningAccounts,
  provisioningServers,
  type Subscription,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { secretBox } from '../../secret-box.ts';
import { accountUsername, reconcileAccounts } from './reconcile-accounts.ts';

// A hosting account follows its subscription on the (fake) DirectAdmin: created when active, suspended
// and unsuspended with collections and payment, deleted after the grace period; DirectAdmin down or
// refusing is retried later or left for an admin, never lost.
let t: TestApp;
let da: FakeDirectAdmin;
let subscription: Subscription;

const panelAccess = () => ({
  secretsKey: t.config.SECRETS_KEY,
  panelAllowedNetworks: t.config.PANEL_ALLOWED_NETWORKS,
});
const run = async () =>
  (await reconcileAccounts(t.database.db, { now: t.clock.now(), ...panelAccess() })).done;
const account = async () =>
  (
    await t.database.db
      .select()
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.subscriptionId, subscription.id))
  )[0];
const setService = (serviceStatus: Subscription['serviceStatus'], endDate: string | null = null) =>
  t.database.db
    .update(subscriptions)
    .set({ serviceStatus, endDate })
    .where(eq(subscriptions.id, subscription.id));

beforeAll(async () => {
  t = await createTestApp();
  da = await startFakeDirectAdmin();
  const db = t.database.db;
  await db.insert(provisioningServers).values({
    name: 'Server 1',
    url: da.url,
    username: da.username,
    loginKeySealed: secretBox(t.config.SECRETS_KEY).seal(da.loginKey),
    capacity: 10,
    lastCheckAt: t.clock.now(),
    lastCheckOk: true,
  });
  await insertAdmin(db, { email: 'beheer@example.nl' });
  const user = await insertUser(db, { email: 'lotte@example.nl', firstname: 'Lotte' });
  const pkg = await insertPackage(db, { directadminPackage: 'basic' });
  subscription = await insertSubscription(db, {
    userId: user.id,
    packageId: pkg.id,
    domain: 'lotte-bakt.nl',
    startDate: '2026-11-01',
  });
});
afterAll(async () => {
  await da.close();
  await t.close();
});

describe('hosting accounts follow billing and collections', () => {
  it('creates the account for an active subscription and e-mails its password once', async () => {
    expect(await run()).toBe(1);
    const username = accountUsername('lotte-bakt.nl', subscription.id);
    expect(await account()).toMatchObject({ state: 'active', username, package: 'basic', lastError: null });
    expect(da.accounts.get(username)).toMatchObject({
      package: 'basic',
      suspended: false,
      domain: 'lotte-bakt.nl',
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'lotte@example.nl'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.textBody).toContain(`Gebruikersnaam: ${username}`);
    expect(await run()).toBe(0);
  });

  it('suspends on collections, and unsuspends when the payment reactivates the service', async () => {
    const username = (await account())?.username ?? '';
    await setService('suspended');
    expect(await run()).toBe(1);
    expect(da.accounts.get(username)?.suspended).toBe(true);
    expect((await account())?.state).toBe('suspended');
    await setService('active');
    expect(await run()).toBe(1);
    expect(da.accounts.get(username)?.suspended).toBe(false);
  });

  it('takes only accounts with work to do, so accounts in step never crowd out a new one', async () => {
    const db = t.database.db;
    const user = await insertUser(db, { email: 'nieuw.account@example.nl' });
    const pkg = await insertPackage(db, { directadminPackage: 'basic' });
    const fresh = await insertSubscription(db, {
      userId: user.id,
      packageId: pkg.id,
      domain: 'nieuw-account.nl',
    });
    // One account per run: the account in step from the first test is not picked again.
    const result = await reconcileAccounts(db, {
      now: t.clock.now(),
      ...panelAccess(),
      limit: 1,
    });
    expect(result).toEqual({ done: 1, more: true });
    const [created] = await db
      .select()
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.subscriptionId, fresh.id));
    expect(created?.state).toBe('active');
    expect(await reconcileAccounts(db, { now: t.clock.now(), ...panelAccess(), limit: 1 })).toEqual({
      done: 0,
      more: false,
    });
  });

  it('moves the account to the new DirectAdmin package when the plan changes', async () => {
    const username = (await account())?.username ?? '';
    const pro = await insertPackage(t.database.db, { directadminPackage: 'pro' });
    await t.database.db
      .update(subscriptions)
      .set({ packageId: pro.id })
      .where(eq(subscriptions.id, subscription.id));
    expect(await run()).toBe(1);
    expect(da.accounts.get(username)?.package).toBe('pro');
    expect(await account()).toMatchObject({ state: 'active', package: 'pro' });
    expect(await run()).toBe(0);
  });

  it('keeps trying while DirectAdmin is down, with back-off, and catches up when it returns', async () => {
    const username = (await account())?.username ?? '';
    await setService('suspended');
    da.fail({ mode: 'down' });
    expect(await run()).toBe(0);
    const failed = await account();
    expect(failed).toMatchObject({ state: 'active', attempts: 1, retryable: true });
    expect(failed?.lastError).toMatch(/de verbinding werd verbroken/);
    da.fail({ mode: 'none' });
    // Not before its next attempt is due.
    expect(await run()).toBe(0);
    t.clock.advance(2 * 60_000);
    expect(await run()).toBe(1);
    expect(await account()).toMatchObject({ state: 'suspended', attempts: 0, lastError: null });
    expect(da.accounts.get(username)?.suspended).toBe(true);
  });

  it('deletes the account only after the grace period once the service has ended', async () => {
    const username = (await account())?.username ?? '';
    await setService('cancelled_expired', '2026-11-20');
    expect(await run()).toBe(0);
    expect(da.accounts.has(username)).toBe(true);
    t.clock.advance(15 * 24 * 3_600_000);
    expect(await run()).toBe(1);
    expect(da.accounts.has(username)).toBe(false);
    expect((await account())?.state).toBe('terminated');
  });

  it('leaves an account DirectAdmin refuses for an admin, with DirectAdmin’s reason', async () => {
    const db = t.database.db;
    const user = await insertUser(db, { email: 'sem@example.nl' });
    const pkg = await insertPackage(db, { directadminPackage: 'no-such-package' });
    const refused = await insertSubscription(db, { userId: user.id, packageId: pkg.id, domain: 'sem.nl' });
    await run();
    const [row] = await db
      .select()
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.subscriptionId, refused.id));
    expect(row).toMatchObject({ state: 'pending', retryable: false });
    expect(row?.lastError).toMatch(/does not exist/);
    t.clock.advance(3_600_000);
    const before = da.requests.length;
    await run();
    // Not tried again (the hourly usage reads of the other accounts go on).
    expect(da.requests.slice(before).filter((request) => request.command === 'CMD_API_ACCOUNT_USER')).toEqual(
      [],
    );

    // The admin sees it among the failing accounts, fixes DirectAdmin, and retries: done at once.
    const headers = bearer((await t.login('beheer@example.nl', 'Test!2026pass')).token);
    const failing = await t.inject({
      method: 'GET',
      url: '/api/admin/provisioning/accounts?filter=failing',
      headers,
    });
    expect(failing.json().data.accounts).toMatchObject([
      { id: row?.id, domain: 'sem.nl', state: 'pending', retryable: false, customerEmail: 'sem@example.nl' },
    ]);
    da.packages.set('no-such-package', { quota: 1000, bandwidth: 'unlimited' });
    const retried = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/accounts/${row?.id}/retry`,
      headers,
    });
    expect(retried.json().data.account).toMatchObject({ state: 'active', lastError: null, retryable: true });
    expect(da.accounts.has(row?.username ?? '')).toBe(true);
    const none = await t.inject({
      method: 'GET',
      url: '/api/admin/provisioning/accounts?filter=failing',
      headers,
    });
    expect(none.json().data.pagination.totalItems).toBe(0);
    const all = await t.inject({ method: 'GET', url: '/api/admin/provisioning/accounts', headers });
    expect(all.json().data.pagination.totalItems).toBe(3);
  });
});
