import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnServer, withDatabase } from '../../../test/postgres-test-databases.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { type Database, migrateDatabase, openDatabase } from '../client.ts';
import { seedDemoData } from '../seed/demo-seed.ts';
import { inSession } from './database-session.ts';
import { applyMigrations, readMigrations } from './migration-level.ts';
import { type RestoreTarget, restoreBackup } from './restore-backup.ts';
import { listTables } from './schema-catalog.ts';
import { writeBackup } from './write-backup.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const secretsKey = Buffer.alloc(32, 7).toString('base64');
const now = new Date('2026-11-21T10:00:00Z');
const workDir = mkdtempSync(path.join(tmpdir(), 'hp-backup-'));
const postgresDatabases: string[] = [];

let source: Database;
let backupFile: string;
let sourceDigest: TableDigest[];

type TableDigest = { table: string; rows: number; md5: string };

/** Per table: its row count and a hash of its rows in a fixed order and text form, for any engine. */
async function digestTables(database: Database): Promise<TableDigest[]> {
  return inSession(database, 'snapshot', async (session) => {
    const digests: TableDigest[] = [];
    for (const { table } of await listTables(session)) {
      const [row] = await session.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5
         from "${table}" t`,
      );
      digests.push({ table, rows: row?.rows ?? 0, md5: row?.md5 ?? '' });
    }
    const sequences = await session.query<{ name: string; value: string }>(
      "select sequencename as name, coalesce(last_value, 0)::text as value from pg_sequences where schemaname = 'public'",
    );
    for (const sequence of sequences)
      digests.push({ table: `sequence ${sequence.name}`, rows: 0, md5: sequence.value });
    return digests.sort((a, b) => a.table.localeCompare(b.table));
  });
}

function newDataDir(): string {
  return path.join(mkdtempSync(path.join(workDir, 'data-')), 'pglite');
}

/** An empty PostgreSQL database on the test server, dropped after the file. */
async function newPostgresDatabase(): Promise<string> {
  if (!postgresUrl) throw new Error('needs TEST_DATABASE_URL');
  const name = `${new URL(postgresUrl).pathname.slice(1)}_restore_${randomBytes(4).toString('hex')}`;
  await runOnServer(postgresUrl, `CREATE DATABASE "${name}"`);
  postgresDatabases.push(name);
  return withDatabase(postgresUrl, name);
}

async function openTarget(target: RestoreTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openDatabase({ databaseUrl: target.url, poolSize: 2 })
    : openDatabase({ pgliteDir: target.dir });
}

async function digestOf(target: RestoreTarget): Promise<TableDigest[]> {
  const database = await openTarget(target);
  try {
    return await digestTables(database);
  } finally {
    await database.close();
  }
}

/** The backup with its first line (the manifest) changed, for files this version must refuse. */
function withManifest(change: (manifest: Record<string, unknown>) => void): string {
  const text = gunzipSync(readFileSync(backupFile)).toString('utf8');
  const newline = text.indexOf('\n');
  const manifest = JSON.parse(text.slice(0, newline));
  change(manifest);
  const file = path.join(workDir, `changed-${randomBytes(4).toString('hex')}.backup.gz`);
  writeFileSync(file, gzipSync(`${JSON.stringify(manifest)}${text.slice(newline)}`));
  return file;
}

beforeAll(async () => {
  source = await createTestDatabase();
  await seedDemoData(source.db, { today: '2026-11-21', publicUrl: 'http://portal.test' });
  backupFile = path.join(workDir, 'demo.backup.gz');
  await writeBackup(source, backupFile, { secretsKey, now });
  sourceDigest = await digestTables(source);
}, 120_000);

afterAll(async () => {
  await source.close();
  if (postgresUrl)
    for (const name of postgresDatabases)
      await runOnServer(postgresUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  rmSync(workDir, { recursive: true, force: true });
});

describe('backup and restore of the demo data', () => {
  it('has the invoices, payments and letters to compare', () => {
    const rows = (table: string) => sourceDigest.find((digest) => digest.table === table)?.rows ?? 0;
    expect(rows('invoices')).toBeGreaterThan(1000);
    expect(rows('payments')).toBeGreaterThan(1000);
    expect(rows('collection_letters')).toBeGreaterThan(0);
  });

  it('restores into a fresh PGlite data directory with the same rows, ready for the server', async () => {
    const target: RestoreTarget = { kind: 'pglite', dir: newDataDir() };
    const result = await restoreBackup(backupFile, target, { force: false, secretsKey });
    expect(result.manifest).toMatchObject({
      format: 'hostportaal-backup',
      source: { kind: source.kind },
      schema: { migrations: readMigrations().length },
    });
    expect(result.migrationsAfter).toBe(0);
    expect(await digestOf(target)).toEqual(sourceDigest);
    // The server migrates at start: it finds every migration applied and starts on the restored data.
    const restored = await openTarget(target);
    try {
      await migrateDatabase(restored);
      expect(await digestTables(restored)).toEqual(sourceDigest);
    } finally {
      await restored.close();
    }
  });

  it.runIf(postgresUrl)('restores into a fresh PostgreSQL database with the same rows', async () => {
    const target: RestoreTarget = { kind: 'postgres', url: await newPostgresDatabase() };
    await restoreBackup(backupFile, target, { force: false, secretsKey });
    expect(await digestOf(target)).toEqual(sourceDigest);
  });

  it.runIf(postgresUrl)('carries PostgreSQL data to PGlite and back', async () => {
    const pglite: RestoreTarget = { kind: 'pglite', dir: newDataDir() };
    await restoreBackup(backupFile, pglite, { force: false, secretsKey });
    const fromPglite = path.join(workDir, 'from-pglite.backup.gz');
    const database = await openTarget(pglite);
    try {
      await writeBackup(database, fromPglite, { secretsKey, now });
    } finally {
      await database.close();
    }
    const postgres: RestoreTarget = { kind: 'postgres', url: await newPostgresDatabase() };
    const result = await restoreBackup(fromPglite, postgres, { force: false, secretsKey });
    expect(result.manifest.source.kind).toBe('pglite');
    expect(await digestOf(postgres)).toEqual(sourceDigest);
  });

  const targetKinds = postgresUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
  it.each(targetKinds)(
    '%s: refuses a database with rows unless forced, and then replaces it',
    async (kind) => {
      const target: RestoreTarget =
        kind === 'postgres' ? { kind, url: await newPostgresDatabase() } : { kind, dir: newDataDir() };
      await restoreBackup(backupFile, target, { force: false, secretsKey });
      const changed = await openTarget(target);
      try {
        await changed.db.execute("update company_settings set name = 'Overschreven B.V.'");
        await changed.db.execute('delete from collection_actions');
      } finally {
        await changed.close();
      }
      const changedDigest = await digestOf(target);

      await expect(restoreBackup(backupFile, target, { force: false, secretsKey })).rejects.toThrow(
        /The database is not empty \(rows in .*\).*--force/,
      );
      expect(await digestOf(target)).toEqual(changedDigest);

      await restoreBackup(backupFile, target, { force: true, secretsKey });
      expect(await digestOf(target)).toEqual(sourceDigest);
    },
  );

  it('refuses a file it cannot restore with a message, and leaves the target alone', async () => {
    const target: RestoreTarget = { kind: 'pglite', dir: newDataDir() };
    const refuse = (file: string, message: RegExp, options = { secretsKey }) =>
      expect(restoreBackup(file, target, { force: false, ...options })).rejects.toThrow(message);
    const file = (name: string, content: Buffer | string) => {
      const written = path.join(workDir, name);
      writeFileSync(written, content);
      return written;
    };
    const bytes = readFileSync(backupFile);

    await refuse(path.join(workDir, 'missing.backup.gz'), /missing\.backup\.gz does not exist/);
    await refuse(file('notes.txt', 'not a backup\n'), /is not a Hostportaal backup \(not a gzip file\)/);
    await refuse(file('other.gz', gzipSync('{"hello":"world"}\n')), /is not a Hostportaal backup$/);
    await refuse(file('cut.backup.gz', bytes.subarray(0, bytes.length / 2)), /is incomplete/);
    const text = gunzipSync(bytes).toString('utf8');
    const fewerRows = text.replace(/\n[^\n{\\][^\n]*\n\\\.\n/, '\n\\.\n');
    await refuse(file('edited.backup.gz', gzipSync(fewerRows)), /is damaged: the rows read do not match/);
    await refuse(
      withManifest((manifest) => {
        manifest.schema = { migrations: readMigrations().length + 1, lastMigration: '0099_from_the_future' };
      }),
      /comes from a newer schema \(migration 0099_from_the_future.*update Hostportaal, then restore/,
    );
    await refuse(
      withManifest((manifest) => {
        manifest.formatVersion = 2;
      }),
      /written by a newer Hostportaal \(backup format 2/,
    );
    await refuse(backupFile, /sealed with another SECRETS_KEY/, {
      secretsKey: Buffer.alloc(32, 8).toString('base64'),
    });
    expect(existsSync(target.dir)).toBe(false);
    expect(existsSync(`${target.dir}.restoring`)).toBe(false);
  });

  it.each(targetKinds)('%s: a row the database refuses stops the restore with its reason', async (kind) => {
    const text = gunzipSync(readFileSync(backupFile)).toString('utf8');
    const header = text.indexOf('\n{"table":"users"');
    const firstRow = text.indexOf('\n', header + 1) + 1;
    const badId = `${text.slice(0, firstRow)}not-a-uuid${text.slice(text.indexOf('\t', firstRow))}`;
    const file = path.join(workDir, `bad-row-${kind}.backup.gz`);
    writeFileSync(file, gzipSync(badId));
    const target: RestoreTarget =
      kind === 'postgres' ? { kind, url: await newPostgresDatabase() } : { kind, dir: newDataDir() };
    const failure = expect(restoreBackup(file, target, { force: false, secretsKey })).rejects;
    if (target.kind === 'postgres')
      await failure.toThrow(/not-a-uuid[\s\S]*The database is left empty, at migration/);
    else {
      await failure.toThrow(/not-a-uuid/);
      expect(existsSync(target.dir)).toBe(false);
      expect(existsSync(`${target.dir}.restoring`)).toBe(false);
    }
  });

  it('restores a backup from an older schema and applies the newer migrations', async () => {
    const migrations = readMigrations();
    const older = await openDatabase({});
    const olderFile = path.join(workDir, 'older.backup.gz');
    try {
      await inSession(older, 'write', (session) => applyMigrations(session, migrations.slice(0, -1)));
      await older.db.execute("insert into user_counts (role, is_active, users) values ('user', true, 0)");
      await writeBackup(older, olderFile, { secretsKey, now });
    } finally {
      await older.close();
    }
    const target: RestoreTarget = { kind: 'pglite', dir: newDataDir() };
    const result = await restoreBackup(olderFile, target, { force: false, secretsKey });
    expect(result.manifest.schema.lastMigration).toBe(migrations.at(-2)?.tag);
    expect(result.migrationsAfter).toBe(1);
    const restored = await openTarget(target);
    try {
      const applied = await restored.db.execute(
        'select count(*)::int as count from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]).toEqual({ count: migrations.length });
      const rows = await restored.db.execute('select role, users from user_counts');
      expect(rows.rows).toEqual([{ role: 'user', users: 0 }]);
    } finally {
      await restored.close();
    }
  });

  it('never overwrites a file', async () => {
    await expect(writeBackup(source, backupFile, { secretsKey, now })).rejects.toThrow(/already exists/);
  });
});
