import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AdminInvoiceRow as Invoice } from '@hostportaal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, type SepaMandate } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { camt053 } from '../sepa/camt-test-support.ts';

// The analytics section's figures on a small data set built through the real paths: a billing run, a SEPA
// batch, a pain.002 rejection, camt.053 collections, a return, a refund and a transfer, collection cases.
// Every expected value is counted by hand in the comments. Today is Tuesday 24 November 2026.
//
// Subscriptions (monthly value in cents):
//   A monthly 1000, B monthly 2000, C monthly 1500, D monthly 2500: direct debit, started 27 Sep 2026
//   E annually 12000 (1000), started 1 Jul 2025, bank transfer
//   F half-yearly 6000 (1000), started 5 Nov 2026
//   G monthly 900, started 1 Jun 2026, ended 10 Nov 2026
//   H quarterly 2400 (800), started 1 Mar 2026, cancelled, runs until 1 Dec 2026
//   P monthly 5000, a pending order: never counted
// Invoices: the billing run of 27 Oct bills A–D (+21% VAT): 1210, 2420, 1815, 3025, due 10 Nov. Older unpaid
// bank-transfer invoices: E 1210 due 15 Jul, H 2420 due 15 Sep, G 605 due 15 Oct.
// Direct debits (collection date 12 Nov): A collected; B returned AM04 (retried: invoice open again); C
// collected, then refunded MD06 (chargeback); D rejected MS03 by pain.002.
// Collections: cases opened 20 Nov for the claims in default (C, D, E, G, H; B is open, not in default);
// C paid by transfer on 21 Nov, its case resolved paid on 22 Nov. Stages set by hand: D first_reminder,
// G second_reminder, E legal_action; H stays initial_notice.

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/sepa/src/test-fixtures');

let t: TestApp;
let adminToken: string;
let customerToken: string;

// Access tokens are short-lived: a new day gets new logins.
async function at(date: string) {
  t.clock.set(new Date(`${date}T09:00:00Z`));
  adminToken = (await t.login('analytics.admin@example.nl', 'Test!2026pass')).token;
  customerToken = (await t.login('a@example.nl', 'Test!2026pass')).token;
}
const post = (url: string, payload?: object) =>
  t.inject({ method: 'POST', url, headers: bearer(adminToken), payload });
