import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail, type MailCapture } from '../../../test/mail-capture.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import { totpCode } from '../two-factor/totp.ts';

// Issue 18 item 3, as an attacker with a stolen session tries it and as the owner takes the account back:
// every link is read from the mail a real SMTP peer received.

let t: TestApp;
let mail: MailCapture;
const password = 'Geheim!2026';

async function register(email: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstname: 'Sanne', lastname: 'Visser', email, password },
  });
  expect(response.statusCode).toBe(201);
}

function requestChange(token: string, payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url: '/auth/email-change', headers: bearer(token), payload });
}

function confirm(token: string) {
  return t.inject({ method: 'POST', url: '/auth/email-change/confirm', payload: { token } });
}

function undo(token: string) {
  return t.inject({ method: 'POST', url: '/auth/email-change/undo', payload: { token } });
}

function loginStatus(email: string, secret = password) {
  return t
    .inject({ method: 'POST', url: '/auth/login', payload: { email, password: secret } })
    .then((response) => response.statusCode);
}

async function pending(token: string) {
  const response = await t.inject({ method: 'GET', url: '/auth/email-change', headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data.pending as { email: string; expiresAt: string } | null;
}

/** Registers `from`, changes it to `to` through both links; answers the owner's session from before. */
async function changedAccount(from: string, to: string) {
  await register(from);
  const session = await t.login(from, password);
  expect((await requestChange(session.token, { newEmail: to, currentPassword: password })).statusCode).toBe(
    200,
  );
  expect((await confirm(await mail.tokenFrom(to, '/confirm-email-change'))).statusCode).toBe(200);
  return session;
}

beforeAll(async () => {
  t = await createTestApp();
  mail = await captureMail(t);
});
afterAll(async () => {
  await mail.close();
  await t.close();
});

describe('asking for a new address', () => {
  it('a stolen session without the password gets nowhere; PUT /auth/profile refuses a new address too', async () => {
    await register('zonder.wachtwoord@example.nl');
    const { token } = await t.login('zonder.wachtwoord@example.nl', password);
    const wrong = await requestChange(token, { newEmail: 'dief@example.nl', currentPassword: 'geraden' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    const missing = await requestChange(token, { newEmail: 'dief@example.nl' });
    expect(missing.statusCode).toBe(422);

    const profile = await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(token),
      payload: { firstname: 'Sanne', lastname: 'Visser', email: 'dief@example.nl' },
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json().code).toBe('EMAIL_CHANGE_NEEDS_CONFIRMATION');
    expect(profile.json().error).toContain('POST /auth/email-change');
    // The other fields still save with the current address.
    const ok = await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(token),
      payload: { firstname: 'Sanne', lastname: 'de Vries', email: 'ZONDER.wachtwoord@example.nl' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.user.lastname).toBe('de Vries');

    expect(await pending(token)).toBeNull();
    expect(await mail.mailsTo('dief@example.nl')).toHaveLength(0);
    const [user] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'zonder.wachtwoord@example.nl'));
    expect(user).toBeDefined();
  });

  it('refuses the current address and one another account has', async () => {
    await register('bezet.eigen@example.nl');
    await register('bezet.ander@example.nl');
    const { token } = await t.login('bezet.eigen@example.nl', password);
    const same = await requestChange(token, {
      newEmail: 'Bezet.Eigen@example.nl',
      currentPassword: password,
    });
    expect(same.statusCode).toBe(422);
    expect(same.json().details).toEqual([{ field: 'newEmail', message: 'Dit is al je e-mailadres' }]);
    const taken = await requestChange(token, {
      newEmail: 'bezet.ander@example.nl',
      currentPassword: password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });

  it('with 2FA on it needs the TOTP code or a backup code besides the password', async () => {
    await register('met.2fa@example.nl');
    const { token } = await t.login('met.2fa@example.nl', password);
    const secret = (
      await t.inject({ method: 'POST', url: '/two-factor/setup', headers: bearer(token) })
    ).json().data.secret as string;
    const enabled = await t.inject({
      method: 'POST',
      url: '/two-factor/enable',
      headers: bearer(token),
      payload: { code: totpCode(secret, t.clock.now()) },
    });
    const backupCodes = enabled.json().data.backupCodes as string[];
    t.clock.advance(30_000);

    const noCode = await requestChange(token, {
      newEmail: 'met.2fa.nieuw@example.nl',
      currentPassword: password,
    });
    expect(noCode.statusCode).toBe(422);
    expect(noCode.json().details[0].field).toBe('code');
    const wrongCode = await requestChange(token, {
      newEmail: 'met.2fa.nieuw@example.nl',
      currentPassword: password,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.json().details).toEqual([
      { field: 'code', message: 'De verificatiecode is onjuist of verlopen.' },
    ]);
    const codeWithoutPassword = await requestChange(token, {
      newEmail: 'met.2fa.nieuw@example.nl',
      currentPassword: 'geraden',
      code: totpCode(secret, t.clock.now()),
    });
    expect(codeWithoutPassword.statusCode).toBe(400);

    const withTotp = await requestChange(token, {
      newEmail: 'met.2fa.nieuw@example.nl',
      currentPassword: password,
      code: totpCode(secret, t.clock.now()),
    });
    expect(withTotp.statusCode).toBe(200);
    expect(withTotp.json().data.pending.email).toBe('met.2fa.nieuw@example.nl');
    const withBackup = await requestChange(token, {
      newEmail: 'met.2fa.anders@example.nl',
      currentPassword: password,
      code: backupCodes[0],
    });
    expect(withBackup.statusCode).toBe(200);
    expect((await pending(token))?.email).toBe('met.2fa.anders@example.nl');
  });
});

describe('confirming the new address', () => {
  it('the login stays the old address until the link sent to the new one is confirmed', async () => {
    await register('wacht.oud@example.nl');
    const { token } = await t.login('wacht.oud@example.nl', password);
    const asked = await requestChange(token, {
      newEmail: 'Wacht.Nieuw@example.nl',
      currentPassword: password,
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.pending).toMatchObject({
      email: 'wacht.nieuw@example.nl',
      expiresAt: new Date(t.clock.now().getTime() + 24 * 60 * 60_000).toISOString(),
    });
    const [link] = await mail.mailsTo('wacht.nieuw@example.nl');
    expect(link?.subject).toBe('Bevestig je nieuwe e-mailadres');
    expect(link?.text).toContain('log je in met je huidige e-mailadres (wacht.oud@example.nl)');

    expect(await loginStatus('wacht.oud@example.nl')).toBe(200);
    expect(await loginStatus('wacht.nieuw@example.nl')).toBe(401);
    const me = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(me.json().data.user.email).toBe('wacht.oud@example.nl');
    expect(await pending(token)).toMatchObject({ email: 'wacht.nieuw@example.nl' });

    const confirmed = await confirm(await mail.tokenFrom('wacht.nieuw@example.nl', '/confirm-email-change'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, data: { email: 'wacht.nieuw@example.nl' } });
    expect(await loginStatus('wacht.nieuw@example.nl')).toBe(200);
    expect(await loginStatus('wacht.oud@example.nl')).toBe(401);
    expect(await pending(token)).toBeNull();
    const after = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(token) });
    expect(after.json().data.user).toMatchObject({ email: 'wacht.nieuw@example.nl', isEmailVerified: true });

    const notices = (await mail.mailsTo('wacht.oud@example.nl')).filter(
      (received) => received.subject === 'Je e-mailadres is gewijzigd',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain('gewijzigd in wacht.nieuw@example.nl');
    expect(notices[0]?.text).toContain('http://portal.test/undo-email-change?token=');
    expect(notices[0]?.text).toContain('De link is 7 dagen geldig.');
  });

  it('parallel confirms with one link: exactly one changes the address, and only one notice goes out', async () => {
    await register('parallel.oud@example.nl');
    const { token } = await t.login('parallel.oud@example.nl', password);
    await requestChange(token, { newEmail: 'parallel.nieuw@example.nl', currentPassword: password });
    const link = await mail.tokenFrom('parallel.nieuw@example.nl', '/confirm-email-change');
    const answers = await Promise.all([confirm(link), confirm(link), confirm(link), confirm(link)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    const notices = (await mail.mailsTo('parallel.oud@example.nl')).filter(
      (received) => received.subject === 'Je e-mailadres is gewijzigd',
    );
    expect(notices).toHaveLength(1);
  });

  it('an older link fails after a newer request, a resend or a cancel', async () => {
    await register('ouder.link@example.nl');
    const { token } = await t.login('ouder.link@example.nl', password);
    await requestChange(token, { newEmail: 'eerste.keus@example.nl', currentPassword: password });
    const first = await mail.tokenFrom('eerste.keus@example.nl', '/confirm-email-change');
    await requestChange(token, { newEmail: 'tweede.keus@example.nl', currentPassword: password });
    expect((await confirm(first)).statusCode).toBe(400);
    const second = await mail.tokenFrom('tweede.keus@example.nl', '/confirm-email-change');

    const resent = await t.inject({
      method: 'POST',
      url: '/auth/email-change/resend',
      headers: bearer(token),
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data.pending.email).toBe('tweede.keus@example.nl');
    expect((await confirm(second)).statusCode).toBe(400);
    const third = await mail.tokenFrom('tweede.keus@example.nl', '/confirm-email-change');
    expect(third).not.toBe(second);

    const cancelled = await t.inject({ method: 'DELETE', url: '/auth/email-change', headers: bearer(token) });
    expect(cancelled.statusCode).toBe(200);
    expect(await pending(token)).toBeNull();
    expect((await confirm(third)).statusCode).toBe(400);
    const none = await t.inject({ method: 'POST', url: '/auth/email-change/resend', headers: bearer(token) });
    expect(none.statusCode).toBe(404);
    expect(await loginStatus('ouder.link@example.nl')).toBe(200);
  });

  it('a pending change dies with a password change, and the link expires after 24 hours', async () => {
    await register('vervalt@example.nl');
    const session = await t.login('vervalt@example.nl', password);
    await requestChange(session.token, { newEmail: 'vervalt.nieuw@example.nl', currentPassword: password });
    const beforePasswordChange = await mail.tokenFrom('vervalt.nieuw@example.nl', '/confirm-email-change');
    const changed = await t.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(session.token),
      payload: { currentPassword: password, newPassword: 'Ander!Wachtwoord9' },
    });
    expect((await confirm(beforePasswordChange)).statusCode).toBe(400);

    const fresh = changed.json().data.accessToken as string;
    await requestChange(fresh, {
      newEmail: 'vervalt.nieuw@example.nl',
      currentPassword: 'Ander!Wachtwoord9',
    });
    const late = await mail.tokenFrom('vervalt.nieuw@example.nl', '/confirm-email-change');
    t.clock.advance(24 * 60 * 60_000 + 1000);
    expect((await confirm(late)).statusCode).toBe(400);
    expect(await loginStatus('vervalt@example.nl', 'Ander!Wachtwoord9')).toBe(200);
  });

  it('an address another account took meanwhile is refused at confirmation', async () => {
    await register('race.eigen@example.nl');
    const { token } = await t.login('race.eigen@example.nl', password);
    await requestChange(token, { newEmail: 'race.doel@example.nl', currentPassword: password });
    const link = await mail.tokenFrom('race.doel@example.nl', '/confirm-email-change');
    await register('race.doel@example.nl');
    const answer = await confirm(link);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().code).toBe('EMAIL_TAKEN');
    expect(await loginStatus('race.eigen@example.nl')).toBe(200);
  });
});

describe('undoing a change from the old address', () => {
  it('restores the old address, ends every session and lets the owner choose a new password', async () => {
    const owner = await changedAccount('eigenaar@example.nl', 'overnemer@example.nl');
    const taker = await t.login('overnemer@example.nl', password);
    const undoLink = await mail.tokenFrom('eigenaar@example.nl', '/undo-email-change');
    const liveBefore = (
      await t.database.db
        .select()
        .from(refreshTokens)
        .innerJoin(users, eq(users.id, refreshTokens.userId))
        .where(eq(users.email, 'overnemer@example.nl'))
    )
      .map((row) => row.refresh_tokens)
      .filter((row) => row.revokedAt === null);

    const answer = await undo(undoLink);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().data.email).toBe('eigenaar@example.nl');
    expect(await loginStatus('eigenaar@example.nl')).toBe(200);
    expect(await loginStatus('overnemer@example.nl')).toBe(401);

    // Every session from before the undo is over: access tokens and refresh tokens alike.
    for (const session of [owner, taker]) {
      const verify = await t.inject({ method: 'GET', url: '/auth/verify', headers: bearer(session.token) });
      expect(verify.statusCode).toBe(401);
      const refresh = await t.inject({
        method: 'POST',
        url: '/auth/refresh-token',
        headers: { cookie: session.cookie },
      });
      expect(refresh.statusCode).toBe(401);
    }
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'eigenaar@example.nl'));
    const tokensBefore = liveBefore.map((row) => row.id);
    const after = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user?.id ?? ''));
    expect(tokensBefore.length).toBeGreaterThanOrEqual(2);
    expect(after.filter((row) => tokensBefore.includes(row.id) && row.revokedAt === null)).toEqual([]);

    // The taker knew the password: the answer's reset token lets the owner replace it, once.
    const resetToken = answer.json().data.resetToken as string;
    const reset = await t.inject({
      method: 'POST',
      url: '/auth/reset-password',
      payload: { token: resetToken, password: 'Terug!Van2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await loginStatus('eigenaar@example.nl', 'Terug!Van2026')).toBe(200);
    expect((await undo(undoLink)).statusCode).toBe(400);
  });

  it('the owner of the first address wins over undo links of later changes', async () => {
    await changedAccount('keten.a@example.nl', 'keten.b@example.nl');
    const session = await t.login('keten.b@example.nl', password);
    await requestChange(session.token, { newEmail: 'keten.c@example.nl', currentPassword: password });
    await confirm(await mail.tokenFrom('keten.c@example.nl', '/confirm-email-change'));
    const undoToA = await mail.tokenFrom('keten.a@example.nl', '/undo-email-change');
    const undoToB = await mail.tokenFrom('keten.b@example.nl', '/undo-email-change');

    expect((await undo(undoToA)).statusCode).toBe(200);
    expect((await undo(undoToB)).statusCode).toBe(400);
    expect(await loginStatus('keten.a@example.nl')).toBe(200);
  });

  it('fails after 7 days', async () => {
    await changedAccount('laat.oud@example.nl', 'laat.nieuw@example.nl');
    const undoLink = await mail.tokenFrom('laat.oud@example.nl', '/undo-email-change');
    t.clock.advance(7 * 24 * 60 * 60_000 + 1000);
    const answer = await undo(undoLink);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('TOKEN_INVALID');
    expect(await loginStatus('laat.nieuw@example.nl')).toBe(200);
  });
});
