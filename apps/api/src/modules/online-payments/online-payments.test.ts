import { formatCents } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCreditEntries,
  collectionActions,
  invoices,
  onlinePaymentSettings,
  onlinePayments,
  payments,
  subscriptions,
} from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  expectMoneyAddsUp,
  sepaDebtor,
  signedIn,
  submitBatch,
  writeDueBatch,
} from '../claims/claim-test-scenario.ts';
import type { FakeMollieServer } from './fake-mollie/fake-mollie-server.ts';
import { closeOnlinePaymentsApp, openOnlinePaymentsApp } from './fake-mollie/online-payments-test-app.ts';

// Issue 29: paying open claims online through Mollie, with the real client against a local fake of Mollie's API
// on 127.0.0.1 whose webhooks come into the app (through inject). Amounts of EUR 4,78 (EUR 3,95 + 21% btw).

const NET = 395;
const TOTAL = 478;

let app: ClaimsApp;
let fake: FakeMollieServer;
const db = () => app.t.database.db;
const at = (date: string, time = '09:00:00') => app.t.clock.set(new Date(`${date}T${time}Z`));

beforeAll(async () => {
  ({ app, fake } = await openOnlinePaymentsApp(new Date('2026-11-21T09:00:00Z'), ['ideal', 'bancontact']));
}, 120_000);

afterAll(() => closeOnlinePaymentsApp({ app, fake }));

/** A consumer paying by transfer with one invoice of EUR 4,78, overdue since 15 November. */
async function transferCustomer(email: string) {
  const customer = await insertUser(db(), { email });
  const subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId: app.packageId,
    startDate: '2026-11-01',
  });
  const { invoice } = await insertInvoice(db(), {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    status: 'overdue',
    paymentType: 'bank_transfer',
    sentAt: new Date('2026-11-01T09:00:00Z'),
    lines: [{ description: 'Webhosting', unitPriceCents: NET }],
  });
  return { customer, subscription, invoice, portal: signedIn(app.t, email) };
}

const invoiceRow = async (id: string) => (await db().select().from(invoices).where(eq(invoices.id, id)))[0];
const paymentsOf = (invoiceId: string) =>
  db().select().from(payments).where(eq(payments.invoiceId, invoiceId));
const molliePaymentOf = (checkoutUrl: string) => {
  const id = checkoutUrl.split('/').at(-1) ?? '';
  expect(id).toMatch(/^tr_/);
  return id;
};

async function startPaying(portal: ReturnType<typeof signedIn>, body: object) {
  const response = await portal('POST', '/api/online-payments', body);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { checkoutUrl: string; statusToken: string; amountCents: number };
  return { ...data, molliePaymentId: molliePaymentOf(data.checkoutUrl) };
}

