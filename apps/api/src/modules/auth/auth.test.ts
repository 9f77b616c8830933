import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { emailOutbox, refreshTokens, users } from '../../db/schema/index.ts';

let t: TestApp;
const password = 'Geheim!2026';

async function registerUser(email: string, role: 'user' | 'admin' = 'user') {
  const response = await t.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstname: 'Anna', lastname: 'Jansen', email, password },
  });
  expect(response.statusCode).toBe(201);
  if (role === 'admin') await t.database.db.update(users).set({ role }).where(eq(users.email, email));
}

function tokenFromOutbox(body: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_%-]+)`).exec(body);
  if (!match?.[1]) throw new Error(`no ${path} link in e-mail`);
  return decodeURIComponent(match[1]);
}

beforeAll(async () => {
  t = await createTestApp();
  await registerUser('anna@example.nl');
  await registerUser('beheer@example.nl', 'admin');
});
afterAll(() => t.close());

describe('register', () => {
  it('answers with the success message and sends a verification e-mail', async () => {
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'anna@example.nl'));
    expect(rows.map((row) => row.template)).toContain('email_verification');
  });

  it('refuses a second account with the same address in any case', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { firstname: 'A', lastname: 'B', email: 'ANNA@example.nl', password },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'EMAIL_TAKEN' });
  });

  it('lists the invalid fields and writes nothing', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/auth/register',
      payload: { firstname: '', lastname: 'B', email: 'not-an-email', password: 'kort' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'email',
      'firstname',
      'password',
    ]);
    expect(await t.database.db.select().from(users).where(eq(users.email, 'not-an-email'))).toHaveLength(0);
  });

  it('answers malformed JSON with 400 and no internals', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: 'Ongeldig verzoek.', code: 'BAD_REQUEST' });
  });
});

describe('login', () => {
  it('gives a session with an access token and an HttpOnly refresh cookie', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'Anna@Example.nl', password },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Login successful',
      data: { user: { email: 'anna@example.nl', role: 'user' } },
    });
    expect(body.data.refreshToken).toBeUndefined();
    const cookie = response.cookies.find((c) => c.name === 'hp_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/auth' });
  });

  it('gives the same error for an unknown address and a wrong password', async () => {
    const wrong = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'anna@example.nl', password: 'fout-wachtwoord' },
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'niemand@example.nl', password },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({
      success: false,
      error: 'Onjuist e-mailadres of wachtwoord.',
      code: 'INVALID_CREDENTIALS',
    });
  });

  it('answers in English when asked', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
      payload: { email: 'niemand2@example.nl', password },
    });
    expect(response.json().error).toBe('Invalid e-mail address or password.');
  });

  it('answers 429 after ten failures for one account from anywhere, also with the right password', async () => {
    await registerUser('doelwit@example.nl');
    for (let i = 0; i < 10; i++) {
      const response = await t.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: `10.0.0.${i + 1}`,
        payload: { email: 'doelwit@example.nl', password: 'fout' },
      });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'doelwit@example.nl', password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('60');
    t.clock.advance(16 * 60_000);
    const later = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'doelwit@example.nl', password },
    });
    expect(later.statusCode).toBe(200);
  });

  it('answers 429 after repeated failures from one IP across accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await t.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '192.0.2.7',
        payload: { email: `x${i}@example.nl`, password: 'fout' },
      });
    }
    const blocked = await t.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '192.0.2.7',
      payload: { email: 'anna@example.nl', password },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.inject({
      method: 'POST',
      url: '/auth/login',
      remoteAddress: '192.0.2.8',
      payload: { email: 'anna@example.nl', password },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses an inactive user', async () => {
    await registerUser('inactief@example.nl');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'inactief@example.nl'));
    const response = await t.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'inactief@example.nl', password },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('ACCOUNT_INACTIVE');
  });
});

describe('sessions', () => {
  it('verify returns the user; no token is 401', async () => {
    const { token } = await t.login('anna@example.nl', password);
    const ok = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user).toMatchObject({
      email: 'anna@example.nl',
      firstname: 'Anna',
      address: { country: 'NL' },
    });
    const anonymous = await t.inject({ method: 'GET', url: '/auth/verify' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    const forged = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(`${token}x`) });
    expect(forged.statusCode).toBe(401);
  });

  it('an access token expires after 15 minutes', async () => {
    const { token } = await t.login('anna@example.nl', password);
    t.clock.advance(16 * 60_000);
    const response = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });

  it('refresh rotates the token; reusing an old one revokes the whole family', async () => {
    const { cookie } = await t.login('anna@example.nl', password);
    const first = await t.inject({ method: 'POST', url: '/auth/refresh-token', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    const next = first.cookies.find((c) => c.name === 'hp_refresh');
    expect(next?.value).toBeDefined();
    const newAccess = first.json().data.accessToken as string;
    expect(
      (await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(newAccess) })).statusCode,
    ).toBe(200);

    const replay = await t.inject({ method: 'POST', url: '/auth/refresh-token', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await t.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      headers: { cookie: `hp_refresh=${next?.value}` },
    });
    expect(afterReplay.statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(newAccess) })).statusCode,
    ).toBe(401);
  });

  it('logout revokes the refresh token and the access token at once', async () => {
    const { token, cookie } = await t.login('anna@example.nl', password);
    const response = await t.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...bearer(token), cookie },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.inject({ method: 'POST', url: '/auth/refresh-token', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('a deactivated user loses access immediately', async () => {
    await registerUser('weg@example.nl');
    const { token } = await t.login('weg@example.nl', password);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.email, 'weg@example.nl'));
    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) })).statusCode).toBe(
      401,
    );
  });
});

describe('passwords', () => {
  it('change password checks the current one, revokes old sessions and keeps this one', async () => {
    await registerUser('wissel@example.nl');
    const other = await t.login('wissel@example.nl', password);
    const mine = await t.login('wissel@example.nl', password);
    const wrong = await t.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(mine.token),
      payload: { currentPassword: 'fout', newPassword: 'NieuwWachtwoord1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const response = await t.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(mine.token),
      payload: { currentPassword: password, newPassword: 'NieuwWachtwoord1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Password changed successfully');
    expect(
      (await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(other.token) })).statusCode,
    ).toBe(401);
    const fresh = response.json().data.accessToken as string;
    expect((await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
    await t.login('wissel@example.nl', 'NieuwWachtwoord1');
  });

  it('forgot + reset: same answer for unknown address, token works once and expires', async () => {
    await registerUser('vergeten@example.nl');
    const unknown = await t.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: 'onbekend@example.nl' },
    });
    const known = await t.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: 'vergeten@example.nl' },
    });
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ success: true, message: 'Password reset email sent successfully' });

    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'password_reset'));
    expect(mail?.toAddress).toBe('vergeten@example.nl');
    const token = tokenFromOutbox(mail?.textBody ?? '', '/reset-password');
    const { cookie } = await t.login('vergeten@example.nl', password);

    const reset = await t.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'HersteldWachtwoord9' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await t.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token, password: 'NogEenKeer999' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
    expect(
      (await t.inject({ method: 'POST', url: '/auth/refresh-token', headers: { cookie } })).statusCode,
    ).toBe(401);
    await t.login('vergeten@example.nl', 'HersteldWachtwoord9');

    await t.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      payload: { email: 'vergeten@example.nl' },
    });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'password_reset'));
    const second = tokenFromOutbox(mails.at(-1)?.textBody ?? '', '/reset-password');
    t.clock.advance(61 * 60_000);
    const expired = await t.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: second, password: 'TeLaatWachtwoord1' },
    });
    expect(expired.statusCode).toBe(400);
  });

  it('e-mail verification token is single use', async () => {
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'anna@example.nl'));
    const token = tokenFromOutbox(mail?.textBody ?? '', '/verify-email');
    const first = await t.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
    expect(first.statusCode).toBe(200);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'anna@example.nl'));
    expect(user?.isEmailVerified).toBe(true);
    expect(
      (await t.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(400);
  });
});

describe('guards', () => {
  it('an unknown /api/admin route needs an admin before anything else', async () => {
    const { token } = await t.login('anna@example.nl', password);
    const refresh = await t.database.db.select().from(refreshTokens);
    expect(refresh.length).toBeGreaterThan(0);
    const response = await t.inject({
      method: 'GET',
      url: '/api/admin/nothing-here',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
