import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_NOW, type TestApp } from '../../../test/test-app.ts';
import {
  companySettings,
  emailOutbox,
  invoices,
  notifications,
  paymentReminders,
  sepaBatches,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import { asOurStatement } from '../sepa/camt-test-support.ts';

const fixtures = path.resolve(import.meta.dirname, '../../../../../packages/sepa/src/test-fixtures');
const fixture = (name: string) => asOurStatement(readFileSync(path.join(fixtures, name), 'utf8'));

let t: TestApp;
let adminToken: string;
let customerToken: string;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, { email: 'sepa-admin@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
  const customer = await insertUser(t.database.db, { email: 'just-a-customer@example.nl' });
  customerToken = (await t.login(customer.email, 'Test!2026pass')).token;
  packageId = (await insertPackage(t.database.db)).id;
});
afterAll(() => t.close());

const post = (url: string, payload?: object, token = adminToken) =>
  t.inject({ method: 'POST', url, headers: bearer(token), payload });
const get = (url: string, token = adminToken) => t.inject({ method: 'GET', url, headers: bearer(token) });

/** A direct-debit customer with one subscription and one invoice whose pre-notification has passed. */
async function debtor(email: string, lastname: string, priceCents: number) {
  const customer = await insertUser(t.database.db, { email, lastname });
  const mandate = await insertMandate(t.database.db, customer.id);
  const subscription = await insertSubscription(t.database.db, {
    userId: customer.id,
    packageId,
    mandateId: mandate.id,
    priceCents,
    startDate: '2026-11-01',
  });
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    subscriptionId: subscription.id,
    mandateId: mandate.id,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    sentAt: new Date('2026-11-01T09:00:00Z'),
    lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
  });
  return { customer, mandate, subscription, invoice };
}

