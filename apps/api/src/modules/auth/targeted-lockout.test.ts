import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressSequence, deviceCookieOf, loginFrom } from '../../../test/login-attempts.ts';
import { captureMail, type MailCapture } from '../../../test/mail-capture.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { authThrottle } from '../../db/schema/index.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { createTotpSecret, totpCode } from '../two-factor/totp.ts';
import { verifyPassword } from './password.ts';

// The real argon2 verification, counted: how many guesses reached a password check.
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>();
  return { ...original, verifyPassword: vi.fn(original.verifyPassword) };
});
const passwordChecks = () => vi.mocked(verifyPassword).mock.calls.length;

// Issue 26, item 4: the lockout as the attacker aims it at the owner — from many addresses, from the owner's
// office, one guess each time Retry-After runs out, from an office NAT — and how the owner still gets in: a
// known browser, another address, the e-mailed sign-in link (read from mail a real SMTP peer received), a
// password reset. Client addresses are the socket's peer (no proxy is trusted), chosen per request.

let t: TestApp;
let mail: MailCapture;
const password = 'Test!2026pass';
const CEILING_SECONDS = 900;
/** A client address no other test uses. */
const freshAddress = addressSequence(26);
const login = (email: string, secret: string, from: string, device?: string) =>
  loginFrom(t, email, secret, from, device);
type Answer = Awaited<ReturnType<typeof login>>;
const cookieOf = (response: Answer, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** The owner, from the browser that is held up, asks for the link and opens it from the mail. */
async function signInWithMailedLink(email: string, from: string) {
  const asked = await t.inject({
    method: 'POST',
    url: '/auth/sign-in-link',
    remoteAddress: from,
    payload: { email },
  });
  expect(asked.statusCode).toBe(200);
  const token = await mail.tokenFrom(email, '/sign-in-link');
  return t.inject({ method: 'POST', url: '/auth/sign-in-link/use', remoteAddress: from, payload: { token } });
}

async function expectSignedIn(response: Answer, email: string) {
  expect(response.statusCode).toBe(200);
  const verified = await t.inject({
    method: 'GET',
    url: '/auth/verify',
    headers: bearer(response.json().data.accessToken),
  });
  expect(verified.json().data.user.email).toBe(email);
}

async function sprayWrongPasswords(email: string, count: number) {
  for (let attempt = 0; attempt < count; attempt++)
    expect((await login(email, 'Raden!123', freshAddress())).statusCode).toBe(401);
}

beforeAll(async () => {
  t = await createTestApp();
  mail = await captureMail(t);
});
afterAll(async () => {
  await mail.close();
  await t.close();
});

describe('ten wrong passwords from ten addresses', () => {
  it('hold up a new browser on an eleventh address, which gets in with the e-mailed sign-in link', async () => {
    const admin = await insertAdmin(t.database.db);
    await sprayWrongPasswords(admin.email, 10);

    const eleventh = freshAddress();
    const held = await login(admin.email, password, eleventh);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeLessThanOrEqual(CEILING_SECONDS);

    const viaLink = await signInWithMailedLink(admin.email, eleventh);
    await expectSignedIn(viaLink, admin.email);
    // That browser is known now: its password logins go ahead while new browsers still wait.
    const device = deviceCookieOf(viaLink);
    await expectSignedIn(await login(admin.email, password, eleventh, device), admin.email);
    expect((await login(admin.email, password, freshAddress())).statusCode).toBe(429);
  });

  it('with 2FA on, the link leads to the second step, and only the code completes the login', async () => {
    const secret = createTotpSecret();
    const admin = await insertAdmin(t.database.db, { twoFactorEnabled: true, twoFactorSecret: secret });
    await sprayWrongPasswords(admin.email, 10);
    const eleventh = freshAddress();
    expect((await login(admin.email, password, eleventh)).statusCode).toBe(429);

    const viaLink = await signInWithMailedLink(admin.email, eleventh);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.json().data).toEqual({ twoFactorRequired: true, challengeToken: expect.any(String) });
    expect(cookieOf(viaLink, 'hp_refresh')).toBeUndefined();
    const verified = await t.inject({
      method: 'POST',
      url: '/two-factor/verify',
      remoteAddress: eleventh,
      payload: { challengeToken: viaLink.json().data.challengeToken, code: totpCode(secret, t.clock.now()) },
    });
    await expectSignedIn(verified, admin.email);
  });
});

describe("five wrong passwords from the owner's office address", () => {
  it('hold up a new browser at that address only: the owner logs in from elsewhere, and at the office on a known browser', async () => {
    const owner = await insertAdmin(t.database.db);
    const office = freshAddress();
    const officeBrowser = deviceCookieOf(await login(owner.email, password, office));
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(owner.email, 'Raden!123', office)).statusCode).toBe(401);

    expect((await login(owner.email, password, office)).statusCode).toBe(429);
    await expectSignedIn(await login(owner.email, password, freshAddress()), owner.email);
    await expectSignedIn(await login(owner.email, password, office, officeBrowser), owner.email);
  });
});

