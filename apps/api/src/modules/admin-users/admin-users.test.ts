import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { User } from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertPayment } from '../../db/seed/payment-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// The test clock says 2026-11-21: "this month" is November in Amsterdam.
let t: TestApp;
let adminToken: string;
let customerToken: string;
let anna: User;
let bram: User;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const admin = await insertAdmin(db, {
    firstname: 'Beheer',
    lastname: 'Team',
    email: 'beheer@example.nl',
    createdAt: new Date('2026-01-10T09:00:00Z'),
  });
  // 00:30 on 1 November in Amsterdam, still 31 October in UTC: new this month.
  anna = await insertUser(db, {
    firstname: 'Anna',
    lastname: 'Visser',
    email: 'anna@vries.nl',
    company: 'Vries & Zonen',
    lastLogin: new Date('2026-11-20T08:00:00Z'),
    createdAt: new Date('2026-10-31T23:30:00Z'),
  });
  // 23:30 on 31 October in Amsterdam: last month.
  bram = await insertUser(db, {
    firstname: 'Bram',
    lastname: 'Jansen',
    email: 'bram.jansen@example.nl',
    company: '50%_Korting BV',
    isActive: false,
    lastLogin: new Date('2026-11-01T08:00:00Z'),
    createdAt: new Date('2026-10-31T22:30:00Z'),
  });
  await insertUser(db, {
    firstname: 'Cor',
    lastname: 'Bakker',
    email: 'cor@bakker.nl',
    company: null,
    lastLogin: null,
    createdAt: new Date('2026-11-20T12:00:00Z'),
  });
  await insertUser(db, {
    firstname: 'Daan',
    lastname: 'Zwart',
    email: 'daan@zwart.nl',
    company: '500 Korting BV',
    createdAt: new Date('2026-09-01T12:00:00Z'),
  });

  const pkg = await insertPackage(db, { slug: 'web-basis', name: 'Web Basis', priceMonthlyCents: 995 });
  await insertSubscription(db, { userId: anna.id, packageId: pkg.id });
  await insertSubscription(db, { userId: anna.id, packageId: pkg.id, status: 'suspended' });
  await insertSubscription(db, {
    userId: anna.id,
    packageId: pkg.id,
    status: 'cancelled',
    serviceStatus: 'cancelled_expired',
  });
  await insertPayment(db, { userId: anna.id, amountCents: 1000 });
  await insertPayment(db, { userId: anna.id, amountCents: 500, method: 'sepa' });
  await insertPayment(db, { userId: anna.id, amountCents: 300, method: 'sepa', status: 'reversed' });
  await insertPayment(db, { userId: anna.id, amountCents: 200, method: 'account_credit' });

  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  customerToken = (await t.login(anna.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

async function list(query = '') {
  const response = await t.inject({
    method: 'GET',
    url: `/api/admin/users${query}`,
    headers: bearer(adminToken),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
const emails = (data: { users: { email: string }[] }) => data.users.map((user) => user.email);

describe('GET /api/admin/users', () => {
  it('is for admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(401);
    const forbidden = await t.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(customerToken),
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('lists the newest users first with paging and the counts over all users', async () => {
    const data = await list();
    expect(emails(data)).toEqual([
      'cor@bakker.nl',
      'anna@vries.nl',
      'bram.jansen@example.nl',
      'daan@zwart.nl',
      'beheer@example.nl',
    ]);
    expect(data).toMatchObject({
      currentPage: 1,
      totalPages: 1,
      totalUsers: 5,
      limit: 20,
      activeUsers: 4,
      inactiveUsers: 1,
      adminUsers: 1,
      newUsersThisMonth: 2,
    });
  });

  it('shows running subscriptions and money received, without reversed payments or account credit', async () => {
    const [row] = (await list('?search=anna@vries.nl')).users;
    expect(row).toEqual({
      _id: anna.id,
      id: anna.id,
      firstname: 'Anna',
      lastname: 'Visser',
      email: 'anna@vries.nl',
      phone: anna.phone,
      company: 'Vries & Zonen',
      city: anna.city,
      role: 'user',
      isActive: true,
      // Logging in (for the customer token) set it to the test clock's now.
      lastLogin: '2026-11-21T10:00:00.000Z',
      createdAt: '2026-10-31T23:30:00.000Z',
      isEmailVerified: true,
      twoFactorEnabled: false,
      subscriptionCount: 2,
      totalSpent: 1500,
    });
    expect((await list('?search=bram')).users[0]).toMatchObject({ subscriptionCount: 0, totalSpent: 0 });
  });

  it('searches name, e-mail and company without case, and takes % and _ literally', async () => {
    expect(emails(await list('?search=ANNA%20VIS'))).toEqual(['anna@vries.nl']);
    expect(emails(await list('?search=zwart.NL'))).toEqual(['daan@zwart.nl']);
    expect(emails(await list('?search=zonen'))).toEqual(['anna@vries.nl']);
    expect(emails(await list('?search=50%25_'))).toEqual(['bram.jansen@example.nl']);
    expect(emails(await list('?search=_'))).toEqual(['bram.jansen@example.nl']);
    expect(emails(await list(`?search=${bram.id}`))).toEqual(['bram.jansen@example.nl']);
    const none = await list('?search=niemand');
    expect(none).toMatchObject({ users: [], totalUsers: 0, totalPages: 1, activeUsers: 4 });
  });

  it('filters by role and status; the counts stay over all users', async () => {
    const customers = await list('?role=user&status=active');
    expect(emails(customers).sort()).toEqual(['anna@vries.nl', 'cor@bakker.nl', 'daan@zwart.nl']);
    expect(customers).toMatchObject({ totalUsers: 3, activeUsers: 4, inactiveUsers: 1, adminUsers: 1 });
    expect(emails(await list('?status=inactive'))).toEqual(['bram.jansen@example.nl']);
    expect(emails(await list('?role=admin'))).toEqual(['beheer@example.nl']);
  });

  it('sorts by the chosen column and pages through the result', async () => {
    expect(emails(await list('?sortBy=lastname&sortOrder=asc'))).toEqual([
      'cor@bakker.nl',
      'bram.jansen@example.nl',
      'beheer@example.nl',
      'anna@vries.nl',
      'daan@zwart.nl',
    ]);
    // Never logged in goes last, also when sorting descending.
    const byLogin = emails(await list('?sortBy=lastLogin&role=user'));
    expect(byLogin.slice(0, 2)).toEqual(['anna@vries.nl', 'bram.jansen@example.nl']);
    expect(emails(await list('?sortBy=role&limit=1'))).toEqual(['beheer@example.nl']);
    expect(emails(await list('?sortBy=isActive&sortOrder=asc&limit=1'))).toEqual(['bram.jansen@example.nl']);

    const second = await list('?sortBy=email&sortOrder=asc&limit=2&page=2');
    expect(emails(second)).toEqual(['bram.jansen@example.nl', 'cor@bakker.nl']);
    expect(second).toMatchObject({ currentPage: 2, totalPages: 3, totalUsers: 5, limit: 2 });
    const past = await list('?page=9');
    expect(past).toMatchObject({ users: [], currentPage: 9, totalUsers: 5 });
  });

  it('refuses a bad query with 422 and the field', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['sortBy=password', 'sortBy'],
      ['role=owner', 'role'],
      ['page=abc', 'page'],
    ]) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/admin/users?${query}`,
        headers: bearer(adminToken),
      });
      expect(response.statusCode, query).toBe(422);
      expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    }
  });
});

describe('GET /api/admin/users/:id/mandates', () => {
  it('lists the valid mandates first with a masked IBAN', async () => {
    const old = await insertMandate(t.database.db, anna.id, {
      iban: 'NL91ABNA0417164300',
      status: 'expired',
      signedAt: '2026-11-01',
    });
    const valid = await insertMandate(t.database.db, anna.id, {
      iban: 'NL02RABO0123456789',
      signedAt: '2025-03-01',
      signatureMethod: 'paper',
    });
    const response = await t.inject({
      method: 'GET',
      url: `/api/admin/users/${anna.id}/mandates`,
      headers: bearer(adminToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mandates).toEqual([
      {
        id: valid.id,
        reference: valid.reference,
        ibanMasked: 'NL** **** **** **** 6789',
        status: 'valid',
        signedAt: '2025-03-01',
        signatureMethod: 'paper',
      },
      {
        id: old.id,
        reference: old.reference,
        ibanMasked: 'NL** **** **** **** 4300',
        status: 'expired',
        signedAt: '2026-11-01',
        signatureMethod: 'web_consent',
      },
    ]);
    expect(response.body).not.toContain('0123456789');

    const none = await t.inject({
      method: 'GET',
      url: `/api/admin/users/${bram.id}/mandates`,
      headers: bearer(adminToken),
    });
    expect(none.json().data.mandates).toEqual([]);
  });

  it('answers 404 for an unknown user, 422 for a malformed id and 403 for a customer', async () => {
    const unknown = await t.inject({
      method: 'GET',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000/mandates',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.inject({
      method: 'GET',
      url: '/api/admin/users/abc/mandates',
      headers: bearer(adminToken),
    });
    expect(malformed.statusCode).toBe(422);
    const forbidden = await t.inject({
      method: 'GET',
      url: `/api/admin/users/${anna.id}/mandates`,
      headers: bearer(customerToken),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
