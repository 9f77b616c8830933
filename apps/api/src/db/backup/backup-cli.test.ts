import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnServer, withDatabase } from '../../../test/postgres-test-databases.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { insertUser } from '../seed/user-factory.ts';
import { writeBackup } from './write-backup.ts';

const apiDir = path.resolve(import.meta.dirname, '../../..');
const tsx = path.resolve(apiDir, '../../node_modules/.bin/tsx');
const postgresUrl = process.env.TEST_DATABASE_URL;
const secretsKey = Buffer.alloc(32, 7).toString('base64');
const workDir = mkdtempSync(path.join(tmpdir(), 'hp-backup-cli-'));
const dataDir = path.join(workDir, 'data');
let postgresDatabase: string | undefined;
let databaseEnv: Record<string, string>;
let backupFile: string;

/** `npm run backup|restore -- …` as the API workspace runs it, on this file's own database. */
function cli(args: string[], env: Record<string, string> = {}) {
  const child = spawn(tsx, ['src/db/backup/cli.ts', ...args], {
    cwd: apiDir,
    env: { PATH: process.env.PATH ?? '', SECRETS_KEY: secretsKey, ...databaseEnv, ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

beforeAll(async () => {
  if (postgresUrl) {
    postgresDatabase = `${new URL(postgresUrl).pathname.slice(1)}_cli_${randomBytes(4).toString('hex')}`;
    await runOnServer(postgresUrl, `CREATE DATABASE "${postgresDatabase}"`);
    databaseEnv = { DATABASE_URL: withDatabase(postgresUrl, postgresDatabase) };
  } else {
    databaseEnv = { DATA_DIR: dataDir };
  }
  const source = await createTestDatabase();
  try {
    await insertUser(source.db, { email: 'cli@example.nl' });
    backupFile = path.join(workDir, 'source.backup.gz');
    await writeBackup(source, backupFile, { secretsKey, now: new Date('2026-11-21T10:00:00Z') });
  } finally {
    await source.close();
  }
});

afterAll(async () => {
  if (postgresUrl && postgresDatabase)
    await runOnServer(postgresUrl, `DROP DATABASE IF EXISTS "${postgresDatabase}" WITH (FORCE)`);
  rmSync(workDir, { recursive: true, force: true });
});

describe('npm run backup / restore', () => {
  it('answers a wrong command line with the usage and exit code 2', async () => {
    const result = await cli(['backup']);
    expect(result.code).toBe(2);
    expect(result.output).toContain('backup needs one file name');
    expect(result.output).toContain('Usage: npm run backup -- <file>');
  });

  it('refuses what it cannot do with a message and exit code 1', async () => {
    const missing = await cli(['restore', path.join(workDir, 'missing.backup.gz')]);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(
      /Restore failed: .*missing\.backup\.gz does not exist\nNothing was changed\./,
    );

    // PostgreSQL: the file's database before the next test restores into it.
    const emptyDatabase: Record<string, string> = postgresUrl
      ? {}
      : { DATA_DIR: path.join(workDir, 'empty') };
    const nothing = await cli(['backup', path.join(workDir, 'empty.backup.gz')], emptyDatabase);
    expect(nothing.code).toBe(1);
    expect(nothing.output).toMatch(
      postgresUrl ? /Backup failed: the database has no Hostportaal schema yet/ : /There is no database in/,
    );
  });

  it('restores into an empty database, refuses a second time unless --force, and backs it up again', async () => {
    const restored = await cli(['restore', backupFile]);
    expect(restored.output).toMatch(/Restored .*source\.backup\.gz: the backup of 2026-11-21T10:00:00\.000Z/);
    expect(restored.code).toBe(0);

    const again = await cli(['restore', backupFile]);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/The database is not empty \(rows in .*users.*\).*--force/);

    const otherKey = await cli(['restore', backupFile, '--force'], {
      SECRETS_KEY: Buffer.alloc(32, 8).toString('base64'),
    });
    expect(otherKey.code).toBe(1);
    expect(otherKey.output).toContain('sealed with another SECRETS_KEY');

    const forced = await cli(['restore', backupFile, '--force']);
    expect(forced.code).toBe(0);

    const copy = path.join(workDir, 'copy.backup.gz');
    const backedUp = await cli(['backup', copy]);
    expect(backedUp.output).toMatch(/Backup written: .*copy\.backup\.gz \(.* MB, \d+ rows in \d+ tables/);
    expect(backedUp.code).toBe(0);
    const twice = await cli(['backup', copy]);
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('already exists');
  }, 120_000);

  it.skipIf(postgresUrl)('leaves a PGlite directory alone while a server holds it', async () => {
    // This test's own process stands in for a running server.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'server.lock'), String(process.pid));
    try {
      const result = await cli(['backup', path.join(workDir, 'locked.backup.gz')]);
      expect(result.code).toBe(1);
      expect(result.output).toMatch(/Another Hostportaal server .* daily job: set BACKUP_DIR/);
    } finally {
      rmSync(path.join(dataDir, 'server.lock'), { force: true });
    }
  });
});
