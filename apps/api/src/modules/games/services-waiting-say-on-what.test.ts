import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../../test/fake-directadmin.ts';
import { type FakePterodactyl, startFakePterodactyl } from '../../../test/fake-pterodactyl.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, type Package } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Services that wait say on what (issue 28): a game server or hosting account ordered while its panel has no
// usable server waits for a server staff must add, not "a few minutes": the customer reads so (dashboard,
// Servers, Mijn Abonnementen), the dashboard does not count it as active nor offer its panel, and staff get
// a System Alert until a server is added and checked. A suspended service names the unpaid invoice, and what
// is open on it, whose payment lifts the suspension.

let t: TestApp;
let minecraft: Package;
let admin: ReturnType<typeof bearer>;
let customer: ReturnType<typeof bearer>;
let games: FakePterodactyl;
let hostingPanel: FakeDirectAdmin;
let hosting: Package;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(db, new Date('2026-01-05T09:00:00Z'));
  minecraft = await insertPackage(db, {
    slug: 'wacht-minecraft',
    name: 'Minecraft Java 4GB',
    type: 'game_server',
    ramMb: 4096,
    diskGb: 25,
    game: 'minecraft_java',
    slots: 20,
    pterodactylEgg: '1:3',
    directadminPackage: null,
    priceMonthlyCents: 1095,
  });
  await insertAdmin(db, { email: 'wacht.alert@example.nl' });
  admin = bearer((await t.login('wacht.alert@example.nl', 'Test!2026pass')).token);
  await insertUser(db, { email: 'wacht.gamer@example.nl' });
  customer = bearer((await t.login('wacht.gamer@example.nl', 'Test!2026pass')).token);
  games = await startFakePterodactyl({ allocations: 10 });
  hostingPanel = await startFakeDirectAdmin();
  hosting = await insertPackage(db, {
    slug: 'wacht-webhosting',
    name: 'Webhosting Plus',
    type: 'shared_hosting',
    directadminPackage: 'basic',
    priceMonthlyCents: 695,
  });
});
afterAll(async () => {
  await games.close();
  await hostingPanel.close();
  await t.close();
});

