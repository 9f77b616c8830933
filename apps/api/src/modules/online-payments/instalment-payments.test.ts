import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionActions, invoices, onlinePayments, payments } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { type ClaimsApp, signedIn } from '../claims/claim-test-scenario.ts';
import type { FakeMollieServer } from './fake-mollie/fake-mollie-server.ts';
import { closeOnlinePaymentsApp, openOnlinePaymentsApp } from './fake-mollie/online-payments-test-app.ts';
import { createPayLinks } from './pay-links.ts';

// Issue 30 with issue 29: a customer pays an instalment of their payment arrangement online ("Betaal nu" on
// the arrangement page), through the real Mollie client against the local fake on 127.0.0.1. The money is
// booked on the arrangement as every other instalment payment (payArrangement), once, however many webhooks
// arrive at once; an invoice the arrangement holds is not paid on its own.

let app: ClaimsApp;
let fake: FakeMollieServer;
const db = () => app.t.database.db;
const at = (date: string) => app.t.clock.set(new Date(`${date}T08:00:00Z`));
let counter = 0;

beforeAll(async () => {
  ({ app, fake } = await openOnlinePaymentsApp(new Date('2026-12-07T08:00:00Z'), ['ideal']));
}, 120_000);

afterAll(() => closeOnlinePaymentsApp({ app, fake }));

/** A consumer paying by transfer with two overdue invoices of € 60,50 (€ 121,00), in three instalments. */
async function withArrangement() {
  counter += 1;
  const email = `termijn.online-${counter}@example.test`;
  const customer = await insertUser(db(), { email });
  const subscription = await insertSubscription(db(), {
    userId: customer.id,
    packageId: app.packageId,
    startDate: '2026-09-01',
  });
  const made = [];
  for (const [issueDate, dueDate] of [
    ['2026-09-01', '2026-09-15'],
    ['2026-10-01', '2026-10-15'],
  ] as const)
    made.push(
      (
        await insertInvoice(db(), {
          userId: customer.id,
          subscriptionId: subscription.id,
          issueDate,
          dueDate,
          status: 'overdue',
          paymentType: 'bank_transfer',
          lines: [
            { description: 'Webhosting', unitPriceCents: 5000, periodStart: issueDate, periodEnd: issueDate },
          ],
        })
      ).invoice,
    );
  const portal = signedIn(app.t, email);
  const created = await portal('POST', '/api/arrangements', {
    instalments: 3,
    firstDueDate: '2026-12-14',
    method: 'transfer',
  });
  expect(created.statusCode, created.body).toBe(201);
  const arrangement = created.json().data as {
    id: string;
    number: string;
    status: string;
    instalments: { sequence: number; amountCents: number; paymentReference: string }[];
  };
  expect(arrangement.status).toBe('active');
  return { customer, invoices: made, portal, arrangement };
}

const molliePaymentOf = (checkoutUrl: string) => checkoutUrl.split('/').at(-1) ?? '';

