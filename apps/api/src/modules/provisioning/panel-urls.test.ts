import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDirectAdmin, startFakeDirectAdmin } from '../../../test/fake-directadmin.ts';
import { type FakeServer, startFakeServer } from '../../../test/fake-panel-server.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { provisioningServers } from '../../db/schema/index.ts';
import { insertAdmin } from '../../db/seed/user-factory.ts';
import { secretBox } from '../../secret-box.ts';
import { panelRequest } from './panel-http.ts';
import { checkAllServers } from './server-health.ts';

// Issue 18 item 9: an admin cannot point a panel at the API's own host, its network or the cloud metadata
// service, in any spelling, and a check does not read out what another server answers. The fake panels
// listen on 127.0.0.1, which the test app allows (PANEL_ALLOWED_NETWORKS=127.0.0.1/32) unless a test says
// otherwise.

const SECRET = 'GEHEIM-intern-7f3a';

async function adminOf(t: TestApp) {
  await insertAdmin(t.database.db, { email: 'beheer.panelen@example.nl' });
  return bearer((await t.login('beheer.panelen@example.nl', 'Test!2026pass')).token);
}

const serverBody = (name: string, url: string) => ({
  name,
  url,
  username: 'admin',
  loginKey: 'fake-login-key-0123456789',
  capacity: 10,
});

