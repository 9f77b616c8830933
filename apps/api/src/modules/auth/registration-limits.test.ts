import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

// Issue 18, item 8: registering and the verification mail are limited per client address (and the resent
// mail per account), so neither taken addresses nor someone's inbox can be probed or flooded at full speed.
// The limits are request-rate limits (plugins/rate-limits.ts), on here as in production.

let t: TestApp;
const password = 'Geheim!2026';

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: 'on' } });
});
afterAll(() => t.close());

const register = (email: string, from: string) =>
  t.inject({
    method: 'POST',
    url: '/auth/register',
    remoteAddress: from,
    payload: { firstname: 'Piet', lastname: 'Bakker', email, password },
  });

const resend = (token: string, from: string) =>
  t.inject({ method: 'POST', url: '/auth/resend-verification', remoteAddress: from, headers: bearer(token) });

const verificationMails = (to: string) =>
  t.database.db.$count(
    emailOutbox,
    and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'email_verification')),
  );

describe('registration', () => {
  it('answers ten an hour from one address, a taken address counting like any other', async () => {
    const from = '198.51.100.20';
    expect((await register('nieuw.klant@example.nl', from)).statusCode).toBe(201);
    const probes: number[] = [];
    for (let attempt = 0; attempt < 9; attempt++) {
      probes.push((await register(`NIEUW.klant@example.nl`, from)).statusCode);
    }
    expect(probes).toEqual(Array(9).fill(409));

    const refused = await register('nog.een.klant@example.nl', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await register('nieuw.klant@example.nl', from)).statusCode).toBe(429);
    // Someone else's address is not affected.
    expect((await register('nog.een.klant@example.nl', '198.51.100.21')).statusCode).toBe(201);
  });
});

describe('resending the verification mail', () => {
  it('sends it three times an hour per account, from any address', async () => {
    const user = await insertUser(t.database.db, { isEmailVerified: false });
    const { token } = await t.login(user.email, 'Test!2026pass');
    for (let attempt = 0; attempt < 3; attempt++) {
      const sent = await resend(token, `198.51.100.${30 + attempt}`);
      expect(sent.statusCode).toBe(200);
      expect(sent.json().message).toBe('Verification email sent');
    }
    const refused = await resend(token, '198.51.100.39');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(await verificationMails(user.email)).toBe(3);
  });

  it('sends ten an hour from one address, whatever the accounts', async () => {
    const from = '198.51.100.40';
    const statuses: number[] = [];
    for (let account = 0; account < 11; account++) {
      const user = await insertUser(t.database.db, { isEmailVerified: false });
      const { token } = await t.login(user.email, 'Test!2026pass');
      statuses.push((await resend(token, from)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('sends nothing for an address that is verified already', async () => {
    const user = await insertUser(t.database.db);
    const { token } = await t.login(user.email, 'Test!2026pass');
    const response = await resend(token, '198.51.100.50');
    expect(response.json()).toMatchObject({ success: true, message: 'Email already verified' });
    expect(await verificationMails(user.email)).toBe(0);
  });
});
