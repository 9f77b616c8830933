// Start-up time and memory of the API process (issue 19), on PostgreSQL and on PGlite with the demo data,
// as `npm start` runs it (or the command in BENCH_API_COMMAND, for a before/after comparison). Per database:
// a first start that migrates and seeds (shown, not counted), then BENCH_REPETITIONS starts, each timed to
// its first 200 on /health and its RSS read then and after BENCH_IDLE_SECONDS of idling; last, the nine GET
// routes of the load bench on the demo data, 10 connections for 3 s each, while the RSS is sampled.
// Usage: npm run bench -- startup [database]   (default hostportaal_bench_startup, dropped afterwards)
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type ApiProcess, apiCommand, processMemory, sampleRss, startApiProcess } from './lib/api-process.ts';
import { databaseUrl, median } from './lib/bench-config.ts';
import { loadInChild } from './lib/load-in-child.ts';
import { loadRoutes } from './lib/load-routes.ts';

const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 5);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 10);
const KINDS = (process.env.BENCH_STARTUP_DATABASES ?? 'postgres,pglite').split(',');
const DEMO_CUSTOMER = { email: 'klant@hostportaal.test', password: 'Klant!2026demo' };
const DEMO_ADMIN = { email: 'admin@hostportaal.test', password: 'Admin!2026demo' };

type Target = { kind: string; databaseUrl?: string; dataDir: string };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// As `npm start` runs it: development mode (pg-boss and its crons on), the demo data seeded on the first
// start. Rate limits off: the load phase logs in from one address. Warnings only on the console.
function start(target: Target): Promise<ApiProcess> {
  return startApiProcess({
    name: `startup-${target.kind}`,
    databaseUrl: target.databaseUrl,
    env: { DEMO_SEED: 'true', RATE_LIMITS: 'off', DATA_DIR: target.dataDir },
  });
}

async function login(base: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok) throw new Error(`login ${credentials.email}: ${response.status}`);
  const { data } = (await response.json()) as { data: { accessToken: string; user: { id: string } } };
  return { token: data.accessToken, userId: data.user.id };
}

/** The load bench's GET routes on the demo data; the RSS sampled meanwhile. */
async function underLoad(api: ApiProcess) {
  const customer = await login(api.base, DEMO_CUSTOMER);
  const admin = await login(api.base, DEMO_ADMIN);
  const rss = sampleRss(api.pid);
  let requests = 0;
  let failed = 0;
  for (const route of loadRoutes.filter((candidate) => candidate.method === 'GET')) {
    const token = route.as === 'admin' ? admin.token : customer.token;
    const routePath = route.url({ id: customer.userId, ...DEMO_CUSTOMER });
    const result = await loadInChild({
      url: `${api.base}${routePath}`,
      token,
      connections: 10,
      seconds: 3,
      warmupSeconds: 0,
    });
    requests += result.requests;
    failed += result.non2xx + result.errors;
  }
  const { peakMb } = rss.stop();
  return { peakMb, requests, failed };
}

async function measure(target: Target) {
  // The first start migrates and seeds; its idle RSS is what a new install runs on until a restart (issue 26).
  const first = await start(target);
  const firstStartMs = first.readyMs;
  let firstIdleRssMb: number;
  try {
    await pause(IDLE_SECONDS * 1000);
    firstIdleRssMb = (await processMemory(first.pid)).rssMb;
    console.log(
      `  ${target.kind} first start: ready in ${firstStartMs.toFixed(0)} ms, after ${IDLE_SECONDS} s idle ${firstIdleRssMb.toFixed(0)} MB`,
    );
  } finally {
    await first.stop();
  }
  const runs: { readyMs: number; readyRssMb: number; idleRssMb: number }[] = [];
  let load = { peakMb: Number.NaN, requests: 0, failed: 0 };
  let afterLoadRssMb = Number.NaN;
  for (let run = 1; run <= REPETITIONS; run++) {
    const api = await start(target);
    try {
      const readyRssMb = (await processMemory(api.pid)).rssMb;
      await pause(IDLE_SECONDS * 1000);
      const idleRssMb = (await processMemory(api.pid)).rssMb;
      runs.push({ readyMs: api.readyMs, readyRssMb, idleRssMb });
      console.log(
        `  ${target.kind} start ${run}: ready in ${api.readyMs.toFixed(0)} ms, RSS ${readyRssMb.toFixed(0)} MB, after ${IDLE_SECONDS} s idle ${idleRssMb.toFixed(0)} MB`,
      );
      if (run === REPETITIONS) {
        load = await underLoad(api);
        await pause(2_000);
        afterLoadRssMb = (await processMemory(api.pid)).rssMb;
      }
    } finally {
      await api.stop();
    }
  }
  return { firstStartMs, firstIdleRssMb, runs, load, afterLoadRssMb };
}

function range(values: number[]) {
  return `${median(values).toFixed(0)} (${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)})`;
}

export async function benchStartup(name = 'hostportaal_bench_startup') {
  const { command, args, cwd } = apiCommand();
  console.log(
    `Start-up and memory: ${[command, ...args].join(' ')} in ${cwd}\n` +
      `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model}; load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const rows: string[] = [];
  for (const kind of KINDS) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), `hostportaal-startup-${kind}-`));
    const target: Target = {
      kind,
      dataDir,
      databaseUrl: kind === 'postgres' ? databaseUrl(name) : undefined,
    };
    if (target.databaseUrl) {
      await onServer(`drop database if exists "${name}" with (force)`);
      await onServer(`create database "${name}"`);
    }
    try {
      const { firstStartMs, firstIdleRssMb, runs, load, afterLoadRssMb } = await measure(target);
      rows.push(
        `| ${kind} | ${firstStartMs.toFixed(0)} | ${firstIdleRssMb.toFixed(0)} | ${range(runs.map((r) => r.readyMs))} | ` +
          `${range(runs.map((r) => r.readyRssMb))} | ${range(runs.map((r) => r.idleRssMb))} | ` +
          `${load.peakMb.toFixed(0)} | ${afterLoadRssMb.toFixed(0)} | ${load.requests} (${load.failed} failed) |`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      if (target.databaseUrl) await onServer(`drop database if exists "${name}" with (force)`);
    }
  }
  console.log(
    `\nload average now ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n\n` +
      '| database | first start (migrate + seed) ms | first start RSS idle MB | start-up ms, median (min–max) | RSS at ready MB | RSS idle MB | peak RSS under load MB | RSS after load MB | requests |\n' +
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|\n' +
      rows.join('\n'),
  );
}
