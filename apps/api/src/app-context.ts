import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { TokenSigner } from './modules/auth/access-token.ts';
import type { AppMetrics } from './modules/metrics/app-metrics.ts';
import type { PeppolAccessPoint } from './modules/peppol/peppol-access-point.ts';

// What route handlers and services need from the running app; built once in buildApp.
export type AppContext = {
  db: Db;
  config: Config;
  clock: Clock;
  tokens: TokenSigner;
  // Wakes the e-mail dispatcher after a message was queued (no-op without SMTP).
  notifyOutbox: () => void;
  // pg-boss when the server runs; an inline queue (runs a triggered job at once) in tests.
  jobs: JobQueue;
  // Prometheus metrics when METRICS_TOKEN or METRICS_PORT asks for them (issue 19); null otherwise.
  metrics: AppMetrics | null;
  // The Peppol access point when PEPPOL_ACCESS_POINT_URL is set (decision 030); null: Peppol sending is off.
  peppol: PeppolAccessPoint | null;
};
