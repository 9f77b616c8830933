import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  jobDependencies,
  scheduledJob,
  TEST_NOW,
  type TestApp,
} from '../../../test/test-app.ts';
import { activityLog, emailOutbox, notifications, subscriptions } from '../../db/schema/index.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

const PASSWORD = 'Test!2026pass';
let t: TestApp;
let packageId: string;
let ownerId: string;
let ownerToken: string;
let otherId: string;
let otherToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  packageId = (await insertPackage(db)).id;
  ownerId = (await insertUser(db, { email: 'eigenaar@example.nl', firstname: 'Eva' })).id;
  otherId = (await insertUser(db, { email: 'ander@example.nl' })).id;
  await insertAdmin(db, { email: 'beheer@example.nl' });
  ownerToken = (await t.login('eigenaar@example.nl', PASSWORD)).token;
  otherToken = (await t.login('ander@example.nl', PASSWORD)).token;
  adminToken = (await t.login('beheer@example.nl', PASSWORD)).token;
});
afterAll(() => t.close());

const subscriptionFor = (userId: string, values: Partial<typeof subscriptions.$inferInsert> = {}) =>
  insertSubscription(t.database.db, {
    userId,
    packageId,
    startDate: '2026-10-01',
    nextBillingDate: '2026-12-01',
    ...values,
  });

const rowOf = async (id: string) => {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
};

const cancel = (id: string, reason: unknown, token = ownerToken) =>
  t.inject({
    method: 'POST',
    url: `/api/user-subscriptions/${id}/cancel`,
    headers: bearer(token),
    payload: { reason },
  });

