import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jobDependencies, scheduledJob, type TestApp } from '../../../test/test-app.ts';
import { billingRuns, companySettings, invoices } from '../../db/schema/index.ts';
import { insertPackage } from '../../db/seed/package-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import type { JobName } from '../../jobs/job-definitions.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { type Call, signedIn } from '../claims/claim-test-scenario.ts';
import { billDueSubscriptions } from './billing-run.ts';
import { ABANDONED_RUN_ERROR, BILLING_RUN_TIMEOUT_SECONDS } from './billing-run-record.ts';

// Issue 27, case 9: fifteen "Run billing now" at once wrote fifteen billing runs. One runs at a time now,
// across instances (a partial unique index on the running run); a run left running by a dead process does
// not block past its job's time limit.

const MINUTE = 60_000;

let t: TestApp;
let admin: Call;
let packageId: string;
// The queue the route hands its job to, as pg-boss would take it: recorded here, run by the test.
const queued: { name: JobName; data: Record<string, unknown> }[] = [];
let queueDown = false;
const queue: JobQueue = {
  trigger: async (name, data) => {
    if (queueDown) throw new Error('job queue not started');
    queued.push({ name, data: data ?? {} });
  },
  isReady: () => true,
  stop: async () => {},
};
const logged: { message: string; details: Record<string, unknown> }[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-21T10:00:00Z'), jobs: queue });
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  packageId = (await insertPackage(t.database.db, { slug: 'een-run', priceMonthlyCents: 1000 })).id;
  const staff = await insertAdmin(t.database.db, { email: 'beheer.eenrun@example.nl' });
  admin = signedIn(t, staff.email);
  // Signed in once before the fifteen requests, which then share the token.
  expect((await admin('GET', '/api/admin/billing-runs')).statusCode).toBe(200);
});
afterAll(() => t.close());

const startRun = () => admin('POST', '/api/admin/billing-runs');
const runs = () => t.database.db.select().from(billingRuns).orderBy(desc(billingRuns.startedAt));
const billingJob = scheduledJob('billing-run');
const deps = () => {
  const log = (details: Record<string, unknown>, message: string) => logged.push({ message, details });
  return { ...jobDependencies(t), log: { info: log, error: log } };
};
/** The job the route queued last, run as pg-boss would run it. */
const runQueuedJob = async () => {
  const job = queued.at(-1);
  if (!job) throw new Error('no job queued');
  return billingJob.run(deps(), job.data);
};

let customers = 0;
async function dueSubscription(nextBillingDate = '2026-11-21') {
  customers += 1;
  const customer = await insertUser(t.database.db, { email: `eenrun${customers}@example.nl` });
  return insertSubscription(t.database.db, {
    userId: customer.id,
    packageId,
    startDate: nextBillingDate,
    nextBillingDate,
  });
}

