import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

let t: TestApp;
const password = 'Geheim!2026';
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 25; i++) {
    const registered = await t.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { firstname: 'Klant', lastname: `Nummer ${i}`, email: `klant${i}@example.nl`, password },
    });
    if (registered.statusCode !== 201)
      throw new Error(`register: ${registered.statusCode} ${registered.body}`);
  }
  await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'klant0@example.nl'));
  // Only the 25 verification e-mails count here, not login notifications.
  await t.database.db.update(users).set({ loginNotifications: false });
});
afterAll(() => t.close());

describe('GET /api/admin/email-outbox', () => {
  it('needs a login (401) and the admin role (403)', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/email-outbox' })).statusCode).toBe(401);
    const customer = await t.login('klant1@example.nl', password);
    const forbidden = await t.inject({
      method: 'GET',
      url: '/api/admin/email-outbox',
      headers: bearer(customer.token),
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });

  it('pages on the server and searches by recipient', async () => {
    const admin = await t.login('klant0@example.nl', password);
    const page2 = await t.inject({
      method: 'GET',
      url: '/api/admin/email-outbox?page=2&limit=10',
      headers: bearer(admin.token),
    });
    expect(page2.statusCode).toBe(200);
    expect(page2.json().data.pagination).toEqual({ page: 2, limit: 10, totalItems: 25, totalPages: 3 });
    expect(page2.json().data.emails).toHaveLength(10);
    const found = await t.inject({
      method: 'GET',
      url: '/api/admin/email-outbox?search=klant17',
      headers: bearer(admin.token),
    });
    expect(found.json().data.emails.map((e: { to: string }) => e.to)).toEqual(['klant17@example.nl']);
    const bad = await t.inject({
      method: 'GET',
      url: '/api/admin/email-outbox?limit=1000',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].field).toBe('limit');
  });
});
