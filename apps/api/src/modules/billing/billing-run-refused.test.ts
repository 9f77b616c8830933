import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, invoices, subscriptions } from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser, type UserOverrides } from '../../db/seed/user-factory.ts';

// Issue 26: the billing run is set-based, so one subscription the database refuses to invoice (a price out
// of range, a planned change that is not a number, data from before the rules) stopped the pass for every
// customer. The run now bills the others and flags that one with the database's reason.

let t: TestApp;
let adminToken: string;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-21T10:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db, { slug: 'weiger-hosting', priceMonthlyCents: 1000 })).id;
  const admin = await insertAdmin(t.database.db, { email: 'beheer.weiger@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const runBilling = () =>
  t.inject({ method: 'POST', url: '/api/admin/billing-runs', headers: bearer(adminToken) });
const invoicesOf = (subscriptionId: string) =>
  t.database.db.select().from(invoices).where(eq(invoices.subscriptionId, subscriptionId));

let customers = 0;
async function dueSubscription(user: UserOverrides = {}, subscription: { priceCents?: number } = {}) {
  customers += 1;
  const customer = await insertUser(t.database.db, { email: `weiger${customers}@example.nl`, ...user });
  return insertSubscription(t.database.db, {
    userId: customer.id,
    packageId,
    mandateId: (await insertMandate(t.database.db, customer.id)).id,
    startDate: '2026-10-21',
    nextBillingDate: '2026-11-21',
    ...subscription,
  });
}

describe('billing run with a subscription the database refuses to invoice', () => {
  it('invoices every other customer, flags the refused ones with the reason, and catches up once fixed', async () => {
    const good = await dueSubscription({ firstname: 'Gerda', lastname: 'Goed' });
    // Customers whose data a SEPA file cannot carry are still invoiced: the batch leaves their debit to staff.
    const tokyo = await dueSubscription({ city: '東京' });
    const control = await dueSubscription({ firstname: '\u0001', lastname: '\u0002' });
    // EUR 20 million a month: with VAT the total is beyond what an invoice amount holds.
    const tooBig = await dueSubscription(
      { firstname: 'Teun', lastname: 'Tegroot' },
      { priceCents: 2_000_000_000 },
    );
    const brokenChange = await dueSubscription({ firstname: 'Bea', lastname: 'Kapot' });
    await t.database.db
      .update(subscriptions)
      .set({
        pendingChange: {
          packageId,
          title: 'Kapot',
          planName: 'Kapot',
          interval: 'monthly',
          priceCents: 'twaalf' as unknown as number,
          effectiveDate: '2026-11-21',
          requestedBy: null,
        },
      })
      .where(eq(subscriptions.id, brokenChange.id));

    const response = await runBilling();
    expect(response.statusCode).toBe(202);
    const run = response.json().data.run;
    expect(run).toMatchObject({ status: 'finished', invoicesCreated: 3, error: null });
    expect(run.flagged).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          subscriptionId: tooBig.id,
          userId: tooBig.userId,
          customerName: 'Teun Tegroot',
          code: 'invoice_refused',
          detail: expect.stringMatching(/out of range/),
        }),
        expect.objectContaining({
          subscriptionId: brokenChange.id,
          customerName: 'Bea Kapot',
          code: 'invoice_refused',
          detail: expect.stringMatching(/invalid input syntax/),
        }),
      ]),
    );
    expect(run.flagged).toHaveLength(2);
    for (const subscription of [good, tokyo, control])
      expect(await invoicesOf(subscription.id)).toHaveLength(1);
    expect(await invoicesOf(tooBig.id)).toEqual([]);
    expect(await invoicesOf(brokenChange.id)).toEqual([]);
    // No gap in the number series: the refused passes were rolled back.
    const numbers = (await t.database.db.select({ sequence: invoices.sequence }).from(invoices))
      .map((row) => row.sequence)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3]);

    // The run's report on the invoices screen says the same.
    const list = await t.inject({ url: '/api/admin/billing-runs', headers: bearer(adminToken) });
    expect(list.json().data.runs[0].flagged).toHaveLength(2);

    // The customer's page says it too.
    const problems = await t.inject({
      url: `/api/admin/users/${tooBig.userId}/run-problems`,
      headers: bearer(adminToken),
    });
    expect(problems.json().data.problems).toEqual([
      expect.objectContaining({
        run: 'billing_run',
        code: 'invoice_refused',
        record: expect.objectContaining({ kind: 'subscription', id: tooBig.id }),
        params: { detail: expect.stringMatching(/out of range/) },
      }),
    ]);

    // Staff correct the price; the next run invoices that period and flags only the broken change.
    await t.database.db
      .update(subscriptions)
      .set({ priceCents: 1000 })
      .where(eq(subscriptions.id, tooBig.id));
    const again = (await runBilling()).json().data.run;
    expect(again).toMatchObject({ invoicesCreated: 1 });
    expect(again.flagged.map((flag: { subscriptionId: string }) => flag.subscriptionId)).toEqual([
      brokenChange.id,
    ]);
    expect(await invoicesOf(tooBig.id)).toHaveLength(1);
  });
});