describe('one billing run at a time', () => {
  it('answers fifteen starts at once with one run and fourteen refusals naming when it started', async () => {
    const subscription = await dueSubscription();
    const answers = await Promise.all(Array.from({ length: 15 }, startRun));

    const started = answers.filter((answer) => answer.statusCode === 202);
    expect(started).toHaveLength(1);
    const run = started[0]?.json().data.run;
    expect(run).toMatchObject({ status: 'running', startedAt: '2026-11-21T10:00:00.000Z' });
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(14);
    for (const answer of refused)
      expect(answer.json()).toEqual({
        success: false,
        code: 'CONFLICT',
        reason: 'billing_run_in_progress',
        params: { startedAt: '2026-11-21T10:00:00.000Z', runId: run.id },
        error: 'Er loopt al een facturatierun (gestart 21-11-2026 11:00). Start een nieuwe als die klaar is.',
      });
    expect(await runs()).toEqual([expect.objectContaining({ id: run.id, status: 'running' })]);
    expect(queued).toEqual([
      { name: 'billing-run', data: { runId: run.id, triggeredBy: expect.any(String) } },
    ]);

    // The queued job runs that one run; after it, a new start is a new run.
    expect(await runQueuedJob()).toBe(1);
    expect(await runs()).toEqual([
      expect.objectContaining({ id: run.id, status: 'finished', invoicesCreated: 1 }),
    ]);
    const invoiced = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.subscriptionId, subscription.id));
    expect(invoiced).toHaveLength(1);
    expect((await startRun()).statusCode).toBe(202);
    expect(await runQueuedJob()).toBe(0);
    expect((await runs()).map((row) => row.status)).toEqual(['finished', 'finished']);
  });

  it('has the scheduled job skip, logged, while a run is in progress, and bill nothing twice', async () => {
    const before = (await runs()).length;
    await dueSubscription();
    const started = await startRun();
    expect(started.statusCode).toBe(202);
    const runId = started.json().data.run.id;

    expect(await billingJob.run(deps(), {})).toBe(0);
    expect(logged).toContainEqual({
      message: 'billing-run skipped: another billing run is in progress',
      details: { runningRunId: runId, startedAt: '2026-11-21T10:00:00.000Z' },
    });
    expect(await runs()).toHaveLength(before + 1);

    expect(await runQueuedJob()).toBe(1);
    // A repeat of the job of a run that finished changes nothing and writes no new run.
    expect(await runQueuedJob()).toBe(1);
    expect(await runs()).toHaveLength(before + 1);
  });

  it('bills an order while a run is in progress: an order is not a billing run', async () => {
    const started = await startRun();
    expect(started.statusCode).toBe(202);
    const order = await dueSubscription();
    const billed = await t.database.db.transaction((tx) =>
      billDueSubscriptions(tx, { today: '2026-11-21', now: t.clock.now(), subscriptionIds: [order.id] }),
    );
    expect(billed.invoicesCreated).toBe(1);
    expect(await runQueuedJob()).toBe(0);
  });

  it('fails a run left running past its job time limit, so it does not block the next one', async () => {
    const db = t.database.db;
    // A server killed during a run at 10:00: its row stays running.
    const [dead] = await db
      .insert(billingRuns)
      .values({ runDate: '2026-11-21', startedAt: t.clock.now() })
      .returning();
    const dueLater = await dueSubscription();
    t.clock.advance(BILLING_RUN_TIMEOUT_SECONDS * 1000 - MINUTE);
    expect((await startRun()).json()).toMatchObject({ reason: 'billing_run_in_progress' });

    t.clock.advance(2 * MINUTE);
    const restarted = await startRun();
    expect(restarted.statusCode).toBe(202);
    const [failed] = await db
      .select()
      .from(billingRuns)
      .where(eq(billingRuns.id, dead?.id ?? ''));
    expect(failed).toMatchObject({ status: 'failed', error: ABANDONED_RUN_ERROR, finishedAt: t.clock.now() });
    expect(await runQueuedJob()).toBe(1);
    expect(await db.select().from(invoices).where(eq(invoices.subscriptionId, dueLater.id))).toHaveLength(1);

    // The dead run's job, retried late, does not take it up again: it starts a run of its own.
    t.clock.advance(MINUTE);
    expect(await billingJob.run(deps(), { runId: dead?.id })).toBe(0);
    const [stillFailed] = await db
      .select()
      .from(billingRuns)
      .where(eq(billingRuns.id, dead?.id ?? ''));
    expect(stillFailed?.status).toBe('failed');
    expect((await runs())[0]).toMatchObject({ status: 'finished', invoicesCreated: 0 });
  });

  it('fails a run whose job could not be queued, so the next start is not refused', async () => {
    t.clock.advance(MINUTE);
    queueDown = true;
    const refused = await startRun();
    queueDown = false;
    expect(refused.statusCode).toBe(500);
    expect((await runs())[0]).toMatchObject({
      status: 'failed',
      error: 'Not started: its job could not be queued (job queue not started).',
    });
    t.clock.advance(MINUTE);
    expect((await startRun()).statusCode).toBe(202);
    expect(await runQueuedJob()).toBe(0);
  });
});
