import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledServerArgs } from './compiled-server.ts';

const apiDir = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-startup-'));
const running: ChildProcess[] = [];

function start(env: Record<string, string>) {
  // The compiled server as `npm start` runs it (global-setup.ts builds it).
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      LOG_LEVEL: 'silent',
      DEMO_SEED: 'false',
      PORT: '0',
      DATA_DIR: dataDir,
      ...env,
    },
  });
  running.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Hostportaal draait op')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    exited.then(() => {
      clearInterval(timer);
      reject(new Error(`exited early: ${output}`));
    });
  });
  ready.catch(() => {});
  return { child, exited, ready, output: () => output };
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('start-up', () => {
  it('a bad configuration value stops start-up naming the variable', async () => {
    const server = start({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('an unreachable database stops start-up with a non-zero exit', async () => {
    const server = start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nothing' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Database migration failed');
  });

  it('holds a lock on the PGlite directory, refuses a second start and shuts down cleanly on SIGTERM', async () => {
    const first = start({});
    await first.ready;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);

    const second = start({});
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('Another Hostportaal server');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  }, 60_000);
});
