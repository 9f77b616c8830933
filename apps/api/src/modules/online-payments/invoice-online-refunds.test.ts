import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { type ClaimsApp, signedIn } from '../claims/claim-test-scenario.ts';
import type { FakeMollieServer } from './fake-mollie/fake-mollie-server.ts';
import { closeOnlinePaymentsApp, openOnlinePaymentsApp } from './fake-mollie/online-payments-test-app.ts';

// Issue 29: what the admin invoice dialog reads of refunds through Mollie — the payment, how much a new refund
// may be, and each refund's state as Mollie reports it — through HTTP, against the local fake of Mollie.

const TOTAL = 478;

let app: ClaimsApp;
let fake: FakeMollieServer;
const db = () => app.t.database.db;

beforeAll(async () => {
  ({ app, fake } = await openOnlinePaymentsApp(new Date('2026-11-21T09:00:00Z'), ['ideal', 'bancontact']));
}, 120_000);

afterAll(() => closeOnlinePaymentsApp({ app, fake }));

async function openInvoice(email: string) {
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
    lines: [{ description: 'Webhosting', unitPriceCents: 395 }],
  });
  return { invoice, portal: signedIn(app.t, email) };
}

async function paidOnline(email: string) {
  const { invoice, portal } = await openInvoice(email);
  const started = await portal('POST', '/api/online-payments', { scope: 'invoice', invoiceId: invoice.id });
  expect(started.statusCode, started.body).toBe(200);
  const molliePaymentId = (started.json().data.checkoutUrl as string).split('/').at(-1) ?? '';
  await fake.control.setStatus(molliePaymentId, 'paid', { method: 'bancontact' });
  return { invoice, portal, molliePaymentId };
}

const refundsOf = async (invoiceId: string) => {
  const response = await app.admin('GET', `/api/admin/invoices/${invoiceId}/online-refunds`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

describe("an invoice's online refunds", () => {
  it('follow Mollie: the whole payment refundable first, then less while a refund is pending, booked once refunded', async () => {
    const { invoice, molliePaymentId } = await paidOnline('leest.terug@example.nl');
    expect(await refundsOf(invoice.id)).toEqual({
      payment: {
        providerPaymentId: molliePaymentId,
        method: 'bancontact',
        amountCents: TOTAL,
        paidAt: expect.any(String),
      },
      refundableCents: TOTAL,
      providerAvailable: true,
      refunds: [],
    });

    const asked = await app.admin('POST', `/api/admin/invoices/${invoice.id}/online-refunds`, {
      amountCents: 178,
      description: 'Korting november',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const providerRefundId = asked.json().data.providerRefundId as string;
    const pending = await refundsOf(invoice.id);
    expect(pending.refundableCents).toBe(TOTAL - 178);
    expect(pending.refunds).toEqual([
      {
        id: asked.json().data.id,
        providerRefundId,
        amountCents: 178,
        status: 'pending',
        description: 'Korting november',
        createdAt: expect.any(String),
        bookedAt: null,
      },
    ]);

    await fake.control.setRefundStatus(providerRefundId, 'refunded');
    const refunded = await refundsOf(invoice.id);
    expect(refunded.refunds[0]).toMatchObject({ status: 'refunded', bookedAt: expect.any(String) });
    expect(refunded.refundableCents).toBe(TOTAL - 178);
  });

  it('give back a failed refund’s money to what may be refunded', async () => {
    const { invoice } = await paidOnline('terug.faalt@example.nl');
    const asked = await app.admin('POST', `/api/admin/invoices/${invoice.id}/online-refunds`, {
      amountCents: TOTAL,
    });
    expect((await refundsOf(invoice.id)).refundableCents).toBe(0);
    await fake.control.setRefundStatus(asked.json().data.providerRefundId, 'failed');
    const after = await refundsOf(invoice.id);
    expect(after.refundableCents).toBe(TOTAL);
    expect(after.refunds.map((refund: { status: string }) => refund.status)).toEqual(['failed']);
  });

  it('of an invoice nobody paid online are none, and nothing may be refunded', async () => {
    const { invoice } = await openInvoice('niet.online.gelezen@example.nl');
    expect(await refundsOf(invoice.id)).toEqual({
      payment: null,
      refundableCents: 0,
      providerAvailable: false,
      refunds: [],
    });
  });

  it('are for billing staff only, and an unknown invoice is not found', async () => {
    const { invoice, portal } = await paidOnline('alleen.finance@example.nl');
    const support = await insertUser(db(), { email: 'support.terug@example.nl', role: 'support' });
    const asSupport = await signedIn(app.t, support.email)(
      'GET',
      `/api/admin/invoices/${invoice.id}/online-refunds`,
    );
    expect(asSupport.statusCode).toBe(403);
    expect((await portal('GET', `/api/admin/invoices/${invoice.id}/online-refunds`)).statusCode).toBe(403);
    const unknown = await app.admin(
      'GET',
      '/api/admin/invoices/7c9e6679-7425-40de-944b-e07fc1f90ae7/online-refunds',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
