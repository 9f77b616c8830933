import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { type ClaimsApp, openClaimsApp, signedIn } from '../claims/claim-test-scenario.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { type FakeMollieServer, startFakeMollie } from './fake-mollie/fake-mollie-server.ts';

// Issue 29: a claim in collection that the customer pays online closes its case as paid, so the recovery rate
// (one definition: collections/recovery-rate.ts) of the Collection Center, the dashboard and analytics counts
// it as any other payment.

let app: ClaimsApp;
let fake: FakeMollieServer;
const db = () => app.t.database.db;

beforeAll(async () => {
  fake = await startFakeMollie({
    deliverWebhook: async (url, body) => {
      const response = await app.t.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
      if (response.statusCode !== 200) throw new Error(`webhook answered ${response.statusCode}`);
    },
  });
  app = await openClaimsApp(new Date('2026-11-21T09:00:00Z'), { MOLLIE_API_ENDPOINT: fake.apiEndpoint });
  const turnedOn = await app.admin('PUT', '/api/admin/online-payments/settings', {
    mode: 'demo',
    methods: ['ideal'],
  });
  expect(turnedOn.statusCode, turnedOn.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await app?.t.close();
  await fake?.close();
});

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