async function startInstalment(portal: ReturnType<typeof signedIn>, arrangementId: string, sequence: number) {
  const response = await portal('POST', '/api/online-payments', {
    scope: 'instalment',
    arrangementId,
    sequence,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { checkoutUrl: string; statusToken: string; amountCents: number };
  return { ...data, molliePaymentId: molliePaymentOf(data.checkoutUrl) };
}

const webhook = (id: string) =>
  app.t.inject({
    method: 'POST',
    url: '/api/webhooks/mollie',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `id=${id}`,
  });

const arrangementOf = async (portal: ReturnType<typeof signedIn>) => {
  const response = await portal('GET', '/api/arrangements');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0];
};

const bookedOn = (molliePaymentId: string) =>
  db().select().from(payments).where(eq(payments.externalId, molliePaymentId));

describe('paying an instalment online', () => {
  it('starts a checkout for what is left of the instalment, named by its PAY- reference, and reuses it', async () => {
    at('2026-12-07');
    const { portal, arrangement } = await withArrangement();
    const first = arrangement.instalments[0];
    const started = await startInstalment(portal, arrangement.id, 1);
    expect(started.amountCents).toBe(4033);
    expect(fake.control.payment(started.molliePaymentId)).toMatchObject({
      amount: { currency: 'EUR', value: '40.33' },
      description: `Termijn 1 betalingsregeling ${arrangement.number} (${first?.paymentReference})`,
      webhookUrl: 'http://portal.test/api/webhooks/mollie',
    });
    // A second click, another tab: the same checkout, not a second payment.
    const again = await startInstalment(portal, arrangement.id, 1);
    expect(again.checkoutUrl).toBe(started.checkoutUrl);
    const [row] = await db()
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.providerPaymentId, started.molliePaymentId));
    expect(row).toMatchObject({ scope: 'instalment', amountCents: 4033 });
  });

  it('is booked once on the arrangement when Mollie says paid, whatever the number of parallel webhooks', async () => {
    at('2026-12-07');
    const {
      customer,
      invoices: [older, newer],
      portal,
      arrangement,
    } = await withArrangement();
    const started = await startInstalment(portal, arrangement.id, 1);
    // Mollie's own delivery is lost; two (and more) arrive at the same moment instead.
    fake.control.loseWebhooks(true);
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });
    fake.control.loseWebhooks(false);
    const deliveries = await Promise.all([
      webhook(started.molliePaymentId),
      webhook(started.molliePaymentId),
    ]);
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200]);
    const more = await Promise.all(Array.from({ length: 4 }, () => webhook(started.molliePaymentId)));
    expect(more.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

    // Booked through the arrangement: the oldest invoice first, with the instalment's reference.
    const booked = await bookedOn(started.molliePaymentId);
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({
      invoiceId: older?.id,
      amountCents: 4033,
      method: 'ideal',
      reference: arrangement.instalments[0]?.paymentReference,
    });
    const [olderRow] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, older?.id ?? ''));
    expect(olderRow).toMatchObject({ paidCents: 4033 });
    const [newerRow] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, newer?.id ?? ''));
    expect(newerRow).toMatchObject({ paidCents: 0 });

    const view = await arrangementOf(portal);
    expect(view).toMatchObject({ status: 'active', paidCents: 4033, remainingCents: 8067 });
    expect(view.instalments[0]).toMatchObject({ sequence: 1, state: 'paid', paidCents: 4033 });
    expect(view.nextInstalment).toMatchObject({ sequence: 2 });

    const status = await app.t.inject({
      method: 'GET',
      url: `/api/online-payments/status/${started.statusToken}`,
    });
    expect(status.json().data).toMatchObject({
      state: 'paid',
      amountCents: 4033,
      openCents: 0,
      arrangementNumber: arrangement.number,
      instalmentSequence: 1,
      paymentReference: arrangement.instalments[0]?.paymentReference,
      invoiceNumbers: [older?.invoiceNumber, newer?.invoiceNumber],
    });

    // Staff's list shows it with the arrangement.
    const list = await app.admin('GET', '/api/admin/online-payments?page=1&limit=50');
    expect(list.statusCode, list.body).toBe(200);
    const listed = list
      .json()
      .data.payments.find(
        (payment: { providerPaymentId: string }) => payment.providerPaymentId === started.molliePaymentId,
      );
    expect(listed).toMatchObject({
      scope: 'instalment',
      arrangementNumber: arrangement.number,
      instalmentSequence: 1,
      status: 'paid',
      invoiceNumbers: [older?.invoiceNumber, newer?.invoiceNumber],
    });
    const history = await db()
      .select({ action: collectionActions.action })
      .from(collectionActions)
      .where(eq(collectionActions.userId, customer.id));
    expect(history.map((row) => row.action)).toEqual(
      expect.arrayContaining(['online_payment_started', 'online_payment_paid']),
    );

    // The paid instalment is not paid again; the next one is.
    const paidAgain = await portal('POST', '/api/online-payments', {
      scope: 'instalment',
      arrangementId: arrangement.id,
      sequence: 1,
    });
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toMatchObject({
      reason: 'instalment_paid',
      error: `Termijn 1 van betalingsregeling ${arrangement.number} is al betaald.`,
    });
    const second = await startInstalment(portal, arrangement.id, 2);
    expect(second.amountCents).toBe(4033);
  });

  it('completes the arrangement with the last instalment paid online', async () => {
    at('2026-12-07');
    const { portal, arrangement } = await withArrangement();
    for (const sequence of [1, 2, 3]) {
      const started = await startInstalment(portal, arrangement.id, sequence);
      await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });
    }
    const view = await arrangementOf(portal);
    expect(view).toMatchObject({ status: 'completed', paidCents: 12_100, remainingCents: 0 });
    const closed = await portal('POST', '/api/online-payments', {
      scope: 'instalment',
      arrangementId: arrangement.id,
      sequence: 3,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ reason: 'arrangement_closed' });
  });

  it('paid meanwhile by transfer: what no claim asks any more becomes the customer’s credit', async () => {
    at('2026-12-07');
    const { arrangement, portal } = await withArrangement();
    const started = await startInstalment(portal, arrangement.id, 1);
    const byHand = await app.admin('POST', `/api/admin/arrangements/${arrangement.id}/payments`, {
      amountCents: 12_100,
      method: 'bank_transfer',
      note: 'Alles in een keer overgemaakt',
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'ideal' });
    const [row] = await db()
      .select()
      .from(onlinePayments)
      .where(eq(onlinePayments.providerPaymentId, started.molliePaymentId));
    expect(row).toMatchObject({ status: 'paid', creditedCents: 4033 });
    expect(row?.bookedAt).not.toBeNull();
  });

  it('refuses another customer’s arrangement (404), a later instalment, and a closed arrangement', async () => {
    at('2026-12-07');
    const { arrangement } = await withArrangement();
    const other = await withArrangement();
    const foreign = await other.portal('POST', '/api/online-payments', {
      scope: 'instalment',
      arrangementId: arrangement.id,
      sequence: 1,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ reason: 'arrangement_not_found' });

    const later = await other.portal('POST', '/api/online-payments', {
      scope: 'instalment',
      arrangementId: other.arrangement.id,
      sequence: 3,
    });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ reason: 'instalment_not_due', params: { next: 1 } });

    const ended = await app.admin('POST', `/api/admin/arrangements/${other.arrangement.id}/end`, {
      reason: 'Klant wil alles in één keer betalen',
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const closed = await other.portal('POST', '/api/online-payments', {
      scope: 'instalment',
      arrangementId: other.arrangement.id,
      sequence: 1,
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({
      reason: 'arrangement_closed',
      error: `Betalingsregeling ${other.arrangement.number} is afgesloten; er valt geen termijn meer te betalen.`,
    });
    // Let go by the arrangement, the invoice is paid on its own again.
    const own = await other.portal('POST', '/api/online-payments', {
      scope: 'invoice',
      invoiceId: other.invoices[0]?.id,
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('money of an instalment paid online given back', () => {
  it('a refund from the invoice it paid lowers what the arrangement has been paid; a chargeback too', async () => {
    at('2026-12-07');
    const {
      invoices: [older],
      portal,
      arrangement,
    } = await withArrangement();
    const started = await startInstalment(portal, arrangement.id, 1);
    await fake.control.setStatus(started.molliePaymentId, 'paid', { method: 'creditcard' });
    expect(await arrangementOf(portal)).toMatchObject({ paidCents: 4033 });

    // Finance refunds part of it from the invoice the instalment paid, as for any online payment.
    const refundable = await app.admin('GET', `/api/admin/invoices/${older?.id}/online-refunds`);
    expect(refundable.json().data).toMatchObject({
      payment: { providerPaymentId: started.molliePaymentId },
      refundableCents: 4033,
    });
    const asked = await app.admin('POST', `/api/admin/invoices/${older?.id}/online-refunds`, {
      amountCents: 1000,
      description: 'Teveel betaald',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    await fake.control.setRefundStatus(asked.json().data.providerRefundId, 'refunded');
    const [refunded] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, older?.id ?? ''));
    expect(refunded).toMatchObject({ paidCents: 3033 });
    // Progress is what the claims no longer owe: the first instalment is open again for what came back.
    const view = await arrangementOf(portal);
    expect(view).toMatchObject({ status: 'active', paidCents: 3033 });
    expect(view.instalments[0]).toMatchObject({ state: 'partly_paid', paidCents: 3033 });
    const again = await startInstalment(portal, arrangement.id, 1);
    expect(again.amountCents).toBe(1000);

    // A chargeback of the rest: the claim is the staff's (as after an MD06), the arrangement shows it.
    await fake.control.chargeback(started.molliePaymentId, 3033);
    const [chargedBack] = await db()
      .select()
      .from(invoices)
      .where(eq(invoices.id, older?.id ?? ''));
    expect(chargedBack).toMatchObject({ paidCents: 0, status: 'failed' });
    expect(await arrangementOf(portal)).toMatchObject({ status: 'active', paidCents: 0 });
  });
});

describe('an invoice the arrangement holds', () => {
  it('is not paid online on its own, by the portal or its pay link, and says which arrangement to pay', async () => {
    at('2026-12-07');
    const {
      customer,
      invoices: [held],
      portal,
      arrangement,
    } = await withArrangement();
    const message = `Deze factuur valt onder betalingsregeling ${arrangement.number}; betaal de termijn van de regeling in plaats van de factuur.`;
    const own = await portal('POST', '/api/online-payments', { scope: 'invoice', invoiceId: held?.id });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      reason: 'claim_held_by_arrangement',
      error: message,
      params: { arrangementNumber: arrangement.number },
    });
    const everything = await portal('POST', '/api/online-payments', { scope: 'all' });
    expect(everything.statusCode).toBe(409);
    expect(everything.json()).toMatchObject({ reason: 'claim_held_by_arrangement' });

    // The invoices page is told, so it offers the arrangement instead of "Betaal nu".
    const list = await portal('GET', `/pay/invoices/${customer.id}`);
    expect(list.statusCode, list.body).toBe(200);
    const shown = list.json().data.invoices.find((invoice: { _id: string }) => invoice._id === held?.id);
    expect(shown.payment).toMatchObject({ state: 'in_arrangement', arrangementNumber: arrangement.number });

    // The invoice's pay link (from its e-mail or a letter) shows the same refusal and starts nothing.
    const token = new URL(
      await createPayLinks(app.t.config, app.t.clock.now()).urlFor({
        scope: 'invoice',
        userId: customer.id,
        invoiceId: held?.id ?? '',
      }),
    ).pathname
      .split('/')
      .at(-1);
    const page = await app.t.inject({ method: 'GET', url: `/api/pay?token=${token}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data).toMatchObject({
      state: 'not_payable',
      reason: 'claim_held_by_arrangement',
      message,
      params: { arrangementNumber: arrangement.number },
    });
    const pay = await app.t.inject({ method: 'POST', url: '/api/pay', payload: { token } });
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ reason: 'claim_held_by_arrangement' });
  });
});
