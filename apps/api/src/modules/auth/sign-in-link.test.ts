import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureMail, type MailCapture } from '../../../test/mail-capture.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

// Issue 26: the e-mailed one-time sign-in link, as the owner uses it and as an attacker tries it — reused,
// late, asked for to find out which addresses have an account, asked for in bulk. Links are read from mail a
// real SMTP peer received.

let t: TestApp;
let mail: MailCapture;
const password = 'Test!2026pass';
const freshAddress = () => `192.0.2.${randomInt(1, 255)}`;

const askLink = (app: TestApp, email: string, from = freshAddress()) =>
  app.inject({ method: 'POST', url: '/auth/sign-in-link', remoteAddress: from, payload: { email } });
const useLink = (app: TestApp, token: string, from = freshAddress()) =>
  app.inject({ method: 'POST', url: '/auth/sign-in-link/use', remoteAddress: from, payload: { token } });

async function linkFor(email: string): Promise<string> {
  expect((await askLink(t, email)).statusCode).toBe(200);
  return mail.tokenFrom(email, '/sign-in-link');
}

async function expectRefused(token: string) {
  const refused = await useLink(t, token);
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toMatchObject({ success: false, code: 'TOKEN_INVALID' });
  expect(refused.cookies.find((cookie) => cookie.name === 'hp_refresh')).toBeUndefined();
}

beforeAll(async () => {
  t = await createTestApp();
  mail = await captureMail(t);
});
afterAll(async () => {
  await mail.close();
  await t.close();
});

describe('the e-mailed sign-in link', () => {
  it('is mailed to the account in Dutch and signs that account in once', async () => {
    const owner = await insertUser(t.database.db, { firstname: 'Noor' });
    const token = await linkFor(owner.email);
    const [received] = await mail.mailsTo(owner.email);
    expect(received?.subject).toBe('Je inloglink voor Hostportaal');
    expect(received?.text).toContain('Hallo Noor,');
    expect(received?.text).toContain('De link werkt één keer en is 15 minuten geldig.');

    const signedIn = await useLink(t, token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ success: true, message: 'Login successful' });
    const verified = await t.inject({
      method: 'GET',
      url: '/auth/verify',
      headers: bearer(signedIn.json().data.accessToken),
    });
    expect(verified.json().data.user.email).toBe(owner.email);
    expect(signedIn.cookies.map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['hp_refresh', 'hp_device']),
    );

    await expectRefused(token);
  });

  it('stops working after 15 minutes', async () => {
    const owner = await insertUser(t.database.db);
    const token = await linkFor(owner.email);
    t.clock.advance(15 * 60_000);
    await expectRefused(token);
  });

  it('works only as the newest link, and not after the password was changed', async () => {
    const owner = await insertUser(t.database.db);
    const first = await linkFor(owner.email);
    const second = await linkFor(owner.email);
    expect(second).not.toBe(first);
    await expectRefused(first);

    const session = await t.login(owner.email, password);
    const changed = await t.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(session.token),
      payload: { currentPassword: password, newPassword: 'Nieuw!Wachtwoord26' },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(second);
  });

  it('answers alike whether or not the address has an account, and mails only an account', async () => {
    const owner = await insertUser(t.database.db);
    const inactive = await insertUser(t.database.db, { isActive: false });
    const nobody = 'niemand.anders@example.nl';
    const answers = await Promise.all(
      [owner.email, inactive.email, nobody].map((email) => askLink(t, email)),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]?.body);
    }
    expect(await mail.mailsTo(owner.email)).toHaveLength(1);
    expect(await mail.mailsTo(inactive.email)).toHaveLength(0);
    expect(await mail.mailsTo(nobody)).toHaveLength(0);
  });

  it('opens nothing once the account has another address', async () => {
    const owner = await insertUser(t.database.db);
    const token = await linkFor(owner.email);
    await t.database.db
      .update(users)
      .set({ email: `ander.${owner.email}` })
      .where(eq(users.id, owner.id));
    await expectRefused(token);
  });
});

describe('the sign-in link with the request-rate limits on', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMITS: 'on' } });
  });
  afterAll(() => limited.close());

  it('mails one account at most three links an hour, from any address', async () => {
    const owner = await insertUser(limited.database.db);
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await askLink(limited, owner.email)).statusCode).toBe(200);
    const refused = await askLink(limited, owner.email.toUpperCase());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
  });

  it('takes ten requests an hour from one address, whatever the accounts, and twenty tries of a token', async () => {
    const from = '203.0.113.26';
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await askLink(limited, `adres${attempt}@example.nl`, from)).statusCode).toBe(200);
    expect((await askLink(limited, 'nog.een@example.nl', from)).statusCode).toBe(429);

    const guesser = '203.0.113.27';
    for (let attempt = 0; attempt < 20; attempt++)
      expect((await useLink(limited, `geraden-token-${attempt}`, guesser)).statusCode).toBe(400);
    expect((await useLink(limited, 'geraden-token-20', guesser)).statusCode).toBe(429);
  });
});
