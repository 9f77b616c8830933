import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { jobDefinitions } from './job-definitions.ts';
import { startJobQueue } from './job-queue.ts';

// A process killed in the middle of a job (kill -9, a crash) leaves the job active. On PGlite no other
// process can own it, so the next start fails it for a retry instead of letting it hold its singleton
// queue for 15 minutes. On PostgreSQL another instance may be running it: the heartbeat handles that
// case (apps/api/test/faults), and a start leaves active jobs alone.
let t: TestApp;
const errors: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
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

describe('job queue start on PGlite', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'fails a job a stopped process left active, so it is retried at once instead of holding its queue',
    async () => {
      const pglite = t.database.pglite;
      if (!pglite) throw new Error('this test needs PGlite');
      // The process that dies: it takes a provisioning job (active) and never finishes it.
      const dead = new PgBoss({
        db: fromPglite(pglite),
        backend: 'pglite',
        schedule: false,
        supervise: false,
      });
      await dead.start();
      await dead.createQueue('provisioning', { policy: 'singleton', retryLimit: 3 });
      const id = await dead.send('provisioning', {});
      const [taken] = await dead.fetch('provisioning');
      expect(taken?.id).toBe(id);
      await dead.stop({ graceful: false });
      const provisioning = jobDefinitions.filter((job) => job.name === 'provisioning');

      const queue = await startJobQueue({
        database: t.database,
        deps: {
          db: t.database.db,
          clock: t.clock,
          notifyOutbox: () => {},
          publicUrl: 'http://portal.test',
          secretsKey: t.config.SECRETS_KEY,
        },
        log: { info: () => {}, error: (details) => errors.push(details) },
        jobs: provisioning,
      });
      try {
        // Failed with retries left, then run again by the new process at once: the job the dead one
        // took is done, on its second attempt, with the reason it needed one kept in the log.
        const inspector = new PgBoss({
          db: fromPglite(pglite),
          backend: 'pglite',
          schedule: false,
          supervise: false,
        });
        await inspector.start();
        const job = await waitFor(async () => {
          const [found] = await inspector.findJobs('provisioning', { id: id ?? '' });
          return found?.state === 'completed' ? found : undefined;
        });
        await inspector.stop({ graceful: false });
        expect(job.retryCount).toBe(1);
        expect(errors).toEqual([expect.objectContaining({ job: 'provisioning', jobIds: [id] })]);
      } finally {
        await queue.stop();
      }
    },
    60_000,
  );
});