const statusOf = async (token: string) => {
  const response = await app.t.inject({ method: 'GET', url: `/api/online-payments/status/${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe('settings', () => {
  it('keeps the API key sealed, shows only its hint, and is the admin’s alone', async () => {
    const key = 'test_abcdefghijklmnopqrstuvwxyz0123';
    const missing = await app.admin('PUT', '/api/admin/online-payments/settings', {
      mode: 'live',
      methods: ['ideal'],
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details).toEqual([
      { field: 'apiKey', message: 'Vul de live-sleutel van Mollie in' },
    ]);
    const wrong = await app.admin('PUT', '/api/admin/online-payments/settings', {
      mode: 'live',
      apiKey: key,
      methods: ['ideal'],
    });
    expect(wrong.statusCode).toBe(422);
    const saved = await app.admin('PUT', '/api/admin/online-payments/settings', {
      mode: 'test',
      apiKey: key,
      methods: ['ideal', 'creditcard'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ mode: 'test', apiKeyHint: 'test_…0123' });
    expect(saved.body).not.toContain(key);
    const [row] = await db().select().from(onlinePaymentSettings);
    expect(row?.apiKeySealed).toMatch(/^v1\./);
    expect(row?.apiKeySealed).not.toContain(key);

    const support = await insertUser(db(), { email: 'support.mollie@example.nl', role: 'support' });
    const asSupport = await signedIn(app.t, support.email)('GET', '/api/admin/online-payments/settings');
    expect(asSupport.statusCode).toBe(403);

    const back = await app.admin('PUT', '/api/admin/online-payments/settings', {
      mode: 'demo',
      methods: ['ideal', 'bancontact'],
    });
    expect(back.statusCode).toBe(200);
  });

  it('offers no pay button while online payment is off, and refuses to start one', async () => {
    const { invoice, portal } = await transferCustomer('uit@example.nl');
    await db().update(onlinePaymentSettings).set({ mode: 'off' });
    try {
      expect((await portal('GET', '/api/online-payments/availability')).json().data).toEqual({
        enabled: false,
        testMode: false,
        methods: [],
      });
      const refused = await portal('POST', '/api/online-payments', {
        scope: 'invoice',
        invoiceId: invoice.id,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ reason: 'online_payments_off' });
    } finally {
      await db().update(onlinePaymentSettings).set({ mode: 'demo' });
    }
    expect((await portal('GET', '/api/online-payments/availability')).json().data).toEqual({
      enabled: true,
      testMode: true,
      methods: ['ideal', 'bancontact'],
    });
  });
});

describe('paying an invoice', () => {
  it('is booked once when Mollie says paid, however many webhooks arrive at once', async () => {
    at('2026-11-21');
    const { customer, invoice, portal } = await transferCustomer('betaalt.online@example.nl');
    const started = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    expect(started.amountCents).toBe(TOTAL);
    const created = fake.control.payment(started.molliePaymentId);
    expect(created).toMatchObject({
      amount: { currency: 'EUR', value: '4.78' },
      webhookUrl: 'http://portal.test/api/webhooks/mollie',
      redirectUrl: `http://portal.test/betalen/status/${started.statusToken}`,
      method: ['ideal', 'bancontact'],
    });
    expect(await statusOf(started.statusToken)).toMatchObject({ state: 'pending', amountCents: TOTAL });

    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });
    // Mollie delivers again (and again) at once: one booking.
    const deliveries = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.t.inject({
          method: 'POST',
          url: '/api/webhooks/mollie',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: `id=${started.molliePaymentId}`,
        }),
      ),
    );
    expect(deliveries.map((response) => response.statusCode)).toEqual(Array(8).fill(200));

    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });
    const booked = await paymentsOf(invoice.id);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      amountCents: TOTAL,
      method: 'ideal',
      externalId: started.molliePaymentId,
    });
    expect(await statusOf(started.statusToken)).toMatchObject({
      state: 'paid',
      openCents: 0,
      invoiceNumbers: [invoice.invoiceNumber],
      method: 'ideal',
      testMode: true,
    });
    const history = await db()
      .select({ action: collectionActions.action })
      .from(collectionActions)
      .where(eq(collectionActions.userId, customer.id));
    expect(history.map((row) => row.action)).toEqual(
      expect.arrayContaining(['online_payment_started', 'online_payment_paid']),
    );
    const again = await portal('POST', '/api/online-payments', { scope: 'invoice', invoiceId: invoice.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'claim_paid' });
  });

  it('hands out the same checkout for the same claims while it is open, and never another customer’s invoice', async () => {
    const { invoice, portal } = await transferCustomer('dubbelklik@example.nl');
    const first = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    const second = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    expect(second.checkoutUrl).toBe(first.checkoutUrl);
    const other = await transferCustomer('ander@example.nl');
    const foreign = await other.portal('POST', '/api/online-payments', {
      scope: 'invoice',
      invoiceId: invoice.id,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('that failed, was canceled or expired changes nothing, says so, and may be started again', async () => {
    const { invoice, portal } = await transferCustomer('mislukt@example.nl');
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const started = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
      await fake.control.setStatus(started.molliePaymentId, outcome);
      expect(await statusOf(started.statusToken)).toMatchObject({
        state: outcome,
        openCents: TOTAL,
        paymentReference: invoice.paymentReference,
      });
      expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'overdue', paidCents: 0 });
    }
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
  });

  it('paid by transfer meanwhile: the online money becomes credit marked for refund', async () => {
    const { customer, invoice, portal } = await transferCustomer('twee.keer@example.nl');
    const started = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    const byHand = await app.admin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
      amount: TOTAL,
      paymentMethod: 'bank_transfer',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'creditcard' });
    const credit = await db()
      .select()
      .from(accountCreditEntries)
      .where(eq(accountCreditEntries.userId, customer.id));
    expect(credit).toEqual([
      expect.objectContaining({ kind: 'double_payment', amountCents: TOTAL, refundDue: true }),
    ]);
    const list = await app.admin('GET', '/api/admin/account-credit');
    expect(list.body).toContain(customer.email);
  });

  it('is refused while the direct debit is at the bank', async () => {
    at('2026-11-21');
    const debtor = await sepaDebtor(app, { email: 'incasso.loopt@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const refused = await debtor.portal('POST', '/api/online-payments', {
      scope: 'invoice',
      invoiceId: debtor.invoice.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'claim_at_bank' });
  });
});

