import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { billingRuns, companySettings, invoices } from '../db/schema/index.ts';
import { insertPackage } from '../db/seed/package-factory.ts';
import { demoCompany } from '../db/seed/portal-seed.ts';
import { insertSubscription } from '../db/seed/subscription-factory.ts';
import { insertUser } from '../db/seed/user-factory.ts';
import { startBillingRun } from '../modules/billing/billing-run-record.ts';
import { type JobDefinition, jobDefinitions } from './job-definitions.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

let t: TestApp;
let queue: JobQueue;
const errors: Record<string, unknown>[] = [];

/** The app's job queue on a test app's database, recording the errors it logs. */
function startTestQueue(app: TestApp, logged: Record<string, unknown>[], jobs?: JobDefinition[]) {
  return startJobQueue({
    database: app.database,
    deps: {
      db: app.database.db,
      clock: app.clock,
      notifyOutbox: () => {},
      publicUrl: 'http://portal.test',
      secretsKey: app.config.SECRETS_KEY,
      panelAllowedNetworks: app.config.PANEL_ALLOWED_NETWORKS,
    },
    log: { info: () => {}, error: (details) => logged.push(details) },
    jobs,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  queue = await startTestQueue(t, errors);
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

describe('job queue (pg-boss on the app database)', () => {
  it('runs a triggered billing run as a job, then delivers its invoices', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'queue@example.nl' });
    const pkg = await insertPackage(db, { slug: 'queue-hosting', priceMonthlyCents: 800 });
    const sub = await insertSubscription(db, {
      userId: customer.id,
      packageId: pkg.id,
      startDate: '2026-11-21',
      nextBillingDate: '2026-11-21',
    });
    const run = await startBillingRun(db, { today: '2026-11-21', now: t.clock.now() });
    await queue.trigger('billing-run', { runId: run.id });

    const finished = await waitFor('the billing run to finish', async () => {
      const [row] = await db.select().from(billingRuns).where(eq(billingRuns.id, run.id));
      return row?.status === 'finished' ? row : undefined;
    });
    expect(finished.invoicesCreated).toBe(1);
    const sent = await waitFor('the invoice to be sent', async () => {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, sub.id));
      return invoice?.sentAt ? invoice : undefined;
    });
    expect(sent.totalCents).toBe(968);
    expect(errors).toEqual([]);
  }, 60_000);
});

// A process killed in the middle of a job (kill -9, a crash) leaves the job active. On PGlite no other
// process can own it, so the next start fails it for a retry instead of letting it hold its singleton
// queue for 15 minutes. On PostgreSQL another instance may be running it: the heartbeat handles that
// case (apps/api/test/faults), and a start leaves active jobs alone.
/** pg-boss on the database without its own schedules and supervision: a process that dies, or a look inside. */
const bareBoss = (pglite: PGlite) =>
  new PgBoss({ db: fromPglite(pglite), backend: 'pglite', schedule: false, supervise: false });

describe('job queue start on PGlite', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'fails a job a stopped process left active, so it is retried at once instead of holding its queue',
    async () => {
      const restarted = await createTestApp();
      const pglite = restarted.database.pglite;
      if (!pglite) throw new Error('this test needs PGlite');
      // The process that dies: it takes a provisioning job (active) and never finishes it.
      const dead = bareBoss(pglite);
      await dead.start();
      await dead.createQueue('provisioning', { policy: 'singleton', retryLimit: 3 });
      const id = await dead.send('provisioning', {});
      const [taken] = await dead.fetch('provisioning');
      expect(taken?.id).toBe(id);
      await dead.stop({ graceful: false });
      const provisioning = jobDefinitions.filter((job) => job.name === 'provisioning');

      const restartErrors: Record<string, unknown>[] = [];
      const queue = await startTestQueue(restarted, restartErrors, provisioning);
      try {
        // Failed with retries left, then run again by the new process at once: the job the dead one
        // took is done, on its second attempt, with the reason it needed one kept in the log.
        const inspector = bareBoss(pglite);
        await inspector.start();
        const job = await waitFor('the abandoned job to run again', async () => {
          const [found] = await inspector.findJobs('provisioning', { id: id ?? '' });
          return found?.state === 'completed' ? found : undefined;
        });
        await inspector.stop({ graceful: false });
        expect(job.retryCount).toBe(1);
        expect(restartErrors).toEqual([expect.objectContaining({ job: 'provisioning', jobIds: [id] })]);
      } finally {
        await queue.stop();
        await restarted.close();
      }
    },
    60_000,
  );
});
