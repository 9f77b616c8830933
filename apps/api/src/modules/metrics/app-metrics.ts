import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client.ts';
import { jobDefinitions } from '../../jobs/job-definitions.ts';
import type { JobRunObserver } from '../../jobs/job-queue.ts';
import { registerDatabaseGauges } from './database-gauges.ts';

/** What a request's answer tells the latency histogram; `route` is the route's pattern, never the path. */
export type AnsweredRequest = {
  method: string;
  route: string | undefined;
  statusCode: number;
  seconds: number;
};

export type AppMetrics = {
  observeRequest: (request: AnsweredRequest) => void;
  observeJobRun: JobRunObserver;
  /** The exposition text: this process's counts, and the database's figures read now. */
  scrape: () => Promise<string>;
  contentType: string;
};

/** A path no route matched: unknown API paths, and the SPA's own pages (served index.html). */
export const UNMATCHED_ROUTE = 'unmatched';

let processRegistry: Registry | undefined;

/** Node's process metrics (CPU, memory, event loop, GC) belong to the process, so one set for all apps in it. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/**
 * The app's Prometheus metrics (issue 19). Each app has its own registry: tests build several apps in one
 * process, and each must count only its own requests and jobs.
 */
export function createAppMetrics(input: { db: Db }): AppMetrics {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'hostportaal_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'hostportaal_job_runs_total',
    help: 'Finished runs of a job (failed ones included), by queue',
    labelNames: ['queue'],
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: 'hostportaal_job_failures_total',
    help: 'Runs of a job that ended in an error (pg-boss retries them), by queue',
    labelNames: ['queue'],
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'hostportaal_job_duration_seconds',
    help: 'Time a job run took, by queue',
    labelNames: ['queue'],
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900, 1800],
    registers: [registry],
  });
  // Every queue from the start, at 0: a rate over a series that appears only at its first failure misses it.
  for (const job of jobDefinitions) {
    jobRuns.inc({ queue: job.name }, 0);
    jobFailures.inc({ queue: job.name }, 0);
  }
  const refreshDatabaseGauges = registerDatabaseGauges(registry, input.db);

  return {
    observeRequest: ({ method, route, statusCode, seconds }) =>
      requestDuration.observe(
        { method, route: route ?? UNMATCHED_ROUTE, status_class: `${Math.floor(statusCode / 100)}xx` },
        seconds,
      ),
    observeJobRun: ({ queue, durationSeconds, failed }) => {
      jobRuns.inc({ queue });
      if (failed) jobFailures.inc({ queue });
      jobDuration.observe({ queue }, durationSeconds);
    },
    scrape: async () => {
      await refreshDatabaseGauges();
      return `${await processMetrics().metrics()}\n${await registry.metrics()}`;
    },
    contentType: registry.contentType,
  };
}