const get = (url: string, token = adminToken) => t.inject({ method: 'GET', url, headers: bearer(token) });
const euros = (cents: number) => (cents / 100).toFixed(2);

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-10-27T09:00:00Z') });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  await insertAdmin(db, { email: 'analytics.admin@example.nl' });
  const packageId = (await insertPackage(db)).id;

  const debtor = async (email: string, priceCents: number) => {
    const user = await insertUser(db, { email });
    const mandate = await insertMandate(db, user.id);
    await insertSubscription(db, {
      userId: user.id,
      packageId,
      mandateId: mandate.id,
      priceCents,
      startDate: '2026-09-27',
    });
    return { user, mandate };
  };
  const a = await debtor('a@example.nl', 1000);
  const b = await debtor('b@example.nl', 2000);
  const c = await debtor('c@example.nl', 1500);
  const d = await debtor('d@example.nl', 2500);
  const customer = async (email: string) => insertUser(db, { email });
  const e = await customer('e@example.nl');
  await insertSubscription(db, {
    userId: e.id,
    packageId,
    interval: 'annually',
    priceCents: 12_000,
    startDate: '2025-07-01',
    nextBillingDate: '2027-07-01',
  });
  const f = await customer('f@example.nl');
  await insertSubscription(db, {
    userId: f.id,
    packageId,
    interval: 'half-yearly',
    priceCents: 6000,
    startDate: '2026-11-05',
  });
  const g = await customer('g@example.nl');
  await insertSubscription(db, {
    userId: g.id,
    packageId,
    priceCents: 900,
    startDate: '2026-06-01',
    status: 'cancelled',
    serviceStatus: 'cancelled_expired',
    nextBillingDate: null,
    endDate: '2026-11-10',
  });
  const h = await customer('h@example.nl');
  await insertSubscription(db, {
    userId: h.id,
    packageId,
    interval: 'quarterly',
    priceCents: 2400,
    startDate: '2026-03-01',
    status: 'cancelled',
    serviceStatus: 'cancelled_active',
    nextBillingDate: null,
    endDate: '2026-12-01',
  });
  const p = await customer('p@example.nl');
  await insertSubscription(db, {
    userId: p.id,
    packageId,
    priceCents: 5000,
    startDate: '2026-11-01',
    status: 'pending',
    serviceStatus: 'pending',
  });
  const overdue = (userId: string, issueDate: string, dueDate: string, unitPriceCents: number) =>
    insertInvoice(db, {
      userId,
      issueDate,
      dueDate,
      status: 'overdue',
      paymentType: 'bank_transfer',
      lines: [{ description: 'Webhosting', unitPriceCents }],
    });
  await overdue(e.id, '2026-07-01', '2026-07-15', 1000);
  await overdue(h.id, '2026-09-01', '2026-09-15', 2000);
  await overdue(g.id, '2026-10-01', '2026-10-15', 500);

  await at('2026-10-27');

  // 27 Oct: the billing run invoices A–D (and delivers the invoices, the pre-notification).
  expect((await post('/api/admin/billing-runs')).statusCode).toBe(202);
  const billed = (await get('/api/admin/invoices?limit=50')).json().data.invoices as Invoice[];
  const invoiceOf = (userId: string) => {
    const invoice = billed.find((row) => row.userId === userId && row.issueDate === '2026-10-27');
    if (!invoice) throw new Error(`no invoice billed for ${userId}`);
    return invoice;
  };
  const [ia, ib, ic, id] = [a, b, c, d].map(({ user }) => invoiceOf(user.id));
  if (!ia || !ib || !ic || !id) throw new Error('billing run billed too little');
  expect([ia, ib, ic, id].map((invoice) => invoice.totalCents)).toEqual([1210, 2420, 1815, 3025]);

  // 10 Nov: the batch, collected on 12 Nov; submitted to the bank.
  await at('2026-11-10');
  const batch = (await post('/api/admin/sepa-batches')).json().data.batch;
  expect(batch).toMatchObject({ numberOfTransactions: 4, collectionDate: '2026-11-12' });
  expect((await post(`/api/admin/sepa-batches/${batch.id}/submit`)).statusCode).toBe(200);
  const endToEnd = (invoice: Invoice) => `${invoice.invoiceNumber}-1`;
  const debit = (invoice: Invoice, mandate: SepaMandate) => ({
    amount: euros(invoice.totalCents),
    family: 'IDDT' as const,
    endToEndId: endToEnd(invoice),
    mandateId: mandate.reference,
  });
  const bankFile = async (fileName: string, content: string) => {
    const imported = await post('/api/admin/bank-files', { fileName, content });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.import.unmatched).toBe(0);
  };

  // 11 Nov: the bank's pain.002 rejects D (MS03) before settlement.
  await at('2026-11-11');
  const rejection = readFileSync(path.join(fixtures, 'ing-pain002v10-rjct-am04-md01.xml'), 'utf8')
    .replaceAll('HP-20261127-0001', batch.messageId)
    .replaceAll('HP-INV-2026-000201', endToEnd(id))
    .replaceAll('HP-MANDATE-0201', d.mandate.reference)
    .replaceAll('<Cd>AM04</Cd>', '<Cd>MS03</Cd>')
    .replace(/<TxInfAndSts>\s*<StsId>INGR-0007-2<\/StsId>[\s\S]*?<\/TxInfAndSts>/, '');
  const rejected = await post('/api/admin/bank-files', { fileName: 'pain002.xml', content: rejection });
  expect(rejected.statusCode).toBe(200);
  expect(rejected.json().data.import.matched).toBe(1);

  // 13 Nov: camt.053 books A and C collected and B returned for insufficient funds.
  await at('2026-11-13');
  await bankFile(
    'camt-13.xml',
    camt053('STMT-13', [
      { ...debit(ia, a.mandate), creditDebit: 'CRDT' },
      { ...debit(ic, c.mandate), creditDebit: 'CRDT' },
      { ...debit(ib, b.mandate), creditDebit: 'DBIT', returnReason: 'AM04' },
    ]),
  );
  // 18 Nov: C has the collection refunded (MD06).
  await at('2026-11-18');
  await bankFile(
    'camt-18.xml',
    camt053('STMT-18', [
      { ...debit(ic, c.mandate), creditDebit: 'DBIT', reversal: true, returnReason: 'MD06' },
    ]),
  );
  // 20 Nov: cases open for the claims in default (those a bank file failed have one since it came in);
  // staff move three of them on.
  await at('2026-11-20');
  await syncCollectionCases(db, t.clock.now());
  const cases = (await get('/api/admin/collections/cases?limit=50')).json().data.cases as {
    id: string;
    email: string;
  }[];
  // B waits for its AM04 retry in the next batch: overdue, so it has a case, which the dunning run leaves alone.
  expect(cases.map((row) => row.email).sort()).toEqual([
    'b@example.nl',
    'c@example.nl',
    'd@example.nl',
    'e@example.nl',
    'g@example.nl',
    'h@example.nl',
  ]);
  const caseOf = (email: string) => cases.find((row) => row.email === email)?.id;
  for (const [email, stage] of [
    ['d@example.nl', 'first_reminder'],
    ['g@example.nl', 'second_reminder'],
    ['e@example.nl', 'legal_action'],
  ] as const) {
    const moved = await t.inject({
      method: 'PATCH',
      url: `/api/admin/collections/cases/${caseOf(email)}/stage`,
      headers: bearer(adminToken),
      payload: { stage, note: 'analytics test' },
    });
    expect(moved.statusCode).toBe(200);
  }
  // 21 Nov: C pays by transfer; 22 Nov: its case is resolved as paid.
  await at('2026-11-21');
  await bankFile(
    'camt-21.xml',
    camt053('STMT-21', [
      {
        amount: euros(ic.totalCents),
        creditDebit: 'CRDT',
        family: 'RCDT',
        remittance: ic.paymentReference ?? '',
      },
    ]),
  );
  await at('2026-11-22');
  await syncCollectionCases(db, t.clock.now());
  await at('2026-11-24');
});
afterAll(() => t.close());

