// The accountant's e-invoice archive (issue 21): GET /api/admin/exports/einvoices streamed from the API as
// `npm start` runs it on PGlite with the demo data (or the command in BENCH_API_COMMAND, for a before/after
// comparison). A first process seeds the data and downloads the longest period once, which stores the PDFs
// and UBLs never stored yet (timed and shown). Then each period gets a fresh process on that data, so what one
// download leaves in the process (PGlite's heap does not shrink) is not charged to the next: it is downloaded
// BENCH_REPETITIONS times, each timed to its last byte, and the server's peak resident memory is set against
// its memory just before.
// Usage: npm run bench -- einvoice-archive
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiProcess, processMemory, startApiProcess } from './lib/api-process.ts';
import { median } from './lib/bench-config.ts';

const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 3);
const FINANCE = { email: 'finance@hostportaal.test', password: 'Admin!2026demo' };
const PERIODS = [
  { name: '1–2 Nov 2026', from: '2026-11-01', to: '2026-11-02' },
  { name: 'November 2026', from: '2026-11-01', to: '2026-11-30' },
  { name: '1 Jan – 30 Nov 2026', from: '2026-01-01', to: '2026-11-30' },
];
const LONGEST = PERIODS[PERIODS.length - 1] as (typeof PERIODS)[number];

type Download = { documents: number; bytes: number; ms: number };

async function login(api: ApiProcess) {
  const response = await fetch(`${api.base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FINANCE),
  });
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function download(api: ApiProcess, token: string, from: string, to: string): Promise<Download> {
  const started = performance.now();
  const response = await fetch(`${api.base}/api/admin/exports/einvoices?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.byteLength;
  return { documents: Number(response.headers.get('x-total-rows')), bytes, ms: performance.now() - started };
}

export async function benchEinvoiceArchive() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostportaal-einvoice-archive-'));
  const start = () =>
    startApiProcess({ name: 'einvoice-archive', env: { DEMO_SEED: 'true', DATA_DIR: dataDir } });

  const seeding = await start();
  let first: Download;
  try {
    first = await download(seeding, await login(seeding), LONGEST.from, LONGEST.to);
  } finally {
    await seeding.stop();
  }
  console.log(
    `${LONGEST.name}, first download (stores ${first.documents} PDFs and UBLs as it goes): ${(first.ms / 1000).toFixed(2)} s`,
  );

  console.log('| period | documents | ZIP | median time | documents/s | RSS before | peak RSS | growth |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const period of PERIODS) {
    const api = await start();
    try {
      const token = await login(api);
      const before = (await processMemory(api.pid)).rssMb;
      // Writing 5 to clear_refs resets the high-water mark to the memory now.
      writeFileSync(`/proc/${api.pid}/clear_refs`, '5');
      const runs: Download[] = [];
      for (let run = 0; run < REPETITIONS; run += 1)
        runs.push(await download(api, token, period.from, period.to));
      const peak = (await processMemory(api.pid)).peakMb;
      const ms = median(runs.map((run) => run.ms));
      const { documents, bytes } = runs[0] as Download;
      console.log(
        `| ${period.name} | ${documents} | ${(bytes / 1e6).toFixed(2)} MB | ${(ms / 1000).toFixed(2)} s | ` +
          `${Math.round((documents / ms) * 1000)} | ${Math.round(before)} MB | ${Math.round(peak)} MB | ` +
          `+${Math.round(peak - before)} MB |`,
      );
    } finally {
      await api.stop();
    }
  }
}
