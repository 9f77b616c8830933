import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakePterodactyl, startFakePterodactyl } from '../../../test/fake-pterodactyl.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  emailOutbox,
  invoices,
  type Package,
  provisioningAccounts,
  sepaMandates,
  subscriptions,
} from '../../db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { reconcileAccounts } from '../provisioning/reconcile-accounts.ts';

// SPEC §7 /api/games: the catalogue of game-server templates, the customer's game servers, and an order that
// goes through the ordinary order code (subscription, first invoice, mandate) with the server pending until
// the provisioning job has built it.

let t: TestApp;
let minecraft: Package;
let retired: Package;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(t.database.db, new Date('2026-01-05T09:00:00Z'));
  minecraft = await insertPackage(t.database.db, {
    slug: 'games-minecraft',
    name: 'Minecraft Java 4GB',
    type: 'game_server',
    ramMb: 4096,
    diskGb: 25,
    game: 'minecraft_java',
    slots: 20,
    pterodactylEgg: '1:3',
    priceMonthlyCents: 1095,
    priceQuarterlyCents: null,
    priceHalfYearlyCents: null,
    priceAnnuallyCents: 11_795,
    sortOrder: 1,
  });
  await insertPackage(t.database.db, {
    slug: 'games-valheim',
    name: 'Valheim',
    type: 'game_server',
    ramMb: 4096,
    game: 'valheim',
    slots: 10,
    priceMonthlyCents: 1250,
    sortOrder: 2,
  });
  retired = await insertPackage(t.database.db, {
    slug: 'games-retired',
    name: 'Oud spel',
    type: 'game_server',
    game: 'old_game',
    slots: 8,
    isActive: false,
  });
  // Hosting is no game template.
  await insertPackage(t.database.db, { slug: 'games-webhosting', type: 'shared_hosting' });
});
afterAll(() => t.close());

async function customer(email: string) {
  const user = await insertUser(t.database.db, { email });
  const { token } = await t.login(email, 'Test!2026pass');
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url, headers: bearer(token), payload });
  return { user, call };
}

const consent = {
  iban: 'NL91 ABNA 0417 1643 00',
  bic: null,
  accountHolder: 'Daan Gamer',
  signedPlace: 'Zwolle',
  mandateConsent: true,
};

describe('GET /api/games/templates', () => {
  it('lists the game servers on sale with game, RAM, slots and price per interval, to anyone', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/games/templates' });
    expect(response.statusCode).toBe(200);
    const { templates } = response.json().data;
    expect(templates.map((template: { slug: string }) => template.slug)).toEqual([
      'games-minecraft',
      'games-valheim',
    ]);
    expect(templates[0]).toMatchObject({
      id: minecraft.id,
      name: 'Minecraft Java 4GB',
      game: 'minecraft_java',
      slots: 20,
      specs: { ramMb: 4096, diskGb: 25 },
      prices: { monthly: 1095, quarterly: null, 'half-yearly': null, annually: 11_795 },
      vatRateBp: 2100,
    });
  });
});

