import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, sepaBatches, sepaBatchItems } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// Issue 20: every endpoint that returns a figure of the KPI catalogue (docs/KPIS.md) returns the same value
// for it, and that value is the one counted by hand from the rows below. Today is Friday 5 December 2026
// in Amsterdam; the 30-day period runs from 6 November, the 12 months from 1 January 2026.

let t: TestApp;
let token: string;

const at = (date: string) => new Date(`${date}T09:00:00Z`);

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-05T09:00:00Z') });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  const packageId = (await insertPackage(db)).id;
  await insertAdmin(db, { email: 'kpi.admin@example.nl', createdAt: at('2024-01-01') });
  await insertUser(db, { email: 'finance@example.nl', role: 'finance', createdAt: at('2026-12-01') });
  const anna = await insertUser(db, { email: 'anna@example.nl', createdAt: at('2026-12-02') });
  const bram = await insertUser(db, { email: 'bram@example.nl', createdAt: at('2025-01-01') });
  const cor = await insertUser(db, { email: 'cor@example.nl', createdAt: at('2026-11-10') });
  // Deleted: kept for the books, counted nowhere.
  await insertUser(db, {
    email: 'weg@example.nl',
    createdAt: at('2026-12-03'),
    anonymizedAt: at('2026-12-04'),
  });

  // Every row is created today, as demo and imported rows are: the start date decides what is new.
  const subscription = (input: Omit<Parameters<typeof insertSubscription>[1], 'packageId'>) =>
    insertSubscription(db, { packageId, createdAt: at('2026-12-05'), ...input });
  const annaMandate = await insertMandate(db, anna.id);
  const bramMandate = await insertMandate(db, bram.id);
  const corMandate = await insertMandate(db, cor.id);
  // Running today, all four: 1000 + 9600 / 12 + 3000 / 3 + 1500 = 4300 a month. Anna's monthly one and
  // Bram's annual one are paid by direct debit and not cancelled: 1000 + 9600 / 12 = 1800 a month.
  await subscription({
    userId: anna.id,
    interval: 'monthly',
    priceCents: 1000,
    startDate: '2026-11-20',
    mandateId: annaMandate.id,
  });
  await subscription({
    userId: bram.id,
    interval: 'annually',
    priceCents: 12_000,
    salePriceCents: 9600,
    startDate: '2025-03-01',
    status: 'suspended',
    mandateId: bramMandate.id,
  });
  await subscription({
    userId: bram.id,
    interval: 'quarterly',
    priceCents: 3000,
    startDate: '2025-01-01',
    status: 'cancelled',
    serviceStatus: 'cancelled_active',
    endDate: '2026-12-20',
    mandateId: bramMandate.id,
  });
  await subscription({
    userId: cor.id,
    interval: 'monthly',
    priceCents: 1500,
    startDate: '2026-10-01',
    status: 'payment_pending',
  });
  // Not running: ended on 30 November (churned in the period), a pending order, one that starts next week.
  await subscription({
    userId: cor.id,
    interval: 'monthly',
    priceCents: 2000,
    startDate: '2025-06-01',
    status: 'cancelled',
    serviceStatus: 'cancelled_expired',
    endDate: '2026-11-30',
    mandateId: corMandate.id,
  });
  await subscription({
    userId: anna.id,
    priceCents: 5000,
    startDate: '2026-12-01',
    status: 'pending',
    mandateId: annaMandate.id,
  });
  await subscription({ userId: anna.id, interval: 'half-yearly', priceCents: 6000, startDate: '2026-12-10' });

  // Direct debits by collection date, as the bank settled them. Every invoice is paid by now (a returned
  // debit still counts as returned: the figure is what the bank did, not what is unpaid).
  const mandates = [annaMandate, bramMandate, corMandate];
  let debitNumber = 0;
  const batch = async (
    collectionDate: string,
    status: 'created' | 'submitted' | 'cancelled',
    debits: string[],
  ) => {
    const [row] = await db
      .insert(sepaBatches)
      .values({
        messageId: `KPI-${collectionDate}-${status}`,
        status,
        collectionDate,
        version: 'pain.008.001.08',
        numberOfTransactions: debits.length,
        controlSumCents: debits.length * 1210,
        file: Buffer.from(''),
        sha256: '',
      })
      .returning();
    for (const debit of debits) {
      debitNumber += 1;
      const mandate = mandates[debitNumber % 3] ?? annaMandate;
      const { invoice } = await insertInvoice(db, {
        userId: mandate.userId,
        mandateId: mandate.id,
        status: 'paid',
        issueDate: '2025-12-01',
      });
      const [itemStatus, reason] = debit.split(':');
      await db.insert(sepaBatchItems).values({
        batchId: row?.id ?? '',
        invoiceId: invoice.id,
        mandateId: mandate.id,
        endToEndId: `KPI-${debitNumber}`,
        sequenceType: 'RCUR',
        amountCents: invoice.totalCents,
        status: itemStatus as 'pending' | 'collected' | 'returned' | 'cancelled',
        returnReasonCode: reason ?? null,
      });
    }
  };
  // In the 30 days: 3 collected, 1 returned; pending and cancelled ones were not settled.
  await batch('2026-11-20', 'submitted', ['collected', 'collected', 'collected', 'returned:AM04']);
  await batch('2026-12-03', 'submitted', ['pending']);
  await batch('2026-11-25', 'cancelled', ['cancelled', 'cancelled']);
  await batch('2026-12-10', 'created', ['pending']);
  // Earlier in the 12 months: 1 collected, 2 returned (one a refund).
  await batch('2026-10-15', 'submitted', ['collected', 'returned:MS02', 'returned:MD06']);
  // 20 December 2025: within 365 days, but before the first of the month eleven months back.
  await batch('2025-12-20', 'submitted', ['collected', 'collected']);

  token = (await t.login('kpi.admin@example.nl', 'Test!2026pass')).token;
});
afterAll(() => t.close());

