// The API as `npm start` runs it (node --import tsx apps/api/src/main.ts) in its own process, so a load
// generator or a second instance never shares its event loop, and /proc shows its memory alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Every bench process signs with this, so a token from one instance is valid on the other. */
export const BENCH_JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-signing';

export type ApiProcess = {
  name: string;
  base: string;
  pid: number;
  /** What the process printed (warnings and errors at LOG_LEVEL=warn), for evidence and failures. */
  output: () => string;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not answer /health within 90 s:\n${output()}`);
}

/**
 * Starts one API process on DATABASE_URL and waits until /health answers. `env` adds to (or overrides)
 * the bench settings: no demo seed, warnings only, a data dir of its own.
 */
export async function startApiProcess(input: {
  name: string;
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ApiProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: input.databaseUrl,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `hostportaal-${input.name}-`)),
    ...input.env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repositoryRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-64_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const output = () => printed;
  try {
    await waitForHealth(base, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    name: input.name,
    base,
    pid: child.pid as number,
    output,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process from /proc (Linux), in MB: now and its high-water mark. */
export async function processMemory(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * CPU time a process has used so far (user + system), in seconds, from /proc/<pid>/stat (Linux; fields 14
 * and 15 after the name, in clock ticks of 1/100 s, CLK_TCK on Linux).
 */
export async function processCpuSeconds(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Samples a process's RSS every `intervalMs` until stopped: the highest and the mean sample, in MB. */
export function sampleRss(pid: number, intervalMs = 200) {
  const samples: number[] = [];
  const timer = setInterval(() => {
    processMemory(pid).then(
      (memory) => samples.push(memory.rssMb),
      () => undefined,
    );
  }, intervalMs);
  return {
    stop: () => {
      clearInterval(timer);
      const peakMb = samples.length ? Math.max(...samples) : Number.NaN;
      const meanMb = samples.reduce((sum, mb) => sum + mb, 0) / samples.length;
      return { peakMb, meanMb };
    },
  };
}
