// Load test of the ten busiest routes (issue 9): the API as its own process on the 100,000-customer data
// set, autocannon in another, 50 connections per route; each route's latency against its SQL timed in
// psql, its throughput against a bare Fastify route answering the same JSON from memory, and the server's
// RSS under load. Usage: npm run bench -- load [database]   (default hostportaal_bench_analytics, the bench
// data set with a year of debits and collection cases, made from hostportaal_bench when missing)
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import Fastify from 'fastify';
import type pg from 'pg';
import { migrateDatabase } from '../apps/api/src/db/client.ts';
import { ANALYTICS_DATABASE, prepareAnalyticsDatabase } from './analytics.ts';
import {
  type ApiProcess,
  processCpuSeconds,
  processMemory,
  sampleRss,
  startApiProcess,
} from './lib/api-process.ts';
import { BENCH_ADMIN } from './lib/bench-admin.ts';
import { databaseUrl, timed } from './lib/bench-config.ts';
import { loadInChild } from './lib/load-in-child.ts';
import { printLoadReport, type RouteLoad, type RouteMeasurement } from './lib/load-report.ts';
import { type BenchCustomer, type LoadRoute, loadRoutes, pickBenchCustomer } from './lib/load-routes.ts';
import type { LoadResult } from './lib/load-worker.ts';
import { measureRouteSql } from './lib/route-sql.ts';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,1').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 3;

async function loginToken(base: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`login ${credentials.email}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until no statement runs on the bench database: the server keeps working through what a finished
 * load left queued (closing the client's sockets cancels nothing), which must not land in the next run.
 */
async function settle(pool: pg.Pool, database: string) {
  for (let waited = 0; waited < 300_000; waited += 250) {
    const { rows } = await pool.query<{ busy: number }>(
      `select count(*)::int as busy from pg_stat_activity
       where datname = $1 and state <> 'idle' and pid <> pg_backend_pid()`,
      [database],
    );
    if (rows[0]?.busy === 0) break;
    await pause(250);
  }
  await pause(1_000);
}

/** One request first (its body is the baseline's answer), then autocannon per connection count. */
async function loadRoute(
  api: ApiProcess,
  route: LoadRoute,
  customer: BenchCustomer,
  idle: () => Promise<void>,
) {
  // A fresh token per route: the whole run outlasts an access token.
  const credentials = route.as === 'admin' ? BENCH_ADMIN : customer;
  const token = route.as === 'anonymous' ? undefined : await loginToken(api.base, credentials);
  const url = `${api.base}${route.url(customer)}`;
  const body = route.body?.(customer);
  const first = await fetch(url, {
    method: route.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  const json = await first.text();
  if (!first.ok) throw new Error(`${route.name}: ${first.status} ${json}`);
  const loads: RouteLoad[] = [];
  for (const connections of CONNECTIONS) {
    await idle();
    const loadAverage = os.loadavg()[0] ?? 0;
    const rss = sampleRss(api.pid);
    const cpuBefore = await processCpuSeconds(api.pid);
    const started = performance.now();
    const result = await loadInChild({
      url,
      token,
      method: route.method,
      body,
      connections,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    });
    // Over the warm-up and the measured seconds alike: how much of one core the API process used.
    const apiCpuShare =
      ((await processCpuSeconds(api.pid)) - cpuBefore) / ((performance.now() - started) / 1000);
    loads.push({ ...result, connections, peakRssMb: rss.stop().peakMb, loadAverage, apiCpuShare });
  }
  return { json, loads };
}

/** The same answers from memory on a bare Fastify instance (same method and path), loaded the same way. */
async function loadBaseline(routes: LoadRoute[], customer: BenchCustomer, answers: Map<string, string>) {
  const bare = Fastify({ logger: false });
  for (const route of routes) {
    const answer = answers.get(route.name) ?? '{}';
    const routePath = route.url(customer).split('?')[0] as string;
    bare.route({
      method: route.method,
      url: routePath,
      handler: async (_request, reply) => reply.type('application/json').send(answer),
    });
  }
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}`;
  const results = new Map<string, LoadResult>();
  try {
    for (const route of routes) {
      await pause(1_000);
      const job = { method: route.method, body: route.body?.(customer), connections: 50 };
      const url = `${base}${route.url(customer)}`;
      results.set(
        route.name,
        await loadInChild({ ...job, url, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS }),
      );
    }
  } finally {
    await bare.close();
  }
  return results;
}

export async function benchLoad(name: string = ANALYTICS_DATABASE) {
  // BENCH_ONLY=SEPA,collection runs the routes whose name contains one of these (a re-measure after a fix).
  const only = process.env.BENCH_ONLY?.split(',');
  const routes = loadRoutes.filter((route) => !only || only.some((text) => route.name.includes(text)));
  const url = databaseUrl(name);
  const database = await prepareAnalyticsDatabase(name);
  const pool = database.pool as NonNullable<typeof database.pool>;
  // The API migrates at start; the psql timings below come first and must see the same indexes.
  await timed('migrate (app migrator)', () => migrateDatabase(database));
  // Autovacuum is off on the bench server, so without this no page is marked all-visible and no index-only
  // scan skips the heap, as they do on a server where autovacuum keeps up. Seconds once vacuumed before.
  await timed('vacuum (analyze)', () => pool.query('vacuum (analyze)'));
  const customer = await pickBenchCustomer(pool);
  const { rows } = await pool.query<{ server_version: string }>('show server_version');
  console.log(
    `Load on ${name} as ${customer.email} and ${BENCH_ADMIN.email}; ${SECONDS} s per run after ${WARMUP_SECONDS} s warm-up\n` +
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ` +
      `Node ${process.version}, PostgreSQL ${rows[0]?.server_version}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const sql = await measureRouteSql(url, database.db, routes, customer);

  // NODE_ENV=test: no pg-boss crons writing into the bench data while it is measured; limits off because
  // every request comes from one address (RATE_LIMITS=off is refused in production).
  const api = await startApiProcess({
    name: 'load',
    databaseUrl: url,
    env: { NODE_ENV: 'test', RATE_LIMITS: 'off' },
  });
  const idleRssMb = (await processMemory(api.pid)).rssMb;
  const measurements: RouteMeasurement[] = [];
  const answers = new Map<string, string>();
  try {
    for (const route of routes) {
      const { json, loads } = await loadRoute(api, route, customer, () => settle(pool, name));
      answers.set(route.name, json);
      const routeSql = sql.get(route.name) as NonNullable<ReturnType<typeof sql.get>>;
      measurements.push({ route, bodyBytes: Buffer.byteLength(json), loads, sql: routeSql });
      console.log(
        `  ${route.name}: ${loads.map((load) => `c=${load.connections} p95 ${load.p95?.toFixed(1) ?? '–'} ms ${load.rps.toFixed(0)} req/s`).join('; ')}`,
      );
    }
  } finally {
    await api.stop();
    await database.close();
  }
  const warnings = api.output().trim();
  if (warnings) console.log(`\nAPI output (LOG_LEVEL=warn):\n${warnings.slice(-4_000)}`);
  const baseline = await loadBaseline(routes, customer, answers);
  printLoadReport({ measurements, baseline, idleRssMb, seconds: SECONDS, connections: CONNECTIONS });
}