describe('a letter with its fee', () => {
  it('pays the costs first, then the claims, closes the case and lifts the suspension', async () => {
    at('2026-11-21');
    const { customer, subscription, invoice, portal } = await transferCustomer('brief.online@example.nl');
    await db()
      .update(invoices)
      .set({ issueDate: '2026-10-01', dueDate: '2026-10-15' })
      .where(eq(invoices.id, invoice.id));
    const notice = await app.admin('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: true });
    expect(notice.statusCode, notice.body).toBe(201);
    at('2026-12-09');
    const letter = await app.admin('POST', `/api/admin/letters/collection/${customer.id}`, {
      sendEmail: true,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    const letterId = letter.json().data.letter.id as string;
    await db()
      .update(subscriptions)
      .set({ status: 'suspended', serviceStatus: 'suspended' })
      .where(eq(subscriptions.id, subscription.id));

    const started = await startPaying(portal, { scope: 'letter', letterId });
    expect(started.amountCents).toBe(TOTAL + 4000);
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });

    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid' });
    const [suspended] = await db().select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(suspended?.status).toBe('active');
    const status = await statusOf(started.statusToken);
    expect(status).toMatchObject({
      state: 'paid',
      openCents: 0,
      letterNumber: letter.json().data.letter.letterNumber,
    });
  });
});

describe('when Mollie is down', () => {
  it('a payment cannot start, with a clear message, and nothing is left half-made', async () => {
    const { customer, invoice, portal } = await transferCustomer('mollie.plat@example.nl');
    fake.control.down(true);
    try {
      const refused = await portal('POST', '/api/online-payments', {
        scope: 'invoice',
        invoiceId: invoice.id,
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ reason: 'online_payment_provider_down' });
    } finally {
      fake.control.down(false);
    }
    const rows = await db().select().from(onlinePayments).where(eq(onlinePayments.userId, customer.id));
    expect(rows.map((row) => row.status)).toEqual(['create_failed']);
  });

  it('a lost webhook is caught up by the reconcile job', async () => {
    at('2026-11-21', '10:00:00');
    const { invoice, portal } = await transferCustomer('webhook.kwijt@example.nl');
    const started = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    fake.control.loseWebhooks(true);
    try {
      await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });
    } finally {
      fake.control.loseWebhooks(false);
    }
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'overdue' });
    // Mollie down when the webhook finally comes: 503, so Mollie delivers it again.
    fake.control.down(true);
    try {
      const hint = await app.t.inject({
        method: 'POST',
        url: '/api/webhooks/mollie',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${started.molliePaymentId}`,
      });
      expect(hint.statusCode).toBe(503);
    } finally {
      fake.control.down(false);
    }
    at('2026-11-21', '10:30:00');
    await app.t.app.ctx.jobs.trigger('reconcile-online-payments');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });
  });
});

describe('the webhook', () => {
  it('answers an id we never made without fetching or telling anything, and refuses what is not an id', async () => {
    const before = fake.control.requests.length;
    const unknown = await app.t.inject({
      method: 'POST',
      url: '/api/webhooks/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_doesnotexist1',
    });
    expect(unknown.statusCode).toBe(200);
    expect(fake.control.requests.length).toBe(before);
    const junk = await app.t.inject({
      method: 'POST',
      url: '/api/webhooks/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=../../etc/passwd',
    });
    expect(junk.statusCode).toBe(422);
  });

  it('of a payment still open books nothing; its later webhook books it', async () => {
    const { invoice, portal } = await transferCustomer('eerst.open@example.nl');
    const started = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    const early = await app.t.inject({
      method: 'POST',
      url: '/api/webhooks/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${started.molliePaymentId}`,
    });
    expect(early.statusCode).toBe(200);
    expect(await paymentsOf(invoice.id)).toHaveLength(0);
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'bancontact' });
    const booked = await paymentsOf(invoice.id);
    expect(booked.map((row) => row.method)).toEqual(['bancontact']);
    const [row] = await db()
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.providerPaymentId, started.molliePaymentId)));
    expect(row).toMatchObject({ status: 'paid', method: 'bancontact' });
    expect(row?.bookedAt).not.toBeNull();
  });
});

