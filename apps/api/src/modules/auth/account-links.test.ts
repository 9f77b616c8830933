import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureMail, type MailCapture } from '../../../test/mail-capture.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { totpCode } from '../two-factor/totp.ts';
import { hashPassword } from './password.ts';

// The real argon2 hashing, counted: whether a request got a password hashed.
vi.mock('./password.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./password.ts')>();
  return { ...original, hashPassword: vi.fn(original.hashPassword) };
});
const passwordHashes = () => vi.mocked(hashPassword).mock.calls.length;

// Issue 18, items 2 and 7, as an attacker tries them: links read from the mail a real SMTP peer received,
// old links tried after newer events. And the notices a password or 2FA change sends.

let t: TestApp;
let mail: MailCapture;
const password = 'Geheim!2026';
const newPassword = 'Nieuw!Wachtwoord26';

async function register(email: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstname: 'Iris', lastname: 'de Wit', email, password },
  });
  expect(response.statusCode).toBe(201);
}

async function resetLink(email: string): Promise<string> {
  const response = await t.inject({ method: 'POST', url: '/auth/forgot-password', payload: { email } });
  expect(response.statusCode).toBe(200);
  return mail.tokenFrom(email, '/reset-password');
}

function reset(token: string, chosen = 'Aanvaller!2026') {
  return t.inject({ method: 'POST', url: '/auth/reset-password', payload: { token, password: chosen } });
}

async function expectRefused(token: string) {
  const response = await reset(token);
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('TOKEN_INVALID');
}

beforeAll(async () => {
  t = await createTestApp();
  mail = await captureMail(t);
});
afterAll(async () => {
  await mail.close();
  await t.close();
});

describe('reset links (issue 18 item 2)', () => {
  it('an earlier link fails once a newer one was sent; the newest works once', async () => {
    await register('reset.nieuwer@example.nl');
    const first = await resetLink('reset.nieuwer@example.nl');
    const second = await resetLink('reset.nieuwer@example.nl');
    expect(second).not.toBe(first);
    await expectRefused(first);
    expect((await reset(second, newPassword)).statusCode).toBe(200);
    await expectRefused(second);
    await t.login('reset.nieuwer@example.nl', newPassword);
  });

  it('parallel resets with one link: exactly one sets the password', async () => {
    await register('reset.parallel@example.nl');
    const token = await resetLink('reset.parallel@example.nl');
    const answers = await Promise.all(
      ['Een!Wachtwoord1', 'Twee!Wachtwoord2', 'Drie!Wachtwoord3'].map((chosen) => reset(token, chosen)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('a link fails after a password change in the settings', async () => {
    await register('reset.wijzig@example.nl');
    const token = await resetLink('reset.wijzig@example.nl');
    const session = await t.login('reset.wijzig@example.nl', password);
    const change = await t.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(session.token),
      payload: { currentPassword: password, newPassword },
    });
    expect(change.statusCode).toBe(200);
    await expectRefused(token);
    await t.login('reset.wijzig@example.nl', newPassword);
  });

  it('a link fails after the e-mail address changed, and is not sent to the new address', async () => {
    await register('reset.oud@example.nl');
    const token = await resetLink('reset.oud@example.nl');
    const session = await t.login('reset.oud@example.nl', password);
    const request = await t.inject({
      method: 'POST',
      url: '/auth/email-change',
      headers: bearer(session.token),
      payload: { newEmail: 'reset.nieuw@example.nl', currentPassword: password },
    });
    expect(request.statusCode).toBe(200);
    const confirm = await t.inject({
      method: 'POST',
      url: '/auth/email-change/confirm',
      payload: { token: await mail.tokenFrom('reset.nieuw@example.nl', '/confirm-email-change') },
    });
    expect(confirm.statusCode).toBe(200);
    await expectRefused(token);
    // The owner of the new address resets with a link sent there.
    expect((await reset(await resetLink('reset.nieuw@example.nl'), newPassword)).statusCode).toBe(200);
  });

  it('a link fails after the user ended all other sessions', async () => {
    await register('reset.sessies@example.nl');
    const token = await resetLink('reset.sessies@example.nl');
    const session = await t.login('reset.sessies@example.nl', password);
    const end = await t.inject({
      method: 'POST',
      url: '/api/account/sessions/revoke-others',
      headers: bearer(session.token),
    });
    expect(end.statusCode).toBe(200);
    await expectRefused(token);
  });

  it('a link fails after an admin changed the address', async () => {
    await register('reset.beheer@example.nl');
    await register('beheerder@example.nl');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'beheerder@example.nl'));
    const admin = await t.login('beheerder@example.nl', password);
    const token = await resetLink('reset.beheer@example.nl');
    const [customer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'reset.beheer@example.nl'));
    const change = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${customer?.id}`,
      headers: bearer(admin.token),
      payload: { firstname: 'Iris', lastname: 'de Wit', email: 'reset.beheer.nieuw@example.nl' },
    });
    expect(change.statusCode).toBe(200);
    await expectRefused(token);
  });
});

describe('a reset token is checked before the password is hashed (issue 26)', () => {
  it('refuses a superseded, an expired and a made-up token alike, hashing nothing and changing nothing', async () => {
    await register('reset.eerst@example.nl');
    const superseded = await resetLink('reset.eerst@example.nl');
    const expired = await resetLink('reset.eerst@example.nl');
    t.clock.advance(60 * 60_000);
    const hashesBefore = passwordHashes();

    const madeUp = await reset('Zelfverzonnen-token-van-43-tekens-lang-xxxxx');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
    for (const token of [superseded, expired]) {
      const refused = await reset(token);
      expect([refused.statusCode, refused.body]).toEqual([madeUp.statusCode, madeUp.body]);
    }
    expect(passwordHashes()).toBe(hashesBefore);
    await t.login('reset.eerst@example.nl', password);
  });
});

describe('verification links (issue 18 item 7)', () => {
  it('verify only the address they were sent to; an old address is refused with a clear message', async () => {
    await register('verifieer.oud@example.nl');
    const oldLink = await mail.tokenFrom('verifieer.oud@example.nl', '/verify-email');
    await register('verifieer.beheer@example.nl');
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(eq(users.email, 'verifieer.beheer@example.nl'));
    const admin = await t.login('verifieer.beheer@example.nl', password);
    const [customer] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'verifieer.oud@example.nl'));
    // An admin corrects the address: the new one must be verified, by a link sent to it.
    const change = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${customer?.id}`,
      headers: bearer(admin.token),
      payload: { firstname: 'Iris', lastname: 'de Wit', email: 'verifieer.nieuw@example.nl' },
    });
    expect(change.statusCode).toBe(200);

    const stale = await t.inject({ method: 'POST', url: '/auth/verify-email', payload: { token: oldLink } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      success: false,
      code: 'EMAIL_ADDRESS_CHANGED',
      error:
        'Deze link is verstuurd naar een e-mailadres dat niet meer bij je account hoort. Gebruik de link die we naar je huidige e-mailadres hebben gestuurd.',
    });
    const [unverified] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, customer?.id ?? ''));
    expect(unverified?.isEmailVerified).toBe(false);

    const newLink = await mail.tokenFrom('verifieer.nieuw@example.nl', '/verify-email');
    const fresh = await t.inject({ method: 'POST', url: '/auth/verify-email', payload: { token: newLink } });
    expect(fresh.statusCode).toBe(200);
    const [verified] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, customer?.id ?? ''));
    expect(verified?.isEmailVerified).toBe(true);
  });
});

