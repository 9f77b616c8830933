// A spec's own server whose clock the spec moves (issue 30): the compiled server exactly as the config's
// webServer starts it (apps/api's start script on the Node that runs Playwright), on its own port and data
// directory, under libfaketime. The e2e server runs on the real clock, so nothing there can fall due, be
// missed or lapse; this one can: the spec rewrites FAKETIME_TIMESTAMP_FILE ("+<seconds>", relative to the real
// clock, so the faked clock keeps ticking) and the server's `new Date()`, its PGlite's now() and pg-boss's
// schedules follow. Only the wall clock is faked (FAKETIME_DONT_FAKE_MONOTONIC): timers and timeouts keep
// real time. The browser's clock stays real. No seam in the app: what a spec can do here is what the nightly
// jobs and staff's buttons do on those days.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const e2eDir = path.resolve(import.meta.dirname, '..');

/** Where libfaketime is (Debian package faketime, which brings libfaketime), or null. */
export function libfaketimePath(): string | null {
  try {
    const listed = execFileSync('dpkg', ['-L', 'libfaketime'], { encoding: 'utf8', stdio: 'pipe' });
    const found = listed.split('\n').find((line) => line.endsWith('/libfaketime.so.1'));
    if (found && existsSync(found)) return found;
  } catch {
    // Not Debian, or the package is not installed: the usual places below.
  }
  const candidates = [
    '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
    '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
    '/usr/lib/faketime/libfaketime.so.1',
    '/usr/local/lib/faketime/libfaketime.so.1',
  ];
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

export const missingLibfaketime =
  'libfaketime is not installed: this spec moves its server’s clock with it (Debian: apt-get install faketime)';

/** The Amsterdam wall-clock time `time` (hh:mm:ss) on `date` (yyyy-mm-dd), as an instant. */
export function amsterdamInstant(date: string, time: string): Date {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${date}T${time}${offset}`);
    if (format.format(instant) === `${date} ${time}`) return instant;
  }
  throw new Error(`${date} ${time} does not exist in Amsterdam`);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days)).toISOString().slice(0, 10);
}

export type FakedClockServer = {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  /** Moves the server's clock to `instant` (forward only) and waits until the server tells that time. */
  moveTo: (instant: Date) => Promise<void>;
  /** The server's time now, as its Date header tells it. */
  serverNow: () => Promise<Date>;
};

export function fakedClockServer(port: number, libfaketime: string): FakedClockServer {
  const url = `http://localhost:${port}`;
  const dataDir = path.join(e2eDir, `.e2e-data-${port}`);
  const timestampFile = path.join(tmpdir(), `hostportaal-e2e-faketime-${port}`);
  let child: ChildProcess | null = null;
  let output = '';

  const apiStartScript: string = JSON.parse(
    readFileSync(path.join(e2eDir, '../apps/api/package.json'), 'utf8'),
  ).scripts.start;
  const serverArgs = apiStartScript
    .replace(/^node /, '')
    .split(/\s+/)
    .map((arg) => (arg === 'dist/main.js' ? path.join(e2eDir, '../apps/api/dist/main.js') : arg));

  const serverNow = async () => {
    const response = await fetch(`${url}/health`);
    const date = response.headers.get('date');
    if (!date) throw new Error('the server sent no Date header');
    return new Date(date);
  };

  return {
    url,
    serverNow,
    async start() {
      rmSync(dataDir, { recursive: true, force: true });
      writeFileSync(timestampFile, '+0\n');
      // As the config's webServer: the mail peer and the Peppol access point are left out (no mail has to
      // leave: the outbox keeps it, which the spec reads; no customer of this spec has a Peppol ID).
      child = spawn(process.execPath, serverArgs, {
        cwd: e2eDir,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: 'localhost',
          LOG_LEVEL: 'warn',
          RATE_LIMITS: 'off',
          PANEL_ALLOWED_NETWORKS: '127.0.0.1/32',
          LD_PRELOAD: [libfaketime, process.env.LD_PRELOAD].filter(Boolean).join(':'),
          FAKETIME_TIMESTAMP_FILE: timestampFile,
          // The file is read again at most every second, not on every clock read.
          FAKETIME_CACHE_DURATION: '1',
          FAKETIME_DONT_FAKE_MONOTONIC: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => {
        output = (output + chunk).slice(-8000);
      });
      child.stderr?.on('data', (chunk) => {
        output = (output + chunk).slice(-8000);
      });
      const deadline = Date.now() + 180_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null)
          throw new Error(`the faked-clock server exited with ${child.exitCode}:\n${output}`);
        try {
          if ((await fetch(`${url}/health`)).ok) return;
        } catch {
          // Not listening yet (seeding the demo).
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      throw new Error(`the faked-clock server did not answer on ${url}/health in 180 s:\n${output}`);
    },
    async stop() {
      const running = child;
      child = null;
      if (running && running.exitCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        running.kill('SIGTERM');
        const forced = setTimeout(() => running.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(forced);
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(timestampFile, { force: true });
    },
    async moveTo(instant) {
      const seconds = Math.round((instant.getTime() - Date.now()) / 1000);
      writeFileSync(timestampFile, `+${Math.max(0, seconds)}\n`);
      // The server reads the file again within a second (FAKETIME_CACHE_DURATION).
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const told = await serverNow();
        if (Math.abs(told.getTime() - instant.getTime()) < 10_000) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`the server's clock did not move to ${instant.toISOString()}`);
    },
  };
}
