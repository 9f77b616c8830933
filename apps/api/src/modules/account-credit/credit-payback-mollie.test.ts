import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountCreditEntries, users } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import { type ClaimsApp, expectMoneyAddsUp, signedIn } from '../claims/claim-test-scenario.ts';
import type { FakeMollieServer } from '../online-payments/fake-mollie/fake-mollie-server.ts';
import {
  closeOnlinePaymentsApp,
  openOnlinePaymentsApp,
} from '../online-payments/fake-mollie/online-payments-test-app.ts';

// Issue 29: credit an online payment made is paid back through Mollie, with the real client against the local
// fake of Mollie on 127.0.0.1. The credit is held while Mollie works on the refund and falls only when Mollie
// says refunded; a refund Mollie could not make frees it again. Credit of other sources goes by transfer.

const NET = 395;
const TOTAL = 478;

let app: ClaimsApp;
let fake: FakeMollieServer;
const db = () => app.t.database.db;

beforeAll(async () => {
  ({ app, fake } = await openOnlinePaymentsApp(new Date('2026-11-21T09:00:00Z'), ['ideal']));
}, 120_000);

afterAll(() => closeOnlinePaymentsApp({ app, fake }));

/** A customer without a mandate who paid their EUR 4,78 invoice online after paying it by hand: TOTAL credit. */
async function paidTwiceOnline(email: string) {
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
  const started = await signedIn(app.t, email)('POST', '/api/online-payments', {
    scope: 'invoice',
    invoiceId: invoice.id,
  });
  expect(started.statusCode, started.body).toBe(200);
  const molliePaymentId = String(started.json().data.checkoutUrl).split('/').at(-1) ?? '';
  await app.admin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
    amount: TOTAL,
    paymentMethod: 'bank_transfer',
  });
  await fake.control.setStatus(molliePaymentId, 'paid', { method: 'ideal' });
  return { customer, invoice };
}

const balanceOf = async (userId: string) =>
  (await db().select({ balance: users.creditBalanceCents }).from(users).where(eq(users.id, userId)))[0]
    ?.balance;
const payback = (userId: string, payload: object) =>
  app.admin('POST', `/api/admin/account-credit/${userId}/paybacks`, payload);
const payoutsOf = async (userId: string) =>
  (await app.admin('GET', `/api/admin/account-credit/${userId}/payouts`)).json().data;

describe('a payback through Mollie', () => {
  it('holds the credit while Mollie refunds it, and lets it fall once Mollie says refunded', async () => {
    const { customer } = await paidTwiceOnline('terug.via.mollie@example.nl');
    expect(await balanceOf(customer.id)).toBe(TOTAL);
    const started = await payback(customer.id, {});
    expect(started.statusCode, started.body).toBe(200);
    const [payout] = started.json().data.payouts;
    expect(payout).toMatchObject({ route: 'mollie', status: 'reserved', amountCents: TOTAL, iban: null });
    expect(payout.providerStatus).not.toBeNull();
    expect(started.json().data.availableCents).toBe(0);
    expect(await balanceOf(customer.id)).toBe(TOTAL);
    const refund = fake.control
      .payments()
      .flatMap((p) => p.refunds)
      .at(-1);
    expect(refund).toBeDefined();

    await fake.control.setRefundStatus(refund?.id ?? '', 'refunded');
    expect(await balanceOf(customer.id)).toBe(0);
    expect((await payoutsOf(customer.id))[0]).toMatchObject({ status: 'sent', providerStatus: 'refunded' });
    const ledger = await db()
      .select()
      .from(accountCreditEntries)
      .where(eq(accountCreditEntries.userId, customer.id));
    expect(ledger.map((entry) => [entry.kind, entry.amountCents])).toEqual(
      expect.arrayContaining([
        ['double_payment', TOTAL],
        ['refund', -TOTAL],
      ]),
    );
    await expectMoneyAddsUp(app, [customer]);
  });

  it('a refund Mollie could not make frees the credit again; what Mollie cannot take goes by transfer', async () => {
    const { customer } = await paidTwiceOnline('mollie.mislukt@example.nl');
    const started = await payback(customer.id, { amountCents: 300 });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().data.availableCents).toBe(TOTAL - 300);
    const refund = fake.control
      .payments()
      .flatMap((p) => p.refunds)
      .at(-1);
    await fake.control.setRefundStatus(refund?.id ?? '', 'failed');
    expect((await payoutsOf(customer.id))[0]).toMatchObject({
      status: 'cancelled',
      providerStatus: 'failed',
    });
    expect(await balanceOf(customer.id)).toBe(TOTAL);
    const ledger = await app.admin('GET', `/api/admin/account-credit/${customer.id}`);
    expect(ledger.json().data.balance).toMatchObject({ payingBackCents: 0 });

    // More credit, not from the online payment (from before the ledger): that part needs an account.
    await db()
      .insert(accountCreditEntries)
      .values({
        userId: customer.id,
        kind: 'opening_balance',
        amountCents: 100,
        description: 'Tegoed van voor het tegoedregister',
        createdAt: new Date('2026-11-21T09:00:00Z'),
      });
    expect(await balanceOf(customer.id)).toBe(TOTAL + 100);
    const noAccount = await payback(customer.id, {});
    expect(noAccount.statusCode).toBe(422);
    expect(noAccount.json()).toMatchObject({ reason: 'payback_iban_missing' });
    const split = await payback(customer.id, { iban: 'NL91ABNA0417164300' });
    expect(split.statusCode, split.body).toBe(200);
    expect(
      split
        .json()
        .data.payouts.map((p: { route: string; amountCents: number }) => [p.route, p.amountCents])
        .sort(),
    ).toEqual([
      ['mollie', TOTAL],
      ['transfer', 100],
    ]);
  });
});