describe('one guess each time Retry-After runs out', () => {
  it('never asks anyone to wait past the 15-minute ceiling over 20 simulated hours, and the owner gets in throughout', async () => {
    const owner = await insertUser(t.database.db);
    const ownerBrowser = deviceCookieOf(await login(owner.email, password, freshAddress()));
    const start = t.clock.now().getTime();
    const hours = 20;
    const waits: number[] = [];
    let guesses = 0;
    let nextOwnerLogin = start;
    while (t.clock.now().getTime() < start + hours * 3_600_000) {
      // The attacker: a guess from an address of a botnet as soon as the wait allows, else wait it out.
      const answer = await login(owner.email, 'Raden!123', freshAddress());
      if (answer.statusCode === 429) {
        const wait = Number(answer.headers['retry-after']);
        waits.push(wait);
        t.clock.advance(wait * 1000);
      } else {
        expect(answer.statusCode).toBe(401);
        guesses += 1;
      }
      // The owner, every three hours, on the browser they always use.
      if (t.clock.now().getTime() >= nextOwnerLogin) {
        await expectSignedIn(await login(owner.email, password, freshAddress(), ownerBrowser), owner.email);
        nextOwnerLogin += 3 * 3_600_000;
      }
    }
    expect(Math.max(...waits)).toBe(CEILING_SECONDS);
    expect(waits.slice(0, 5)).toEqual([60, 120, 240, 480, CEILING_SECONDS]);
    // Past the ten free ones and the 1-2-4-8 minute steps, four guesses an hour at most.
    expect(guesses).toBeLessThanOrEqual(10 + 4 + hours * 4);
    // And on a new browser the link lets the owner in at once, in the middle of the attack.
    await expectSignedIn(await signInWithMailedLink(owner.email, freshAddress()), owner.email);
  });
});

describe('a password reset', () => {
  it("lifts the account's throttle, and the browser that reset becomes a known device", async () => {
    const owner = await insertUser(t.database.db);
    await sprayWrongPasswords(owner.email, 10);
    expect((await login(owner.email, password, freshAddress())).statusCode).toBe(429);

    const asked = await t.inject({
      method: 'POST',
      url: '/auth/forgot-password',
      remoteAddress: freshAddress(),
      payload: { email: owner.email },
    });
    expect(asked.statusCode).toBe(200);
    const token = await mail.tokenFrom(owner.email, '/reset-password');
    const newPassword = 'Nieuw!Wachtwoord26';
    const reset = await t.inject({
      method: 'POST',
      url: '/auth/reset-password',
      remoteAddress: freshAddress(),
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    const resetBrowser = deviceCookieOf(reset);

    const keys = await t.database.db.select({ key: authThrottle.key }).from(authThrottle);
    expect(keys.map((row) => row.key).filter((key) => key.includes(owner.email))).toEqual([]);
    await expectSignedIn(await login(owner.email, newPassword, freshAddress()), owner.email);
    // The attacker starts again from nothing at a password they do not know; the reset browser is not held up.
    await sprayWrongPasswords(owner.email, 10);
    expect((await login(owner.email, newPassword, freshAddress())).statusCode).toBe(429);
    await expectSignedIn(await login(owner.email, newPassword, freshAddress(), resetBrowser), owner.email);
  });
});

describe('an office NAT address', () => {
  it("with twenty failures of others still lets a colleague's right password in; spraying from it still waits", async () => {
    const office = freshAddress();
    const colleague = await insertUser(t.database.db);
    // Logged in from the office last week; today from a browser without the device cookie.
    await expectSignedIn(await login(colleague.email, password, office), colleague.email);
    t.clock.advance(7 * 24 * 3_600_000);

    // Five customers and fifteen addresses without an account, one common password each.
    const customers = await Promise.all(Array.from({ length: 5 }, () => insertUser(t.database.db)));
    const sprayed = [
      ...customers.map((customer) => customer.email),
      ...Array.from({ length: 15 }, (_, n) => `niemand.${n}@kantoor.example.nl`),
    ];
    for (const target of sprayed) expect((await login(target, 'Zomer2026!', office)).statusCode).toBe(401);

    // The sprayer's next account waits, without a password check.
    const checks = passwordChecks();
    const next = await login('volgende@kantoor.example.nl', 'Zomer2026!', office);
    expect(next.statusCode).toBe(429);
    expect(passwordChecks()).toBe(checks);

    // The colleague is not held up by the others' failures, also not after one typo of their own.
    expect((await login(colleague.email, 'Tikfout!2026', office)).statusCode).toBe(401);
    await expectSignedIn(await login(colleague.email, password, office), colleague.email);

    // An account that never logged in from here waits like the sprayer's targets; the link lets it in.
    const newcomer = await insertUser(t.database.db);
    expect((await login(newcomer.email, password, office)).statusCode).toBe(429);
    await expectSignedIn(await signInWithMailedLink(newcomer.email, office), newcomer.email);

    // Aimed at the colleague from the office, guesses meet the (account, address) limit: five, then waits.
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(colleague.email, 'Zomer2026!', office)).statusCode).toBe(401);
    expect((await login(colleague.email, password, office)).statusCode).toBe(429);
  });
});

describe('IPv6 clients', () => {
  it('count every address of one /64 as one client; another /64 is another', async () => {
    const owner = await insertUser(t.database.db);
    for (let host = 1; host <= 5; host++)
      expect((await login(owner.email, 'Raden!123', `2001:db8:26:1::${host.toString(16)}`)).statusCode).toBe(
        401,
      );
    const sameNetwork = await login(owner.email, password, '2001:db8:26:1:ffff:ffff:ffff:fffe');
    expect(sameNetwork.statusCode).toBe(429);
    await expectSignedIn(await login(owner.email, password, '2001:db8:26:2::1'), owner.email);
    const [row] = await t.database.db
      .select()
      .from(authThrottle)
      .where(eq(authThrottle.key, `account-ip:${owner.email}|2001:db8:26:1::/64`));
    expect(row?.failures).toBe(5);
  });
});