type Row = Record<string, unknown> & { id: string };
const list = async (query = '') => {
  const response = await get(`/api/admin/sepa-subscriptions?limit=100${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data as { subscriptions: Row[]; pagination: Record<string, number> };
};
const rowOf = async (id: string) => (await list()).subscriptions.find((row) => row.id === id);
const invoiceStatus = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]?.status;

let refunded: Awaited<ReturnType<typeof debtor>>;
let refused: Awaited<ReturnType<typeof debtor>>;
let punctual: Awaited<ReturnType<typeof debtor>>;

describe('SEPA Direct Debit Management', () => {
  beforeAll(async () => {
    refunded = await debtor('terugboeker@example.nl', 'Terugboeker', 1995);
    refused = await debtor('weigeraar@example.nl', 'Weigeraar', 4995);
    punctual = await debtor('stipt@example.nl', 'Stipt', 695);
    const batch = (await post('/api/admin/sepa-batches')).json().data.batch;
    expect(batch.numberOfTransactions).toBe(3);
    await post(`/api/admin/sepa-batches/${batch.id}/submit`);
    // ABN AMRO camt.054: an MD06 refund for one customer and, with its code changed, an MS02 refusal.
    const camt = fixture('abnamro-camt054-md06-refund-ac04.xml')
      .replaceAll('HP-INV-2026-000101', `${refunded.invoice.invoiceNumber}-1`)
      .replaceAll('HP-MANDATE-0001', refunded.mandate.reference)
      .replaceAll('HP-INV-2026-000144', `${refused.invoice.invoiceNumber}-1`)
      .replaceAll('HP-MANDATE-0044', refused.mandate.reference)
      .replaceAll('AC04', 'MS02')
      .replaceAll('18.15', '12.10')
      .replaceAll('121.00', '12.10');
    const imported = await post('/api/admin/bank-files', { fileName: 'returns.xml', content: camt });
    expect(imported.json().data.import.matched).toBe(2);
  });

  it('lists every direct-debit subscription with its payment status and derived risk', async () => {
    const { subscriptions: rows, pagination } = await list();
    expect(pagination.totalItems).toBe(3);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(refunded.subscription.id)).toMatchObject({
      customerEmail: 'terugboeker@example.nl',
      amount: 1995,
      status: 'active',
      mandateStatus: 'valid',
      mandateId: refunded.mandate.reference,
      paymentStatus: 'chargeback',
      failedPaymentCount: 1,
      chargebackCount: 1,
      hasChargebacks: true,
      hasPaymentIssues: true,
      // SPEC §4: a chargeback is medium risk; a failed payment is high.
      riskLevel: 'medium',
      chargebackRisk: 'medium',
      daysOverdue: 6,
      openAmountCents: 1210,
      retryableInvoiceCount: 0,
    });
    expect(byId.get(refused.subscription.id)).toMatchObject({
      paymentStatus: 'failed',
      riskLevel: 'high',
      customerRisk: 'high',
      chargebackCount: 0,
      retryableInvoiceCount: 1,
    });
    expect(byId.get(punctual.subscription.id)).toMatchObject({
      paymentStatus: 'payment_pending',
      riskLevel: 'low',
      failedPaymentCount: 0,
    });
  });

  it('filters, searches, sorts and pages on the server', async () => {
    const only = async (query: string) => (await list(query)).subscriptions.map((row) => row.id);
    expect(await only('&paymentStatus=chargeback')).toEqual([refunded.subscription.id]);
    expect(await only('&riskLevel=high')).toEqual([refused.subscription.id]);
    expect(await only('&search=STIPT@example')).toEqual([punctual.subscription.id]);
    expect(await only(`&search=${refused.mandate.reference}`)).toEqual([refused.subscription.id]);
    expect(await only('&amountMin=1000&amountMax=2000')).toEqual([refunded.subscription.id]);
    expect(await only('&sortBy=riskLevel&sortOrder=desc')).toEqual([
      refused.subscription.id,
      refunded.subscription.id,
      punctual.subscription.id,
    ]);
    expect(await only('&sortBy=amount&sortOrder=asc')).toEqual([
      punctual.subscription.id,
      refunded.subscription.id,
      refused.subscription.id,
    ]);
    const second = await get('/api/admin/sepa-subscriptions?limit=2&page=2&sortBy=amount&sortOrder=asc');
    expect(second.json().data.subscriptions.map((row: Row) => row.id)).toEqual([refused.subscription.id]);
    expect(second.json().data.pagination).toEqual({ page: 2, limit: 2, totalItems: 3, totalPages: 2 });
    const beyond = await get('/api/admin/sepa-subscriptions?limit=2&page=9');
    expect(beyond.json().data.pagination.totalItems).toBe(3);

    const crossed = await get('/api/admin/sepa-subscriptions?amountMin=5000&amountMax=100');
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json().details[0].message).toBe(
      'Het minimumbedrag mag niet hoger zijn dan het maximumbedrag',
    );
    expect((await get('/api/admin/sepa-subscriptions?riskLevel=critical')).statusCode).toBe(422);
  });

  it('derives the same rows whether the page is chosen on the subscription or on its collections', async () => {
    // sortBy=createdAt pages on the subscriptions and derives the page's rows; sortBy=riskLevel derives all.
    const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id, row]));
    const onSubscription = byId((await list('&sortBy=createdAt')).subscriptions);
    const onCollections = byId((await list('&sortBy=riskLevel')).subscriptions);
    expect(onSubscription.size).toBe(3);
    expect(onSubscription).toEqual(onCollections);
  });

  it('gives the header statistics and twelve months of analytics', async () => {
    const statistics = (await get('/api/admin/sepa-statistics')).json().data;
    expect(statistics).toEqual({
      overview: { totalSubscriptions: 3, activeSubscriptions: 3, totalRevenue: 1995 + 4995 + 695 },
      paymentStatus: { failed: 2, chargebacks: 1, overdue: 0 },
      risk: { high: 1, medium: 1, low: 1 },
      collectionEfforts: { remindersSent: 0, lettersGenerated: 0 },
    });
    // The analytics count a debit from its collection date on (payments.successRate): a few days later.
    const collectionDate = (await t.database.db.select().from(sepaBatches))[0]?.collectionDate ?? '';
    expect(collectionDate > '2026-11-21').toBe(true);
    const before = (await get('/api/subscription-analytics/sepa')).json().data;
    expect(before).toMatchObject({ successRate: null, returnReasons: [] });
    t.clock.set(new Date('2026-11-30T09:00:00Z'));
    const tokenOnThe30th = (await t.login('sepa-admin@example.nl', 'Test!2026pass')).token;
    const analytics = (await get('/api/subscription-analytics/sepa', tokenOnThe30th)).json().data;
    t.clock.set(TEST_NOW);
    expect(analytics.months).toHaveLength(12);
    expect(analytics.months.at(-1)).toMatchObject({ month: '2026-11' });
    const collectedIn = analytics.months.find((month: { returnedCount: number }) => month.returnedCount > 0);
    expect(collectedIn).toMatchObject({ returnedCount: 2, returnedCents: 2420, chargebackCount: 1 });
    expect(analytics.returnReasons).toEqual([
      {
        code: 'MD06',
        label: 'teruggeboekt op verzoek van de klant (MD06)',
        count: 1,
        amountCents: 1210,
      },
      { code: 'MS02', label: 'geweigerd door de klant (MS02)', count: 1, amountCents: 1210 },
    ]);
    expect(analytics.mandates.valid).toBe(3);
    expect(analytics.successRate).toBe(0);
  });

  it('keeps every route for admins', async () => {
    const id = refused.subscription.id;
    const routes = [
      ['GET', '/api/admin/sepa-subscriptions'],
      ['GET', '/api/admin/sepa-statistics'],
      ['GET', '/api/subscription-analytics/sepa'],
      ['POST', `/api/admin/send-reminder/${id}`],
      ['POST', `/api/admin/retry-payment/${id}`],
      ['POST', `/api/admin/suspend-service/${id}`],
      ['POST', '/api/admin/send-payment-reminders'],
      ['POST', '/api/admin/suspend-services'],
    ] as const;
    for (const [method, url] of routes) {
      const payload = method === 'POST' ? { subscriptionIds: [id] } : undefined;
      const asCustomer = await t.inject({ method, url, headers: bearer(customerToken), payload });
      expect(asCustomer.statusCode, url).toBe(403);
      expect((await t.inject({ method, url, payload })).statusCode, url).toBe(401);
    }
    expect((await rowOf(id))?.status).toBe('active');
  });

  it('sends one payment reminder per day, also when clicked twice at once', async () => {
    const id = refused.subscription.id;
    const [first, second] = await Promise.all([
      post(`/api/admin/send-reminder/${id}`),
      post(`/api/admin/send-reminder/${id}`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refusedAgain = first.statusCode === 409 ? first : second;
    expect(refusedAgain.json()).toMatchObject({
      error: 'Er is vandaag al een betalingsherinnering verstuurd',
      code: 'CONFLICT',
      reason: 'reminder_already_sent_today',
    });
    const sent = first.statusCode === 200 ? first : second;
    expect(sent.json().data.subscription.lastReminderAt).toBe(t.clock.now().toISOString());
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'weigeraar@example.nl'));
    const reminder = mails.find((mail) => mail.template === 'payment_reminder');
    expect(reminder?.subject).toBe(`Herinnering: openstaand bedrag voor ${refused.subscription.title}`);
    expect(reminder?.textBody).toContain(`Factuur ${refused.invoice.invoiceNumber}: €\u00a012,10`);
    expect(reminder?.textBody).toContain(refused.invoice.paymentReference ?? 'PAY-');
    const bell = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, refused.customer.id));
    expect(bell.map((item) => item.type)).toContain('payment_reminder');

    // In bulk: the one already reminded and the one with nothing overdue come back with their reason.
    const bulk = await post('/api/admin/send-payment-reminders', {
      subscriptionIds: [refunded.subscription.id, refused.subscription.id, punctual.subscription.id],
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json().data).toEqual({
      done: 1,
      skipped: [
        {
          id: refused.subscription.id,
          reason: 'Er is vandaag al een betalingsherinnering verstuurd',
          code: 'CONFLICT',
          refusal: 'reminder_already_sent_today',
        },
        {
          id: punctual.subscription.id,
          reason: 'Er staat voor dit abonnement niets achterstallig open',
          code: 'CONFLICT',
          refusal: 'nothing_overdue',
        },
      ],
    });
    const stored = await t.database.db.select().from(paymentReminders);
    expect(stored).toHaveLength(2);
    const statistics = (await get('/api/admin/sepa-statistics')).json().data;
    expect(statistics.collectionEfforts.remindersSent).toBe(2);

    const empty = await post('/api/admin/send-payment-reminders', { subscriptionIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().details[0].message).toBe('Please select subscriptions first');
    const unknown = await post('/api/admin/send-reminder/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });

  it('suspends only an active high-risk subscription and tells the customer', async () => {
    const medium = await post(`/api/admin/suspend-service/${refunded.subscription.id}`);
    expect(medium.statusCode).toBe(409);
    expect(medium.json()).toMatchObject({
      error: 'Alleen een actief abonnement met een hoog risico kan worden opgeschort',
      code: 'SUBSCRIPTION_STATE_CONFLICT',
      reason: 'suspend_needs_high_risk',
    });

    const suspended = await post(`/api/admin/suspend-service/${refused.subscription.id}`);
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data.subscription).toMatchObject({ status: 'suspended', riskLevel: 'high' });
    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, refused.subscription.id));
    expect(row).toMatchObject({ status: 'suspended', serviceStatus: 'suspended' });
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'weigeraar@example.nl'));
    expect(mails.map((mail) => mail.subject)).toContain(
      `Je dienst ${refused.subscription.title} is opgeschort`,
    );

    const bulk = await post('/api/admin/suspend-services', {
      subscriptionIds: [refused.subscription.id, punctual.subscription.id],
    });
    expect(bulk.json().data.done).toBe(0);
    expect(bulk.json().data.skipped).toHaveLength(2);
  });

  it('offers a refused collection again, but never a chargeback', async () => {
    const chargeback = await post(`/api/admin/retry-payment/${refunded.subscription.id}`);
    expect(chargeback.statusCode).toBe(409);
    // The claim lifecycle's reason: the same decision keeps the claim out of every batch.
    // Its Dutch text for API clients, its reason for a screen to word in its own language (decision 002).
    expect(chargeback.json()).toEqual({
      success: false,
      error:
        'Een teruggeboekte incasso (MD06) wordt niet opnieuw afgeschreven; de klant betaalt per overboeking.',
      code: 'CONFLICT',
      reason: 'debit_chargeback',
    });
    expect(await invoiceStatus(refunded.invoice.id)).toBe('failed');

    const retried = await post(`/api/admin/retry-payment/${refused.subscription.id}`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.invoiceNumbers).toEqual([refused.invoice.invoiceNumber]);
    expect(retried.json().data.subscription).toMatchObject({
      paymentStatus: 'overdue',
      retryableInvoiceCount: 0,
    });
    expect(await invoiceStatus(refused.invoice.id)).toBe('overdue');
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'weigeraar@example.nl'));
    expect(mails.map((mail) => mail.template)).toContain('collection_retry');

    const again = await post(`/api/admin/retry-payment/${refused.subscription.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      error: 'Er is geen mislukte incasso die opnieuw kan worden aangeboden',
      reason: 'no_failed_debit',
    });

    // The next batch collects it with a second EndToEndId.
    const next = (await post('/api/admin/sepa-batches')).json().data.batch;
    expect(next.numberOfTransactions).toBe(1);
    expect(await invoiceStatus(refused.invoice.id)).toBe('pending');
  });
});
