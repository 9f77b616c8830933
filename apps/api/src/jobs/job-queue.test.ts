import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { billingRuns, companySettings, invoices } from '../db/schema/index.ts';
import { insertPackage } from '../db/seed/package-factory.ts';
import { demoCompany } from '../db/seed/portal-seed.ts';
import { insertSubscription } from '../db/seed/subscription-factory.ts';
import { insertUser } from '../db/seed/user-factory.ts';
import { startBillingRun } from '../modules/billing/billing-run.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

let t: TestApp;
let queue: JobQueue;
const errors: unknown[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  queue = await startJobQueue({
    database: t.database,
    deps: {
      db: t.database.db,
      clock: t.clock,
      notifyOutbox: () => {},
      publicUrl: 'http://portal.test',
      secretsKey: t.config.SECRETS_KEY,
    },
    log: { info: () => {}, error: (details) => errors.push(details) },
  });
});
afterAll(async () => {
  await queue.stop();
  await t.close();
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting for the job');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

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

    const finished = await waitFor(async () => {
      const [row] = await db.select().from(billingRuns).where(eq(billingRuns.id, run.id));
      return row?.status === 'finished' ? row : undefined;
    });
    expect(finished.invoicesCreated).toBe(1);
    const sent = await waitFor(async () => {
      const [invoice] = await db.select().from(invoices).where(eq(invoices.subscriptionId, sub.id));
      return invoice?.sentAt ? invoice : undefined;
    });
    expect(sent.totalCents).toBe(968);
    expect(errors).toEqual([]);
  }, 60_000);
});
