// Load test of one admin list route on the bench data set: the real API in this process, autocannon in a
// child process, and the same SQL the endpoint sent timed with psql; the same JSON from memory on a bare
// Fastify instance is the baseline. Used by invoice-list and enhanced-list.
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { type Database, openDatabase } from '../../apps/api/src/db/client.ts';
import { BENCH_ADMIN, ensureBenchAdmin } from './bench-admin.ts';
import { databaseUrl } from './bench-config.ts';
import { loadInChild } from './load-in-child.ts';
import type { LoadResult } from './load-worker.ts';
import { psqlMedianMs } from './psql-timing.ts';
import { captureQueries, inlineParameters } from './sql-capture.ts';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,1').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export type ListCase = { name: string; query: string };

export type ListRouteBench = {
  database: string;
  /** The route path, e.g. /api/admin/invoices. */
  route: string;
  /** The cases; may read the database for a real value (a payment reference). */
  cases: (pool: Database['pool']) => Promise<ListCase[]>;
  /** Rows in one response body. */
  rowsOf: (body: string) => number;
};

// Asynchronous on purpose: the API answering the load runs on this process's event loop.
function load(url: string, token: string | undefined, connections: number): Promise<LoadResult> {
  return loadInChild({ url, token, connections, seconds: SECONDS, warmupSeconds: 3 });
}

// Requests a finished load left queued must not end up in the next case's captured SQL.
async function settle(database: Database) {
  const pool = database.pool;
  for (let i = 0; i < 600 && pool && (pool.waitingCount > 0 || pool.idleCount < pool.totalCount); i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}

async function loadEach(url: string, token: string | undefined) {
  const results = [];
  for (const connections of CONNECTIONS)
    results.push({ connections, ...(await load(url, token, connections)) });
  return results;
}

export async function benchListRoute(bench: ListRouteBench) {
  const url = databaseUrl(bench.database);
  const database = await openDatabase({ databaseUrl: url });
  await ensureBenchAdmin(database.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: '/tmp/hostportaal-bench',
  });
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;

  // BENCH_ONLY=text runs only the cases whose name contains it (a re-measure after a fix).
  const only = process.env.BENCH_ONLY;
  const cases = (await bench.cases(database.pool)).filter((c) => !only || c.name.includes(only));

  const results = [];
  for (const benchCase of cases) {
    const target = `${base}${bench.route}${benchCase.query ? `?${benchCase.query}` : ''}`;
    await settle(database);
    let body = '';
    const captured = await captureQueries(async () => {
      const response = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
      body = await response.text();
      if (!response.ok) throw new Error(`${benchCase.name}: ${response.status} ${body}`);
    });
    // The auth guard's session lookup is the same for every admin route; the list's own SQL is the rest.
    const listSql = captured.filter((q) => !q.text.includes('refresh_tokens')).map(inlineParameters);
    const authSql = captured.filter((q) => q.text.includes('refresh_tokens')).map(inlineParameters);
    const sqlMs = psqlMedianMs(url, listSql);
    const [authMs] = psqlMedianMs(url, authSql);
    const loadAverage = os.loadavg()[0];
    const loads = await loadEach(target, token);
    const rows = bench.rowsOf(body);
    results.push({ ...benchCase, rows, sql: listSql, sqlMs, authMs, loads, body, loadAverage });
    console.log(`${benchCase.name}: ${rows} rows; SQL ${sqlMs.map((ms) => ms.toFixed(2)).join(' + ')} ms`);
    for (const l of loads) {
      console.log(
        `  c=${l.connections}: p50 ${ms(l.p50)} p95 ${ms(l.p95)} p99 ${ms(l.p99)} ms, ${l.rps.toFixed(0)} req/s (non-2xx ${l.non2xx}, errors ${l.errors})`,
      );
    }
  }

  // Baseline: the same JSON (first case's page) from memory on a bare Fastify instance.
  const bare = Fastify({ logger: false });
  const cached = results[0]?.body ?? '{}';
  bare.get('/baseline', async (_request, reply) => reply.type('application/json').send(cached));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/baseline`;
  const baseline = await loadEach(bareUrl, undefined);
  for (const l of baseline) {
    console.log(
      `baseline c=${l.connections}: p50 ${l.p50} p95 ${l.p95} p99 ${l.p99} ms, ${l.rps.toFixed(0)} req/s`,
    );
  }
  await bare.close();
  await app.close();
  await database.close();
  printTables(results, baseline);
  return { results, baseline };
}

type Row = Awaited<ReturnType<typeof benchListRoute>>['results'][number];
type Baseline = Awaited<ReturnType<typeof benchListRoute>>['baseline'];

const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(1));

function printTables(results: Row[], baseline: Baseline) {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  for (const connections of CONNECTIONS) {
    const base = baseline.find((b) => b.connections === connections);
    console.log(`\n### ${connections} connection(s), ${SECONDS} s per case\n`);
    console.log(
      '| Case | Rows | p50 ms | p95 ms | p99 ms | req/s | bare SQL ms (psql) | p50 / SQL | p95 < 50 ms | load avg |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|:---:|---:|');
    for (const r of results) {
      const l = r.loads.find((x) => x.connections === connections);
      if (!l) continue;
      const sqlTotal = sum(r.sqlMs);
      console.log(
        `| ${r.name} | ${r.rows} | ${ms(l.p50)} | ${ms(l.p95)} | ${ms(l.p99)} | ${l.rps.toFixed(0)} | ${r.sqlMs.map((ms) => ms.toFixed(2)).join(' + ')} | ${(l.p50 / sqlTotal).toFixed(1)} | ${l.p95 < 50 ? 'yes' : 'no'} | ${r.loadAverage.toFixed(1)} |`,
      );
    }
    if (base) {
      console.log(
        `| baseline: same JSON from memory, bare Fastify | ${results[0]?.rows ?? 0} | ${ms(base.p50)} | ${ms(base.p95)} | ${ms(base.p99)} | ${base.rps.toFixed(0)} | – | – | – | |`,
      );
    }
  }
  console.log(`\nAuth guard session lookup (every admin request), psql: ${results[0]?.authMs.toFixed(2)} ms`);
  console.log('\n#### SQL per case (parameters inlined)\n');
  for (const r of results)
    console.log(`- ${r.name}:\n${r.sql.map((s) => `  \`${s.replace(/\s+/g, ' ')}\``).join('\n')}`);
}
