// Issue 28 (Prijsaanduidingsbesluit): a customer's own subscriptions show the price incl. btw next to the net
// `amount` (SPEC §3). The gross is what an invoice of that subscription totals, so checkout's first invoices,
// made by the billing run's own SQL, are the witness: 21% for a consumer, 0% for an EU business (btw verlegd).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, invoices, type Package, subscriptions } from '../../db/schema/index.ts';
import { demoAcceptance, insertDemoLegalDocuments } from '../../db/seed/legal-documents-seed.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
// 0,50 has exactly half a cent of VAT (10.5); 19,95 has 418.95 cents.
let halfCent: Package;
let awkward: Package;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertDemoLegalDocuments(t.database.db, new Date('2026-01-05T09:00:00Z'));
  halfCent = await insertPackage(t.database.db, {
    slug: 'sub-prices-half-cent',
    name: 'Domein Halve Cent',
    priceMonthlyCents: 50,
  });
  awkward = await insertPackage(t.database.db, {
    slug: 'sub-prices-awkward',
    name: 'Webhosting Oneven',
    priceMonthlyCents: 1995,
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

/** A customer who ordered both packages; returns what each of their subscriptions' invoice totals. */
async function customerWithSubscriptions(email: string, columns: Parameters<typeof insertUser>[1] = {}) {
  const user = await insertUser(t.database.db, { email, ...columns });
  const { token } = await t.login(email, 'Test!2026pass');
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    t.inject({ method, url, headers: bearer(token), payload });
  for (const pkg of [halfCent, awkward]) {
    await call('POST', '/api/cart/items', { packageId: pkg.id, interval: 'monthly', quantity: 1 });
  }
  expect(
    (await call('POST', '/api/cart/checkout', { mandate: consent, acceptance: demoAcceptance })).statusCode,
  ).toBe(201);
  // Provisioned: the dashboard shows running services only.
  await t.database.db
    .update(subscriptions)
    .set({ serviceStatus: 'active', status: 'active' })
    .where(eq(subscriptions.userId, user.id));
  const bills = await t.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
  const invoiced = new Map(bills.map((bill) => [bill.subscriptionId, bill.totalCents]));
  return { call, invoiced };
}

type Priced = { id: string; amount: number; grossAmount: number };
const byAmount = (rows: Priced[]) => [...rows].sort((a, b) => a.amount - b.amount);

describe("the price of a customer's own subscriptions", () => {
  it('gives a consumer the price incl. btw their invoice asks, on Abonnementen and the dashboard', async () => {
    const { call, invoiced } = await customerWithSubscriptions('abo-prijs-consument@example.nl');
    const list = await call('GET', '/api/user-subscriptions/user');
    expect(list.statusCode).toBe(200);
    const rows = byAmount(list.json().data);
    expect(rows.map((row) => [row.amount, row.grossAmount])).toEqual([
      [50, 61],
      [1995, 2414],
    ]);
    for (const row of rows) expect(row.grossAmount).toBe(invoiced.get(row.id));

    const dashboard = await call('GET', '/api/dashboard/summary');
    expect(dashboard.statusCode).toBe(200);
    const services = byAmount(dashboard.json().data.services);
    expect(services.map((row) => [row.amount, row.grossAmount])).toEqual([
      [50, 61],
      [1995, 2414],
    ]);
    const stats = (await call('GET', '/api/user-subscriptions/user/stats')).json().data;
    expect(stats).toMatchObject({ totalMonthlyAmount: 2045, totalMonthlyGrossAmount: 61 + 2414 });
  });

  it('charges an EU business outside the Netherlands no btw, as its invoices do (btw verlegd)', async () => {
    const { call, invoiced } = await customerWithSubscriptions('abo-prijs-verlegd@example.be', {
      company: 'Brouwerij Peeters',
      country: 'BE',
      vatId: 'BE0123456749',
    });
    const rows = byAmount((await call('GET', '/api/user-subscriptions/user')).json().data);
    expect(rows.map((row) => [row.amount, row.grossAmount])).toEqual([
      [50, 50],
      [1995, 1995],
    ]);
    for (const row of rows) expect(row.grossAmount).toBe(invoiced.get(row.id));
    const services = byAmount((await call('GET', '/api/dashboard/summary')).json().data.services);
    expect(services.map((row) => row.grossAmount)).toEqual([50, 1995]);
    const stats = (await call('GET', '/api/user-subscriptions/user/stats')).json().data;
    expect(stats).toMatchObject({ totalMonthlyAmount: 2045, totalMonthlyGrossAmount: 2045 });
  });

  it('answers a cancellation with the same gross', async () => {
    const { call, invoiced } = await customerWithSubscriptions('abo-prijs-opzeggen@example.nl');
    const [row] = byAmount((await call('GET', '/api/user-subscriptions/user')).json().data).slice(-1);
    const cancelled = await call('POST', `/api/user-subscriptions/${row?.id}/cancel`, {
      reason: 'Ik heb het niet meer nodig.',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ amount: 1995, grossAmount: 2414 });
    expect(invoiced.get(row?.id ?? '')).toBe(2414);
  });
});
