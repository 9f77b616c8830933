import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../../test/smtp-peer.ts';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';
import {
  invoices,
  legalDocuments,
  orders,
  orderWithdrawals,
  type Package,
  subscriptions,
} from '../../db/schema/index.ts';
import { demoAcceptance } from '../../db/seed/legal-documents-seed.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertDemoCompany } from '../../db/seed/portal-seed.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { startEmailDispatcher } from '../email/email-dispatcher.ts';

// Issue 28: the checkout records the accepted terms and a consumer's consent to start at once (art. 6:230m,
// 6:230p BW), the confirmation carries the terms as PDF and the model withdrawal form, and a consumer may
// withdraw (Herroepen) within 14 days for a pro-rata credit note (art. 6:230o BW).

let t: TestApp;
let hosting: Package;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  await insertDemoCompany(t.database.db);
  // € 12,10 incl. VAT a month: a period of 30 days from 21 November gives whole cents per day.
  hosting = await insertPackage(t.database.db, {
    slug: 'wet-hosting',
    name: 'Webhosting Wet',
    priceMonthlyCents: 1000,
  });
});
afterAll(() => t.close());

const consent = {
  iban: 'NL91 ABNA 0417 1643 00',
  bic: null,
  accountHolder: 'Kees Koper',
  signedPlace: 'Utrecht',
  mandateConsent: true,
};

async function customer(email: string, business = false) {
  const user = await insertUser(t.database.db, {
    email,
    ...(business ? { company: 'Koper B.V.', kvkNumber: '12345678' } : { kvkNumber: null, vatId: null }),
  });
  // A fresh token each call: the tests move the clock by days.
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const { token } = await t.login(email, 'Test!2026pass');
    return t.inject({ method, url, headers: bearer(token), payload });
  };
  await call('POST', '/api/cart/items', { packageId: hosting.id, interval: 'monthly', quantity: 1 });
  return { user, call };
}

const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

describe('checkout: terms, privacy and the consent to start at once', () => {
  it('refuses an order without acceptance, without the consent, or with an outdated version, creating nothing', async () => {
    t.clock.set(TEST_NOW);
    const { user, call } = await customer('zonder.akkoord@example.nl');
    const missing = await call('POST', '/api/cart/checkout', { mandate: consent });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      details: [{ field: 'acceptance', message: 'Ga akkoord met de algemene voorwaarden om te bestellen' }],
    });
    const unticked = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: { ...demoAcceptance, acceptTerms: false },
    });
    expect(unticked.statusCode).toBe(422);
    expect(unticked.json().details).toEqual([
      { field: 'acceptance.acceptTerms', message: 'Ga akkoord met de algemene voorwaarden om te bestellen' },
    ]);
    const noStart = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: { ...demoAcceptance, immediateStart: false },
    });
    expect(noStart.statusCode).toBe(422);
    expect(noStart.json().details[0]).toMatchObject({ field: 'acceptance.immediateStart' });
    expect(noStart.json().details[0].message).toContain('direct te laten beginnen');
    const outdated = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: { ...demoAcceptance, termsVersion: 7 },
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'terms_version_changed',
      params: { termsVersion: 1, privacyVersion: 1 },
    });
    expect(await subscriptionsOf(user.id)).toEqual([]);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const cart = await call('GET', '/api/cart');
    expect(cart.json().data.items).toHaveLength(1);
  });

  it('stores the accepted versions and the consent, and mails the confirmation with the terms PDF and the form', async () => {
    t.clock.set(TEST_NOW);
    const { user, call } = await customer('consument.bestelt@example.nl');
    const ordered = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: demoAcceptance,
    });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().data.order).toMatchObject({
      termsVersion: 1,
      privacyVersion: 1,
      customerType: 'consumer',
      withdrawalEndsOn: '2026-12-05',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    const [terms] = await t.database.db
      .select()
      .from(legalDocuments)
      .where(eq(legalDocuments.id, order?.termsDocumentId ?? ''));
    expect(terms).toMatchObject({ kind: 'terms', version: 1 });
    expect(order).toMatchObject({
      customerType: 'consumer',
      termsAcceptedAt: TEST_NOW,
      immediateStartConsentAt: TEST_NOW,
      withdrawalEndsOn: '2026-12-05',
    });
    const [subscription] = await subscriptionsOf(user.id);
    expect(subscription?.orderId).toBe(order?.id);

    const peer = await startSmtpPeer();
    const dispatcher = startEmailDispatcher({
      db: t.database.db,
      smtpUrl: peer.url,
      from: 'Hostportaal <noreply@hostportaal.test>',
      clock: t.clock,
      log: t.app.log,
      publicUrl: t.config.PUBLIC_URL,
    });
    try {
      await dispatcher.deliverDue();
      const mail = peer.messages.find(
        (m) => m.to.includes(user.email) && m.subject === 'Bevestiging van je bestelling',
      );
      expect(mail?.text).toContain('met betaalverplichting');
      expect(mail?.text).toContain('tot en met 5 december 2026');
      expect(mail?.text).toContain('Modelformulier voor herroeping');
      expect(mail?.text).toContain('— Aan: Hostportaal B.V., Stationsplein 45, 3013 AK Rotterdam');
      expect(mail?.text).toContain('evenredig');
      const pdf = mail?.attachments.find((a) => a.filename === 'algemene-voorwaarden-versie-1.pdf');
      expect(pdf?.mimeType).toBe('application/pdf');
      expect(pdf?.content.equals(terms?.pdf ?? Buffer.alloc(0))).toBe(true);
    } finally {
      await dispatcher.stop();
      await peer.close();
    }
  });

  it('a business orders without the consumer consent and is offered no Herroepen', async () => {
    t.clock.set(TEST_NOW);
    const { user, call } = await customer('zakelijk.bestelt@example.nl', true);
    const ordered = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: { ...demoAcceptance, immediateStart: false },
    });
    expect(ordered.statusCode).toBe(201);
    expect(ordered.json().data.order).toMatchObject({ customerType: 'business', withdrawalEndsOn: null });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(order?.immediateStartConsentAt).toBeNull();
    const list = await call('GET', '/api/user-subscriptions/user');
    expect(list.json().data[0]).toMatchObject({ withdrawableUntil: null, withdrawnAt: null });
    const refused = await call('POST', `/api/user-subscriptions/${list.json().data[0].id}/withdraw`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_STATE_CONFLICT',
      reason: 'withdrawal_not_offered',
    });
    const [subscription] = await subscriptionsOf(user.id);
    expect(subscription?.serviceStatus).toBe('active');
  });
});

