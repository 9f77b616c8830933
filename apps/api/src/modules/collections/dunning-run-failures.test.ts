import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  jobDependencies,
  scheduledJob,
  type TestApp,
} from '../../../test/test-app.ts';
import { collectionLetters, companySettings, dunningRuns } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser, type UserOverrides } from '../../db/seed/user-factory.ts';

// Issue 26: the dunning run takes each customer a step further in a transaction of its own. A customer whose
// letter cannot be made (here: a 14-dagenbrief stored before its term was recorded) must not stop the others'
// letters, and the run's report and the customer's page must say why that one was not.

let t: TestApp;
let packageId: string;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-21T07:00:00Z') });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db)).id;
  await insertAdmin(t.database.db, { email: 'aanmaning.beheer@example.nl' });
});
afterAll(() => t.close());

const at = (date: string) => t.clock.set(new Date(`${date}T07:00:00Z`));
// The session is as old as the test clock says: log in again after moving it.
const runNow = async () => {
  adminToken = (await t.login('aanmaning.beheer@example.nl', 'Test!2026pass')).token;
  return t.inject({ method: 'POST', url: '/api/admin/collections/run', headers: bearer(adminToken) });
};
const lettersOf = (userId: string) =>
  t.database.db.select().from(collectionLetters).where(eq(collectionLetters.userId, userId));

let customers = 0;
/** A consumer with one unpaid bank-transfer invoice of EUR 18.15, overdue since 1 November. */
async function overdueCustomer(user: UserOverrides) {
  customers += 1;
  const customer = await insertUser(t.database.db, { email: `achterstand${customers}@example.nl`, ...user });
  const subscription = await insertSubscription(t.database.db, {
    userId: customer.id,
    packageId,
    startDate: '2026-10-15',
  });
  await insertInvoice(t.database.db, {
    userId: customer.id,
    subscriptionId: subscription.id,
    issueDate: '2026-10-15',
    dueDate: '2026-11-01',
    status: 'overdue',
    paymentType: 'bank_transfer',
    lines: [{ description: 'Webhosting', unitPriceCents: 1500 }],
  });
  return customer;
}

describe('the dunning run with a customer whose letter cannot be made', () => {
  it('sends the others their letters, and reports the one it could not with the reason', async () => {
    const sanne = await overdueCustomer({ firstname: 'Sanne', lastname: 'Visser' });
    // Data a SEPA file cannot carry does not stop a letter: the PDF prints what is stored.
    const tokyo = await overdueCustomer({ firstname: '\u0001', lastname: '\u0002', city: '東京' });
    const broken = await overdueCustomer({ firstname: 'Bart', lastname: 'Breuk' });

    // Reminders, then the 14-dagenbrief for all three.
    for (const day of ['2026-11-21', '2026-11-28']) {
      at(day);
      const reminded = await runNow();
      expect(reminded.statusCode, reminded.body).toBe(200);
      expect(reminded.json().data).toMatchObject({ reminders: 3, failed: 0, failures: [] });
    }
    at('2026-12-05');
    expect((await runNow()).json().data).toMatchObject({ notices: 3, failed: 0 });

    // Bart's notice as stored before letters kept their term: no collection letter can refer to it.
    await t.database.db
      .update(collectionLetters)
      .set({ termEndDate: null })
      .where(eq(collectionLetters.userId, broken.id));

    at('2026-12-22');
    const response = await runNow();
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result).toMatchObject({ collectionLetters: 2, failed: 1 });
    expect(result.failures).toEqual([
      {
        userId: broken.id,
        customerName: 'Bart Breuk',
        reason: expect.stringContaining('14-dagenbrief'),
      },
    ]);
    for (const customer of [sanne, tokyo])
      expect((await lettersOf(customer.id)).map((letter) => letter.letterType).sort()).toEqual([
        'collection',
        'notice',
      ]);
    expect((await lettersOf(broken.id)).map((letter) => letter.letterType)).toEqual(['notice']);

    // Kept with the run, and on Bart's page; the others' pages show nothing.
    const [stored] = await t.database.db
      .select()
      .from(dunningRuns)
      .orderBy(dunningRuns.finishedAt)
      .limit(1)
      .offset(3);
    expect(stored?.failures).toEqual(result.failures);
    const problemsOf = async (userId: string) =>
      (await t.inject({ url: `/api/admin/users/${userId}/run-problems`, headers: bearer(adminToken) })).json()
        .data.problems;
    expect(await problemsOf(broken.id)).toEqual([
      expect.objectContaining({
        run: 'dunning_run',
        code: 'dunning_failed',
        record: { kind: 'customer', id: broken.id, label: 'Bart Breuk' },
        params: { reason: result.failures[0].reason },
      }),
    ]);
    expect(await problemsOf(sanne.id)).toEqual([]);

    // The daily job the next day: Bart is tried again and fails again; the job logs it, without stopping.
    at('2026-12-23');
    const logged: string[] = [];
    const log = { info: () => {}, error: (_details: unknown, message: string) => logged.push(message) };
    await scheduledJob('dunning-run').run({ ...jobDependencies(t), log }, {});
    expect(logged).toEqual([expect.stringContaining('could not take some customers a step further')]);
  });
});