describe('staff', () => {
  it('see every online payment with Mollie’s id, method and state, paged and filtered on the server', async () => {
    const { customer, invoice, portal } = await transferCustomer('lijst.online@example.nl');
    const started = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });
    const paid = await app.admin('GET', '/api/admin/online-payments?status=paid&limit=100');
    expect(paid.statusCode, paid.body).toBe(200);
    const row = paid.json().data.payments.find((item: { userId: string }) => item.userId === customer.id);
    expect(row).toMatchObject({
      provider: 'mollie',
      mode: 'demo',
      providerPaymentId: started.molliePaymentId,
      method: 'ideal',
      status: 'paid',
      amountCents: TOTAL,
      invoiceNumbers: [invoice.invoiceNumber],
      customerEmail: customer.email,
    });
    expect(row.bookedAt).not.toBeNull();
    const failedOnly = await app.admin('GET', '/api/admin/online-payments?status=failed&limit=100');
    expect(
      failedOnly.json().data.payments.every((item: { status: string }) => item.status === 'failed'),
    ).toBe(true);
    const page = await app.admin('GET', '/api/admin/online-payments?limit=1');
    expect(page.json().data.payments).toHaveLength(1);
    expect(page.json().data.pagination.totalItems).toBeGreaterThan(1);
    const asCustomer = await portal('GET', '/api/admin/online-payments');
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('money given back', () => {
  async function paidOnline(email: string, method = 'ideal') {
    const customer = await transferCustomer(email);
    const started = await startPaying(customer.portal, { scope: 'invoice', invoiceId: customer.invoice.id });
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method });
    expect(await invoiceRow(customer.invoice.id)).toMatchObject({ status: 'paid' });
    return { ...customer, molliePaymentId: started.molliePaymentId };
  }
  const asAdmin = (invoiceId: string, amountCents: number) =>
    app.admin('POST', `/api/admin/invoices/${invoiceId}/online-refunds`, { amountCents });

  it('a partial refund changes the books only once Mollie says refunded, and reopens what it gave back', async () => {
    at('2026-11-21');
    const { customer, invoice } = await paidOnline('deels.terug@example.nl');
    const asked = await asAdmin(invoice.id, 200);
    expect(asked.statusCode, asked.body).toBe(200);
    const requested = asked.json().data as { providerRefundId: string; status: string };
    expect(requested.status).toBe('pending');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });

    await fake.control.setRefundStatus(requested.providerRefundId, 'processing');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });
    await fake.control.setRefundStatus(requested.providerRefundId, 'refunded');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'overdue', paidCents: TOTAL - 200 });
    const booked = await paymentsOf(invoice.id);
    expect(booked.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([-200, TOTAL]);
    // Delivered again: booked once.
    await app.t.inject({
      method: 'POST',
      url: '/api/webhooks/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${fake.control.payments().find((p) => p.refunds.some((r) => r.id === requested.providerRefundId))?.id}`,
    });
    expect(await paymentsOf(invoice.id)).toHaveLength(2);
    await expectMoneyAddsUp(app, [customer]);

    const tooMuch = await asAdmin(invoice.id, TOTAL - 200 + 1);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().details[0].message).toBe(
      `Van deze betaling kan nog ten hoogste ${formatCents(278)} worden terugbetaald`,
    );
  });

  it('a refund whose webhook was lost is booked by the reconcile job once Mollie has made it', async () => {
    at('2026-11-21', '11:00:00');
    const { customer, invoice } = await paidOnline('terug.kwijt@example.nl');
    const asked = await asAdmin(invoice.id, TOTAL);
    expect(asked.statusCode, asked.body).toBe(200);
    fake.control.loseWebhooks(true);
    try {
      await fake.control.setRefundStatus(asked.json().data.providerRefundId, 'refunded');
    } finally {
      fake.control.loseWebhooks(false);
    }
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });
    at('2026-11-21', '11:30:00');
    await app.t.app.ctx.jobs.trigger('reconcile-online-payments');
    expect(await invoiceRow(invoice.id)).toMatchObject({ paidCents: 0 });
    await expectMoneyAddsUp(app, [customer]);
  });

  it('a refund Mollie could not make changes nothing', async () => {
    const { invoice } = await paidOnline('terug.mislukt@example.nl');
    const asked = await asAdmin(invoice.id, TOTAL);
    await fake.control.setRefundStatus(asked.json().data.providerRefundId, 'failed');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('paying back a double payment takes it off the credit and leaves the invoice paid', async () => {
    const { customer, invoice, portal } = await transferCustomer('dubbel.terug@example.nl');
    const started = await startPaying(portal, { scope: 'invoice', invoiceId: invoice.id });
    await app.admin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
      amount: TOTAL,
      paymentMethod: 'bank_transfer',
    });
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });
    const asked = await asAdmin(invoice.id, TOTAL);
    expect(asked.statusCode, asked.body).toBe(200);
    await fake.control.setRefundStatus(asked.json().data.providerRefundId, 'refunded');
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });
    const credit = await db()
      .select()
      .from(accountCreditEntries)
      .where(eq(accountCreditEntries.userId, customer.id));
    expect(credit.map((entry) => [entry.kind, entry.amountCents])).toEqual(
      expect.arrayContaining([
        ['double_payment', TOTAL],
        ['refund', -TOTAL],
      ]),
    );
    await expectMoneyAddsUp(app, [customer]);
  });

  it('is refused for an invoice nobody paid online', async () => {
    const { invoice } = await transferCustomer('niet.online@example.nl');
    const refused = await asAdmin(invoice.id, 100);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'online_refund_not_possible' });
  });

  it('a chargeback reopens the claim for staff, once however often it is reported', async () => {
    at('2026-11-21');
    const { customer, invoice, molliePaymentId } = await paidOnline('chargeback@example.nl', 'creditcard');
    await fake.control.chargeback(molliePaymentId, TOTAL);
    await app.t.inject({
      method: 'POST',
      url: '/api/webhooks/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${molliePaymentId}`,
    });
    expect(await invoiceRow(invoice.id)).toMatchObject({ status: 'failed', paidCents: 0 });
    const booked = await paymentsOf(invoice.id);
    expect(booked.map((row) => row.amountCents).sort((a, b) => a - b)).toEqual([-TOTAL, TOTAL]);
    await expectMoneyAddsUp(app, [customer]);
    const retry = await app.admin('POST', `/api/admin/retry-payment/${invoice.id}`, {});
    expect(retry.statusCode).not.toBe(200);
  });
});