describe('GET /api/user-subscriptions/user and /stats', () => {
  let userId: string;
  let token: string;

  beforeAll(async () => {
    const db = t.database.db;
    userId = (await insertUser(db, { email: 'rekenaar@example.nl' })).id;
    token = (await t.login('rekenaar@example.nl', PASSWORD)).token;
    const base = { userId, packageId, startDate: '2026-10-01' };
    await insertSubscription(db, { ...base, title: 'Maand', interval: 'monthly', priceCents: 1000 });
    // Sale price wins: 2999 / 3 = 999.67 → 1000
    await insertSubscription(db, {
      ...base,
      title: 'Kwartaal',
      interval: 'quarterly',
      priceCents: 3999,
      salePriceCents: 2999,
    });
    // 5001 / 6 = 833.5 → 834 (half up)
    await insertSubscription(db, { ...base, title: 'Halfjaar', interval: 'half-yearly', priceCents: 5001 });
    // 12000 / 12 = 1000
    await insertSubscription(db, { ...base, title: 'Jaar', interval: 'annually', priceCents: 12000 });
    await insertSubscription(db, { ...base, title: 'Pauze', serviceStatus: 'paused', priceCents: 9999 });
    await insertSubscription(db, {
      ...base,
      title: 'Opgezegd',
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
      endDate: '2026-11-26',
      nextBillingDate: null,
      priceCents: 7777,
    });
    await insertSubscription(db, {
      ...base,
      title: 'Afgelopen',
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      priceCents: 7777,
    });
    await insertSubscription(db, {
      ...base,
      title: 'Opgeschort',
      status: 'suspended',
      serviceStatus: 'suspended',
      priceCents: 7777,
    });
    await subscriptionFor(otherId, { title: 'Van een ander' });
  });

  it('lists only the caller’s own subscriptions with amount, interval and days until the end', async () => {
    const response = await t.inject({ url: '/api/user-subscriptions/user', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const titles = body.data.map((row: { title: string }) => row.title);
    expect(titles).toHaveLength(8);
    expect(titles).not.toContain('Van een ander');
    const byTitle = Object.fromEntries(body.data.map((row: { title: string }) => [row.title, row]));
    expect(byTitle.Kwartaal).toMatchObject({ amount: 2999, interval: 'quarterly', serviceStatus: 'active' });
    // Today is 2026-11-21 in Amsterdam.
    expect(byTitle.Opgezegd).toMatchObject({
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
      daysUntilCancellation: 5,
      endDate: '2026-11-26',
      nextBillingDate: null,
    });
    expect(byTitle.Maand.daysUntilCancellation).toBeNull();
  });

  it('counts active and paused and sums the monthly equivalents of the active ones only', async () => {
    const response = await t.inject({ url: '/api/user-subscriptions/user/stats', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      // Incl. 21% btw, each subscription's invoice total per month: 60,51 a half year is 10,09 a month.
      data: {
        active: 4,
        paused: 1,
        totalMonthlyAmount: 1000 + 1000 + 834 + 1000,
        totalMonthlyGrossAmount: 1210 + 1210 + 1009 + 1210,
      },
    });
  });

  it('needs a login', async () => {
    expect((await t.inject({ url: '/api/user-subscriptions/user' })).statusCode).toBe(401);
    expect((await t.inject({ url: '/api/user-subscriptions/user/stats' })).statusCode).toBe(401);
  });
});

describe('POST /api/user-subscriptions/{id}/cancel', () => {
  it('cancels an active subscription to the end of its paid period, with log, notification and e-mail', async () => {
    const subscription = await subscriptionFor(ownerId, { title: 'Webhosting Eva' });
    const response = await cancel(subscription.id, '  Ik verhuis naar een andere partij  ');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: subscription.id,
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
      // The paid period ends the day before the next billing date (issue 20: not "tot en met" that date).
      endDate: '2026-11-30',
      nextBillingDate: null,
      daysUntilCancellation: 9,
      cancellationReason: 'Ik verhuis naar een andere partij',
      cancelledAt: '2026-11-21T10:00:00.000Z',
    });
    const row = await rowOf(subscription.id);
    expect(row).toMatchObject({
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
      endDate: '2026-11-30',
      nextBillingDate: null,
    });

    const db = t.database.db;
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, ownerId), eq(emailOutbox.template, 'subscription_cancelled')));
    expect(mail?.toAddress).toBe('eigenaar@example.nl');
    expect(mail?.subject).toBe('Bevestiging opzegging: Webhosting Eva');
    expect(mail?.textBody).toContain('tot en met 30 november 2026');

    const [notification] = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.type, 'subscription_cancelled')));
    expect(notification?.body).toContain('Webhosting Eva');

    const [activity] = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, ownerId), eq(activityLog.type, 'subscription_cancelled')));
    expect(activity?.metadata).toMatchObject({ subscriptionId: subscription.id, endDate: '2026-11-30' });
    expect(activity?.action).toBe('Abonnement opgezegd');
  });

  it('cancels a paused subscription; without a next billing date the service ends today', async () => {
    const subscription = await subscriptionFor(ownerId, { serviceStatus: 'paused', nextBillingDate: null });
    const response = await cancel(subscription.id, 'Niet meer nodig');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ endDate: '2026-11-21', daysUntilCancellation: 0 });
  });

  it.each([
    ['cancelled_active', 'cancelled'],
    ['cancelled_expired', 'cancelled'],
    ['suspended', 'suspended'],
    ['pending', 'pending'],
  ] as const)('refuses with 409 when the service is %s', async (serviceStatus, status) => {
    const subscription = await subscriptionFor(ownerId, { serviceStatus, status });
    const response = await cancel(subscription.id, 'Weg ermee');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'SUBSCRIPTION_NOT_CANCELLABLE' });
    expect((await rowOf(subscription.id)).cancellationReason).toBeNull();
  });

  it.each([[''], ['   \n ']])(
    'refuses an empty reason (%j) with 422 and the Dutch field error',
    async (reason) => {
      const subscription = await subscriptionFor(ownerId);
      const response = await cancel(subscription.id, reason);
      expect(response.statusCode).toBe(422);
      expect(response.json().details).toEqual([
        { field: 'reason', message: 'Reden voor opzegging is verplicht' },
      ]);
      expect((await rowOf(subscription.id)).serviceStatus).toBe('active');
    },
  );

  it('refuses a missing or too long reason', async () => {
    const subscription = await subscriptionFor(ownerId);
    expect((await cancel(subscription.id, undefined)).statusCode).toBe(422);
    expect((await cancel(subscription.id, 'x'.repeat(1001))).statusCode).toBe(422);
    expect((await cancel(subscription.id, 'x'.repeat(1000))).statusCode).toBe(200);
  });

  it('answers 404 for another customer’s or an unknown subscription and changes nothing', async () => {
    const subscription = await subscriptionFor(ownerId);
    const before = await rowOf(subscription.id);
    const response = await cancel(subscription.id, 'Niet van mij', otherToken);
    expect(response.statusCode).toBe(404);
    expect(await rowOf(subscription.id)).toEqual(before);
    expect((await cancel('00000000-0000-4000-8000-000000000000', 'Bestaat niet')).statusCode).toBe(404);
  });

  it('lets exactly one of two concurrent cancels succeed', async () => {
    const subscription = await subscriptionFor(ownerId);
    const responses = await Promise.all([
      cancel(subscription.id, 'Eerste poging'),
      cancel(subscription.id, 'Tweede poging'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const mails = await t.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, ownerId), eq(activityLog.type, 'subscription_cancelled')));
    expect(mails.filter((entry) => entry.metadata?.subscriptionId === subscription.id)).toHaveLength(1);
  });
});

