// Lighthouse (issue 9: performance ≥ 90, accessibility ≥ 95) on the customer's dashboard, invoices and
// subscriptions, in Debian's Chromium, against the built SPA served by the API as in production (`npm start`),
// on a fresh demo data set, logged in as the demo customer. Run `npm run build` first; this builds nothing.
// Usage: npm run bench -- lighthouse   (LIGHTHOUSE_RUNS=3 by default: the median of each score is reported;
// LIGHTHOUSE_PRESET=desktop for the desktop preset; LIGHTHOUSE_REPORT_DIR=dir keeps each run's JSON report;
// CHROME_PATH defaults to /usr/bin/chromium)
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { median } from './lib/bench-config.ts';

const ROOT = new URL('../', import.meta.url).pathname;
const CUSTOMER = { email: 'klant@hostportaal.test', password: 'Klant!2026demo' };
const PAGES = ['/dashboard', '/dashboard/invoices', '/dashboard/subscriptions'];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PRESET = process.env.LIGHTHOUSE_PRESET === 'desktop' ? 'desktop' : 'mobile';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOALS = { performance: 90, accessibility: 95 };

type Scores = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; jsKb: number };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The API with the built SPA on a fresh PGlite directory seeded with the demo data, as the e2e specs run it. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [join(ROOT, 'apps/api/dist/main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill();
  throw new Error('the server did not answer /health within 120 s');
}

async function customerAccessToken(origin: string): Promise<string> {
  const response = await fetch(`${origin}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(CUSTOMER),
  });
  if (!response.ok) throw new Error(`demo customer login: HTTP ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

/**
 * The SPA keeps the bearer token in Web Storage (lib/api/access-token.ts, SPEC §7): it is put in the
 * profile's localStorage once, and Lighthouse is told not to reset storage, so every audited load starts
 * logged in. That also keeps the HTTP cache, so it is cleared before each run: every load is a first visit.
 */
async function storeSession(page: Page, origin: string, token: string) {
  await page.goto(`${origin}/login`);
  await page.evaluate((value) => window.localStorage.setItem('accessToken', value), token);
}

async function audit(page: Page, url: string): Promise<Scores> {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const flags: Flags = {
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: true,
  };
  const result = await lighthouse(url, flags, PRESET === 'desktop' ? desktopConfig : undefined, page);
  const lhr = result?.lhr;
  if (process.env.LIGHTHOUSE_REPORT_DIR && lhr) {
    const file = join(
      process.env.LIGHTHOUSE_REPORT_DIR,
      `${new URL(url).pathname.replaceAll('/', '_')}.json`,
    );
    writeFileSync(file, JSON.stringify(lhr));
  }
  if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
  if (!lhr.finalDisplayedUrl.startsWith(url)) {
    throw new Error(`${url} ended on ${lhr.finalDisplayedUrl}: the session was not there`);
  }
  const scriptBytes =
    (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
    jsKb: scriptBytes / 1000,
  };
}

function medianScores(runs: Scores[]): Scores {
  const of = (key: keyof Scores) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    jsKb: of('jsKb'),
  };
}

export async function benchLighthouse() {
  if (!existsSync(join(ROOT, 'apps/web/dist/index.html')) || !existsSync(join(ROOT, 'apps/api/dist/main.js')))
    throw new Error('run npm run build first');
  const serverPort = await freePort();
  const origin = `http://127.0.0.1:${serverPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hostportaal-lighthouse-'));
  const server = await startServer(serverPort, dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await storeSession(page, origin, await customerAccessToken(origin));
    console.log(`Lighthouse ${PRESET} preset, ${RUNS} runs per page (median), Chromium at ${CHROME_PATH}`);
    console.log(`${'page'.padEnd(26)} perf  a11y  LCP ms  TBT ms  JS kB (transfer)  goals`);
    for (const path of PAGES) {
      const runs: Scores[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(page, `${origin}${path}`));
      const scores = medianScores(runs);
      const met =
        scores.performance >= GOALS.performance && scores.accessibility >= GOALS.accessibility
          ? 'met'
          : 'NOT met';
      console.log(
        `${path.padEnd(26)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${scores.lcpMs.toFixed(0).padStart(6)}  ${scores.tbtMs.toFixed(0).padStart(6)}  ${scores.jsKb.toFixed(1).padStart(16)}  ${met}   (runs: perf ${runs.map((r) => r.performance).join('/')}, a11y ${runs.map((r) => r.accessibility).join('/')})`,
      );
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
