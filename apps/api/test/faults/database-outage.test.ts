import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { companySettings } from '../../src/db/schema/index.ts';
import { demoCompany } from '../../src/db/seed/portal-seed.ts';
import { createTestDatabase } from '../test-database.ts';
import {
  callApi,
  describeOnPostgres,
  loginNewAdmin,
  startBillingRunAsAdmin,
  waitFor,
  waitForFinishedBillingRun,
} from './fault-harness.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

let database: Database;
let proxy: TcpProxy;
let server: ServerProcess | undefined;

// The server reaches PostgreSQL only through a proxy the test can cut.
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  database = await createTestDatabase();
  await database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const direct = new URL(database.url as string);
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  server = await startServerProcess({ databaseUrl: viaProxy.toString() });
});
afterAll(async () => {
  await server?.kill();
  await proxy?.close();
  await database?.close();
});

const health = async () => {
  const response = await fetch(`${server?.url}/health`);
  return { status: response.status, body: await response.json() };
};

// SPEC §8's text for a failure on our side; the code says it is the database being away.
const unavailable = {
  success: false,
  code: 'SERVICE_UNAVAILABLE',
  error: 'Server error. Please try again later.',
};

async function expectRecovered(url: string, token: string) {
  await waitFor('/health to report the database up', async () =>
    (await health()).status === 200 ? true : undefined,
  );
  // The same process, not restarted: its pools reconnected on their own.
  expect(server?.child.exitCode).toBeNull();
  expect((await callApi(url, token, 'GET', '/api/admin/billing-runs')).status).toBe(200);
}

describeOnPostgres('database unreachable (real server process, PostgreSQL behind a proxy)', () => {
  let url: string;
  let token: string;
  beforeAll(async () => {
    url = server?.url as string;
    token = await loginNewAdmin(database.db, url);
  });

  it('refused: /health and requests answer 503, and the server recovers by itself', async () => {
    expect((await callApi(url, token, 'GET', '/api/admin/billing-runs')).status).toBe(200);

    await proxy.cut();
    const down = await health();
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'degraded', checks: { database: { status: 'down' } } });
    expect(await callApi(url, token, 'GET', '/api/admin/billing-runs')).toEqual({
      status: 503,
      body: unavailable,
    });
    const login = await callApi(url, null, 'POST', '/auth/login', {
      email: 'faults-admin@example.nl',
      password: 'Test!2026pass',
    });
    expect(login).toEqual({ status: 503, body: unavailable });

    await proxy.restore();
    await expectRecovered(url, token);
    // The job queue is back too: a billing run started now runs to its end.
    const runId = await startBillingRunAsAdmin(url, token);
    await waitForFinishedBillingRun(url, token, runId);
  }, 60_000);

  it('unanswered (a hung database): requests answer 503 within seconds instead of waiting for ever', async () => {
    proxy.silence();
    expect((await health()).status).toBe(503);
    // More requests than the pool has connections: those waiting for a free one get their 503 in time too.
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => callApi(url, token, 'GET', '/api/admin/billing-runs')),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(answers).toEqual(Array.from({ length: 12 }, () => ({ status: 503, body: unavailable })));

    await proxy.restore();
    await expectRecovered(url, token);
  }, 60_000);
});
