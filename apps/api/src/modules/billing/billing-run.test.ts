import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  billingRuns,
  companySettings,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  type Package,
  paymentReferenceSeries,
  payments,
  subscriptions,
  users,
} from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { billDueSubscriptions } from './billing-run.ts';

let t: TestApp;
let hosting: Package;
const now = new Date('2026-11-21T10:00:00Z');
const today = '2026-11-21';

beforeAll(async () => {
  t = await createTestApp({ now });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  hosting = await insertPackage(t.database.db, {
    slug: 'run-hosting',
    name: 'Webhosting Run',
    priceMonthlyCents: 1000,
    priceQuarterlyCents: 2700,
    priceAnnuallyCents: 10000,
  });
});
afterAll(() => t.close());

async function subscriptionInvoices(subscriptionId: string) {
  return t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(asc(invoices.periodStart));
}

describe('billing run', () => {
  it('invoices a due subscription once for its period, with VAT, a reference and the SEPA mandate', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'run-sepa@example.nl' });
    const mandate = await insertMandate(db, customer.id);
    const sub = await insertSubscription(db, {
      userId: customer.id,
      packageId: hosting.id,
      mandateId: mandate.id,
      startDate: '2026-10-21',
      nextBillingDate: '2026-11-21',
    });

    const result = await billDueSubscriptions(db, { today, now, subscriptionIds: [sub.id] });
    expect(result.invoicesCreated).toBe(1);
    expect(result.totalCents).toBe(1210);

    const [invoice] = await subscriptionInvoices(sub.id);
    expect(invoice).toMatchObject({
      status: 'open',
      issueDate: today,
      dueDate: '2026-12-05',
      periodStart: '2026-11-21',
      periodEnd: '2026-12-20',
      subtotalCents: 1000,
      vatCents: 210,
      totalCents: 1210,
      paymentType: 'sepa',
      mandateId: mandate.id,
      reverseCharge: false,
      sentAt: null,
    });
    expect(invoice?.invoiceNumber).toMatch(/^2026-\d{6}$/);
    expect(invoice?.paymentReference).toMatch(/^PAY-2026-\d{4,}$/);
    const lines = await db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice?.id ?? ''));
    expect(lines).toEqual([
      expect.objectContaining({ netCents: 1000, vatCents: 210, vatRateBp: 2100, periodEnd: '2026-12-20' }),
    ]);
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after?.nextBillingDate).toBe('2026-12-21');

    const again = await billDueSubscriptions(db, { today, now, subscriptionIds: [sub.id] });
    expect(again.invoicesCreated).toBe(0);
    expect(await subscriptionInvoices(sub.id)).toHaveLength(1);
  });

  it('keeps month-end anchors, catches up missed periods and bills by bank transfer without a mandate', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'run-anchor@example.nl' });
    const sub = await insertSubscription(db, {
      userId: customer.id,
      packageId: hosting.id,
      startDate: '2026-08-31',
      nextBillingDate: '2026-09-30',
    });
    await billDueSubscriptions(db, { today, now, subscriptionIds: [sub.id] });
    const rows = await subscriptionInvoices(sub.id);
    expect(rows.map((row) => [row.periodStart, row.periodEnd])).toEqual([
      ['2026-09-30', '2026-10-30'],
      ['2026-10-31', '2026-11-29'],
    ]);
    expect(rows.every((row) => row.paymentType === 'bank_transfer')).toBe(true);
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after?.nextBillingDate).toBe('2026-11-30');
  });

  it('charges no VAT to an EU business customer with a VAT id (btw verlegd)', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, {
      email: 'run-be@example.be',
      company: 'Belgische Hosting BV',
      country: 'BE',
      vatId: 'BE0123456749',
    });
    const sub = await insertSubscription(db, {
      userId: customer.id,
      packageId: hosting.id,
      startDate: '2026-11-21',
      nextBillingDate: '2026-11-21',
    });
    await billDueSubscriptions(db, { today, now, subscriptionIds: [sub.id] });
    const [invoice] = await subscriptionInvoices(sub.id);
    expect(invoice).toMatchObject({ reverseCharge: true, vatCents: 0, totalCents: 1000 });
    expect(invoice?.customer.vatId).toBe('BE0123456749');
  });

  it('skips paused and cancelled subscriptions and ones not yet due', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'run-skip@example.nl' });
    const base = { userId: customer.id, packageId: hosting.id, startDate: '2026-10-01' };
    const paused = await insertSubscription(db, {
      ...base,
      nextBillingDate: '2026-11-01',
      serviceStatus: 'paused',
    });
    const cancelled = await insertSubscription(db, {
      ...base,
      nextBillingDate: '2026-11-01',
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
      endDate: '2026-10-31',
    });
    const future = await insertSubscription(db, { ...base, nextBillingDate: '2026-12-01' });
    const result = await billDueSubscriptions(db, {
      today,
      now,
      subscriptionIds: [paused.id, cancelled.id, future.id],
    });
    expect(result.invoicesCreated).toBe(0);
  });

  it('applies a pending plan change from the next period and uses account credit first', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'run-change@example.nl', creditBalanceCents: 500 });
    const sub = await insertSubscription(db, {
      userId: customer.id,
      packageId: hosting.id,
      startDate: '2026-10-21',
      nextBillingDate: '2026-11-21',
      pendingChange: {
        packageId: hosting.id,
        title: 'Webhosting Run',
        planName: 'Webhosting Run',
        interval: 'quarterly',
        priceCents: 2700,
        effectiveDate: '2026-11-21',
        requestedBy: null,
      },
    });
    await billDueSubscriptions(db, { today, now, subscriptionIds: [sub.id] });
    const [invoice] = await subscriptionInvoices(sub.id);
    expect(invoice).toMatchObject({
      subtotalCents: 2700,
      periodEnd: '2027-02-20',
      paidCents: 500,
      status: 'open',
    });
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(after).toMatchObject({
      interval: 'quarterly',
      pendingChange: null,
      nextBillingDate: '2027-02-21',
    });
    const [user] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(user?.creditBalanceCents).toBe(0);
    const credit = await db
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, invoice?.id ?? ''), eq(payments.method, 'account_credit')));
    expect(credit).toEqual([expect.objectContaining({ amountCents: 500 })]);
  });

  it('two runs at once make no duplicates and leave no gap in the numbers', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'run-race@example.nl' });
    const ids: string[] = [];
    for (let index = 0; index < 12; index++) {
      const sub = await insertSubscription(db, {
        userId: customer.id,
        packageId: hosting.id,
        startDate: '2026-11-01',
        nextBillingDate: '2026-11-01',
      });
      ids.push(sub.id);
    }
    const [first, second] = await Promise.all([
      billDueSubscriptions(db, { today, now, subscriptionIds: ids }),
      billDueSubscriptions(db, { today, now, subscriptionIds: ids }),
    ]);
    expect((first?.invoicesCreated ?? 0) + (second?.invoicesCreated ?? 0)).toBe(12);
    const all = await db
      .select({ sequence: invoices.sequence })
      .from(invoices)
      .where(eq(invoices.year, 2026));
    const sequences = all.map((row) => row.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, index) => index + 1));
    const runs = await db.select().from(billingRuns);
    expect(runs.every((run) => run.status === 'finished')).toBe(true);
  });

  // Last in the file: it moves the year's counters far ahead.
  it('keeps numbering past 999999 invoices and 9999 references without cutting digits', async () => {
    const db = t.database.db;
    await db
      .update(invoiceNumberSeries)
      .set({ lastSequence: 999_999 })
      .where(eq(invoiceNumberSeries.year, 2026));
    await db
      .update(paymentReferenceSeries)
      .set({ lastSequence: 9_999 })
      .where(eq(paymentReferenceSeries.year, 2026));
    const customer = await insertUser(db, { email: 'run-wide@example.nl' });
    const sub = await insertSubscription(db, {
      userId: customer.id,
      packageId: hosting.id,
      startDate: '2026-11-21',
      nextBillingDate: '2026-11-21',
    });
    await billDueSubscriptions(db, { today, now, subscriptionIds: [sub.id] });
    const [invoice] = await subscriptionInvoices(sub.id);
    expect(invoice).toMatchObject({
      invoiceNumber: '2026-1000000',
      sequence: 1_000_000,
      paymentReference: 'PAY-2026-10000',
    });
  });
});
