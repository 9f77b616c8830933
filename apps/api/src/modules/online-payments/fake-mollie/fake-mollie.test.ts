import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mollieProvider, type PaymentProvider, ProviderError } from '../payment-provider.ts';
import { type FakeMollieServer, startFakeMollie } from './fake-mollie-server.ts';

// The fake of Mollie the tests and the Testmodus use (decision 039), driven by the real @mollie/api-client
// through our adapter: what the client sends is accepted, and what comes back is what the client understands.

const KEY = 'test_hostportaalfake0000000000000000000';
const deliveries: string[] = [];
let fake: FakeMollieServer;
let mollie: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeMollie({
    deliverWebhook: async (url, body) => {
      deliveries.push(`${url} ${body}`);
    },
  });
  mollie = mollieProvider({ apiKey: KEY, apiEndpoint: fake.apiEndpoint });
});
afterAll(() => fake.close());

const newPaymentBody = (cents: number) => ({
  amountCents: cents,
  description: 'Factuur 2026-0042',
  redirectUrl: 'http://portal.test/betalen/status/abc',
  webhookUrl: 'http://portal.test/api/webhooks/mollie',
  methods: ['ideal'],
  locale: 'nl_NL' as const,
  metadata: { onlinePaymentId: 'model' },
});
const newPayment = (key: string, cents = 1234) =>
  mollie.createPayment({ ...newPaymentBody(cents), metadata: { onlinePaymentId: key }, idempotencyKey: key });

describe('the fake Mollie', () => {
  it('creates one payment per idempotency key, open with a checkout link', async () => {
    const first = await newPayment('key-1');
    const again = await newPayment('key-1');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({ status: 'open', amountCents: 1234, method: null });
    expect(first.checkoutUrl).toBe(`${fake.url}/checkout/${first.id}`);
    expect(fake.control.payments().filter((payment) => payment.id === first.id)).toHaveLength(1);
    expect(fake.control.requests.at(-1)?.idempotencyKey).toBe('key-1');
  });

  it('answers as Mollie does: 404 for an unknown id, 422 naming the field, 401 for a bad key', async () => {
    await expect(mollie.getPayment('tr_nothere000')).rejects.toMatchObject({
      statusCode: 404,
      detail: 'No payment exists with token tr_nothere000.',
    });
    await expect(newPayment('key-zero', 0)).rejects.toMatchObject({ statusCode: 422 });
    const stranger = mollieProvider({ apiKey: 'test_short', apiEndpoint: fake.apiEndpoint });
    await expect(stranger.getPayment('tr_x')).rejects.toMatchObject({ statusCode: 401 });
  });

  it('shows a checkout page labelled as a test, and a choice there ends the payment, calls the webhook and returns', async () => {
    const payment = await newPayment('key-checkout');
    const page = await fetch(payment.checkoutUrl ?? '');
    const html = await page.text();
    expect(html).toContain('Testmodus — er wordt geen echt geld betaald');
    expect(html).toContain('€ 12,34');
    expect(html).toContain('Factuur 2026-0042');
    const chosen = await fetch(payment.checkoutUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid&method=ideal',
      redirect: 'manual',
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get('location')).toBe('http://portal.test/betalen/status/abc');
    expect(deliveries).toContain(`http://portal.test/api/webhooks/mollie id=${payment.id}`);
    expect(await mollie.getPayment(payment.id)).toMatchObject({
      status: 'paid',
      method: 'ideal',
      consumer: { name: 'T. Test', account: 'NL02ABNA0123456789' },
    });
    const twice = await fetch(payment.checkoutUrl ?? '', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=failed',
      redirect: 'manual',
    });
    expect(twice.status).toBe(409);
  });

  it('escapes what it shows', async () => {
    const payment = await mollie.createPayment({
      amountCents: 100,
      description: '<script>alert(1)</script>',
      redirectUrl: 'http://portal.test/r',
      webhookUrl: 'http://portal.test/w',
      methods: [],
      locale: 'nl_NL',
      metadata: {},
      idempotencyKey: 'key-html',
    });
    const html = await (await fetch(payment.checkoutUrl ?? '')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('refunds in part, refuses more than remains, and follows a refund’s state', async () => {
    const payment = await newPayment('key-refund', 1000);
    await fake.control.setStatus(payment.id, 'paid');
    const refund = await mollie.createRefund(payment.id, 400, 'Deels terug', 'refund-1');
    expect(refund).toMatchObject({ status: 'pending', amountCents: 400, paymentId: payment.id });
    await expect(mollie.createRefund(payment.id, 601, 'Te veel', 'refund-2')).rejects.toMatchObject({
      statusCode: 422,
    });
    await fake.control.setRefundStatus(refund.id, 'refunded');
    expect(await mollie.getRefund(payment.id, refund.id)).toMatchObject({ status: 'refunded' });
    expect(await mollie.getPayment(payment.id)).toMatchObject({ refundedCents: 400 });
  });

  it('in the Testmodus, a pending refund is done a minute after it was asked', async () => {
    let clock = new Date('2026-12-07T09:00:00Z');
    const demo = await startFakeMollie({
      deliverWebhook: async () => {},
      now: () => clock,
      settleRefundsAfterMs: 60_000,
    });
    try {
      const client = mollieProvider({ apiKey: KEY, apiEndpoint: demo.apiEndpoint });
      const payment = await client.createPayment({ ...newPaymentBody(700), idempotencyKey: 'demo-refund' });
      await demo.control.setStatus(payment.id, 'paid');
      const refund = await client.createRefund(payment.id, 700, 'Terug', 'demo-refund-1');
      clock = new Date('2026-12-07T09:00:59Z');
      expect(await client.getRefund(payment.id, refund.id)).toMatchObject({ status: 'pending' });
      clock = new Date('2026-12-07T09:01:00Z');
      expect(await client.getRefund(payment.id, refund.id)).toMatchObject({ status: 'refunded' });
    } finally {
      await demo.close();
    }
  });

  it('lists chargebacks', async () => {
    const payment = await newPayment('key-chargeback', 500);
    await fake.control.setStatus(payment.id, 'paid', { method: 'creditcard' });
    await fake.control.chargeback(payment.id, 500);
    expect(await mollie.listChargebacks(payment.id)).toEqual([
      expect.objectContaining({ paymentId: payment.id, amountCents: 500, reversed: false }),
    ]);
    expect(await mollie.getPayment(payment.id)).toMatchObject({ chargedBackCents: 500 });
  });

  it('down, it answers 503 and the client gives up at once', async () => {
    fake.control.down(true);
    try {
      const error = await newPayment('key-down').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ProviderError);
      expect((error as ProviderError).unavailable).toBe(true);
    } finally {
      fake.control.down(false);
    }
  });
});