describe('Herroepen', () => {
  it('within 14 days ends the service and credits the days not delivered, once', async () => {
    t.clock.set(TEST_NOW);
    const { user, call } = await customer('consument.herroept@example.nl');
    expect(
      (await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance })).statusCode,
    ).toBe(201);
    const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(invoice).toMatchObject({ totalCents: 1210, periodStart: '2026-11-21', periodEnd: '2026-12-20' });

    // Five days later: 5 of the period's 30 days delivered (today counts as delivered), 25 not.
    t.clock.set(new Date(TEST_NOW.getTime() + 4 * DAY));
    const before = await call('GET', '/api/user-subscriptions/user');
    expect(before.json().data[0]).toMatchObject({ withdrawableUntil: '2026-12-05', withdrawnAt: null });
    const id = before.json().data[0].id as string;
    const withdrawn = await call('POST', `/api/user-subscriptions/${id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    const result = withdrawn.json().data;
    expect(result).toMatchObject({ subscriptionId: id, creditedCents: 1008, keptCents: 202 });
    expect(result.creditNote).toMatchObject({ totalCents: -1008 });

    const [subscription] = await subscriptionsOf(user.id);
    expect(subscription).toMatchObject({
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      endDate: '2026-11-25',
    });
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    const original = rows.find((row) => row.kind === 'invoice');
    // The invoice was still open: the credit note lowered what is to be paid to the days delivered.
    expect(original).toMatchObject({ paidCents: 1008 });
    expect(rows.filter((row) => row.kind === 'credit_note')).toHaveLength(1);

    const again = await call('POST', `/api/user-subscriptions/${id}/withdraw`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(result);
    const after = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(after.filter((row) => row.kind === 'credit_note')).toHaveLength(1);
    expect(
      await t.database.db.select().from(orderWithdrawals).where(eq(orderWithdrawals.userId, user.id)),
    ).toHaveLength(1);
    const listed = await call('GET', '/api/user-subscriptions/user');
    expect(listed.json().data[0]).toMatchObject({ withdrawableUntil: null, withdrawnAt: result.withdrawnAt });
  });

  it('is offered through the 14th day and refused after it, changing nothing', async () => {
    t.clock.set(TEST_NOW);
    const { user, call } = await customer('consument.te.laat@example.nl');
    expect(
      (await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance })).statusCode,
    ).toBe(201);
    t.clock.set(new Date('2026-12-05T20:00:00Z'));
    const lastDay = await call('GET', '/api/user-subscriptions/user');
    expect(lastDay.json().data[0].withdrawableUntil).toBe('2026-12-05');
    t.clock.set(new Date('2026-12-05T23:30:00Z')); // 00:30 on 6 December in Amsterdam
    const late = await call('GET', '/api/user-subscriptions/user');
    expect(late.json().data[0].withdrawableUntil).toBeNull();
    const refused = await call('POST', `/api/user-subscriptions/${late.json().data[0].id}/withdraw`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SUBSCRIPTION_STATE_CONFLICT',
      reason: 'withdrawal_period_over',
      params: { date: '2026-12-05' },
    });
    const [subscription] = await subscriptionsOf(user.id);
    expect(subscription?.serviceStatus).toBe('active');
    const notes = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(notes.filter((row) => row.kind === 'credit_note')).toEqual([]);
  });

  it("refuses another customer's subscription as not found", async () => {
    t.clock.set(TEST_NOW);
    const owner = await customer('eigenaar.herroepen@example.nl');
    await owner.call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance });
    const [subscription] = await subscriptionsOf(owner.user.id);
    const other = await customer('ander.herroepen@example.nl');
    const refused = await other.call('POST', `/api/user-subscriptions/${subscription?.id}/withdraw`);
    expect(refused.statusCode).toBe(404);
  });
});
