import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

// The Administration Dashboard's figures on a small fixed data set, against values counted by hand.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-12-05T09:00:00Z') });
  const db = t.database.db;
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  const packageId = (await insertPackage(db)).id;
  await insertAdmin(db, { email: 'dashboard.admin@example.nl', createdAt: new Date('2024-01-01T09:00:00Z') });
  // Registered in this 30-day period (from 6 November), in the previous one, and long ago.
  const recent = await insertUser(db, {
    email: 'nieuw@example.nl',
    createdAt: new Date('2026-12-01T09:00:00Z'),
  });
  const earlier = await insertUser(db, {
    email: 'vorig@example.nl',
    createdAt: new Date('2026-10-20T09:00:00Z'),
  });
  const old = await insertUser(db, { email: 'oud@example.nl', createdAt: new Date('2025-01-01T09:00:00Z') });
  const created = (date: string) => new Date(`${date}T09:00:00Z`);
  await insertSubscription(db, {
    userId: recent.id,
    packageId,
    interval: 'monthly',
    priceCents: 1000,
    startDate: '2026-12-01',
    createdAt: created('2026-12-01'),
  });
  await insertSubscription(db, {
    userId: earlier.id,
    packageId,
    interval: 'annually',
    priceCents: 12_000,
    startDate: '2026-10-20',
    createdAt: created('2026-10-20'),
  });
  // Cancelled, running until 20 December: still active, and expiring within 30 days.
  const expiring = await insertSubscription(db, {
    userId: old.id,
    packageId,
    interval: 'quarterly',
    priceCents: 3000,
    startDate: '2025-01-01',
    serviceStatus: 'cancelled_active',
    endDate: '2026-12-20',
    createdAt: created('2025-01-01'),
  });
  await insertInvoice(db, {
    userId: old.id,
    subscriptionId: expiring.id,
    issueDate: '2026-10-18',
    dueDate: '2026-11-01',
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Hosting', unitPriceCents: 1500 }],
  });
});
afterAll(() => t.close());

const get = async (url: string) =>
  t.inject({
    method: 'GET',
    url,
    headers: bearer((await t.login('dashboard.admin@example.nl', 'Test!2026pass')).token),
  });

describe('Administration Dashboard overview', () => {
  it('computes the stat cards and badges from the data', async () => {
    const stats = (await get('/api/admin/dashboard/stats')).json().data;
    expect(stats).toMatchObject({
      period: 30,
      // Three customers and the admin: every account not deleted (users.total).
      totalUsers: 4,
      newUsers: 1,
      previousNewUsers: 1,
      activeSubscriptions: 3,
      newSubscriptions: 1,
      previousNewSubscriptions: 1,
      // 1000 + 12000 / 12 + 3000 / 3 a month, over three paying customers.
      monthlyRevenue: 3000,
      revenuePerUser: 1000,
      paymentSuccessRate: null,
      failedPayments: 0,
      overduePayments: 1,
      overdueAmount: 1815,
      collectionCases: 0,
      badges: { newUsersThisMonth: 1, expiringSubscriptions: 1, overdueInvoices: 1, failedPayments: 0 },
    });
    expect((await get('/api/admin/dashboard/stats?period=90')).json().data).toMatchObject({
      newUsers: 2,
      previousNewUsers: 0,
    });
    expect((await get('/api/admin/dashboard/stats?period=12')).statusCode).toBe(422);
  });

  it('raises the priority actions and alerts by SPEC §4, and charts 12 months', async () => {
    const actions = (await get('/api/admin/dashboard/priority-actions')).json().data.actions;
    expect(actions.map((action: { id: string; priority: string; section: string }) => action)).toMatchObject([
      { id: 'overdue_payments', priority: 'high', section: 'collections', count: 1 },
      { id: 'expiring_subscriptions', priority: 'medium', section: 'subscriptions', count: 1 },
    ]);
    const alerts = (await get('/api/admin/dashboard/alerts')).json().data.alerts;
    // One overdue payment: high, not urgent; no collection-cases alert at 5 cases or fewer.
    expect(alerts).toMatchObject([{ id: 'overdue_payments', severity: 'high', section: 'collections' }]);

    const months = (await get('/api/admin/dashboard/revenue')).json().data.months;
    expect(months).toHaveLength(12);
    expect(months[0].month).toBe('2026-01');
    expect(months.at(-1)).toEqual({ month: '2026-12', invoicedCents: 0, mrrCents: 3000 });
    expect(months.find((row: { month: string }) => row.month === '2026-10')).toEqual({
      month: '2026-10',
      invoicedCents: 1500,
      mrrCents: 2000,
    });

    const customer = bearer((await t.login('nieuw@example.nl', 'Test!2026pass')).token);
    for (const url of ['/api/admin/dashboard/stats', '/api/admin/dashboard/alerts'])
      expect((await t.inject({ method: 'GET', url, headers: customer })).statusCode).toBe(403);
  });
});
