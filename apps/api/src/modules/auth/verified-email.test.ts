import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  emailOutbox,
  invoices,
  type Package,
  sepaMandates,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin } from '../../db/seed/user-factory.ts';

// Issue 28: ordering (hosting and game servers) and giving a SEPA mandate wait for a confirmed e-mail
// address; the refusal says so (403, reason email_unverified) and creates nothing. The customer confirms
// with the link from the mail, read here as staff read it in a demo: from the outbox in the admin.

let t: TestApp;
let hosting: Package;
let game: Package;
let adminToken: string;
const password = 'Bevestig!2026';

const consent = {
  iban: 'NL91 ABNA 0417 1643 00',
  bic: null,
  accountHolder: 'Nina Nieuw',
  signedPlace: 'Utrecht',
  mandateConsent: true,
};

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(t.database.db, new Date('2026-01-05T09:00:00Z'));
  hosting = await insertPackage(t.database.db, {
    slug: 'verify-hosting',
    name: 'Webhosting Bevestigd',
    priceMonthlyCents: 500,
  });
  game = await insertPackage(t.database.db, {
    slug: 'verify-game',
    name: 'Minecraft Bevestigd',
    type: 'game_server',
    ramMb: 4096,
    game: 'minecraft_java',
    slots: 20,
    pterodactylEgg: '1:3',
    priceMonthlyCents: 1095,
  });
  await insertAdmin(t.database.db, { email: 'outbox.admin@example.nl' });
  adminToken = (await t.login('outbox.admin@example.nl', 'Test!2026pass')).token;
});
afterAll(() => t.close());

/** A customer as the register page makes one: unverified, then with the address an order needs. */
async function registered(email: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/auth/register',
    payload: { firstname: 'Nina', lastname: 'Nieuw', email, password },
  });
  expect(response.statusCode).toBe(201);
  const { token } = await t.login(email, password);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.inject({ method, url, headers: bearer(token), payload });
  const profile = await call('PUT', '/auth/profile', {
    firstname: 'Nina',
    lastname: 'Nieuw',
    email,
    street: 'Oudegracht',
    houseNumber: '231',
    zipcode: '3511 NK',
    city: 'Utrecht',
    country: 'NL',
  });
  expect(profile.statusCode).toBe(200);
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error('no user');
  return { user, call };
}

async function createdFor(userId: string) {
  const [subs] = await t.database.db
    .select({ n: count() })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));
  const [mandates] = await t.database.db
    .select({ n: count() })
    .from(sepaMandates)
    .where(eq(sepaMandates.userId, userId));
  const [invs] = await t.database.db.select({ n: count() }).from(invoices).where(eq(invoices.userId, userId));
  return { subscriptions: subs?.n, mandates: mandates?.n, invoices: invs?.n };
}

function expectUnverified(response: Awaited<ReturnType<TestApp['inject']>>, email: string) {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    success: false,
    code: 'FORBIDDEN',
    error:
      'Bevestig eerst je e-mailadres met de link in de bevestigingsmail; daarna kun je bestellen en een machtiging afgeven.',
    reason: 'email_unverified',
    params: { email },
  });
}

/** The newest confirmation link mailed to `email`, read through the admin's outbox (list, then the mail). */
async function confirmationLinkFor(email: string) {
  const list = await t.inject({
    method: 'GET',
    url: `/api/admin/email-outbox?search=${encodeURIComponent(email)}`,
    headers: bearer(adminToken),
  });
  expect(list.statusCode).toBe(200);
  const newest = (list.json().data.emails as { id: string; template: string }[]).find(
    (mail) => mail.template === 'email_verification',
  );
  if (!newest) throw new Error(`no verification mail for ${email}: ${list.body}`);
  const mail = await t.inject({
    method: 'GET',
    url: `/api/admin/email-outbox/${newest.id}`,
    headers: bearer(adminToken),
  });
  expect(mail.statusCode).toBe(200);
  const link = /http:\/\/portal\.test\/verify-email\?token=([^\s]+)/.exec(mail.json().data.text);
  if (!link?.[1]) throw new Error(`no link in ${mail.body}`);
  return decodeURIComponent(link[1]);
}

describe('ordering and mandates wait for a confirmed e-mail address', () => {
  it('refuses the checkout, a game server and the test order while unverified, creating nothing', async () => {
    const email = 'nina.nieuw@example.nl';
    const { user, call } = await registered(email);
    await call('POST', '/api/cart/items', { packageId: hosting.id, interval: 'monthly', quantity: 1 });

    expectUnverified(
      await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance }),
      email,
    );
    expectUnverified(
      await call('POST', '/api/games/create', {
        templateId: game.id,
        interval: 'monthly',
        mandate: consent,
        acceptance: demoAcceptance,
      }),
      email,
    );
    expectUnverified(
      await call('POST', '/pay/csubpayment-test', {
        packageId: hosting.id,
        interval: 'monthly',
        ...consent,
        acceptance: demoAcceptance,
      }),
      email,
    );
    expect(await createdFor(user.id)).toEqual({ subscriptions: 0, mandates: 0, invoices: 0 });
    // The cart is kept for when the address is confirmed.
    expect((await call('GET', '/api/cart')).json().data.items).toHaveLength(1);
  });

  it('refuses a new IBAN consent on a mandate while unverified, leaving the mandate as it was', async () => {
    const email = 'iban.nieuw@example.nl';
    const { user, call } = await registered(email);
    const mandate = await insertMandate(t.database.db, user.id);
    const refused = await call('PUT', `/api/mandates/${mandate.id}/iban`, {
      ...consent,
      acceptance: demoAcceptance,
      iban: 'NL02 RABO 0123 4567 89',
    });
    expectUnverified(refused, email);
    const [after] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.userId, user.id));
    expect(after?.iban).toBe(mandate.iban);
    expect((await createdFor(user.id)).mandates).toBe(1);
  });

  it('resends the link, and once confirmed the same checkout places the order', async () => {
    const email = 'nina.bevestigd@example.nl';
    const { user, call } = await registered(email);
    await call('POST', '/api/cart/items', { packageId: hosting.id, interval: 'monthly', quantity: 1 });
    expectUnverified(
      await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance }),
      email,
    );

    const resent = await call('POST', '/auth/resend-verification');
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ success: true, message: 'Verification email sent' });
    const [mails] = await t.database.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.template, 'email_verification')));
    expect(mails?.n).toBe(2);

    const token = await confirmationLinkFor(email);
    const verified = await t.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
    expect(verified.statusCode).toBe(200);
    const me = await call('GET', '/auth/verify');
    expect(me.json().data.user).toMatchObject({ email, isEmailVerified: true });

    const again = await call('POST', '/auth/resend-verification');
    expect(again.json()).toEqual({ success: true, message: 'Email already verified' });

    const ordered = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: demoAcceptance,
    });
    expect(ordered.statusCode).toBe(201);
    expect(await createdFor(user.id)).toEqual({ subscriptions: 1, mandates: 1, invoices: 1 });
  });
});
