import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { totpCode } from './totp.ts';
import { sealLegacyTotpSecrets } from './two-factor-service.ts';

let t: TestApp;
const email = 'twee@example.nl';
const password = 'Geheim!2026';
let token: string;
let secret: string;
let backupCodes: string[];

beforeAll(async () => {
  t = await createTestApp();
  await t.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstname: 'Twee', lastname: 'Stap', email, password },
  });
  token = (await t.login(email, password)).token;
});
afterAll(() => t.close());

describe('two-factor', () => {
  it('status is off for a new user', async () => {
    const response = await t.inject({ method: 'GET', url: '/two-factor/status', headers: bearer(token) });
    expect(response.json()).toEqual({ success: true, data: { enabled: false, backupCodesRemaining: 0 } });
  });

  it('setup gives a secret, an otpauth URL and a QR code; a wrong code does not enable', async () => {
    const setup = await t.inject({ method: 'POST', url: '/two-factor/setup', headers: bearer(token) });
    expect(setup.statusCode).toBe(200);
    const data = setup.json().data;
    expect(data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Hostportaal:twee%40example\.nl\?/);
    expect(data.qrCode).toMatch(/^data:image\/png;base64,/);
    secret = data.secret;
    const wrong = await t.inject({
      method: 'POST',
      url: '/two-factor/enable',
      headers: bearer(token),
      payload: { code: '000000' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('TWO_FACTOR_INVALID');
  });

  it('enable with a current code answers ten backup codes once', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/two-factor/enable',
      headers: bearer(token),
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(response.statusCode).toBe(200);
    backupCodes = response.json().data.backupCodes;
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const status = await t.inject({ method: 'GET', url: '/two-factor/status', headers: bearer(token) });
    expect(status.json().data).toEqual({ enabled: true, backupCodesRemaining: 10 });
  });

  it('keeps the TOTP secret encrypted at rest, and seals one stored in plain text before', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.twoFactorSecret).toMatch(/^v1\./);
    expect(row?.twoFactorSecret).not.toContain(secret);
    // A secret from before encryption: still accepted, and sealed at the next start-up.
    await t.database.db.update(users).set({ twoFactorSecret: secret }).where(eq(users.email, email));
    expect(await sealLegacyTotpSecrets(t.database.db, t.config.SECRETS_KEY)).toBe(1);
    const [sealed] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(sealed?.twoFactorSecret).toMatch(/^v1\./);
    expect(await sealLegacyTotpSecrets(t.database.db, t.config.SECRETS_KEY)).toBe(0);
  });

  it('login then asks for a code; the challenge plus a TOTP code gives the session', async () => {
    const first = await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.twoFactorRequired).toBe(true);
    expect(first.json().data.accessToken).toBeUndefined();
    expect(first.cookies.find((c) => c.name === 'hp_refresh')).toBeUndefined();
    const challengeToken = first.json().data.challengeToken;

    t.clock.advance(60_000);
    const code = totpCode(secret, t.clock.now());
    const second = await t.inject({
      method: 'POST',
      url: '/two-factor/verify',
      payload: { challengeToken, code },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.user.twoFactorEnabled).toBe(true);
    expect(second.cookies.find((c) => c.name === 'hp_refresh')?.httpOnly).toBe(true);

    // The same code cannot be used twice.
    const replay = await t.inject({
      method: 'POST',
      url: '/two-factor/verify',
      payload: { challengeToken, code },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('a backup code works once', async () => {
    const challengeToken = (
      await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })
    ).json().data.challengeToken;
    const code = backupCodes[0]?.toUpperCase() ?? '';
    expect(
      (await t.inject({ method: 'POST', url: '/two-factor/verify', payload: { challengeToken, code } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.inject({ method: 'POST', url: '/two-factor/verify', payload: { challengeToken, code } }))
        .statusCode,
    ).toBe(401);
  });

  it('a challenge gives one session (issue 26): reused with a later code it is refused, and costs no backup code', async () => {
    const verify = (challengeToken: string, code: string) =>
      t.inject({ method: 'POST', url: '/two-factor/verify', payload: { challengeToken, code } });
    const challengeToken = (
      await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })
    ).json().data.challengeToken;
    t.clock.advance(60_000);
    expect((await verify(challengeToken, totpCode(secret, t.clock.now()))).statusCode).toBe(200);

    t.clock.advance(60_000);
    const reused = await verify(challengeToken, totpCode(secret, t.clock.now()));
    expect(reused.statusCode).toBe(401);
    expect(reused.json().code).toBe('TWO_FACTOR_INVALID');
    expect(reused.cookies.find((cookie) => cookie.name === 'hp_refresh')).toBeUndefined();
    const backupCode = backupCodes[2] ?? '';
    expect((await verify(challengeToken, backupCode)).statusCode).toBe(401);

    // The backup code offered with the used challenge is still good with a fresh one.
    const fresh = (
      await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })
    ).json().data.challengeToken;
    expect((await verify(fresh, backupCode)).statusCode).toBe(200);
  });

  it('a forged or expired challenge is refused', async () => {
    const challengeToken = (
      await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })
    ).json().data.challengeToken;
    t.clock.advance(6 * 60_000);
    const expired = await t.inject({
      method: 'POST',
      url: '/two-factor/verify',
      payload: { challengeToken, code: totpCode(secret, t.clock.now()) },
    });
    expect(expired.statusCode).toBe(401);
    const forged = await t.inject({
      method: 'POST',
      url: '/two-factor/verify',
      payload: { challengeToken: `${challengeToken.slice(0, -2)}xx`, code: '123456' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('locks the second step after five wrong codes', async () => {
    const challengeToken = (
      await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })
    ).json().data.challengeToken;
    for (let i = 0; i < 5; i++) {
      await t.inject({
        method: 'POST',
        url: '/two-factor/verify',
        payload: { challengeToken, code: '111111' },
      });
    }
    const blocked = await t.inject({
      method: 'POST',
      url: '/two-factor/verify',
      payload: { challengeToken, code: totpCode(secret, t.clock.now()) },
    });
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(16 * 60_000);
  });

  it('disable needs the password and a code', async () => {
    t.clock.advance(60_000);
    const challengeToken = (
      await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } })
    ).json().data.challengeToken;
    const session = await t.inject({
      method: 'POST',
      url: '/two-factor/verify',
      payload: { challengeToken, code: backupCodes[1] ?? '' },
    });
    const access = session.json().data.accessToken as string;
    t.clock.advance(60_000);
    const wrongPassword = await t.inject({
      method: 'POST',
      url: '/two-factor/disable',
      headers: bearer(access),
      payload: { password: 'fout', code: totpCode(secret, t.clock.now()) },
    });
    expect(wrongPassword.statusCode).toBe(400);
    const ok = await t.inject({
      method: 'POST',
      url: '/two-factor/disable',
      headers: bearer(access),
      payload: { password, code: totpCode(secret, t.clock.now()) },
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
    expect(login.json().data.accessToken).toBeDefined();
  });
});
