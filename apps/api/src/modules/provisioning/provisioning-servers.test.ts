import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../../test/fake-directadmin.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, provisioningAccounts, provisioningServers } from '../../db/schema/index.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Admins configure DirectAdmin servers: the login key is stored sealed and never returned, and a check
// talks to the (fake) server with it.
let t: TestApp;
let da: FakeDirectAdmin;

beforeAll(async () => {
  t = await createTestApp();
  da = await startFakeDirectAdmin();
  await insertAdmin(t.database.db, { email: 'beheer@example.nl' });
  await insertUser(t.database.db, { email: 'klant@example.nl' });
});
afterAll(async () => {
  await da.close();
  await t.close();
});

const asAdmin = async () => bearer((await t.login('beheer@example.nl', 'Test!2026pass')).token);
const server = () => ({
  name: 'Server 1',
  url: da.url,
  username: da.username,
  loginKey: da.loginKey,
  capacity: 500,
});

describe('DirectAdmin servers', () => {
  it('stores the login key sealed, never returns it, and checks the connection with it', async () => {
    const headers = await asAdmin();
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: server(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data.server;
    expect(created.body).not.toContain(da.loginKey);
    const [row] = await t.database.db
      .select()
      .from(provisioningServers)
      .where(eq(provisioningServers.id, id));
    expect(row?.loginKeySealed).toMatch(/^v1\./);
    expect(row?.loginKeySealed).not.toContain(da.loginKey);

    const checked = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${id}/check`,
      headers,
    });
    expect(checked.json().data.server).toMatchObject({
      lastCheck: { ok: true, error: null },
      packages: ['basic', 'pro'],
    });
    // The fake accepted the login key the API opened from its sealed copy.
    expect(da.requests.at(-1)).toMatchObject({ command: 'CMD_API_PACKAGES_USER', authorized: true });

    // A wrong key: the check says why, and the packages found before stay.
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/admin/provisioning/servers/${id}`,
      headers,
      payload: { ...server(), loginKey: 'not-the-key' },
    });
    expect(changed.json().data.server.lastCheck).toBeNull();
    const refused = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${id}/check`,
      headers,
    });
    expect(refused.json().data.server.lastCheck).toMatchObject({
      ok: false,
      error: expect.stringContaining('unauthorized'),
    });
    expect(refused.json().data.server.packages).toEqual(['basic', 'pro']);

    // Without a new key the stored one stays.
    await t.inject({
      method: 'PUT',
      url: `/api/admin/provisioning/servers/${id}`,
      headers,
      payload: { ...server(), loginKey: da.loginKey },
    });
    const renamed = await t.inject({
      method: 'PUT',
      url: `/api/admin/provisioning/servers/${id}`,
      headers,
      payload: { ...server(), name: 'Server A', loginKey: undefined },
    });
    expect(renamed.json().data.server.name).toBe('Server A');
    const again = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${id}/check`,
      headers,
    });
    expect(again.json().data.server.lastCheck.ok).toBe(true);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit.map((entry) => entry.action)).toContain('provisioning_server.create');
    expect(JSON.stringify(audit)).not.toContain(da.loginKey);
  });

  it('reports an unreachable server as a failed check, not an error', async () => {
    const headers = await asAdmin();
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: { ...server(), name: 'Down', url: 'http://127.0.0.1:9' },
    });
    const { id } = created.json().data.server;
    const checked = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${id}/check`,
      headers,
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.server.lastCheck).toMatchObject({
      ok: false,
      error: 'DirectAdmin CMD_API_PACKAGES_USER: de verbinding werd geweigerd.',
    });
    const removed = await t.inject({
      method: 'DELETE',
      url: `/api/admin/provisioning/servers/${id}`,
      headers,
    });
    expect(removed.statusCode).toBe(200);
    const list = await t.inject({ method: 'GET', url: '/api/admin/provisioning/servers', headers });
    expect(list.json().data.servers.map((s: { name: string }) => s.name)).toEqual(['Server A']);
  });

  it('keeps a server that holds accounts: 409 naming how many and a few of them', async () => {
    const headers = await asAdmin();
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: { ...server(), name: 'Bezet' },
    });
    const { id } = created.json().data.server;
    const customer = await insertUser(t.database.db, { email: 'vier.sites@example.nl' });
    const pkg = await insertPackage(t.database.db, { directadminPackage: 'basic' });
    for (const domain of ['aap.nl', 'beer.nl', 'cavia.nl', null]) {
      const subscription = await insertSubscription(t.database.db, {
        userId: customer.id,
        packageId: pkg.id,
        domain: domain ?? undefined,
      });
      await t.database.db.insert(provisioningAccounts).values({
        subscriptionId: subscription.id,
        serverId: id,
        username: domain ? domain.replace('.nl', '01') : 'zebra01',
        packageId: pkg.id,
        domain,
        package: 'basic',
        state: domain === 'aap.nl' ? 'terminated' : 'active',
      });
    }
    const refused = await t.inject({
      method: 'DELETE',
      url: `/api/admin/provisioning/servers/${id}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      error:
        'Server Bezet heeft nog 4 accounts: aap01 (aap.nl), beer01 (beer.nl), cavia01 (cavia.nl) en 1 meer. Zet de server op inactief in plaats van hem te verwijderen.',
      // The reason and its params, so a screen words it in its own language (issue 20).
      reason: 'server_has_accounts',
      params: { count: 4, name: 'Bezet' },
    });
    const [kept] = await t.database.db
      .select({ id: provisioningServers.id })
      .from(provisioningServers)
      .where(eq(provisioningServers.id, id));
    expect(kept?.id).toBe(id);
  });

  it('refuses bad input, a duplicate name, customers and strangers', async () => {
    const headers = await asAdmin();
    const bad = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: { ...server(), name: 'X', url: 'ftp://panel', capacity: 0, loginKey: '' },
    });
    expect(bad.statusCode).toBe(422);
    const duplicate = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: { ...server(), name: 'server a' },
    });
    expect([duplicate.statusCode, duplicate.json().error]).toEqual([
      409,
      'A server named server a already exists',
    ]);
    const customer = bearer((await t.login('klant@example.nl', 'Test!2026pass')).token);
    expect(
      (await t.inject({ method: 'GET', url: '/api/admin/provisioning/servers', headers: customer }))
        .statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/admin/provisioning/servers' })).statusCode).toBe(401);
    const missing = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers/00000000-0000-4000-8000-000000000000/check',
      headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
