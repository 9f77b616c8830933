import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  cartItems,
  companySettings,
  invoices,
  type Package,
  sepaMandates,
  subscriptions,
} from '../../db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let shared: Package;
let vps: Package;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(t.database.db, new Date('2026-01-05T09:00:00Z'));
  shared = await insertPackage(t.database.db, {
    slug: 'order-shared',
    name: 'Webhosting Order',
    priceMonthlyCents: 500,
    priceAnnuallyCents: 5000,
  });
  vps = await insertPackage(t.database.db, {
    slug: 'order-vps',
    name: 'VPS Order',
    priceMonthlyCents: 2000,
    priceQuarterlyCents: null,
  });
});
afterAll(() => t.close());

async function customer(email: string) {
  const user = await insertUser(t.database.db, { email });
  const { token } = await t.login(email, 'Test!2026pass');
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.inject({ method, url, headers: bearer(token), payload });
  return { user, call };
}

const consent = {
  iban: 'NL91 ABNA 0417 1643 00',
  bic: null,
  accountHolder: 'Kees Koper',
  signedPlace: 'Utrecht',
  mandateConsent: true,
};

describe('cart', () => {
  it('adds, merges, changes and removes lines with prices incl. VAT', async () => {
    const { call } = await customer('kar@example.nl');
    await call('POST', '/api/cart/items', { packageId: shared.id, interval: 'monthly', quantity: 1 });
    const merged = await call('POST', '/api/cart/items', {
      packageId: shared.id,
      interval: 'monthly',
      quantity: 2,
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json().data).toMatchObject({
      items: [{ packageName: 'Webhosting Order', quantity: 3, unitPriceCents: 500, totalCents: 1815 }],
      subtotalCents: 1500,
      vatCents: 315,
      totalCents: 1815,
      existingMandate: null,
    });
    const itemId = merged.json().data.items[0].id;
    const changed = await call('PATCH', `/api/cart/items/${itemId}`, { quantity: 1 });
    expect(changed.json().data.totalCents).toBe(605);
    const removed = await call('DELETE', `/api/cart/items/${itemId}`);
    expect(removed.json().data.items).toEqual([]);
  });

  it('refuses an interval the package is not sold with, and other people’s lines', async () => {
    const { call } = await customer('kar2@example.nl');
    const refused = await call('POST', '/api/cart/items', {
      packageId: vps.id,
      interval: 'quarterly',
      quantity: 1,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PACKAGE_NOT_AVAILABLE');
    const added = await call('POST', '/api/cart/items', {
      packageId: vps.id,
      interval: 'monthly',
      quantity: 1,
    });
    const other = await customer('kar3@example.nl');
    const stolen = await other.call('PATCH', `/api/cart/items/${added.json().data.items[0].id}`, {
      quantity: 5,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('POST /api/cart/checkout', () => {
  it('records the web mandate, creates the subscriptions with their first invoices and empties the cart', async () => {
    const { user, call } = await customer('koper@example.nl');
    await call('POST', '/api/cart/items', { packageId: shared.id, interval: 'annually', quantity: 1 });
    await call('POST', '/api/cart/items', { packageId: vps.id, interval: 'monthly', quantity: 2 });
    const response = await call('POST', '/api/cart/checkout', {
      mandate: consent,
      acceptance: demoAcceptance,
    });
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data.mandateReference).toMatch(/^HP-MND-20261121-[0-9A-F]{8}$/);
    expect(data.subscriptions).toHaveLength(3);
    expect(data.invoices.map((invoice: { totalCents: number }) => invoice.totalCents).sort()).toEqual([
      2420, 2420, 6050,
    ]);

    const [mandate] = await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.userId, user.id));
    expect(mandate).toMatchObject({
      iban: 'NL91ABNA0417164300',
      signatureMethod: 'web_consent',
      status: 'valid',
      signedPlace: 'Utrecht',
    });
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows.every((row) => row.status === 'active' && row.mandateId === mandate?.id)).toBe(true);
    const bills = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(bills.every((bill) => bill.paymentType === 'sepa' && bill.sentAt !== null)).toBe(true);
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toEqual([]);

    const again = await call('POST', '/api/cart/checkout', { mandate: null, acceptance: demoAcceptance });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('CART_EMPTY');
  });

  it('uses the existing mandate when asked, and refuses without one', async () => {
    const withMandate = await customer('heeft-machtiging@example.nl');
    const mandate = await insertMandate(t.database.db, withMandate.user.id);
    await withMandate.call('POST', '/api/cart/items', {
      packageId: shared.id,
      interval: 'monthly',
      quantity: 1,
    });
    const cart = await withMandate.call('GET', '/api/cart');
    expect(cart.json().data.existingMandate).toEqual({
      reference: mandate.reference,
      ibanMasked: expect.stringMatching(/^NL\*\*/),
    });
    const ordered = await withMandate.call('POST', '/api/cart/checkout', {
      mandate: null,
      acceptance: demoAcceptance,
    });
    expect(ordered.json().data.mandateReference).toBe(mandate.reference);

    const without = await customer('geen-machtiging@example.nl');
    await without.call('POST', '/api/cart/items', { packageId: shared.id, interval: 'monthly', quantity: 1 });
    const refused = await without.call('POST', '/api/cart/checkout', {
      mandate: null,
      acceptance: demoAcceptance,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('MANDATE_INVALID');
  });

  it('rejects an invalid IBAN or missing consent with field errors and creates nothing', async () => {
    const { user, call } = await customer('fout-iban@example.nl');
    await call('POST', '/api/cart/items', { packageId: shared.id, interval: 'monthly', quantity: 1 });
    const badIban = await call('POST', '/api/cart/checkout', {
      acceptance: demoAcceptance,
      mandate: { ...consent, iban: 'NL00ABNA0000000000' },
    });
    expect(badIban.statusCode).toBe(422);
    expect(badIban.json().details).toEqual([{ field: 'mandate.iban', message: 'Dit is geen geldig IBAN' }]);
    const noConsent = await call('POST', '/api/cart/checkout', {
      acceptance: demoAcceptance,
      mandate: { ...consent, mandateConsent: false },
    });
    expect(noConsent.statusCode).toBe(422);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.userId, user.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(cartItems).where(eq(cartItems.userId, user.id))).toHaveLength(1);
  });
});

describe('POST /pay/csubpayment-test', () => {
  it('orders one package in test mode', async () => {
    const { call } = await customer('test-order@example.nl');
    const response = await call('POST', '/pay/csubpayment-test', {
      acceptance: demoAcceptance,
      ...consent,
      packageId: shared.id,
      interval: 'monthly',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.invoices).toEqual([expect.objectContaining({ totalCents: 605 })]);
  });

  it('is refused in production', async () => {
    const production = await createTestApp({
      env: { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.test' },
    });
    try {
      const user = await insertUser(production.database.db, { email: 'prod@example.nl' });
      const { token } = await production.login(user.email, 'Test!2026pass');
      const response = await production.inject({
        method: 'POST',
        url: '/pay/csubpayment-test',
        headers: bearer(token),
        payload: {
          ...consent,
          acceptance: demoAcceptance,
          packageId: '00000000-0000-4000-8000-000000000000',
          interval: 'monthly',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('TEST_MODE_ONLY');
    } finally {
      await production.close();
    }
  });
});