describe('notices (issue 18)', () => {
  it('a password change and a reset each tell the address by e-mail', async () => {
    await register('melding.wachtwoord@example.nl');
    const session = await t.login('melding.wachtwoord@example.nl', password);
    await t.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(session.token),
      payload: { currentPassword: password, newPassword },
    });
    await reset(await resetLink('melding.wachtwoord@example.nl'));
    const notices = (await mail.mailsTo('melding.wachtwoord@example.nl')).filter(
      (received) => received.subject === 'Je wachtwoord is gewijzigd',
    );
    expect(notices).toHaveLength(2);
    expect(notices[0]?.text).toContain('Ben jij dit niet geweest?');
  });

  it('turning 2FA on and off each tell the address by e-mail', async () => {
    await register('melding.2fa@example.nl');
    const { token } = await t.login('melding.2fa@example.nl', password);
    const setup = await t.inject({ method: 'POST', url: '/two-factor/setup', headers: bearer(token) });
    const secret = setup.json().data.secret as string;
    const enable = await t.inject({
      method: 'POST',
      url: '/two-factor/enable',
      headers: bearer(token),
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    expect(enable.statusCode).toBe(200);
    t.clock.advance(30_000);
    const disable = await t.inject({
      method: 'POST',
      url: '/two-factor/disable',
      headers: bearer(token),
      payload: { password, code: totpCode(secret, t.clock.now()) },
    });
    expect(disable.statusCode).toBe(200);
    const subjects = (await mail.mailsTo('melding.2fa@example.nl')).map((received) => received.subject);
    expect(subjects).toContain('Tweestapsverificatie ingeschakeld');
    expect(subjects).toContain('Tweestapsverificatie uitgeschakeld');
  });
});
