import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compiledServerArgs } from '../compiled-server.ts';
import { startSmtpPeer } from '../smtp-peer.ts';

const apiDir = path.resolve(import.meta.dirname, '../..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failure message. */
  output: () => string;
  /** SIGKILL: no shutdown hook runs, open transactions die with their connections. */
  kill: () => Promise<void>;
};

/** A port nothing listens on right now, so a restarted process can be told its own. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * The real server (dist/main.js on plain node, as `npm start` runs it) on PostgreSQL, in production mode so its jobs
 * run on pg-boss; no demo data. Resolves once /health answers 200.
 */
export async function startServerProcess(input: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hp-faults-'));
  // Production wants an SMTP server (decision 031): a real peer on loopback for this process's mail.
  const smtp = await startSmtpPeer();
  const child = spawn(process.execPath, compiledServerArgs(), {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: input.databaseUrl,
      // The same secrets on every start: an access token survives a restart, as in production.
      JWT_SECRET: 'faults-test-secret-that-is-long-enough-for-hs256',
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      PUBLIC_URL: 'https://portal.example.nl',
      SMTP_URL: smtp.url,
      ...input.env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await smtp.close();
  });
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
  await waitForHealth(server, exited);
  return server;
}

async function waitForHealth(server: ServerProcess, exited: Promise<void>) {
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited during start-up:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/health`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`the server did not become healthy in 30 s:\n${server.output()}`);
}
