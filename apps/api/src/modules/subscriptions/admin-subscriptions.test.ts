import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  activityLog,
  companySettings,
  emailOutbox,
  invoices,
  type Package,
  type SepaMandate,
  type Subscription,
  subscriptions,
  type User,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription, type SubscriptionInput } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { reactivateSubscription } from './reactivate-subscription.ts';

// The test clock says 2026-11-21 (Amsterdam).
const TODAY = '2026-11-21';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: User;
let adminToken: string;
let customerToken: string;
let customer: User;
let otherCustomer: User;
let hosting: Package;
let vps: Package;
let archived: Package;
let mandate: SepaMandate;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // The billing run reads the payment term from the company settings.
  await db.insert(companySettings).values({ id: 1, ...demoCompany });
  admin = await insertAdmin(db, { email: 'beheer@example.nl' });
  customer = await insertUser(db, {
    firstname: 'Marieke',
    lastname: 'Zwanenburg',
    email: 'marieke@example.nl',
  });
  otherCustomer = await insertUser(db, { firstname: 'Joost', lastname: 'Akkerman' });
  hosting = await insertPackage(db, { name: 'Webhosting Plus', priceHalfYearlyCents: null });
  vps = await insertPackage(db, { name: 'Managed VPS', priceMonthlyCents: 2495, priceQuarterlyCents: 7200 });
  archived = await insertPackage(db, { name: 'Webhosting Oud', isActive: false });
  mandate = await insertMandate(db, customer.id);
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  customerToken = (await t.login(customer.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const asAdmin = (method: Method, url: string, payload?: object) =>
  t.inject({ method, url, headers: bearer(adminToken), payload });

// A running monthly subscription of the customer, started on 1 November: next billed on 1 December.
const running = (input: Partial<SubscriptionInput> = {}) =>
  insertSubscription(t.database.db, {
    userId: customer.id,
    packageId: hosting.id,
    startDate: '2026-11-01',
    ...input,
  });

async function reload(id: string): Promise<Subscription> {
  const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error(`no subscription ${id}`);
  return row;
}

// The admin's changes to one subscription, as the activity trail recorded them.
const activities = async (type: string, subscriptionId: string) =>
  (await t.database.db.select().from(activityLog).where(eq(activityLog.type, type))).filter(
    (row) => row.metadata?.subscriptionId === subscriptionId,
  );

const subscriptionCount = async (userId: string) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).length;

describe('admin subscriptions: access', () => {
  it('are for admins only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/subscriptions' })).statusCode).toBe(401);
    const list = await t.inject({
      method: 'GET',
      url: '/api/admin/subscriptions',
      headers: bearer(customerToken),
    });
    expect(list.statusCode).toBe(403);
    const create = await t.inject({
      method: 'POST',
      url: '/api/admin/subscriptions',
      headers: bearer(customerToken),
      payload: {
        userId: customer.id,
        packageId: hosting.id,
        interval: 'monthly',
        startDate: '2026-12-01',
        mandateId: null,
        priceCents: null,
        domain: null,
      },
    });
    expect(create.statusCode).toBe(403);
    expect(await subscriptionCount(customer.id)).toBe(0);
  });
});