async function get(url: string) {
  const response = await t.inject({ method: 'GET', url, headers: bearer(token) });
  expect(response.statusCode, url).toBe(200);
  return response.json().data;
}

/** Every value an endpoint gives for each KPI id, by where it came from. */
async function kpiValues(): Promise<Record<string, Record<string, number | null>>> {
  const [
    overview,
    revenue,
    analytics,
    analyticsYear,
    users,
    incasso,
    sepa,
    sepaYear,
    priorityActions,
    alerts,
  ] = await Promise.all([
    get('/api/admin/dashboard/stats?period=30'),
    get('/api/admin/dashboard/revenue'),
    get('/api/admin/analytics?timeframe=30d'),
    get('/api/admin/analytics?timeframe=12m'),
    get('/api/admin/users'),
    get('/api/admin/subscriptions/enhanced/stats?dateRange=30'),
    get('/api/admin/sepa-statistics'),
    get('/api/subscription-analytics/sepa'),
    get('/api/admin/dashboard/priority-actions'),
    get('/api/admin/dashboard/alerts'),
  ]);
  const signal = (list: { id: string; values: { count: number } }[], id: string) =>
    list.find((item) => item.id === id)?.values.count ?? null;
  return {
    'revenue.mrr': {
      overview: overview.monthlyRevenue,
      overviewChart: revenue.months.at(-1).mrrCents,
      analytics: analytics.mrrCents,
      analyticsChart: analytics.series.at(-1).mrrCents,
      incasso: incasso.overview.monthlyRevenueCents,
    },
    'revenue.perCustomer': { overview: overview.revenuePerUser, analytics: analytics.arpuCents },
    'subscriptions.active': {
      overview: overview.activeSubscriptions,
      analytics: analytics.activeNow,
      incasso: incasso.overview.activeSubscriptions,
    },
    'subscriptions.new': {
      overview: overview.newSubscriptions,
      analytics: analytics.newSubscriptions,
      incasso: incasso.overview.newSubscriptions,
    },
    'users.total': { overview: overview.totalUsers, users: users.allUsers },
    'users.new': { overview: overview.newUsers },
    'users.newThisMonth': {
      overviewBadge: overview.badges.newUsersThisMonth,
      users: users.newUsersThisMonth,
    },
    'subscriptions.activeDirectDebit': { sepa: sepa.overview.activeSubscriptions },
    'revenue.mrrDirectDebit': { sepa: sepa.overview.totalRevenue },
    'payments.successRate@30d': {
      overview: overview.paymentSuccessRate,
      analytics: analytics.paymentSuccessRate,
    },
    'payments.successRate@12m': {
      analytics: analyticsYear.paymentSuccessRate,
      subscriptionAnalytics: sepaYear.successRate,
    },
    'payments.returnedDebits@30d': {
      overview: overview.failedPayments,
      overviewAction: signal(priorityActions.actions, 'returned_debits'),
      overviewAlert: signal(alerts.alerts, 'returned_debits'),
      analytics: analytics.failedPayments,
    },
    'payments.returnedDebits@12m': {
      analytics: analyticsYear.failedPayments,
      subscriptionAnalytics: sepaYear.months.reduce(
        (sum: number, month: { returnedCount: number }) => sum + month.returnedCount,
        0,
      ),
    },
  };
}

describe('the KPI catalogue on the same data', () => {
  it('gives each figure one value on every endpoint, the one counted by hand', async () => {
    const expected = {
      'revenue.mrr': 4300,
      // 4300 over Anna, Bram and Cor.
      'revenue.perCustomer': 1433,
      'subscriptions.active': 4,
      // Anna's monthly one, started 20 November; not the pending order, not the one starting next week.
      'subscriptions.new': 1,
      // Admin, finance, Anna, Bram and Cor; not the deleted account.
      'users.total': 5,
      // Finance, Anna and Cor.
      'users.new': 3,
      // Finance and Anna.
      'users.newThisMonth': 2,
      // Anna's monthly one and Bram's annual one (suspended, still running); not Bram's quarterly one
      // (cancelled: running until 20 December, not collected again), Cor's ended one or Anna's pending order.
      'subscriptions.activeDirectDebit': 2,
      'revenue.mrrDirectDebit': 1800,
      // 3 collected of 3 + 1 settled; the pending, cancelled and not yet submitted debits do not count.
      'payments.successRate@30d': 75,
      // From 1 January: 3 + 1 collected of 4 + 3 settled; not the debits of 20 December 2025.
      'payments.successRate@12m': 57.1,
      'payments.returnedDebits@30d': 1,
      'payments.returnedDebits@12m': 3,
    };
    const values = await kpiValues();
    for (const [id, byEndpoint] of Object.entries(values)) {
      for (const [endpoint, value] of Object.entries(byEndpoint))
        expect(value, `${id} on ${endpoint}`).toBe(expected[id as keyof typeof expected]);
    }
  });

  it('counts churn from the same running subscriptions', async () => {
    const analytics = await get('/api/admin/analytics?timeframe=30d');
    // Running on 6 November: Bram's two, Cor's two; Cor's monthly one ended on 30 November.
    expect(analytics).toMatchObject({ activeAtStart: 4, churnedSubscriptions: 1, churnRate: 25 });
  });
});