/** A server row as an earlier version (or a DNS change since) may have left it: no rules applied. */
async function storedServer(t: TestApp, name: string, url: string) {
  const [row] = await t.database.db
    .insert(provisioningServers)
    .values({
      name,
      panel: 'directadmin',
      url,
      username: 'admin',
      loginKeySealed: secretBox(t.config.SECRETS_KEY).seal('fake-login-key-0123456789'),
      capacity: 10,
    })
    .returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

describe('without PANEL_ALLOWED_NETWORKS', () => {
  let t: TestApp;
  let da: FakeDirectAdmin;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PANEL_ALLOWED_NETWORKS: '' } });
    da = await startFakeDirectAdmin();
    headers = await adminOf(t);
  });
  afterAll(async () => {
    await da.close();
    await t.close();
  });

  it.each([
    ['loopback', 'http://127.0.0.1:2222'],
    ['loopback written as one decimal number', 'http://2130706433:2222'],
    ['loopback in hex', 'http://0x7f.0.0.1:2222'],
    ['loopback in octal', 'http://0177.0.0.1:2222'],
    ['IPv6 loopback', 'http://[::1]:2222'],
    ['IPv4-mapped IPv6 loopback', 'http://[::ffff:127.0.0.1]:2222'],
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['the unspecified address', 'http://0.0.0.0:2222'],
    ['a name that resolves to loopback', 'http://localhost:2222'],
    ['a private network not allowed', 'https://10.20.30.40:2222'],
  ])('refuses %s when a server is saved (422 on the URL)', async (_what, url) => {
    const saved = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: serverBody(`Poging ${url}`, url),
    });
    expect(saved.statusCode).toBe(422);
    expect(saved.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'url', message: expect.stringMatching(/^Deze URL wijst naar /) }],
    });
    const stored = await t.database.db
      .select()
      .from(provisioningServers)
      .where(eq(provisioningServers.url, url));
    expect(stored).toEqual([]);
  });

  it('refuses a changed URL too', async () => {
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: serverBody('Openbaar', 'https://93.184.216.34:2222'),
    });
    expect(created.statusCode).toBe(201);
    const changed = await t.inject({
      method: 'PUT',
      url: `/api/admin/provisioning/servers/${created.json().data.server.id}`,
      headers,
      payload: serverBody('Openbaar', 'http://2130706433:2222'),
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().details).toEqual([
      { field: 'url', message: 'Deze URL wijst naar 127.0.0.1: dat is deze server zelf (loopback).' },
    ]);
  });

  it('neither the check nor the health job reaches a panel at a refused address that was stored before', async () => {
    const server = await storedServer(t, 'Van vroeger', da.url);
    const checked = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${server.id}/check`,
      headers,
    });
    expect(checked.statusCode).toBe(422);
    expect(checked.json().details[0].field).toBe('url');

    await checkAllServers(t.database.db, {
      now: t.clock.now(),
      secretsKey: t.config.SECRETS_KEY,
      panelAllowedNetworks: t.config.PANEL_ALLOWED_NETWORKS,
    });
    const [after] = await t.database.db
      .select()
      .from(provisioningServers)
      .where(eq(provisioningServers.id, server.id));
    expect(after).toMatchObject({
      lastCheckOk: false,
      lastCheckError:
        'DirectAdmin CMD_API_PACKAGES_USER: Deze URL wijst naar 127.0.0.1: dat is deze server zelf (loopback).',
    });
    expect(da.requests).toEqual([]);
  });
});

describe('with PANEL_ALLOWED_NETWORKS', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { PANEL_ALLOWED_NETWORKS: '10.0.0.0/8, 169.254.0.0/16' } });
    headers = await adminOf(t);
  });
  afterAll(() => t.close());

  const save = (name: string, url: string) =>
    t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: serverBody(name, url),
    });

  it('accepts a panel in a listed private network', async () => {
    expect((await save('Intern', 'https://10.20.30.40:2222')).statusCode).toBe(201);
  });

  it('still refuses loopback that is not listed, and link-local even when listed', async () => {
    expect((await save('Zelf', 'http://127.0.0.1:2222')).statusCode).toBe(422);
    expect((await save('Metadata', 'http://169.254.169.254/')).statusCode).toBe(422);
    expect((await save('Ander privé', 'http://192.168.1.10:2222')).statusCode).toBe(422);
  });
});

describe('what a check tells about the other side', () => {
  let t: TestApp;
  let da: FakeDirectAdmin;
  let headers: Record<string, string>;
  const servers: FakeServer[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    da = await startFakeDirectAdmin();
    headers = await adminOf(t);
  });
  afterAll(async () => {
    await Promise.all([da.close(), ...servers.map((server) => server.close())]);
    await t.close();
  });

  async function checkOf(name: string, url: string) {
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/provisioning/servers',
      headers,
      payload: serverBody(name, url),
    });
    expect(created.statusCode).toBe(201);
    const checked = await t.inject({
      method: 'POST',
      url: `/api/admin/provisioning/servers/${created.json().data.server.id}/check`,
      headers,
    });
    expect(checked.statusCode).toBe(200);
    return checked.json().data.server.lastCheck as { ok: boolean; error: string };
  }

  it('does not follow a redirect, not even to a real panel', async () => {
    const redirecting = await startFakeServer(async (request, response) => {
      response.writeHead(302, { location: `${da.url}${request.url ?? '/'}` });
      response.end();
    });
    servers.push(redirecting);
    const lastCheck = await checkOf('Doorverwijzer', redirecting.url);
    expect(lastCheck).toEqual({
      at: expect.any(String),
      ok: false,
      error:
        'DirectAdmin CMD_API_PACKAGES_USER: de server stuurt door naar een ander adres (HTTP 302); dat volgen we niet.',
    });
    expect(da.requests).toEqual([]);
  });

  it.each([
    [200, 'text/html'],
    [404, 'text/html'],
    [500, 'text/plain'],
  ])('never repeats the body of a %s answer', async (status, contentType) => {
    const talkative = await startFakeServer(async (_request, response) => {
      response.writeHead(status, { 'content-type': contentType });
      response.end(`<html><body>Interne beheerpagina ${SECRET}: database=prod-db-01</body></html>`);
    });
    servers.push(talkative);
    const lastCheck = await checkOf(`Spraakzaam ${status}`, talkative.url);
    expect(lastCheck.ok).toBe(false);
    expect(lastCheck.error).not.toContain(SECRET);
    expect(lastCheck.error).not.toContain('prod-db');
    // The status is all it says of the answer.
    expect(lastCheck.error).toMatch(new RegExp(`^DirectAdmin .*CMD_API_PACKAGES_USER.* HTTP ${status}`));
  });

  it('says a dropped connection in a fixed text, without the socket error', async () => {
    const dropping = await startFakeServer(async (request) => {
      request.socket.destroy();
    });
    servers.push(dropping);
    const lastCheck = await checkOf('Ophanger', dropping.url);
    expect(lastCheck.error).toBe('DirectAdmin CMD_API_PACKAGES_USER: de verbinding werd verbroken.');
  });

  it('says a failed TLS handshake in a fixed text', async () => {
    const lastCheck = await checkOf('Geen TLS', da.url.replace('http:', 'https:'));
    expect(lastCheck.error).toBe(
      'DirectAdmin CMD_API_PACKAGES_USER: de beveiligde verbinding (TLS) kwam niet tot stand.',
    );
  });

  it('connects to the address it checked, without asking DNS again', async () => {
    // A name only this lookup knows: were the connection to resolve it afresh, it would not be found.
    const lookups: string[] = [];
    const answer = await panelRequest(
      'DirectAdmin',
      'CMD_API_PACKAGES_USER',
      `${da.url.replace('127.0.0.1', 'panel.rebind.test')}/CMD_API_PACKAGES_USER`,
      { method: 'GET', headers: {} },
      {
        timeoutMs: 2000,
        allowedNetworks: ['127.0.0.1/32'],
        lookupHost: async (host) => {
          lookups.push(host);
          return [{ address: '127.0.0.1', family: 4 }];
        },
      },
    );
    expect(answer.status).toBe(401);
    expect(lookups).toEqual(['panel.rebind.test']);
    expect(da.requests.at(-1)).toMatchObject({ command: 'CMD_API_PACKAGES_USER' });
  });
});
