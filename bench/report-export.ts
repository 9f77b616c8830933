// A 100k-row report streamed through HTTP from the bench database, with the server's peak RSS.
// Usage: npm run bench -- report-export [database]
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { addDays, DEFAULT_DATABASE, databaseUrl } from './lib/bench-config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const TARGET_ROWS = 100_000;
const RSS_LIMIT_MB = 200;
// The admin bench/lib/report-server.ts creates when it is missing.
const REPORT_ADMIN = { email: 'bench-admin@hostportaal.test', password: 'Bench!2026admin' };

async function startServer(database: string): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'lib/report-server.ts'), database],
    {
      cwd: path.resolve(here, '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const [line] = (await once(child.stdout as NodeJS.ReadableStream, 'data')) as [Buffer];
  const { port } = JSON.parse(line.toString()) as { port: number };
  return { child, base: `http://127.0.0.1:${port}` };
}

/** Resident memory of a process from /proc (Linux): now and the high-water mark, in MB. */
async function memory(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/** Writing 5 to clear_refs resets the high-water mark, so each download gets its own peak. */
const resetPeak = (pid: number) => writeFile(`/proc/${pid}/clear_refs`, '5');

/** The first days of October whose invoices add up to at least 100k rows. */
async function periodOf100k(database: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl(database), max: 1 });
  const { rows } = await pool.query<{ day: string; total: string }>(`
    select issue_date::text as day, sum(count(*)) over (order by issue_date) as total
    from invoices where issue_date >= '2026-10-01' and issue_date < '2026-11-01'
    group by issue_date order by issue_date`);
  await pool.end();
  const last = rows.find((row) => Number(row.total) >= TARGET_ROWS) ?? rows.at(-1);
  if (!last) throw new Error('no invoices in October 2026: run npm run bench -- generate first');
  return { from: '2026-10-01', to: last.day, rows: Number(last.total) };
}

async function download(base: string, token: string, route: string, pid: number) {
  await resetPeak(pid);
  const before = await memory(pid);
  const started = performance.now();
  const response = await fetch(`${base}${route}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok || !response.body)
    throw new Error(`${route}: ${response.status} ${await response.text()}`);
  const firstByte = performance.now() - started;
  let bytes = 0;
  let lines = 0;
  let peakMb = before.peakMb;
  const sampler = setInterval(() => {
    memory(pid)
      .then((now) => {
        peakMb = Math.max(peakMb, now.peakMb);
      })
      .catch(() => undefined);
  }, 100);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (let index = chunk.indexOf(10); index !== -1; index = chunk.indexOf(10, index + 1)) lines += 1;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  peakMb = Math.max(peakMb, (await memory(pid)).peakMb);
  return {
    totalRows: Number(response.headers.get('x-total-rows')),
    estimatedBytes: Number(response.headers.get('x-estimated-bytes')),
    bytes,
    lines,
    firstByteMs: firstByte,
    seconds,
    baselineMb: before.rssMb,
    peakMb,
  };
}

type ReportCase = { name: string; route: string };

async function runServer(database: string, flags: string[], cases: ReportCase[]) {
  const { child, base } = await startServer(database, flags);
  const pid = child.pid as number;
  console.log(
    `\n  server: node ${[...flags, '--import tsx'].join(' ')} (idle RSS ${(await memory(pid)).rssMb.toFixed(0)} MB)`,
  );
  try {
    const login = await fetch(`${base}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(REPORT_ADMIN),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    console.log(
      `  ${'case'.padEnd(30)} ${'rows'.padStart(8)} ${'MB'.padStart(6)} ${'est. MB'.padStart(8)} ${'1st byte'.padStart(9)} ${'total s'.padStart(8)} ${'rows/s'.padStart(7)} ${'RSS before'.padStart(11)} ${'peak RSS'.padStart(9)} ${'added'.padStart(6)}`,
    );
    for (const benchCase of cases) {
      const result = await download(base, token, benchCase.route, pid);
      const rows = result.totalRows || result.lines;
      console.log(
        `  ${benchCase.name.padEnd(30)} ${String(rows).padStart(8)} ${(result.bytes / 1e6).toFixed(1).padStart(6)} ${(result.estimatedBytes / 1e6).toFixed(1).padStart(8)} ${`${result.firstByteMs.toFixed(0)} ms`.padStart(9)} ${result.seconds.toFixed(2).padStart(8)} ${String(Math.round(rows / result.seconds)).padStart(7)} ${`${result.baselineMb.toFixed(0)} MB`.padStart(11)} ${`${result.peakMb.toFixed(0)} MB`.padStart(9)} ${`${(result.peakMb - result.baselineMb).toFixed(0)}`.padStart(6)}`,
      );
    }
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

export async function benchReportExport(database: string = DEFAULT_DATABASE) {
  const period = await periodOf100k(database);
  console.log(
    `Report export on ${database}: invoices ${period.from} … ${period.to} (${period.rows} rows), ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB, Node ${process.version}`,
  );
  const register = (format: string, to = period.to) =>
    `/api/admin/exports/invoices?from=${period.from}&to=${to}&format=${format}`;
  const cases: ReportCase[] = [
    { name: 'invoice register CSV', route: register('csv') },
    { name: 'invoice register CSV (again)', route: register('csv') },
    { name: 'invoice register Excel', route: register('xlsx') },
    {
      name: 'open items on 2026-11-21 CSV',
      route: '/api/admin/exports/open-items?date=2026-11-21&format=csv',
    },
    { name: 'VAT summary Q3 2026 (JSON)', route: '/api/admin/reports/vat-summary?year=2026&quarter=3' },
    { name: 'invoice register PDF (1 week)', route: register('pdf', addDays(period.from, 6)) },
  ];
  await runServer(database, [], cases);
  // A 64 MB old generation: a report built in memory would not fit; a streamed one does.
  await runServer(database, ['--max-old-space-size=64'], cases.slice(0, 3));
  console.log(`  limit for the server's peak RSS: ${RSS_LIMIT_MB} MB`);
}
