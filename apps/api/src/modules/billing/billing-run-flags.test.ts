import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { billingRuns, companySettings, invoices, subscriptions } from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser, withoutAddress } from '../../db/seed/user-factory.ts';

// Issue 17: an invoice names the customer's address (art. 35a Wet OB). The billing run flags a due
// subscription of a customer without one instead of invoicing it, and catches up once it is there.

let t: TestApp;
let adminToken: string;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-21T10:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db, { slug: 'vlag-hosting', priceMonthlyCents: 1000 })).id;
  const admin = await insertAdmin(t.database.db, { email: 'beheer.vlag@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const runBilling = () =>
  t.inject({ method: 'POST', url: '/api/admin/billing-runs', headers: bearer(adminToken) });
const invoicesOf = (subscriptionId: string) =>
  t.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.subscriptionId, subscriptionId))
    .orderBy(asc(invoices.periodStart));

describe('billing run and incomplete addresses', () => {
  it('flags and does not invoice a customer without an address, then catches up period by period', async () => {
    const db = t.database.db;
    const email = 'zonder.adres@example.nl';
    const bare = await insertUser(db, {
      email,
      firstname: 'Bram',
      lastname: 'Zonderadres',
      ...withoutAddress,
    });
    const bareSubscription = await insertSubscription(db, {
      userId: bare.id,
      packageId,
      mandateId: (await insertMandate(db, bare.id)).id,
      startDate: '2026-08-21',
      nextBillingDate: '2026-09-21',
    });
    const complete = await insertUser(db, { email: 'met.adres@example.nl' });
    const completeSubscription = await insertSubscription(db, {
      userId: complete.id,
      packageId,
      startDate: '2026-11-21',
      nextBillingDate: '2026-11-21',
    });
    const flag = {
      subscriptionId: bareSubscription.id,
      userId: bare.id,
      customerName: 'Bram Zonderadres',
      code: 'address_incomplete',
      reason: 'Adres van de klant is onvolledig',
    };

    const first = await runBilling();
    expect(first.statusCode).toBe(202);
    expect(first.json().data.run).toMatchObject({ status: 'finished', invoicesCreated: 1, flagged: [flag] });
    expect(await invoicesOf(bareSubscription.id)).toEqual([]);
    expect(await invoicesOf(completeSubscription.id)).toHaveLength(1);
    const [waiting] = await db.select().from(subscriptions).where(eq(subscriptions.id, bareSubscription.id));
    expect(waiting?.nextBillingDate).toBe('2026-09-21');
    const [stored] = await db.select().from(billingRuns).where(eq(billingRuns.id, first.json().data.run.id));
    expect(stored?.flagged).toEqual([flag]);

    // Run again: still flagged, still nothing invoiced, and the list shows it for the last run.
    expect((await runBilling()).json().data.run).toMatchObject({ invoicesCreated: 0, flagged: [flag] });
    const list = await t.inject({ url: '/api/admin/billing-runs', headers: bearer(adminToken) });
    expect(list.json().data.runs[0].flagged).toEqual([flag]);
    expect(await invoicesOf(bareSubscription.id)).toEqual([]);

    const { token } = await t.login(email, 'Test!2026pass');
    const saved = await t.inject({
      method: 'PUT',
      url: '/auth/profile',
      headers: bearer(token),
      payload: {
        firstname: 'Bram',
        lastname: 'Zonderadres',
        email,
        adres: 'Kerkstraat 7',
        zipcode: '3512 AB',
        city: 'Utrecht',
        country: 'Nederland',
      },
    });
    expect(saved.statusCode).toBe(200);

    const caughtUp = await runBilling();
    expect(caughtUp.json().data.run).toMatchObject({ invoicesCreated: 3, flagged: [] });
    const rows = await invoicesOf(bareSubscription.id);
    expect(rows.map((row) => [row.periodStart, row.periodEnd])).toEqual([
      ['2026-09-21', '2026-10-20'],
      ['2026-10-21', '2026-11-20'],
      ['2026-11-21', '2026-12-20'],
    ]);
    expect(rows.every((row) => row.customer.street === 'Kerkstraat' && row.customer.city === 'Utrecht')).toBe(
      true,
    );
    expect(rows.every((row) => row.paymentType === 'sepa' && row.issueDate === '2026-11-21')).toBe(true);
    const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, bareSubscription.id));
    expect(after?.nextBillingDate).toBe('2026-12-21');
  });
});