describe('POST /api/games/create and GET /api/games', () => {
  it('orders a game server with a new mandate: subscription, first invoice, server pending', async () => {
    const { user, call } = await customer('daan.gamer@example.nl');
    const ordered = await call('POST', '/api/games/create', {
      acceptance: demoAcceptance,
      templateId: minecraft.id,
      interval: 'monthly',
      mandate: consent,
    });
    expect(ordered.statusCode).toBe(201);
    const data = ordered.json().data;
    expect(data.mandateReference).toMatch(/^HP-MND-/);
    expect(data.invoices).toHaveLength(1);
    // 10.95 + 21% VAT.
    expect(data.invoices[0].totalCents).toBe(1325);
    expect(data.server).toMatchObject({
      title: 'Minecraft Java 4GB',
      game: 'minecraft_java',
      slots: 20,
      ramMb: 4096,
      status: 'pending',
      serviceStatus: 'active',
      interval: 'monthly',
      priceCents: 1095,
      panelUrl: null,
    });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, data.server.subscriptionId));
    expect(row).toMatchObject({ userId: user.id, packageId: minecraft.id });
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.id, data.invoices[0].id));
    expect(invoice?.subscriptionId).toBe(row?.id);

    const listed = await call('GET', '/api/games');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toMatchObject({
      servers: [{ id: data.server.id, status: 'pending' }],
      pagination: { page: 1, totalItems: 1, totalPages: 1 },
    });
  });

  it('uses the valid mandate the customer has, and pages the list on the server', async () => {
    const { user, call } = await customer('mandaat.gamer@example.nl');
    await insertMandate(t.database.db, user.id);
    for (let order = 0; order < 3; order++) {
      const ordered = await call('POST', '/api/games/create', {
        acceptance: demoAcceptance,
        templateId: minecraft.id,
        interval: 'annually',
      });
      expect(ordered.statusCode).toBe(201);
    }
    expect(
      await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.userId, user.id)),
    ).toHaveLength(1);
    const page2 = await call('GET', '/api/games?page=2&limit=2');
    expect(page2.json().data.servers).toHaveLength(1);
    expect(page2.json().data.pagination).toEqual({ page: 2, limit: 2, totalItems: 3, totalPages: 2 });
  });

  it('refuses an order without a mandate, of a template no longer on sale, or at an interval not offered', async () => {
    const { user, call } = await customer('zonder.mandaat@example.nl');
    const noMandate = await call('POST', '/api/games/create', {
      acceptance: demoAcceptance,
      templateId: minecraft.id,
      interval: 'monthly',
    });
    expect(noMandate.statusCode).toBe(409);
    expect(noMandate.json().code).toBe('MANDATE_INVALID');

    const gone = await call('POST', '/api/games/create', {
      acceptance: demoAcceptance,
      templateId: retired.id,
      interval: 'monthly',
      mandate: consent,
    });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().details).toEqual([
      { field: 'templateId', message: 'Deze game-server is niet (meer) te bestellen' },
    ]);

    const quarterly = await call('POST', '/api/games/create', {
      acceptance: demoAcceptance,
      templateId: minecraft.id,
      interval: 'quarterly',
      mandate: consent,
    });
    expect(quarterly.statusCode).toBe(409);
    expect(quarterly.json().details).toEqual([
      { field: 'interval', message: 'Dit pakket heeft geen prijs voor deze termijn' },
    ]);

    const badIban = await call('POST', '/api/games/create', {
      acceptance: demoAcceptance,
      templateId: minecraft.id,
      interval: 'monthly',
      mandate: { ...consent, iban: 'NL00 BANK 0000 0000 00' },
    });
    expect(badIban.statusCode).toBe(422);
    // Nothing was created by any refusal.
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.userId, user.id))).toEqual(
      [],
    );
  });

  it("never shows one customer's game servers to another, and needs a login", async () => {
    const { call } = await customer('andere.gamer@example.nl');
    const listed = await call('GET', '/api/games');
    expect(listed.json().data).toMatchObject({ servers: [], pagination: { totalItems: 0 } });
    expect((await t.inject({ method: 'GET', url: '/api/games' })).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: 'POST',
          url: '/api/games/create',
          payload: { acceptance: demoAcceptance, templateId: minecraft.id, interval: 'monthly' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('a game server is built on the game panel', () => {
  let panel: FakePterodactyl;
  beforeAll(async () => {
    // Room for the servers the earlier tests ordered as well: they are built in the same runs.
    panel = await startFakePterodactyl({ allocations: 20 });
  });
  afterAll(() => panel.close());

  it('goes from pending to active once a Pterodactyl server is connected, with the template’s limits', async () => {
    await insertAdmin(t.database.db, { email: 'games.beheer@example.nl' });
    const admin = bearer((await t.login('games.beheer@example.nl', 'Test!2026pass')).token);
    const { user, call } = await customer('bouwer.gamer@example.nl');
    await insertMandate(t.database.db, user.id);

    // Ordered before any game panel exists: it waits, pending, and nothing fails.
    const ordered = await call('POST', '/api/games/create', {
      acceptance: demoAcceptance,
      templateId: minecraft.id,
      interval: 'monthly',
    });
    expect(ordered.json().data.server.status).toBe('pending');

    const added = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers: admin,
      payload: {
        name: 'Games 1',
        panel: 'pterodactyl',
        url: panel.url,
        loginKey: panel.apiKey,
        capacity: 20,
      },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.server).toMatchObject({ panel: 'pterodactyl', username: '' });
    const checked = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${added.json().data.server.id}/check`,
      headers: admin,
    });
    expect(checked.json().data.server.lastCheck).toMatchObject({ ok: true, error: null });

    // A server that answers its check takes the waiting orders at once.
    const listed = await call('GET', '/api/games');
    const server = listed.json().data.servers[0];
    expect(server).toMatchObject({ status: 'active', panelUrl: panel.url });
    const [account] = await t.database.db
      .select()
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.subscriptionId, server.subscriptionId));
    expect(account).toMatchObject({ state: 'active', domain: null, package: '1:3 4096MB 25600MB 20slots' });
    const built = panel.servers.get(account?.username ?? '');
    expect(built).toMatchObject({ egg: 3, suspended: false, limits: { memory: 4096, disk: 25_600 } });
    // Started as the egg describes it (Paper has no player-limit variable; the Rust egg's is set in the client tests).
    expect(built?.environment).toMatchObject({ SERVER_JARFILE: 'server.jar' });
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.toAddress, 'bouwer.gamer@example.nl'),
          eq(emailOutbox.template, 'game_server_ready'),
        ),
      );
    expect(mail).toMatchObject({
      subject: 'Je Minecraft Java 4GB-server staat klaar',
      template: 'game_server_ready',
    });
    expect(mail?.textBody).toContain(panel.url);
    // The panel sends its own set-password mail: we never made up a password.
    expect(
      [...panel.users.values()].find((panelUser) => panelUser.email === 'bouwer.gamer@example.nl')?.password,
    ).toBeNull();

    // A second order goes straight through: the route asks for it to be built at once.
    const second = await call('POST', '/api/games/create', {
      acceptance: demoAcceptance,
      templateId: minecraft.id,
      interval: 'monthly',
    });
    expect(second.statusCode).toBe(201);
    const again = await call('GET', '/api/games');
    expect(again.json().data.servers.map((row: { status: string }) => row.status)).toEqual([
      'active',
      'active',
    ]);
    // One panel login per customer, however many servers.
    expect(
      [...panel.users.values()].filter((panelUser) => panelUser.email === 'bouwer.gamer@example.nl'),
    ).toHaveLength(1);

    // Suspended with collections, like a hosting account.
    await t.database.db
      .update(subscriptions)
      .set({ serviceStatus: 'suspended', status: 'suspended' })
      .where(eq(subscriptions.id, server.subscriptionId));
    await reconcileAccounts(t.database.db, {
      now: t.clock.now(),
      secretsKey: t.config.SECRETS_KEY,
      panelAllowedNetworks: t.config.PANEL_ALLOWED_NETWORKS,
    });
    expect(panel.servers.get(account?.username ?? '')?.suspended).toBe(true);
    const afterSuspension = await call('GET', '/api/games');
    expect(
      afterSuspension.json().data.servers.find((row: { id: string }) => row.id === server.id),
    ).toMatchObject({
      status: 'suspended',
    });
  });
});
