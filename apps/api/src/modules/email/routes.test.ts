import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailOutbox, users } from '../../db/schema/index.ts';

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

describe('GET /api/admin/email-outbox/:id', () => {
  it('shows one mail with its text and links to the admin, and 404 for an id that is not there', async () => {
    const admin = await t.login('klant0@example.nl', password);
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/email-outbox?search=klant3%40',
      headers: bearer(admin.token),
    });
    const [listed] = list.json().data.emails;
    expect(listed).toMatchObject({ to: 'klant3@example.nl', subject: 'Bevestig je e-mailadres' });
    const mail = await t.inject({
      method: 'GET',
      url: `/api/admin/email-outbox/${listed.id}`,
      headers: bearer(admin.token),
    });
    expect(mail.statusCode).toBe(200);
    expect(mail.json().data).toMatchObject({
      id: listed.id,
      to: 'klant3@example.nl',
      template: 'email_verification',
      status: 'pending',
    });
    expect(mail.json().data.text).toMatch(
      /Hallo Klant,[\s\S]*http:\/\/portal\.test\/verify-email\?token=\S+/,
    );

    const customer = await t.login('klant3@example.nl', password);
    const forbidden = await t.inject({
      method: 'GET',
      url: `/api/admin/email-outbox/${listed.id}`,
      headers: bearer(customer.token),
    });
    expect(forbidden.statusCode).toBe(403);
    const missing = await t.inject({
      method: 'GET',
      url: '/api/admin/email-outbox/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is offered by GET /api/demo outside production', async () => {
    const info = await t.inject({ method: 'GET', url: '/api/demo' });
    expect(info.json().data.emailOutbox).toBe(true);
  });
});

describe('the outbox in production (decision 031)', () => {
  it('does not exist: list and mail answer 404 even to an admin, and /api/demo does not offer it', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const registered = await production.inject({
        method: 'POST',
        url: '/auth/register',
        payload: { firstname: 'Prod', lastname: 'Beheer', email: 'prod.admin@example.nl', password },
      });
      expect(registered.statusCode).toBe(201);
      await production.database.db
        .update(users)
        .set({ role: 'admin', twoFactorEnabled: false })
        .where(eq(users.email, 'prod.admin@example.nl'));
      const admin = await production.login('prod.admin@example.nl', password);
      const [mail] = await production.database.db.select().from(emailOutbox);
      expect(mail?.toAddress).toBe('prod.admin@example.nl');
      for (const url of ['/api/admin/email-outbox', `/api/admin/email-outbox/${mail?.id}`]) {
        const response = await production.inject({ method: 'GET', url, headers: bearer(admin.token) });
        expect(response.statusCode, url).toBe(404);
        expect(response.body).not.toContain('verify-email');
      }
      const info = await production.inject({ method: 'GET', url: '/api/demo' });
      expect(info.json().data).toMatchObject({ demo: false, emailOutbox: false });
    } finally {
      await production.close();
    }
  });
});
