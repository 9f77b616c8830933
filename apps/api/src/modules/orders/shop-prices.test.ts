// Issue 28 (Prijsaanduidingsbesluit): the shop shows consumers the price incl. btw, and that figure is what the
// invoice asks. The catalogue, the game-server catalogue and the cart carry the gross from packages/domain's
// invoicedPrice; checkout's first invoices come from the billing run's own SQL, so they are the witness.
import type { CatalogPackage } from '@hostportaal/contract';
import { invoicedPrice } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, invoices, type Package } from '../../db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
// 0,50 has exactly half a cent of VAT (10.5); 19,95 has 418.95 cents; 6,95 has 145.95.
let halfCent: Package;
let awkward: Package;
let game: Package;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(t.database.db, new Date('2026-01-05T09:00:00Z'));
  halfCent = await insertPackage(t.database.db, {
    slug: 'prices-half-cent',
    name: 'Domein Halve Cent',
    priceMonthlyCents: 50,
    priceQuarterlyCents: null,
    priceHalfYearlyCents: null,
    priceAnnuallyCents: 595,
  });
  awkward = await insertPackage(t.database.db, {
    slug: 'prices-awkward',
    name: 'Webhosting Oneven',
    priceMonthlyCents: 1995,
    priceQuarterlyCents: 695,
    priceHalfYearlyCents: null,
    priceAnnuallyCents: null,
  });
  game = await insertPackage(t.database.db, {
    slug: 'prices-game',
    name: 'Valheim Prijs',
    type: 'game_server',
    game: 'valheim',
    slots: 10,
    pterodactylEgg: null,
    directadminPackage: null,
    priceMonthlyCents: 1095,
    priceQuarterlyCents: null,
    priceHalfYearlyCents: null,
    priceAnnuallyCents: 11_795,
  });
});
afterAll(() => t.close());

async function customer(email: string, columns: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.database.db, { email, ...columns });
  const { token } = await t.login(email, 'Test!2026pass');
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
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

describe('the catalogue a visitor reads', () => {
  it('gives every price incl. btw as the invoice rounds it, without a login', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/packages' });
    expect(response.statusCode).toBe(200);
    const byId = new Map<string, CatalogPackage>(
      response.json().data.map((item: CatalogPackage) => [item.id, item]),
    );
    expect(byId.get(halfCent.id)).toMatchObject({
      prices: { monthly: 50, quarterly: null, 'half-yearly': null, annually: 595 },
      grossPrices: { monthly: 61, quarterly: null, 'half-yearly': null, annually: 720 },
    });
    expect(byId.get(awkward.id)).toMatchObject({
      prices: { monthly: 1995, quarterly: 695 },
      grossPrices: { monthly: 2414, quarterly: 841, 'half-yearly': null, annually: null },
    });
  });

  it('gives the game servers their prices incl. btw too', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/games/templates' });
    expect(response.statusCode).toBe(200);
    const template = response
      .json()
      .data.templates.find((item: CatalogPackage) => item.id === game.id) as CatalogPackage;
    expect(template.grossPrices).toEqual({
      monthly: 1325,
      quarterly: null,
      'half-yearly': null,
      annually: 14_272,
    });
  });
});

describe('the cart and what checkout invoices', () => {
  it('shows a consumer per line and in total exactly what the first invoices then ask', async () => {
    const { user, call } = await customer('prijs-consument@example.nl');
    await call('POST', '/api/cart/items', { packageId: halfCent.id, interval: 'monthly', quantity: 3 });
    await call('POST', '/api/cart/items', { packageId: awkward.id, interval: 'monthly', quantity: 2 });
    const cart = (await call('GET', '/api/cart')).json().data;
    // Every copy becomes a subscription with its own invoice: 3 × 0,61, not 1,50 + 0,32 of VAT.
    const lineOf = (packageId: string) =>
      cart.items.find((item: { packageId: string }) => item.packageId === packageId);
    expect(lineOf(halfCent.id)).toMatchObject({
      unitPriceCents: 50,
      unitGrossCents: 61,
      netCents: 150,
      totalCents: 183,
    });
    expect(lineOf(awkward.id)).toMatchObject({
      unitPriceCents: 1995,
      unitGrossCents: 2414,
      netCents: 3990,
      totalCents: 4828,
    });
    expect(cart).toMatchObject({ subtotalCents: 4140, vatCents: 871, totalCents: 5011 });

    const order = await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance });
    expect(order.statusCode).toBe(201);
    const bills = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(bills.map((bill) => bill.totalCents).sort((a, b) => a - b)).toEqual([61, 61, 61, 2414, 2414]);
    expect(bills.reduce((sum, bill) => sum + bill.totalCents, 0)).toBe(cart.totalCents);
    expect(bills.reduce((sum, bill) => sum + bill.vatCents, 0)).toBe(cart.vatCents);
  });

  it('agrees with the billing run for a range of prices', async () => {
    const { user, call } = await customer('prijs-reeks@example.nl');
    const nets = [1, 2, 3, 7, 12, 38, 50, 99, 150, 249, 695, 1095, 1995, 4995, 12_345];
    for (const net of nets) {
      const pkg = await insertPackage(t.database.db, {
        slug: `prices-range-${net}`,
        name: `Reeks ${net}`,
        priceMonthlyCents: net,
      });
      await call('POST', '/api/cart/items', { packageId: pkg.id, interval: 'monthly', quantity: 1 });
    }
    const cart = (await call('GET', '/api/cart')).json().data;
    const shown = cart.items.map((item: { unitPriceCents: number; unitGrossCents: number }) => [
      item.unitPriceCents,
      item.unitGrossCents,
    ]);
    const expected = nets.map((net) => [net, invoicedPrice(net, 2100).grossCents]);
    expect(shown.sort((a: number[], b: number[]) => (a[0] ?? 0) - (b[0] ?? 0))).toEqual(expected);
    expect(
      (await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance })).statusCode,
    ).toBe(201);
    const bills = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(
      bills.map((bill) => [bill.subtotalCents, bill.totalCents]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    ).toEqual(expected);
  });

  it('charges an EU business outside the Netherlands no btw in the cart, as its invoice does (btw verlegd)', async () => {
    const { user, call } = await customer('prijs-verlegd@example.be', {
      company: 'Brouwerij Peeters',
      country: 'BE',
      vatId: 'BE0123456749',
    });
    await call('POST', '/api/cart/items', { packageId: awkward.id, interval: 'monthly', quantity: 1 });
    const cart = (await call('GET', '/api/cart')).json().data;
    expect(cart.items[0]).toMatchObject({ vatRateBp: 0, unitGrossCents: 1995, totalCents: 1995 });
    expect(cart).toMatchObject({ subtotalCents: 1995, vatCents: 0, totalCents: 1995 });
    expect(
      (await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance })).statusCode,
    ).toBe(201);
    const bills = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(bills.map((bill) => [bill.reverseCharge, bill.totalCents])).toEqual([[true, 1995]]);
  });
});