describe('admin subscriptions: list and detail', () => {
  let cheap: Subscription;
  let dear: Subscription;
  beforeAll(async () => {
    const lister = await insertUser(t.database.db, {
      firstname: 'Wouter',
      lastname: 'Lijstmaker',
      email: 'wouter.lijst@example.nl',
    });
    const listerMandate = await insertMandate(t.database.db, lister.id);
    cheap = await insertSubscription(t.database.db, {
      userId: lister.id,
      packageId: hosting.id,
      startDate: '2026-10-05',
      mandateId: listerMandate.id,
    });
    dear = await insertSubscription(t.database.db, {
      userId: lister.id,
      packageId: vps.id,
      startDate: '2026-10-06',
    });
    await insertSubscription(t.database.db, {
      userId: lister.id,
      packageId: vps.id,
      startDate: '2026-01-06',
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      nextBillingDate: null,
      endDate: '2026-02-05',
    });
  });

  it('searches by customer name, e-mail, title and id, on the server', async () => {
    const ids = async (query: string) =>
      (await asAdmin('GET', `/api/admin/subscriptions?${query}`))
        .json()
        .data.subscriptions.map((s: { id: string }) => s.id);
    expect(await ids('search=wouter%20lijst')).toHaveLength(3);
    expect(await ids('search=LIJST%40example')).toHaveLength(3);
    expect(await ids(`search=managed%20vps&userId=${cheap.userId}`)).toHaveLength(2);
    expect(await ids(`search=${dear.id}`)).toEqual([dear.id]);
    expect(await ids(`search=${cheap.id.slice(0, 8)}`)).toContain(cheap.id);
    expect(await ids('search=%25')).toEqual([]);
  });

  it('filters, sorts and pages, with the customer and mandate beside each row', async () => {
    const response = await asAdmin(
      'GET',
      `/api/admin/subscriptions?userId=${cheap.userId}&status=active&sortBy=priceCents&sortOrder=asc&limit=1`,
    );
    expect(response.statusCode).toBe(200);
    const { subscriptions: rows, pagination } = response.json().data;
    expect(pagination).toEqual({ page: 1, limit: 1, totalItems: 2, totalPages: 2 });
    expect(rows).toEqual([
      expect.objectContaining({
        id: cheap.id,
        customerName: 'Wouter Lijstmaker',
        customerEmail: 'wouter.lijst@example.nl',
        priceCents: 695,
        mandateReference: expect.stringMatching(/^HP-MND-/),
        pendingChange: null,
      }),
    ]);
    const second = await asAdmin(
      'GET',
      `/api/admin/subscriptions?userId=${cheap.userId}&status=active&sortBy=priceCents&sortOrder=asc&limit=1&page=2`,
    );
    expect(second.json().data.subscriptions.map((s: { id: string }) => s.id)).toEqual([dear.id]);
    const ended = await asAdmin(
      'GET',
      `/api/admin/subscriptions?userId=${cheap.userId}&serviceStatus=cancelled_expired`,
    );
    expect(ended.json().data.pagination.totalItems).toBe(1);
    const byNextBilling = await asAdmin(
      'GET',
      `/api/admin/subscriptions?userId=${cheap.userId}&sortBy=nextBillingDate&sortOrder=desc`,
    );
    expect(
      byNextBilling
        .json()
        .data.subscriptions.map((s: { id: string }) => s.id)
        .slice(0, 2),
    ).toEqual([dear.id, cheap.id]);
    const bad = await asAdmin('GET', '/api/admin/subscriptions?sortBy=risk&status=gek');
    expect(bad.statusCode).toBe(422);
  });

  it('shows one subscription, 404 for an unknown id', async () => {
    const one = await asAdmin('GET', `/api/admin/subscriptions/${dear.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      subscription: { id: dear.id, title: 'Managed VPS', priceCents: 2495, mandateReference: null },
      creditNote: null,
    });
    expect((await asAdmin('GET', `/api/admin/subscriptions/${UNKNOWN}`)).statusCode).toBe(404);
  });
});

describe('admin subscriptions: create', () => {
  const body = (overrides: object = {}) => ({
    userId: customer.id,
    packageId: vps.id,
    interval: 'quarterly',
    startDate: '2026-12-01',
    mandateId: null,
    priceCents: null,
    domain: 'zwanenburg.nl',
    ...overrides,
  });

  it('creates a subscription starting later as pending, priced from the package', async () => {
    const response = await asAdmin('POST', '/api/admin/subscriptions', body({ mandateId: mandate.id }));
    expect(response.statusCode).toBe(201);
    const created = response.json().data.subscription;
    expect(created).toMatchObject({
      userId: customer.id,
      customerName: 'Marieke Zwanenburg',
      title: 'Managed VPS',
      planName: 'Managed VPS',
      interval: 'quarterly',
      priceCents: 7200,
      status: 'pending',
      serviceStatus: 'pending',
      startDate: '2026-12-01',
      nextBillingDate: '2026-12-01',
      mandateReference: mandate.reference,
    });
    const row = await reload(created.id);
    expect(row.billingAnchorDate).toBe('2026-12-01');
    expect(row.domain).toBe('zwanenburg.nl');
    const log = await activities('subscription_created', created.id);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ userId: customer.id, actorId: admin.id });
    expect(log[0]?.metadata).toMatchObject({ before: null, after: { status: 'pending', priceCents: 7200 } });
    const noInvoice = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, created.id));
    expect(noInvoice).toHaveLength(0);
  });

  it('invoices a subscription that starts today at once, at the agreed price', async () => {
    const response = await asAdmin(
      'POST',
      '/api/admin/subscriptions',
      body({ packageId: hosting.id, interval: 'monthly', startDate: TODAY, priceCents: 500 }),
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data.subscription;
    expect(created).toMatchObject({ status: 'active', serviceStatus: 'active', priceCents: 500 });
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, created.id));
    expect(invoice).toMatchObject({ periodStart: TODAY, subtotalCents: 500, kind: 'invoice' });
    expect(created.nextBillingDate).toBe('2026-12-21');
  });

  it('refuses what cannot be sold, and writes nothing', async () => {
    const before = await subscriptionCount(customer.id);
    const invalidMandate = await insertMandate(t.database.db, customer.id, { status: 'invalid' });
    const foreignMandate = await insertMandate(t.database.db, otherCustomer.id);
    const inactive = await insertUser(t.database.db, { isActive: false });
    const cases: [object, number, string][] = [
      [body({ startDate: '2026-11-20' }), 422, 'VALIDATION_FAILED'],
      [body({ userId: UNKNOWN }), 404, 'USER_NOT_FOUND'],
      [body({ userId: admin.id }), 409, 'CONFLICT'],
      [body({ userId: inactive.id }), 409, 'CONFLICT'],
      [body({ packageId: archived.id }), 409, 'PACKAGE_NOT_AVAILABLE'],
      [body({ packageId: UNKNOWN }), 409, 'PACKAGE_NOT_AVAILABLE'],
      [body({ packageId: hosting.id, interval: 'half-yearly' }), 409, 'PACKAGE_NOT_AVAILABLE'],
      [body({ mandateId: invalidMandate.id }), 409, 'MANDATE_INVALID'],
      [body({ mandateId: foreignMandate.id }), 409, 'MANDATE_INVALID'],
      [body({ priceCents: -1 }), 422, 'VALIDATION_FAILED'],
      [body({ interval: 'weekly', userId: 'klant-1' }), 422, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await asAdmin('POST', '/api/admin/subscriptions', payload);
      expect({ payload, status: response.statusCode, code: response.json().code }).toEqual({
        payload,
        status,
        code,
      });
    }
    const past = await asAdmin('POST', '/api/admin/subscriptions', body({ startDate: '2026-11-20' }));
    expect(past.json().details).toEqual([{ field: 'startDate', message: expect.any(String) }]);
    expect(await subscriptionCount(customer.id)).toBe(before);
    expect(await subscriptionCount(inactive.id)).toBe(0);
  });
});

describe('admin subscriptions: plan change', () => {
  it('plans a change for the next period and leaves the current period and its invoice alone', async () => {
    const subscription = await running();
    const { invoice } = await insertInvoice(t.database.db, {
      userId: customer.id,
      subscriptionId: subscription.id,
      issueDate: '2026-11-01',
      periodStart: '2026-11-01',
    });
    const response = await asAdmin('PUT', `/api/admin/subscriptions/${subscription.id}/plan`, {
      packageId: vps.id,
      interval: 'quarterly',
      priceCents: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.subscription).toMatchObject({
      title: hosting.name,
      priceCents: 695,
      interval: 'monthly',
      nextBillingDate: '2026-12-01',
      pendingChange: {
        packageId: vps.id,
        title: 'Managed VPS',
        interval: 'quarterly',
        priceCents: 7200,
        effectiveDate: '2026-12-01',
      },
    });
    expect((await reload(subscription.id)).pendingChange?.requestedBy).toBe(admin.id);
    const [after] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toEqual(invoice);

    const agreed = await asAdmin('PUT', `/api/admin/subscriptions/${subscription.id}/plan`, {
      packageId: hosting.id,
      interval: 'annually',
      priceCents: 6000,
    });
    expect(agreed.json().data.subscription.pendingChange).toMatchObject({
      packageId: hosting.id,
      interval: 'annually',
      priceCents: 6000,
    });

    const withdrawn = await asAdmin('DELETE', `/api/admin/subscriptions/${subscription.id}/plan`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data.subscription.pendingChange).toBeNull();
    expect((await reload(subscription.id)).pendingChange).toBeNull();
    const again = await asAdmin('DELETE', `/api/admin/subscriptions/${subscription.id}/plan`);
    expect(again.statusCode).toBe(409);

    const log = await activities('subscription_changed', subscription.id);
    expect(log).toHaveLength(3);
    expect(log.every((row) => row.actorId === admin.id && row.userId === customer.id)).toBe(true);
  });

  it('refuses ended subscriptions, unknown ids, unsold packages and bad bodies', async () => {
    const ended = await running({
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
      nextBillingDate: null,
      endDate: '2026-12-01',
    });
    const change = { packageId: vps.id, interval: 'monthly', priceCents: null };
    const url = (id: string) => `/api/admin/subscriptions/${id}/plan`;
    expect((await asAdmin('PUT', url(ended.id), change)).json().code).toBe('SUBSCRIPTION_STATE_CONFLICT');
    expect((await asAdmin('PUT', url(UNKNOWN), change)).statusCode).toBe(404);
    const live = await running();
    const unsold = await asAdmin('PUT', url(live.id), { ...change, packageId: archived.id });
    expect(unsold.json().code).toBe('PACKAGE_NOT_AVAILABLE');
    const bad = await asAdmin('PUT', url(live.id), { ...change, interval: 'weekly', priceCents: 1.5 });
    expect(bad.statusCode).toBe(422);
    expect((await reload(live.id)).pendingChange).toBeNull();
    expect(await activities('subscription_changed', live.id)).toHaveLength(0);
  });
});

describe('admin subscriptions: pause and resume', () => {
  it('pauses an active subscription and resumes it; a passed billing date starts a new period today', async () => {
    // Started 10 September: the billing date 10 November passed while it was paused.
    const subscription = await running({ startDate: '2026-09-10', nextBillingDate: '2026-11-10' });
    const paused = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/pause`, {
      reason: 'Klant op reis',
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data.subscription).toMatchObject({
      status: 'active',
      serviceStatus: 'paused',
      pausedAt: t.clock.now().toISOString(),
    });
    const twice = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/pause`, { reason: '' });
    expect(twice.statusCode).toBe(409);

    const resumed = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/resume`, {
      reason: 'Terug',
    });
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().data.subscription).toMatchObject({
      serviceStatus: 'active',
      pausedAt: null,
      nextBillingDate: TODAY,
    });
    expect((await reload(subscription.id)).billingAnchorDate).toBe(TODAY);
    const again = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/resume`, { reason: '' });
    expect(again.json().code).toBe('SUBSCRIPTION_STATE_CONFLICT');

    const [pauseLog] = await activities('subscription_paused', subscription.id);
    expect(pauseLog?.metadata).toMatchObject({
      reason: 'Klant op reis',
      before: { serviceStatus: 'active' },
      after: { serviceStatus: 'paused' },
    });
    expect(await activities('subscription_resumed', subscription.id)).toHaveLength(1);
  });

  it('keeps the billing date when it has not passed; refuses suspended ones and unknown ids', async () => {
    const subscription = await running();
    await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/pause`, { reason: '' });
    const resumed = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/resume`, {
      reason: '',
    });
    expect(resumed.json().data.subscription.nextBillingDate).toBe('2026-12-01');
    expect((await reload(subscription.id)).billingAnchorDate).toBe('2026-11-01');

    const suspended = await running({ status: 'suspended', serviceStatus: 'suspended' });
    const refused = await asAdmin('POST', `/api/admin/subscriptions/${suspended.id}/pause`, { reason: '' });
    expect(refused.statusCode).toBe(409);
    expect((await reload(suspended.id)).pausedAt).toBeNull();
    expect(
      (await asAdmin('POST', `/api/admin/subscriptions/${UNKNOWN}/pause`, { reason: '' })).statusCode,
    ).toBe(404);
    const tooLong = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/pause`, {
      reason: 'x'.repeat(1001),
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await reload(subscription.id)).serviceStatus).toBe('active');
  });
});

