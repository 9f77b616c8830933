import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { type ClaimsApp, signedIn } from '../claims/claim-test-scenario.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import type { FakeMollieServer } from './fake-mollie/fake-mollie-server.ts';
import { closeOnlinePaymentsApp, openOnlinePaymentsApp } from './fake-mollie/online-payments-test-app.ts';

// Issue 29, online payments in collections: a claim the customer pays online closes its case as paid, so the
// recovery rate (one definition: collections/recovery-rate.ts) of the Collection Center, the dashboard and
// analytics counts it as any other payment; and a customer's claim history shows every online event.

let app: ClaimsApp;
let fake: FakeMollieServer;
const db = () => app.t.database.db;

beforeAll(async () => {
  ({ app, fake } = await openOnlinePaymentsApp(new Date('2026-11-21T09:00:00Z'), ['ideal']));
}, 120_000);

afterAll(() => closeOnlinePaymentsApp({ app, fake }));

async function overdueInvoice(email: string) {
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
    dueDate: '2026-11-10',
    status: 'overdue',
    paymentType: 'bank_transfer',
    sentAt: new Date('2026-11-01T09:00:00Z'),
    lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
  });
  return { invoice, portal: signedIn(app.t, email) };
}

const rates = async () => {
  const center = await app.admin('GET', '/api/admin/collections/cases?limit=50');
  const analytics = await app.admin('GET', '/api/admin/analytics');
  const dashboard = await app.admin('GET', '/api/admin/dashboard/stats');
  for (const response of [center, analytics, dashboard]) expect(response.statusCode, response.body).toBe(200);
  return [
    center.json().data.stats.recoveryRate,
    analytics.json().data.recoveryRate,
    dashboard.json().data.recoveryRate,
  ];
};

describe('the recovery rate', () => {
  it('counts a claim in collection paid online as recovered', async () => {
    const paying = await overdueInvoice('int.online@example.nl');
    await overdueInvoice('int.open@example.nl');
    await syncCollectionCases(db(), app.t.clock.now());
    expect(await rates()).toEqual([0, 0, 0]);

    const started = await paying.portal('POST', '/api/online-payments', {
      scope: 'invoice',
      invoiceId: paying.invoice.id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const molliePaymentId = (started.json().data.checkoutUrl as string).split('/').at(-1) ?? '';
    await fake.control.setStatus(molliePaymentId, 'paid', { method: 'ideal' });

    // Two cases of the same amount, one paid online: half recovered, on every screen alike.
    expect(await rates()).toEqual([50, 50, 50]);
  });
});

describe("a customer's collection history", () => {
  it('shows an expired attempt, the payment with its method and Mollie id, a refund and a chargeback', async () => {
    const { invoice, portal } = await overdueInvoice('geschiedenis.online@example.nl');
    const other = await overdueInvoice('iemand.anders@example.nl');
    const start = async () => {
      const started = await portal('POST', '/api/online-payments', {
        scope: 'invoice',
        invoiceId: invoice.id,
      });
      expect(started.statusCode, started.body).toBe(200);
      return (started.json().data.checkoutUrl as string).split('/').at(-1) ?? '';
    };
    const expired = await start();
    await fake.control.setStatus(expired, 'expired');
    const paid = await start();
    await fake.control.setStatus(paid, 'paid', { method: 'ideal' });
    const refund = await app.admin('POST', `/api/admin/invoices/${invoice.id}/online-refunds`, {
      amountCents: 200,
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const refundId = refund.json().data.providerRefundId as string;
    await fake.control.setRefundStatus(refundId, 'refunded');
    await fake.control.chargeback(paid, 1010);
    await app.t.inject({
      method: 'POST',
      url: '/api/webhooks/mollie',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${paid}`,
    });

    const history = await app.admin(
      'GET',
      `/api/admin/collections/actions?limit=50&customerId=${invoice.userId}`,
    );
    expect(history.statusCode, history.body).toBe(200);
    const actions = history.json().data.actions as { action: string; description: string; result: string }[];
    expect(actions.every((item) => item.description.length > 0)).toBe(true);
    const of = (kind: string) => actions.filter((item) => item.action === kind);
    expect(of('online_payment_expired')).toEqual([
      expect.objectContaining({ result: 'failed', description: expect.stringContaining(expired) }),
    ]);
    expect(of('online_payment_paid')).toEqual([
      expect.objectContaining({ description: expect.stringMatching(new RegExp(`iDEAL.*${paid}`)) }),
    ]);
    expect(of('online_refund_requested')).toEqual([
      expect.objectContaining({ description: expect.stringContaining(refundId) }),
    ]);
    expect(of('online_refund_done')).toHaveLength(1);
    expect(of('online_charged_back')).toHaveLength(1);
    // Only this customer's history.
    expect(
      (history.json().data.actions as { customerId: string }[]).every(
        (item) => item.customerId === invoice.userId,
      ),
    ).toBe(true);
    const others = await app.admin(
      'GET',
      `/api/admin/collections/actions?customerId=${other.invoice.userId}`,
    );
    expect(
      others.json().data.actions.some((item: { action: string }) => item.action.startsWith('online_')),
    ).toBe(false);
  });
});
