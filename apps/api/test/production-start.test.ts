import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { emailOutbox, users } from '../src/db/schema/index.ts';
import { DEMO_LOGINS } from '../src/db/seed/demo-seed.ts';
import { compiledServerArgs } from './compiled-server.ts';
import { startSmtpPeer } from './smtp-peer.ts';
import { waitFor } from './wait-for.ts';

// Issue 26, decision 031: a production install made as the README's "Going live" says, on an empty database in
// a data directory that does not exist yet. The compiled server as `npm start` runs it (global-setup.ts builds
// it); create-admin as `npm run create-admin` runs it.

const apiDir = path.resolve(import.meta.dirname, '..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
const workDir = mkdtempSync(path.join(tmpdir(), 'hp-production-'));
const running: ChildProcess[] = [];
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

const productionEnv = () => ({
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  HOST: '127.0.0.1',
  JWT_SECRET: 'production-test-secret-that-is-long-enough-for-hs256',
  SECRETS_KEY: Buffer.alloc(32, 5).toString('base64'),
  PUBLIC_URL: 'https://portal.example.nl',
  SMTP_URL: smtp.url,
});

function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: apiDir, env });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function startServer(env: Record<string, string>) {
  return run(process.execPath, compiledServerArgs(), { ...productionEnv(), PORT: '0', ...env });
}

/** The address the server listens on, from its start-up log. */
async function listeningUrl(server: ReturnType<typeof startServer>): Promise<string> {
  return waitFor(
    'the server to listen',
    async () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output());
      if (!match?.[1] && server.child.exitCode !== null)
        throw new Error(`the server exited: ${server.output()}`);
      return match?.[1];
    },
    60_000,
  );
}

const post = (url: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

beforeAll(async () => {
  smtp = await startSmtpPeer();
});

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await smtp.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('a production start', () => {
  it('refuses demo data and a missing setting, naming the variable', async () => {
    const dataDir = path.join(workDir, 'refused');
    const demo = startServer({ DATA_DIR: dataDir, DEMO_SEED: 'true' });
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('DEMO_SEED: cannot be true in production');

    const { SMTP_URL: _smtp, ...withoutSmtp } = productionEnv();
    const noMail = run(process.execPath, compiledServerArgs(), {
      ...withoutSmtp,
      PORT: '0',
      DATA_DIR: dataDir,
    });
    expect(await noMail.exited).toBe(1);
    expect(noMail.output()).toContain('SMTP_URL: required in production');

    const plainHttp = startServer({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.example.nl' });
    expect(await plainHttp.exited).toBe(1);
    expect(plainHttp.output()).toContain('PUBLIC_URL: must be https://');
  });

  it('creates no demo and prints no password; ADMIN_EMAIL mails one link that sets the first password', async () => {
    const dataDir = path.join(workDir, 'new', 'data');
    expect(existsSync(dataDir)).toBe(false);
    const server = startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.nl' });
    const url = await listeningUrl(server);

    expect(await (await fetch(`${url}/api/demo`)).json()).toEqual({
      success: true,
      data: { demo: false, logins: [], emailOutbox: false },
    });
    for (const login of DEMO_LOGINS) {
      const refused = await post(`${url}/auth/login`, { email: login.email, password: login.password });
      expect(refused.status, login.email).toBe(401);
    }

    const invitationsTo = (email: string) =>
      smtp.messages.filter(
        (mail) => mail.to.includes(email) && mail.subject === 'Je beheerdersaccount voor Hostportaal',
      );
    await waitFor('the set-password mail', async () => invitationsTo('owner@example.nl')[0]);
    const invitations = invitationsTo('owner@example.nl');
    expect(invitations).toHaveLength(1);
    const token = /https:\/\/portal\.example\.nl\/reset-password\?token=([\w%-]+)/.exec(
      invitations[0]?.text ?? '',
    )?.[1];
    expect(token).toBeTruthy();
    const chosen = 'Eigenaar!2026-sterk';
    const set = await post(`${url}/auth/reset-password`, {
      token: decodeURIComponent(token ?? ''),
      password: chosen,
    });
    expect(set.status).toBe(200);
    const login = await post(`${url}/auth/login`, { email: 'owner@example.nl', password: chosen });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { user: { role: string } } }).data.user.role).toBe('admin');
    // The link works once.
    const again = await post(`${url}/auth/reset-password`, {
      token: decodeURIComponent(token ?? ''),
      password: chosen,
    });
    expect(again.status).toBe(400);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.output();
    for (const secret of [...new Set(DEMO_LOGINS.map((demoLogin) => demoLogin.password)), chosen])
      expect(log).not.toContain(secret);
    expect(log).not.toContain('Demo-logins');

    // A restart with ADMIN_EMAIL still set sends nothing again; the database holds the one admin and no demo.
    const restarted = startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: 'owner@example.nl' });
    await listeningUrl(restarted);
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);
    expect(invitationsTo('owner@example.nl')).toHaveLength(1);
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const rows = await database.db.select({ email: users.email, role: users.role }).from(users);
      expect(rows).toEqual([{ email: 'owner@example.nl', role: 'admin' }]);
      // The restart queued no second invitation (what was sent, the peer has seen above).
      expect(await database.db.$count(emailOutbox, eq(emailOutbox.template, 'first_admin'))).toBe(1);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('npm run create-admin makes the first admin once, with a generated password shown once', async () => {
    const env = { ...productionEnv(), DATA_DIR: path.join(workDir, 'cli', 'data') };
    const createAdmin = (email: string) =>
      run(tsx, ['src/create-admin.ts', '--email', email, '--generate'], env);

    const first = createAdmin('boss@example.nl');
    expect(await first.exited).toBe(0);
    const password = /Password \(shown once, store it now\): (\S+)/.exec(first.output())?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);

    const second = createAdmin('another@example.nl');
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('An admin exists already (boss@example.nl); nothing was changed.');
    expect(second.output()).not.toContain(password);

    const bad = createAdmin('not-an-address');
    expect(await bad.exited).toBe(2);

    const server = startServer({ DATA_DIR: env.DATA_DIR });
    const url = await listeningUrl(server);
    const login = await post(`${url}/auth/login`, { email: 'boss@example.nl', password });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { data: { user: { role: string } } }).data.user.role).toBe('admin');
    expect(server.output()).not.toContain(password);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);
});
