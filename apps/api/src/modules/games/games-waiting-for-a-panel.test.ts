import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../../test/fake-directadmin.ts';
import { type FakePterodactyl, startFakePterodactyl } from '../../../test/fake-pterodactyl.ts';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';
import { companySettings, type Package, provisioningAccounts } from '../../db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// A game server ordered before its panel is usable waits, pending, and is built by the run the panel's check
// starts (decision 020), not by a later cron tick, and not only if the order's own run happened to come after
// the check. More hosting subscriptions waiting for a DirectAdmin server than one run looks at (none
// configured, or the one there full) must not hold it back: in an e2e run the demo's 127 did, and the
// server stayed 'Wordt aangemaakt' for good.

let t: TestApp;
let minecraft: Package;
let admin: ReturnType<typeof bearer>;
let games: FakePterodactyl;
let directAdmin: FakeDirectAdmin;
const WAITING_FOR_DIRECTADMIN = 120;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(db, new Date('2026-01-05T09:00:00Z'));
  // The hosting first, in the packages and in the subscriptions, as in the demo data: whichever way the
  // database reads them, the waiting hosting comes before the game order.
  const hosting = await insertPackage(db, { directadminPackage: 'basic' });
  minecraft = await insertPackage(db, {
    slug: 'waiting-minecraft',
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
  const owner = await insertUser(db, { email: 'veel.sites@example.nl' });
  // Ordered weeks before the game server.
  const waitingSince = new Date(TEST_NOW.getTime() - 30 * 86_400_000);
  for (let site = 0; site < WAITING_FOR_DIRECTADMIN; site++) {
    await insertSubscription(db, {
      userId: owner.id,
      packageId: hosting.id,
      domain: `site-${site}.nl`,
      createdAt: waitingSince,
    });
  }
  await insertAdmin(db, { email: 'wacht.beheer@example.nl' });
  admin = bearer((await t.login('wacht.beheer@example.nl', 'Test!2026pass')).token);
  games = await startFakePterodactyl({ allocations: 10 });
  directAdmin = await startFakeDirectAdmin();
});
afterAll(async () => {
  await games.close();
  await directAdmin.close();
  await t.close();
});

async function orderMinecraft(email: string) {
  await insertUser(t.database.db, { email });
  const { token } = await t.login(email, 'Test!2026pass');
  const ordered = await t.inject({
    method: 'POST',
    url: '/api/games/create',
    headers: bearer(token),
    payload: {
      acceptance: demoAcceptance,
      templateId: minecraft.id,
      interval: 'monthly',
      mandate: {
        iban: 'NL91 ABNA 0417 1643 00',
        bic: null,
        accountHolder: 'W. Wachter',
        signedPlace: 'Zwolle',
        mandateConsent: true,
      },
    },
  });
  expect(ordered.statusCode).toBe(201);
  expect(ordered.json().data.server.status).toBe('pending');
  return async () => {
    const listed = await t.inject({ method: 'GET', url: '/api/games', headers: bearer(token) });
    return listed.json().data.servers[0] as { status: string; panelUrl: string | null };
  };
}

async function addServer(payload: Record<string, unknown>) {
  const added = await t.inject({
    method: 'POST',
    url: '/api/admin/provisioning/servers',
    headers: admin,
    payload,
  });
  expect(added.statusCode).toBe(201);
  return added.json().data.server.id as string;
}

/** The admin's "Check"; with the test app's inline queue the run it starts has finished when it answers. */
async function check(serverId: string) {
  const checked = await t.inject({
    method: 'POST',
    url: `/api/admin/provisioning/servers/${serverId}/check`,
    headers: admin,
  });
  expect(checked.json().data.server.lastCheck).toMatchObject({ ok: true });
}

const gamePanel = (isActive: boolean) => ({
  name: 'Games 1',
  panel: 'pterodactyl',
  url: games.url,
  loginKey: games.apiKey,
  capacity: 10,
  isActive,
});

describe('a game server ordered while no game panel is usable', () => {
  let gamePanelId: string;

  it('is built by the run the panel’s check starts, with no DirectAdmin server for the hosting waiting', async () => {
    const server = await orderMinecraft('eerste.wachter@example.nl');
    gamePanelId = await addServer(gamePanel(true));
    await check(gamePanelId);
    expect(await server()).toEqual(expect.objectContaining({ status: 'active', panelUrl: games.url }));
    // The hosting still waits for DirectAdmin: nothing was opened for it.
    expect(
      await t.database.db.select().from(provisioningAccounts).where(isNull(provisioningAccounts.domain)),
    ).toHaveLength(1);
  });

  it('is built too when the DirectAdmin server the hosting waits for is full', async () => {
    const directAdminId = await addServer({
      name: 'Web 1',
      panel: 'directadmin',
      url: directAdmin.url,
      username: directAdmin.username,
      loginKey: directAdmin.loginKey,
      capacity: 1,
    });
    await check(directAdminId);
    const onDirectAdmin = await t.database.db
      .select()
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.serverId, directAdminId));
    expect(onDirectAdmin).toHaveLength(1);

    // The game panel out of service while the next order comes in, then back and checked.
    const put = (isActive: boolean) =>
      t.inject({
        method: 'PUT',
        url: `/api/admin/provisioning/servers/${gamePanelId}`,
        headers: admin,
        payload: gamePanel(isActive),
      });
    expect((await put(false)).statusCode).toBe(200);
    const server = await orderMinecraft('tweede.wachter@example.nl');
    expect((await put(true)).statusCode).toBe(200);
    await check(gamePanelId);
    expect(await server()).toEqual(expect.objectContaining({ status: 'active', panelUrl: games.url }));
    // The full server took no more.
    const stillOne = await t.database.db
      .select()
      .from(provisioningAccounts)
      .where(eq(provisioningAccounts.serverId, directAdminId));
    expect(stillOne).toHaveLength(1);
  });
});