describe('admin subscriptions: cancel', () => {
  it('cancels at period end like the customer would, and confirms it to the customer', async () => {
    const subscription = await running();
    const response = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/cancel`, {
      mode: 'period_end',
      reason: 'Klant belde op',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      subscription: {
        status: 'cancelled',
        serviceStatus: 'cancelled_active',
        endDate: '2026-12-01',
        nextBillingDate: null,
        cancellationReason: 'Klant belde op',
      },
      creditNote: null,
    });
    const mail = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.userId, customer.id));
    expect(mail.some((m) => m.subject.includes('Bevestiging opzegging'))).toBe(true);
    const [log] = await activities('subscription_cancelled', subscription.id);
    expect(log).toMatchObject({ actorId: admin.id, userId: customer.id });
    expect(log?.metadata).toMatchObject({ mode: 'period_end', after: { serviceStatus: 'cancelled_active' } });

    const twice = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/cancel`, {
      mode: 'immediately',
      reason: 'Nog een keer',
    });
    expect(twice.json().code).toBe('SUBSCRIPTION_STATE_CONFLICT');
  });

  it('cancels immediately and credits the unused days of the invoiced period', async () => {
    const subscription = await running();
    const { invoice } = await insertInvoice(t.database.db, {
      userId: customer.id,
      subscriptionId: subscription.id,
      issueDate: '2026-11-01',
      periodStart: '2026-11-01',
    });
    // 1–30 November, 9 days after today unused: 841 × 9 / 30 = 252.3 → 252 cents incl. VAT.
    expect(invoice.totalCents).toBe(841);
    const response = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/cancel`, {
      mode: 'immediately',
      reason: 'Dienst per direct gestopt',
    });
    expect(response.statusCode).toBe(200);
    const { subscription: ended, creditNote } = response.json().data;
    expect(ended).toMatchObject({
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      endDate: TODAY,
      nextBillingDate: null,
      pendingChange: null,
    });
    expect(Math.abs(creditNote.totalCents)).toBe(252);
    const [note] = await t.database.db.select().from(invoices).where(eq(invoices.id, creditNote.id));
    expect(note).toMatchObject({ kind: 'credit_note', creditForInvoiceId: invoice.id });
    const [log] = await activities('subscription_cancelled', subscription.id);
    expect(log?.metadata).toMatchObject({ mode: 'immediately', creditNoteId: creditNote.id });
  });

  it('ends a subscription without an invoice for today without a credit note', async () => {
    const future = await running({ status: 'pending', serviceStatus: 'pending', startDate: '2026-12-15' });
    const response = await asAdmin('POST', `/api/admin/subscriptions/${future.id}/cancel`, {
      mode: 'immediately',
      reason: 'Toch niet',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.creditNote).toBeNull();
    expect((await reload(future.id)).serviceStatus).toBe('cancelled_expired');
  });

  it('needs a reason and a mode, and answers 404 for an unknown id', async () => {
    const subscription = await running();
    const url = `/api/admin/subscriptions/${subscription.id}/cancel`;
    const noReason = await asAdmin('POST', url, { mode: 'period_end', reason: '   ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().details[0].field).toBe('reason');
    expect((await asAdmin('POST', url, { mode: 'soon', reason: 'x' })).statusCode).toBe(422);
    expect((await reload(subscription.id)).status).toBe('active');
    expect(await activities('subscription_cancelled', subscription.id)).toHaveLength(0);
    const unknown = await asAdmin('POST', `/api/admin/subscriptions/${UNKNOWN}/cancel`, {
      mode: 'immediately',
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('admin subscriptions: reactivate', () => {
  it('lifts a suspension', async () => {
    const suspended = await running({
      status: 'suspended',
      serviceStatus: 'suspended',
      suspendedAt: new Date('2026-11-10T08:00:00Z'),
    });
    const response = await asAdmin('POST', `/api/admin/subscriptions/${suspended.id}/reactivate`, {
      reason: 'Betaald per bank',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.subscription).toMatchObject({ status: 'active', serviceStatus: 'active' });
    expect((await reload(suspended.id)).suspendedAt).toBeNull();
    const [log] = await activities('subscription_reactivated', suspended.id);
    expect(log).toMatchObject({ actorId: admin.id, userId: customer.id });
    expect(log?.metadata).toMatchObject({ reason: 'Betaald per bank', before: { status: 'suspended' } });
  });

  it('undoes a cancellation that has not ended: billing picks up on the old billing date', async () => {
    const subscription = await running();
    await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/cancel`, {
      mode: 'period_end',
      reason: 'Vergissing',
    });
    const response = await asAdmin('POST', `/api/admin/subscriptions/${subscription.id}/reactivate`, {
      reason: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.subscription).toMatchObject({
      status: 'active',
      serviceStatus: 'active',
      endDate: null,
      cancelledAt: null,
      cancellationReason: null,
      nextBillingDate: '2026-12-01',
    });
  });

  it('lets a payment lift a suspension but never undo a cancellation', async () => {
    const cancelled = await running({
      status: 'cancelled',
      serviceStatus: 'cancelled_active',
      nextBillingDate: null,
      endDate: '2026-12-01',
    });
    const actor = { id: null, now: t.clock.now() };
    const outcome = await reactivateSubscription(t.database.db, cancelled.id, actor, 'Betaling', {
      liftSuspensionOnly: true,
    });
    expect(outcome).toEqual({
      reactivated: false,
      reason: expect.stringMatching(/opgezegd/),
      code: 'cancellation_needs_admin',
    });
    expect((await reload(cancelled.id)).serviceStatus).toBe('cancelled_active');
    const suspended = await running({ status: 'payment_pending' });
    const lifted = await reactivateSubscription(t.database.db, suspended.id, actor, 'Betaling', {
      liftSuspensionOnly: true,
    });
    expect(lifted).toMatchObject({ reactivated: true, subscription: { status: 'active' } });
  });

  it('refuses ended and active subscriptions with a reason, 404 for an unknown id', async () => {
    const ended = await running({
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      nextBillingDate: null,
      endDate: '2026-11-01',
    });
    const active = await running();
    const url = (id: string) => `/api/admin/subscriptions/${id}/reactivate`;
    const refused = await asAdmin('POST', url(ended.id), { reason: '' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatch(/beëindigd/);
    expect((await asAdmin('POST', url(active.id), { reason: '' })).json().error).toMatch(/al actief/);
    expect((await asAdmin('POST', url(UNKNOWN), { reason: '' })).statusCode).toBe(404);
    expect(await activities('subscription_reactivated', ended.id)).toHaveLength(0);
  });

  it('reactivates in bulk and lists what it skipped, with the reason', async () => {
    const suspended = await running({ status: 'suspended', serviceStatus: 'suspended' });
    const pendingPayment = await running({ status: 'payment_pending' });
    const expired = await running({
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      nextBillingDate: null,
      endDate: '2026-11-01',
    });
    const active = await running();
    const response = await asAdmin('POST', '/api/admin/subscriptions/bulk-reactivate', {
      subscriptionIds: [suspended.id, pendingPayment.id, expired.id, active.id, UNKNOWN, suspended.id],
      reason: 'Incasso gelukt',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      reactivated: 2,
      skipped: [
        {
          id: expired.id,
          reason: expect.stringMatching(/beëindigd/),
          code: 'SUBSCRIPTION_STATE_CONFLICT',
          refusal: 'subscription_ended',
        },
        {
          id: active.id,
          reason: expect.stringMatching(/al actief/),
          code: 'SUBSCRIPTION_STATE_CONFLICT',
          refusal: 'subscription_already_active',
        },
        {
          id: UNKNOWN,
          reason: expect.stringMatching(/niet gevonden/),
          code: 'NOT_FOUND',
          refusal: 'subscription_not_found',
        },
      ],
    });
    expect((await reload(suspended.id)).status).toBe('active');
    expect((await reload(pendingPayment.id)).status).toBe('active');
    expect((await reload(expired.id)).serviceStatus).toBe('cancelled_expired');
    expect(await activities('subscription_reactivated', suspended.id)).toHaveLength(1);

    const empty = await asAdmin('POST', '/api/admin/subscriptions/bulk-reactivate', { subscriptionIds: [] });
    expect(empty.statusCode).toBe(422);
    const customerCall = await t.inject({
      method: 'POST',
      url: '/api/admin/subscriptions/bulk-reactivate',
      headers: bearer(customerToken),
      payload: { subscriptionIds: [suspended.id] },
    });
    expect(customerCall.statusCode).toBe(403);
  });
});