describe('GET /pay/subscriptions/{userId}', () => {
  it('answers the caller’s own subscriptions as a bare array in SPEC §3 shape', async () => {
    const subscription = await subscriptionFor(otherId, {
      title: 'Pay-lijst',
      priceCents: 1500,
      salePriceCents: 1200,
      url: 'https://panel.example.nl',
    });
    const response = await t.inject({ url: `/pay/subscriptions/${otherId}`, headers: bearer(otherToken) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    expect(body.find((row: { _id: string }) => row._id === subscription.id)).toMatchObject({
      title: 'Pay-lijst',
      price: 1500,
      sale: 1200,
      amount: 1200,
      interval: 'monthly',
      status: 'active',
      nextPaymentDue: '2026-12-01',
      nextBillingDate: '2026-12-01',
      startDate: '2026-10-01',
      url: 'https://panel.example.nl',
    });
  });

  it('maps a cancelled subscription to status cancelled', async () => {
    const subscription = await subscriptionFor(otherId, {
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
    });
    const body = (
      await t.inject({ url: `/pay/subscriptions/${otherId}`, headers: bearer(otherToken) })
    ).json();
    expect(body.find((row: { _id: string }) => row._id === subscription.id).status).toBe('cancelled');
  });

  it('answers 404 for another customer, but lets an admin read any customer', async () => {
    const foreign = await t.inject({ url: `/pay/subscriptions/${ownerId}`, headers: bearer(otherToken) });
    expect(foreign.statusCode).toBe(404);
    const admin = await t.inject({ url: `/pay/subscriptions/${otherId}`, headers: bearer(adminToken) });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().length).toBeGreaterThan(0);
    const unknown = await t.inject({
      url: '/pay/subscriptions/00000000-0000-4000-8000-000000000000',
      headers: bearer(adminToken),
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('expire-cancelled-subscriptions job', () => {
  it('ends the service after the end date (Amsterdam), and a second run changes nothing', async () => {
    // Paid up to 25 November: the service runs to the end of that day.
    const subscription = await subscriptionFor(ownerId, { nextBillingDate: '2026-11-26' });
    expect((await cancel(subscription.id, 'Tijdelijk project afgerond')).statusCode).toBe(200);
    expect((await rowOf(subscription.id)).endDate).toBe('2026-11-25');
    const job = scheduledJob('expire-cancelled-subscriptions');
    const deps = jobDependencies(t);

    try {
      // 23:00 on 25 November in Amsterdam: the end date itself is still a service day ('Eindigt vandaag').
      t.clock.set(new Date('2026-11-25T22:00:00Z'));
      await job.run(deps, {});
      expect((await rowOf(subscription.id)).serviceStatus).toBe('cancelled_active');

      // 00:30 on 26 November in Amsterdam.
      t.clock.set(new Date('2026-11-25T23:30:00Z'));
      expect(await job.run(deps, {})).toBeGreaterThanOrEqual(1);
      const after = await rowOf(subscription.id);
      expect(after).toMatchObject({ status: 'cancelled', serviceStatus: 'cancelled_expired' });
      expect(await job.run(deps, {})).toBe(0);
      expect(await rowOf(subscription.id)).toEqual(after);
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});

describe('GET /api/packages', () => {
  it('lists active packages in sort order without a login, with prices per interval and VAT rate', async () => {
    const db = t.database.db;
    await insertPackage(db, { name: 'Z eerst', sortOrder: -10, type: 'managed_vps', vcpu: 4, ramMb: 8192 });
    await insertPackage(db, { name: 'Uit de verkoop', sortOrder: -20, isActive: false });
    const response = await t.inject({ url: '/api/packages' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.map((row: { name: string }) => row.name)).not.toContain('Uit de verkoop');
    expect(data[0]).toMatchObject({
      name: 'Z eerst',
      type: 'managed_vps',
      specs: { vcpu: 4, ramMb: 8192 },
      prices: { monthly: 695, quarterly: 1995, 'half-yearly': 3950, annually: 7495 },
      vatRateBp: 2100,
    });
  });
});