const analytics = async (timeframe?: string) => {
  const response = await get(`/api/admin/analytics${timeframe ? `?timeframe=${timeframe}` : ''}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

describe('GET /api/admin/analytics', () => {
  it('computes the 30-day figures (the default) by hand', async () => {
    const data = await analytics();
    expect(data).toMatchObject({
      timeframe: '30d',
      start: '2026-10-26',
      end: '2026-11-24',
      days: 30,
      granularity: 'day',
      // Running today: A 1000 + B 2000 + C 1500 + D 2500 + E 12000/12 + F 6000/6 + H 2400/3 = 9800.
      mrrCents: 9800,
      arrCents: 117_600,
      activeNow: 7,
      payingCustomers: 7,
      // Running on 25 Oct: A, B, C, D, E, G, H.
      activeAtStart: 7,
      newSubscriptions: 1, // F
      churnedSubscriptions: 1, // G
      churnRate: 14.3, // 1 / 7
      monthlyChurnRate: 14.49, // 1/7 × 30.4375/30 = 0.144940
      arpuCents: 1400, // 9800 / 7
      lifetimeValueCents: 9659, // 1400 / 0.144940 = 1400 × 7 × 30 / 30.4375 = 9659.14
      successfulPayments: 1, // A
      failedPayments: 3, // B, C, D
      failedAmountCents: 7260, // 2420 + 1815 + 3025
      paymentSuccessRate: 25, // 1 / 4
      chargebacks: { count: 1, amountCents: 1815 }, // C
      recoveryRate: 15.8, // C 1815 of B 2420 + C 1815 + D 3025 + E 1210 + G 605 + H 2420 = 11495
      // Open: B 2420 + D 3025 + E 1210 + H 2420 + G 605; invoiced in the 30 days: 1210 + 2420 + 1815 + 3025.
      openReceivablesCents: 9680,
      invoicedCents: 8470,
      daysSalesOutstanding: 34.3, // 9680 / 8470 × 30 = 34.29
      ageing: [
        { bucket: '0-30', count: 2, amountCents: 5445 }, // B, D: 14 days
        { bucket: '31-60', count: 1, amountCents: 605 }, // G: 40 days
        { bucket: '61-90', count: 1, amountCents: 2420 }, // H: 70 days
        { bucket: '90+', count: 1, amountCents: 1210 }, // E: 132 days
      ],
      collectionFunnel: [
        { stage: 'initial_notice', count: 2, amountCents: 4840 }, // B, H
        { stage: 'first_reminder', count: 1, amountCents: 3025 },
        { stage: 'second_reminder', count: 1, amountCents: 605 },
        { stage: 'final_notice', count: 0, amountCents: 0 },
        { stage: 'legal_action', count: 1, amountCents: 1210 },
        { stage: 'resolved', count: 1, amountCents: 1815 },
      ],
    });
    expect(data.series).toHaveLength(30);
    const day = (date: string) => data.series.find((bucket: { start: string }) => bucket.start === date);
    // 26 Oct: A–E, G and H run: 1000 + 2000 + 1500 + 2500 + 1000 + 900 + 800.
    expect(day('2026-10-26')).toMatchObject({ end: '2026-10-26', mrrCents: 9700, newSubscriptions: 0 });
    expect(day('2026-11-05')).toMatchObject({
      mrrCents: 10_700,
      newSubscriptions: 1,
      churnedSubscriptions: 0,
    });
    expect(day('2026-11-10')).toMatchObject({ mrrCents: 9800, churnedSubscriptions: 1 });
    expect(day('2026-11-12')).toMatchObject({ successfulDebits: 1, failedDebits: 3 });
    expect(data.series.at(-1)).toMatchObject({ start: '2026-11-24', mrrCents: 9800 });
    const debits = data.series.reduce(
      (sum: number, bucket: { successfulDebits: number; failedDebits: number }) =>
        sum + bucket.successfulDebits + bucket.failedDebits,
      0,
    );
    expect(debits).toBe(4);
  });

  it('says null where the last 7 days give nothing to divide by', async () => {
    const data = await analytics('7d');
    expect(data).toMatchObject({
      start: '2026-11-18',
      days: 7,
      activeAtStart: 7, // running on 17 Nov: A–F and H (G ended on 10 Nov)
      newSubscriptions: 0,
      churnedSubscriptions: 0,
      churnRate: 0,
      monthlyChurnRate: 0,
      lifetimeValueCents: null, // nothing churned
      successfulPayments: 0,
      failedPayments: 0,
      paymentSuccessRate: null, // no debit collected in these days
      chargebacks: { count: 0, amountCents: 0 },
      // Cases open as the bank file comes in: C (18 Nov), E, G, H (20 Nov); B and D opened before the 7 days.
      recoveryRate: 30, // C 1815 of 1815 + 1210 + 605 + 2420 = 6050
      invoicedCents: 0,
      daysSalesOutstanding: null, // nothing invoiced
    });
    expect(data.collectionFunnel.at(-1)).toEqual({ stage: 'resolved', count: 1, amountCents: 1815 });
    expect(data.series).toHaveLength(7);
  });

  it('draws 90 days per week and 12 months per month', async () => {
    const quarter = await analytics('90d');
    expect(quarter).toMatchObject({ start: '2026-08-27', days: 90, granularity: 'week' });
    // Weeks of seven days ending today; the oldest is cut at 27 August: 13 buckets.
    expect(quarter.series).toHaveLength(13);
    expect(quarter.series[0]).toMatchObject({ start: '2026-08-27', end: '2026-09-01' });
    expect(quarter.series.at(-1)).toMatchObject({ start: '2026-11-18', end: '2026-11-24', mrrCents: 9800 });
    // Running on 26 Aug: E, G, H. A–D started 27 Sep, inside the period.
    expect(quarter).toMatchObject({ activeAtStart: 3, newSubscriptions: 5, churnedSubscriptions: 1 });
    expect(quarter.series.find((week: { start: string }) => week.start === '2026-11-11')).toMatchObject({
      end: '2026-11-17',
      successfulDebits: 1,
      failedDebits: 3,
    });

    const year = await analytics('12m');
    expect(year).toMatchObject({ start: '2025-12-01', days: 359, granularity: 'month' });
    expect(year.series.map((month: { start: string }) => month.start)).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    expect(year.series.at(-1).end).toBe('2026-11-24');
    // End of June: E 1000 + G 900 + H 800. September: A–D start.
    expect(year.series[6]).toMatchObject({ end: '2026-06-30', mrrCents: 2700, newSubscriptions: 1 });
    expect(year.series[9]).toMatchObject({ newSubscriptions: 4, mrrCents: 2700 + 7000 });
    // Running on 30 Nov 2025: only E; G ended in the year: 1 of 1 churned.
    expect(year).toMatchObject({
      activeAtStart: 1,
      newSubscriptions: 7,
      churnedSubscriptions: 1,
      churnRate: 100,
    });
    // Monthly churn 1 × 30.4375 / 359 = 0.084784; LTV 1400 / 0.084784 = 16512.73.
    expect(year).toMatchObject({ monthlyChurnRate: 8.48, lifetimeValueCents: 16_513 });
    // Invoiced in the year: the three older invoices 1210 + 2420 + 605 and the run's 8470.
    expect(year.invoicedCents).toBe(12_705);
  });

  it('gives the recovery rate the Collection Center and the dashboard show, one definition', async () => {
    // Cases opened in the last 90 days: the same six, C of 11495 paid.
    const center = (await get('/api/admin/collections/cases?limit=1')).json().data.stats;
    expect(center.recoveryRate).toBe(15.8);
    expect((await get('/api/admin/dashboard/stats')).json().data.recoveryRate).toBe(15.8);
  });

  it('refuses a bad timeframe, a customer and an anonymous caller', async () => {
    const bad = await get('/api/admin/analytics?timeframe=1y');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details[0].message).toBe('Choose a timeframe of 7d, 30d, 90d or 12m');
    expect((await get('/api/admin/analytics', customerToken)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/admin/analytics' })).statusCode).toBe(401);
  });
});

describe('GET /api/subscription-analytics/sepa', () => {
  it('gives the twelve months of collections, reasons, batches and first against recurring', async () => {
    const data = (await get('/api/subscription-analytics/sepa')).json().data;
    expect(data.months).toHaveLength(12);
    // Collected A (1210); returned B 2420, C 1815, D 3025; C's is the chargeback.
    expect(data.months.at(-1)).toEqual({
      month: '2026-11',
      collectedCount: 1,
      collectedCents: 1210,
      returnedCount: 3,
      returnedCents: 7260,
      chargebackCount: 1,
    });
    expect(data.returnReasons).toEqual([
      { code: 'AM04', label: 'onvoldoende saldo (AM04)', count: 1, amountCents: 2420 },
      {
        code: 'MD06',
        label: 'teruggeboekt op verzoek van de klant (MD06)',
        count: 1,
        amountCents: 1815,
      },
      {
        code: 'MS03',
        label: 'geweigerd door de bank zonder opgave van reden (MS03)',
        count: 1,
        amountCents: 3025,
      },
    ]);
    // One submitted batch of the four debits: 1210 + 2420 + 1815 + 3025.
    expect(data.batches).toEqual([
      { status: 'created', count: 0, transactions: 0, amountCents: 0 },
      { status: 'submitted', count: 1, transactions: 4, amountCents: 8470 },
      { status: 'cancelled', count: 0, transactions: 0, amountCents: 0 },
    ]);
    // All four were first collections on their mandates: 1 collected, 3 returned.
    expect(data.sequences).toEqual([
      { sequenceType: 'FRST', collected: 1, returned: 3, successRate: 25 },
      { sequenceType: 'RCUR', collected: 0, returned: 0, successRate: null },
    ]);
    expect(data.mandates).toEqual({ valid: 4, pending: 0, invalid: 0, expired: 0 });
    expect(data.successRate).toBe(25);
    expect((await get('/api/subscription-analytics/sepa', customerToken)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/subscription-analytics/sepa' })).statusCode).toBe(401);
  });
});
