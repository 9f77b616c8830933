import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLog, users } from '../../db/schema/index.ts';

let t: TestApp;
let token: string;
const password = 'Geheim!2026';
const valid = {
  firstname: 'Fleur',
  lastname: 'van Dijk',
  email: 'fleur@example.nl',
  phone: '06-12345678',
  adres: 'Prinsengracht 263a',
  city: 'Amsterdam',
  zipcode: '1016gv',
  country: 'Nederland',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['fleur@example.nl', 'bezet@example.nl']) {
    await t.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { firstname: 'F', lastname: 'D', email, password },
    });
  }
  token = (await t.login('fleur@example.nl', password)).token;
});
afterAll(() => t.close());

const put = (payload: object) =>
  t.inject({ method: 'PUT', url: '/auth/profile', headers: bearer(token), payload });

describe('PUT /auth/profile', () => {
  it('saves the profile, splits the street line and normalises the postcode; answers data.user', async () => {
    const response = await put(valid);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user).toMatchObject({
      firstname: 'Fleur',
      lastname: 'van Dijk',
      adres: 'Prinsengracht 263a',
      zipcode: '1016 GV',
      country: 'NL',
      address: {
        street: 'Prinsengracht',
        number: '263a',
        zipCode: '1016 GV',
        city: 'Amsterdam',
        country: 'NL',
      },
    });
    const log = await t.database.db.select().from(activityLog).where(eq(activityLog.type, 'profile_updated'));
    expect(log).toHaveLength(1);
  });

  it('refuses a bad Dutch postcode and phone with field errors and changes nothing', async () => {
    const response = await put({ ...valid, firstname: 'Anders', zipcode: '12345', phone: 'bel me' });
    expect(response.statusCode).toBe(422);
    expect(
      response
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['phone', 'zipcode']);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'fleur@example.nl'));
    expect(user?.firstname).toBe('Fleur');
  });

  it('accepts a Belgian postcode when the country is België', async () => {
    const response = await put({ ...valid, zipcode: '1000', city: 'Brussel', country: 'België' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.country).toBe('BE');
  });

  it('does not change the e-mail address: 422 naming POST /auth/email-change, nothing saved', async () => {
    for (const email of ['BEZET@example.nl', 'fleur.nieuw@example.nl']) {
      const response = await put({ ...valid, lastname: 'Anders', email });
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('EMAIL_CHANGE_NEEDS_CONFIRMATION');
      expect(response.json().error).toContain('POST /auth/email-change');
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'fleur@example.nl'));
    expect(user?.lastname).not.toBe('Anders');
  });

  it('an invalid e-mail format is a validation error', async () => {
    const response = await put({ ...valid, email: 'geen-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json().details[0].field).toBe('email');
  });
});

describe('GET /auth/profile', () => {
  it('gives the overview with stats, address and recent activity', async () => {
    const response = await t.inject({ method: 'GET', url: '/auth/profile', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.stats).toEqual({
      totalSpent: 0,
      totalOrders: 0,
      activeSubscriptions: 0,
      pendingPayments: 0,
      totalInvoices: 0,
    });
    expect(data.accountAge).toBe(0);
    expect(data.activityLog.map((a: { type: string }) => a.type)).toContain('profile_updated');
    expect(data.activityLog.length).toBeLessThanOrEqual(10);
  });

  it('needs a login', async () => {
    expect((await t.inject({ method: 'GET', url: '/auth/profile' })).statusCode).toBe(401);
  });
});
