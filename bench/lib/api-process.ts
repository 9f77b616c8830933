// The API as `npm start` runs it (compiled, node apps/api/dist/main.js) in its own process, so a load
// generator or a second instance never shares its event loop, and /proc shows its memory alone.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
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
  /** Milliseconds from spawning the process to its first 200 on /health (polled every 20 ms). */
  readyMs: number;
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

/**
 * How the API process is started: by default as `npm start` runs it, built once per bench run from the current
 * sources. BENCH_API_COMMAND (split on spaces, run in BENCH_API_CWD, default the repository) starts another
 * build instead, e.g. an older checkout through tsx on Node 20 for a before/after comparison:
 * BENCH_API_CWD=/tmp/before BENCH_API_COMMAND="/usr/bin/node --import tsx apps/api/src/main.ts".
 */
let built = false;
export function apiCommand(): { command: string; args: string[]; cwd: string } {
  const custom = process.env.BENCH_API_COMMAND?.trim();
  const cwd = process.env.BENCH_API_CWD ?? repositoryRoot;
  if (custom) {
    const [command, ...args] = custom.split(/\s+/);
    return { command: command as string, args, cwd };
  }
  if (!built) {
    execFileSync(process.execPath, [path.join(repositoryRoot, 'apps/api/build-server.ts')], {
      stdio: 'inherit',
    });
    built = true;
  }
  // The node flags of apps/api's start script (young generation, wasm tier), on the Node running the bench.
  const apiDir = path.join(repositoryRoot, 'apps/api');
  const { scripts } = JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8'));
  const [, ...args] = (scripts.start as string).split(/\s+/);
  return { command: process.execPath, args, cwd: process.env.BENCH_API_CWD ?? apiDir };
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
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`API did not answer /health within 90 s:\n${output()}`);
}

/**
 * Starts one API process on DATABASE_URL (PGlite in its DATA_DIR without one) and waits until /health
 * answers. `env` adds to (or overrides) the bench settings: no demo seed, warnings only, a data dir of its own.
 */
export async function startApiProcess(input: {
  name: string;
  databaseUrl?: string;
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
    ...(input.databaseUrl ? { DATABASE_URL: input.databaseUrl } : {}),
    DEMO_SEED: 'false',
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
    ...input.env,
    DATA_DIR: input.env?.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), `hostportaal-${input.name}-`)),
  };
  const { command, args, cwd } = apiCommand();
  const spawnedAt = performance.now();
  const child = spawn(command, args, {
    cwd,
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
    readyMs: performance.now() - spawnedAt,
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
