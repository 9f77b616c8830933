import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import {
  type JobDefinition,
  type JobDependencies,
  type JobLog,
  type JobName,
  jobDefinitions,
} from './job-definitions.ts';

export type { JobLog } from './job-definitions.ts';

export type JobQueue = {
  /** Queues a job now (on demand); resolves once it is queued, or, inline, once it has run. */
  trigger: (name: JobName, data?: Record<string, unknown>) => Promise<void>;
  /** Started and not stopping: triggered and scheduled jobs will run (/health/ready). */
  isReady: () => boolean;
  stop: () => Promise<void>;
};

/** Told of every finished run of a job, on pg-boss and inline alike (the metrics count them). */
export type JobRunObserver = (run: { queue: JobName; durationSeconds: number; failed: boolean }) => void;

type Deps = Omit<JobDependencies, 'trigger' | 'log'>;

const HEARTBEAT_SECONDS = 15;

async function runLogged(
  job: JobDefinition,
  deps: JobDependencies,
  data: Record<string, unknown>,
  log: JobLog,
  observe: JobRunObserver | undefined,
) {
  const started = performance.now();
  let failed = true;
  try {
    const affected = await job.run(deps, data);
    failed = false;
    const ms = Math.round(performance.now() - started);
    if (affected > 0) log.info({ job: job.name, affected, ms }, 'job finished');
  } finally {
    observe?.({ queue: job.name, durationSeconds: (performance.now() - started) / 1000, failed });
  }
}

/**
 * pg-boss on the app's own database (PGlite through its adapter, or PostgreSQL): cron schedules in
 * Amsterdam time, retries with back-off, and one active job per queue across all instances.
 */
export async function startJobQueue(input: {
  database: Database;
  deps: Deps;
  log: JobLog;
  jobs?: JobDefinition[];
  observeJobRun?: JobRunObserver;
}): Promise<JobQueue> {
  const { database, log } = input;
  const jobs = input.jobs ?? jobDefinitions;
  const onPostgres = database.kind === 'postgres' && database.url !== undefined;
  const boss = onPostgres
    ? new PgBoss({
        connectionString: database.url,
        max: 4,
        // Stale heartbeats are looked for on these passes (both default to a minute).
        superviseIntervalSeconds: 5,
        monitorIntervalSeconds: 5,
      })
    : new PgBoss({ db: fromPglite(requirePglite(database)), backend: 'pglite' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  const deps: JobDependencies = {
    ...input.deps,
    log,
    trigger: async (name, data) => {
      await boss.send(name, data ?? {});
    },
  };
  const settings = {
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    // A job whose process died (kill -9, a lost host) would stay active, and hold its singleton queue,
    // until it expires after 15 minutes. With a heartbeat it is failed (and retried) within some 25 s,
    // so the next run can start. Not on PGlite: there the beat queues behind the job's own transaction
    // on the one connection, so a long pass would look dead; a killed job is failed at the next start
    // instead (failAbandonedJobs).
    ...(onPostgres ? { heartbeatSeconds: HEARTBEAT_SECONDS } : {}),
  };
  const abandoned = onPostgres ? [] : await abandonedJobs(requirePglite(database));
  for (const job of jobs) {
    // A job's own time limit: the billing run treats a run older than it as dead (billing-run-record.ts).
    const queueSettings = job.expireInSeconds
      ? { ...settings, expireInSeconds: job.expireInSeconds }
      : settings;
    // 'singleton': at most one job of a queue is active at a time, across instances.
    await boss.createQueue(job.name, { policy: 'singleton', ...queueSettings });
    // createQueue leaves a queue that exists as it was: bring its settings up to date.
    await boss.updateQueue(job.name, queueSettings);
    await boss.schedule(job.name, job.cron, {}, { tz: 'Europe/Amsterdam' });
    await failAbandonedJobs(boss, job.name, abandoned, log);
    await boss.work<Record<string, unknown>>(job.name, async ([entry]) => {
      try {
        await runLogged(job, deps, entry?.data ?? {}, log, input.observeJobRun);
      } catch (error) {
        log.error({ job: job.name, err: error }, 'job failed');
        throw error;
      }
    });
  }
  let ready = true;
  return {
    trigger: deps.trigger,
    isReady: () => ready,
    stop: async () => {
      ready = false;
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

/**
 * PGlite is embedded and the server holds its data directory's lock (`server.lock`), so a job still active
 * when the queue starts was left by a process that died (kill -9, a crash) and would hold its singleton
 * queue until it expires after 15 minutes. Failing it lets pg-boss retry it and the queue's next runs start
 * at once, which the heartbeat does on PostgreSQL (where another instance may own an active job, so never
 * there). One query on pg-boss's job table (the root of every queue's jobs, in its default schema) rather
 * than findJobs, which would read every job each queue keeps (a week of every-minute runs) at each start.
 */
async function abandonedJobs(pglite: PGlite) {
  const { rows } = await pglite.query<{ name: string; id: string }>(
    "select name, id from pgboss.job where state = 'active'",
  );
  return rows;
}

async function failAbandonedJobs(
  boss: PgBoss,
  name: string,
  abandoned: { name: string; id: string }[],
  log: JobLog,
) {
  const jobIds = abandoned.filter((job) => job.name === name).map((job) => job.id);
  if (jobIds.length === 0) return;
  await boss.fail(name, jobIds, { message: 'abandoned: the process running it stopped before it finished' });
  log.error({ job: name, jobIds }, 'job left active by a stopped process failed for a retry');
}

function requirePglite(database: Database) {
  if (!database.pglite) throw new Error('the job queue needs PGlite or a DATABASE_URL');
  return database.pglite;
}

/** Runs a triggered job at once in this process (tests, and tools without a queue). */
export function inlineJobQueue(input: {
  deps: Deps;
  log: JobLog;
  jobs?: JobDefinition[];
  observeJobRun?: JobRunObserver;
}): JobQueue {
  const jobs = input.jobs ?? jobDefinitions;
  let ready = true;
  const deps: JobDependencies = {
    ...input.deps,
    log: input.log,
    trigger: async (name, data) => {
      if (!ready) throw new Error('job queue stopped');
      const job = jobs.find((candidate) => candidate.name === name);
      if (!job) throw new Error(`unknown job ${name}`);
      await runLogged(job, deps, data ?? {}, input.log, input.observeJobRun);
    },
  };
  return {
    trigger: deps.trigger,
    isReady: () => ready,
    stop: async () => {
      ready = false;
    },
  };
}

/**
 * The queue an app is built with before pg-boss can start (it needs the app's logger and metrics): triggers
 * fail and it is not ready until `start` hands it the running queue. main.ts builds the server this way.
 */
export function deferredJobQueue(): { queue: JobQueue; start: (running: JobQueue) => void } {
  let running: JobQueue | undefined;
  return {
    queue: {
      trigger: (name, data) =>
        running ? running.trigger(name, data) : Promise.reject(new Error('job queue not started')),
      isReady: () => running?.isReady() ?? false,
      stop: async () => running?.stop(),
    },
    start: (queue) => {
      running = queue;
    },
  };
}
