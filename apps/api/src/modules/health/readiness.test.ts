import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../../test/faults/tcp-proxy.ts';
import { parsePrometheusText, sampleValue } from '../../../test/prometheus-text.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { waitFor } from '../../../test/wait-for.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { deferredJobQueue, type JobQueue, startJobQueue } from '../../jobs/job-queue.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';

const ready = async (t: TestApp) => {
  const response = await t.inject({ method: 'GET', url: '/health/ready' });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database answers and the job queue runs, and asks no login', async () => {
    const answer = await ready(t);
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'ready',
        version: '0.1.0',
        uptimeSeconds: expect.any(Number),
        checks: { database: { status: 'up', latencyMs: expect.any(Number) }, jobQueue: { status: 'up' } },
      },
    });
  });

  it('answers 503 naming the job queue once it is stopped; /health, the liveness check, stays 200', async () => {
    await t.app.ctx.jobs.stop();
    expect(await ready(t)).toMatchObject({
      status: 503,
      body: { status: 'not_ready', checks: { database: { status: 'up' }, jobQueue: { status: 'down' } } },
    });
    expect((await t.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('GET /health/ready with the database closed', () => {
  it('answers 503 naming the database', async () => {
    const t = await createTestApp();
    await t.database.close();
    try {
      expect(await ready(t)).toMatchObject({
        status: 503,
        body: {
          status: 'not_ready',
          checks: { database: { status: 'down', latencyMs: null }, jobQueue: { status: 'up' } },
        },
      });
    } finally {
      await t.app.close();
    }
  });
});

// As database-outage.test.ts does it: the app reaches PostgreSQL through a proxy the test cuts and restores.
describe.runIf(process.env.TEST_DATABASE_URL)('GET /health/ready while PostgreSQL is unreachable', () => {
  let direct: Database;
  let proxy: TcpProxy;
  let t: TestApp;
  beforeAll(async () => {
    direct = await createTestDatabase();
    const url = new URL(direct.url as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    t = await createTestApp({ database: await openDatabase({ databaseUrl: url.toString(), poolSize: 2 }) });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await direct?.close();
  });

  it('answers 503 while the database is away and 200 again once it is back, without a restart', async () => {
    expect((await ready(t)).status).toBe(200);
    await proxy.cut();
    expect(await ready(t)).toMatchObject({
      status: 503,
      body: { status: 'not_ready', checks: { database: { status: 'down' }, jobQueue: { status: 'up' } } },
    });
    await proxy.restore();
    await waitFor('the database to be back', async () =>
      (await ready(t)).status === 200 ? true : undefined,
    );
  });
});

// The queue as main.ts starts it: the app is built with a deferred queue, then pg-boss starts on its database.
describe('the job queue on pg-boss', () => {
  const deferred = deferredJobQueue();
  let t: TestApp;
  let queue: JobQueue | undefined;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, jobs: deferred.queue });
  });
  afterAll(async () => {
    await queue?.stop();
    await t.close();
  });

  const scrape = async () =>
    parsePrometheusText((await t.inject({ method: 'GET', url: '/metrics', headers: bearer(TOKEN) })).body);

  it('is not ready until pg-boss has started, counts the jobs it runs, and is not ready once stopped', async () => {
    expect(await ready(t)).toMatchObject({ status: 503, body: { checks: { jobQueue: { status: 'down' } } } });

    queue = await startJobQueue({
      database: t.database,
      deps: {
        db: t.database.db,
        clock: t.clock,
        notifyOutbox: () => {},
        publicUrl: 'http://portal.test',
        secretsKey: t.config.SECRETS_KEY,
        panelAllowedNetworks: t.config.PANEL_ALLOWED_NETWORKS,
      },
      log: { info: () => {}, error: () => {} },
      observeJobRun: t.app.ctx.metrics?.observeJobRun,
    });
    deferred.start(queue);
    expect((await ready(t)).status).toBe(200);

    await t.app.ctx.jobs.trigger('mark-overdue-invoices');
    const samples = await waitFor('pg-boss to run the job', async () => {
      const scraped = await scrape();
      const runs = sampleValue(scraped, 'hostportaal_job_runs_total', { queue: 'mark-overdue-invoices' });
      return runs === 1 ? scraped : undefined;
    });
    expect(sampleValue(samples, 'hostportaal_job_failures_total', { queue: 'mark-overdue-invoices' })).toBe(
      0,
    );
    expect(
      sampleValue(samples, 'hostportaal_job_duration_seconds_count', { queue: 'mark-overdue-invoices' }),
    ).toBe(1);

    await queue.stop();
    expect(await ready(t)).toMatchObject({ status: 503, body: { checks: { jobQueue: { status: 'down' } } } });
  }, 60_000);
});
