import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';
import { maintenanceNotices, statusComponents } from '../../db/schema/index.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let customer: string;
let admin: string;
const hour = 60 * 60 * 1000;
const at = (hours: number) => new Date(TEST_NOW.getTime() + hours * hour);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await insertUser(db, { email: 'klant@example.nl' });
  await insertAdmin(db, { email: 'staff@example.nl' });
  await db.insert(statusComponents).values([
    { name: 'Webhosting', sortOrder: 1 },
    { name: 'E-mail', sortOrder: 2 },
  ]);
  await db.insert(maintenanceNotices).values([
    { title: 'Nu bezig', body: 'x', severity: 'maintenance', startsAt: at(-1), endsAt: at(1) },
    { title: 'Straks', body: 'x', severity: 'maintenance', startsAt: at(48), endsAt: at(50) },
    { title: 'Vorige week', body: 'x', severity: 'incident', startsAt: at(-24 * 7), endsAt: at(-24 * 7 + 2) },
    {
      title: 'Lang geleden',
      body: 'x',
      severity: 'incident',
      startsAt: at(-24 * 30),
      endsAt: at(-24 * 30 + 2),
    },
  ]);
  customer = (await t.login('klant@example.nl', 'Test!2026pass')).token;
  admin = (await t.login('staff@example.nl', 'Test!2026pass')).token;
});
afterAll(() => t.close());

const status = async () =>
  (await t.inject({ method: 'GET', url: '/api/status', headers: bearer(customer) })).json().data;

describe('platform status', () => {
  it('needs a login and sorts notices into current, upcoming and the last 14 days', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/status' })).statusCode).toBe(401);
    const data = await status();
    expect(data.overall).toBe('operational');
    expect(data.components.map((c: { name: string }) => c.name)).toEqual(['Webhosting', 'E-mail']);
    expect(data.current.map((n: { title: string }) => n.title)).toEqual(['Nu bezig']);
    expect(data.upcoming.map((n: { title: string }) => n.title)).toEqual(['Straks']);
    expect(data.past.map((n: { title: string }) => n.title)).toEqual(['Vorige week']);
  });

  it('lets only admins change a component; the overall status is the worst one', async () => {
    const [component] = (await status()).components;
    const url = `/api/admin/status-components/${component.id}`;
    const payload = { status: 'partial_outage' };
    expect((await t.inject({ method: 'PATCH', url, headers: bearer(customer), payload })).statusCode).toBe(
      403,
    );
    const changed = await t.inject({ method: 'PATCH', url, headers: bearer(admin), payload });
    expect(changed.json().data.status).toBe('partial_outage');
    expect((await status()).overall).toBe('partial_outage');
  });

  it('validates notices (endsAt after startsAt) and lets admins create, change and delete them', async () => {
    const url = '/api/admin/maintenance-notices';
    const base = { title: 'Storing e-mail', body: 'We onderzoeken het.', severity: 'incident' };
    const wrong = { ...base, startsAt: at(2).toISOString(), endsAt: at(1).toISOString() };
    const refused = await t.inject({ method: 'POST', url, headers: bearer(admin), payload: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual([expect.objectContaining({ field: 'endsAt' })]);
    const good = { ...base, startsAt: at(-0.5).toISOString(), endsAt: null };
    expect(
      (await t.inject({ method: 'POST', url, headers: bearer(customer), payload: good })).statusCode,
    ).toBe(403);
    const created = await t.inject({ method: 'POST', url, headers: bearer(admin), payload: good });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await status()).current.map((n: { title: string }) => n.title)).toContain('Storing e-mail');
    const put = await t.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: bearer(admin),
      payload: { ...good, endsAt: at(-0.25).toISOString() },
    });
    expect(put.statusCode).toBe(200);
    expect((await status()).past.map((n: { title: string }) => n.title)).toContain('Storing e-mail');
    const badPut = await t.inject({
      method: 'PUT',
      url: `${url}/${id}`,
      headers: bearer(admin),
      payload: wrong,
    });
    expect(badPut.statusCode).toBe(422);
    expect(
      (await t.inject({ method: 'DELETE', url: `${url}/${id}`, headers: bearer(admin) })).statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'DELETE', url: `${url}/${id}`, headers: bearer(admin) })).statusCode,
    ).toBe(404);
  });

  it('lists every notice for admins, newest first, paged on the server', async () => {
    const url = '/api/admin/maintenance-notices';
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url, headers: bearer(customer) })).statusCode).toBe(403);
    const first = await t.inject({ method: 'GET', url: `${url}?limit=3`, headers: bearer(admin) });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.notices.map((n: { title: string }) => n.title)).toEqual([
      'Straks',
      'Nu bezig',
      'Vorige week',
    ]);
    expect(first.json().data.pagination).toEqual({ page: 1, limit: 3, totalItems: 4, totalPages: 2 });
    const second = await t.inject({ method: 'GET', url: `${url}?limit=3&page=2`, headers: bearer(admin) });
    // The notice older than 14 days, which customers no longer see, stays visible to admins.
    expect(second.json().data.notices.map((n: { title: string }) => n.title)).toEqual(['Lang geleden']);
    expect(
      (await t.inject({ method: 'GET', url: `${url}?limit=0`, headers: bearer(admin) })).statusCode,
    ).toBe(422);
  });
});
