// The tables bench/load.ts prints (Markdown, ready for RESULTS.md).
import os from 'node:os';
import type { LoadRoute } from './load-routes.ts';
import type { LoadResult } from './load-worker.ts';
import type { RouteSql } from './route-sql.ts';

export type RouteLoad = LoadResult & {
  connections: number;
  peakRssMb: number;
  loadAverage: number;
  /** CPU the API process used during the run, as a share of one core (1 = one core busy throughout). */
  apiCpuShare: number;
};
export type RouteMeasurement = { route: LoadRoute; bodyBytes: number; loads: RouteLoad[]; sql: RouteSql };

const P95_GOAL_MS = 50;
const BARE_SHARE_GOAL = 1 / 3;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
// JSON turns a percentile of no responses (NaN) into null.
const fixed = (value: number | null | undefined, digits = 1) =>
  value === undefined || value === null || Number.isNaN(value) ? '–' : value.toFixed(digits);

function row(m: RouteMeasurement, bare: LoadResult | undefined): string | null {
  const at50 = m.loads.find((load) => load.connections === 50);
  if (!at50) return null;
  const at1 = m.loads.find((load) => load.connections === 1);
  const psqlMs = sum(m.sql.statementMs);
  const share = bare ? at50.rps / bare.rps : Number.NaN;
  // No response inside autocannon's 10 s timeout leaves the percentiles null: the goal is not met.
  const p95Goal = m.route.list ? (at50.p95 !== null && at50.p95 < P95_GOAL_MS ? 'yes' : 'no') : 'n/a';
  const ratio = (p50: number | null | undefined) => (typeof p50 === 'number' ? p50 / psqlMs : null);
  const cells = [
    m.route.name,
    `${m.route.method} ${m.route.url({ id: ':userId', email: '', password: '' })}`,
    fixed(m.bodyBytes / 1024),
    fixed(at50.p50),
    fixed(at50.p95),
    fixed(at50.p99),
    fixed(at50.rps, 0),
    String(at50.non2xx + at50.errors),
    `${fixed(psqlMs, 2)} (${m.sql.statementMs.length})`,
    fixed(ratio(at50.p50)),
    fixed(ratio(at1?.p50)),
    fixed(bare?.rps, 0),
    `${fixed(share * 100, 1)} %`,
    fixed(at50.peakRssMb, 0),
    `${fixed(at50.apiCpuShare * 100, 0)} %`,
    p95Goal,
    share >= BARE_SHARE_GOAL ? 'yes' : 'no',
    fixed(at50.loadAverage),
  ];
  return `| ${cells.join(' | ')} |`;
}

export function printLoadReport(input: {
  measurements: RouteMeasurement[];
  baseline: Map<string, LoadResult>;
  idleRssMb: number;
  seconds: number;
  connections: number[];
}) {
  const { measurements, baseline } = input;
  console.log(
    `\n### 50 connections, ${input.seconds} s per route (API idle RSS ${fixed(input.idleRssMb, 0)} MB)\n`,
  );
  console.log(
    '| Route | Request | Body KB | p50 ms | p95 ms | p99 ms | req/s | errors + non-2xx | psql ms (statements) | p50 / psql | p50 / psql at 1 conn | bare Fastify req/s | share of bare | peak RSS MB | API CPU (of one core) | p95 < 50 ms (lists) | ≥ ⅓ of bare | load avg |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|:---:|:---:|---:|');
  for (const m of measurements) {
    const line = row(m, baseline.get(m.route.name));
    if (line) console.log(line);
  }
  for (const connections of input.connections.filter((count) => count !== 50)) {
    console.log(`\n### ${connections} connection(s)\n`);
    console.log(
      '| Route | p50 ms | p95 ms | p99 ms | req/s | errors + non-2xx | peak RSS MB | API CPU (of one core) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const m of measurements) {
      const load = m.loads.find((candidate) => candidate.connections === connections);
      if (!load) continue;
      const cells = [m.route.name, fixed(load.p50), fixed(load.p95), fixed(load.p99), fixed(load.rps, 0)];
      console.log(
        `| ${cells.join(' | ')} | ${load.non2xx + load.errors} | ${fixed(load.peakRssMb, 0)} | ${fixed(load.apiCpuShare * 100, 0)} % |`,
      );
    }
  }
  const guard = measurements.find((m) => m.sql.guardMs > 0)?.sql.guardMs;
  console.log(`\nAuth guard's session lookup (every signed-in request), psql: ${fixed(guard, 2)} ms`);
  console.log(
    `Load average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log('\n#### SQL per route (psql median ms, parameters inlined)\n');
  for (const m of measurements) {
    console.log(`- ${m.route.name}:`);
    m.sql.statements.forEach((statement, index) => {
      const text = statement.replace(/\s+/g, ' ');
      console.log(
        `  - ${fixed(m.sql.statementMs[index], 2)} ms \`${text.slice(0, 300)}${text.length > 300 ? '…' : ''}\``,
      );
    });
  }
}