const listServers = async (headers: ReturnType<typeof bearer>) => {
  const listed = await t.inject({ method: 'GET', url: '/api/games', headers });
  expect(listed.statusCode).toBe(200);
  return listed.json().data.servers as Array<Record<string, unknown>>;
};
type Summary = {
  activeServices: number;
  services: Array<{ id: string; url: string | null; waitingForServer: boolean }>;
};
const summary = async (headers = customer) => {
  const response = await t.inject({ method: 'GET', url: '/api/dashboard/summary', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as Summary;
};
/** The customer's services as the Servers page reads them. */
const services = async (headers: ReturnType<typeof bearer>) => {
  const response = await t.inject({ method: 'GET', url: '/api/services', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data.services as Array<Record<string, unknown>>;
};
/** The rows of Mijn Abonnementen. */
const ownSubscriptions = async (headers: ReturnType<typeof bearer>) => {
  const response = await t.inject({ method: 'GET', url: '/api/user-subscriptions/user', headers });
  expect(response.statusCode).toBe(200);
  return response.json().data as Array<Record<string, unknown>>;
};
const alerts = async () => {
  const response = await t.inject({ method: 'GET', url: '/api/admin/dashboard/alerts', headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json().data.alerts as Array<{ id: string; values: { count: number }; section: string }>;
};

describe('a game server ordered while no game panel exists', () => {
  it('waits for a server, is not active on the dashboard and raises a System Alert, until a panel is checked', async () => {
    const ordered = await t.inject({
      method: 'POST',
      url: '/api/games/create',
      headers: customer,
      payload: {
        templateId: minecraft.id,
        interval: 'monthly',
        mandate: {
          iban: 'NL91 ABNA 0417 1643 00',
          bic: null,
          accountHolder: 'W. Wachter',
          signedPlace: 'Zwolle',
          mandateConsent: true,
        },
        acceptance: demoAcceptance,
      },
    });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().data.server).toMatchObject({ status: 'pending', waitingForServer: true });

    const [server] = await listServers(customer);
    expect(server).toMatchObject({
      status: 'pending',
      waitingForServer: true,
      panelUrl: null,
      suspension: null,
    });
    const waitingSummary = await summary();
    expect(waitingSummary.activeServices).toBe(0);
    // Listed as waiting, with no game panel to offer.
    expect(waitingSummary.services).toEqual([
      expect.objectContaining({ id: server?.id, waitingForServer: true, url: null }),
    ]);
    expect(await alerts()).toContainEqual(
      expect.objectContaining({
        id: 'game_servers_waiting',
        values: expect.objectContaining({ count: 1 }),
        section: 'hosting',
      }),
    );

    // Staff add a game panel and check it: the run it starts builds the server.
    const added = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers: admin,
      payload: {
        name: 'Games 1',
        panel: 'pterodactyl',
        url: games.url,
        loginKey: games.apiKey,
        capacity: 10,
        isActive: true,
      },
    });
    expect(added.statusCode).toBe(201);
    const checked = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${added.json().data.server.id}/check`,
      headers: admin,
    });
    expect(checked.json().data.server.lastCheck).toMatchObject({ ok: true });

    expect((await listServers(customer))[0]).toMatchObject({ status: 'active', waitingForServer: false });
    const builtSummary = await summary();
    expect(builtSummary.activeServices).toBe(1);
    expect(builtSummary.services).toEqual([expect.objectContaining({ waitingForServer: false })]);
    expect((await alerts()).map((alert) => alert.id)).not.toContain('game_servers_waiting');
  });
});

describe('a suspended game server', () => {
  it('names the unpaid invoice whose payment lifts the suspension', async () => {
    const db = t.database.db;
    const owner = await insertUser(db, { email: 'geschorst.gamer@example.nl' });
    const subscription = await insertSubscription(db, {
      userId: owner.id,
      packageId: minecraft.id,
      status: 'suspended',
      serviceStatus: 'suspended',
    });
    const paid = await insertInvoice(db, {
      userId: owner.id,
      subscriptionId: subscription.id,
      status: 'paid',
      issueDate: '2026-01-01',
    });
    const unpaid = await insertInvoice(db, {
      userId: owner.id,
      subscriptionId: subscription.id,
      status: 'overdue',
      issueDate: '2026-02-01',
    });
    const headers = bearer((await t.login('geschorst.gamer@example.nl', 'Test!2026pass')).token);
    const [server] = await listServers(headers);
    expect(server).toMatchObject({
      status: 'suspended',
      waitingForServer: false,
      suspension: {
        reason: 'unpaid_invoice',
        invoiceId: unpaid.invoice.id,
        invoiceNumber: unpaid.invoice.invoiceNumber,
        openCents: unpaid.invoice.totalCents,
        otherUnpaidInvoices: 0,
      },
    });
    expect(paid.invoice.invoiceNumber).not.toBe(unpaid.invoice.invoiceNumber);
  });
});

describe('a hosting account ordered while no DirectAdmin server exists', () => {
  it('waits for a server on the dashboard, Servers and Mijn Abonnementen, until a server is checked', async () => {
    const db = t.database.db;
    const owner = await insertUser(db, { email: 'wacht.hosting@example.nl' });
    const headers = bearer((await t.login('wacht.hosting@example.nl', 'Test!2026pass')).token);
    const account = await insertSubscription(db, {
      userId: owner.id,
      packageId: hosting.id,
      domain: 'wacht-op-mij.nl',
      // What staff once recorded: not a panel to offer while nothing is built.
      url: 'https://panel.hostportaal.test/wacht-op-mij',
    });

    const waitingSummary = await summary(headers);
    expect(waitingSummary.activeServices).toBe(0);
    expect(waitingSummary.services).toEqual([
      expect.objectContaining({ id: account.id, waitingForServer: true, url: null }),
    ]);
    expect(await services(headers)).toEqual([
      expect.objectContaining({
        id: account.id,
        serviceStatus: 'active',
        waitingForServer: true,
        url: null,
        suspension: null,
      }),
    ]);
    expect(await ownSubscriptions(headers)).toEqual([
      expect.objectContaining({ id: account.id, waitingForServer: true, suspension: null }),
    ]);
    expect(await alerts()).toContainEqual(
      expect.objectContaining({
        id: 'hosting_waiting',
        values: expect.objectContaining({ count: 1 }),
        section: 'hosting',
      }),
    );

    // Staff add a DirectAdmin server and check it: the run it starts creates the account.
    const added = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers: admin,
      payload: {
        name: 'Hosting 1',
        panel: 'directadmin',
        url: hostingPanel.url,
        username: hostingPanel.username,
        loginKey: hostingPanel.loginKey,
        capacity: 10,
        isActive: true,
      },
    });
    expect(added.statusCode).toBe(201);
    const checked = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${added.json().data.server.id}/check`,
      headers: admin,
    });
    expect(checked.json().data.server.lastCheck).toMatchObject({ ok: true });

    const builtSummary = await summary(headers);
    expect(builtSummary.activeServices).toBe(1);
    expect(builtSummary.services).toEqual([
      expect.objectContaining({
        id: account.id,
        waitingForServer: false,
        url: 'https://panel.hostportaal.test/wacht-op-mij',
      }),
    ]);
    expect(await services(headers)).toEqual([
      expect.objectContaining({ id: account.id, waitingForServer: false, url: hostingPanel.url }),
    ]);
    expect((await ownSubscriptions(headers))[0]).toMatchObject({ waitingForServer: false });
    expect((await alerts()).map((alert) => alert.id)).not.toContain('hosting_waiting');
  });
});

describe('a suspended hosting account', () => {
  it('names its oldest unpaid invoice and what is open on it, and a payment received lifts it', async () => {
    const db = t.database.db;
    const owner = await insertUser(db, { email: 'geschorst.hosting@example.nl' });
    const headers = bearer((await t.login('geschorst.hosting@example.nl', 'Test!2026pass')).token);
    const subscription = await insertSubscription(db, {
      userId: owner.id,
      packageId: hosting.id,
      domain: 'geschorst.nl',
      status: 'suspended',
      serviceStatus: 'suspended',
    });
    const older = await insertInvoice(db, {
      userId: owner.id,
      subscriptionId: subscription.id,
      status: 'overdue',
      issueDate: '2026-09-01',
      paymentType: 'bank_transfer',
      paidCents: 200,
    });
    await insertInvoice(db, {
      userId: owner.id,
      subscriptionId: subscription.id,
      status: 'failed',
      issueDate: '2026-10-01',
      paymentType: 'bank_transfer',
    });
    const suspension = {
      reason: 'unpaid_invoice',
      invoiceId: older.invoice.id,
      invoiceNumber: older.invoice.invoiceNumber,
      openCents: older.invoice.totalCents - 200,
      otherUnpaidInvoices: 1,
    };
    expect(await services(headers)).toEqual([
      expect.objectContaining({ serviceStatus: 'suspended', waitingForServer: false, suspension }),
    ]);
    expect(await ownSubscriptions(headers)).toEqual([
      expect.objectContaining({ serviceStatus: 'suspended', waitingForServer: false, suspension }),
    ]);

    // The payment of the named invoice comes in: the suspension is lifted and nothing names a reason.
    const paid = await t.inject({
      method: 'POST',
      url: `/api/admin/payments/${older.invoice.id}/mark-paid`,
      headers: admin,
      payload: { amount: suspension.openCents, paymentMethod: 'bank_transfer', reactivateSubscription: true },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ openCents: 0, subscriptionReactivated: true });
    expect(await ownSubscriptions(headers)).toEqual([
      expect.objectContaining({ serviceStatus: 'active', suspension: null }),
    ]);
    expect((await services(headers))[0]).toMatchObject({ serviceStatus: 'active', suspension: null });
  });
});
