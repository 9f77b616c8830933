import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, type User, users } from '../../db/schema/index.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// The audit log's filter options: one actor per admin, under the address of their latest entry.
let t: TestApp;
let zelf: User;
let bram: User;
let lotte: User;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-10T09:00:00Z'));
  const db = t.database.db;
  zelf = await insertAdmin(db, { email: 'zelf@example.nl', firstname: 'Sanne', lastname: 'Beheer' });
  bram = await insertAdmin(db, { email: 'bram@example.nl', firstname: 'Bram', lastname: 'Beheer' });
  lotte = await insertUser(db, { email: 'lotte@example.nl', firstname: 'Lotte', lastname: 'Jansen' });
  await insertUser(db, { email: 'kees@example.nl', firstname: 'Kees', lastname: 'Bakker' });
});
afterAll(() => t.close());

const as = async (email: string) => bearer((await t.login(email, 'Test!2026pass')).token);
const toggle = async (email: string, isActive: boolean) => {
  const response = await t.inject({
    method: 'PATCH',
    url: `/api/admin/users/${lotte.id}/toggle-status`,
    headers: await as(email),
    payload: { isActive },
  });
  expect(response.statusCode).toBe(200);
};

describe('the audit log filter options', () => {
  it('lists each admin once, by the e-mail address of their latest entry, sorted by address', async () => {
    await toggle('bram@example.nl', false);
    t.clock.set(new Date('2026-11-10T10:00:00Z'));
    await toggle('zelf@example.nl', true);
    // Bram's address changes; his next change is logged under the new one.
    await t.database.db.update(users).set({ email: 'a.bram@example.nl' }).where(eq(users.id, bram.id));
    t.clock.set(new Date('2026-11-10T11:00:00Z'));
    await toggle('a.bram@example.nl', false);

    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: await as('zelf@example.nl'),
    });
    expect(response.statusCode).toBe(200);
    const { entries, actors, entityTypes } = response.json().data;
    expect(entries.map((entry: { actorEmail: string }) => entry.actorEmail)).toEqual([
      'a.bram@example.nl',
      'zelf@example.nl',
      'bram@example.nl',
    ]);
    expect(actors).toEqual([
      { id: bram.id, email: 'a.bram@example.nl' },
      { id: zelf.id, email: 'zelf@example.nl' },
    ]);
    expect(entityTypes).toEqual(['user']);

    const bramsOwn = await t.inject({
      method: 'GET',
      url: `/api/admin/audit-log?actorId=${bram.id}`,
      headers: await as('zelf@example.nl'),
    });
    expect(bramsOwn.json().data.pagination.totalItems).toBe(2);
  });

  it('lists each entity type once, sorted, without the rows that have none', async () => {
    const row = (entityType: string | null, route: string) => ({
      occurredAt: new Date('2026-11-10T12:00:00Z'),
      actorId: zelf.id,
      actorEmail: 'zelf@example.nl',
      action: `POST ${route}`,
      entityType,
      entityId: null,
      method: 'POST',
      route,
      statusCode: 201,
    });
    await t.database.db
      .insert(auditLog)
      .values([
        row('sepa', '/api/admin/sepa/batches'),
        row('invoices', '/api/admin/invoices/bulk'),
        row('sepa', '/api/admin/sepa/batches'),
        row(null, '/api/admin'),
      ]);
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/audit-log?entityType=sepa',
      headers: await as('zelf@example.nl'),
    });
    const { entityTypes, pagination } = response.json().data;
    expect(entityTypes).toEqual(['invoices', 'sepa', 'user']);
    expect(pagination.totalItems).toBe(2);
  });

  it('is for admins only', async () => {
    const anonymous = await t.inject({ method: 'GET', url: '/api/admin/audit-log' });
    expect(anonymous.statusCode).toBe(401);
    const customer = await t.inject({
      method: 'GET',
      url: '/api/admin/audit-log',
      headers: await as('kees@example.nl'),
    });
    expect(customer.statusCode).toBe(403);
  });
});
