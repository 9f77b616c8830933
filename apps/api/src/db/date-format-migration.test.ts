import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnServer, withDatabase } from '../../test/postgres-test-databases.ts';
import { inSession } from './backup/database-session.ts';
import { applyMigrations, readMigrations } from './backup/migration-level.ts';
import { type Database, migrateDatabase, openDatabase } from './client.ts';
import { users } from './schema/index.ts';
import { insertUser } from './seed/user-factory.ts';

// Migration 0032 (issue 28): the stored date formats become the ones screens write, on PGlite and PostgreSQL.
const postgresUrl = process.env.TEST_DATABASE_URL;
const migrations = readMigrations();
const upTo = migrations.findIndex((migration) => migration.tag === '0032_date_format_preference');
let database: Database;
let postgresDatabase: string | null = null;

beforeAll(async () => {
  if (postgresUrl) {
    postgresDatabase = `${new URL(postgresUrl).pathname.slice(1)}_dates_${randomBytes(4).toString('hex')}`;
    await runOnServer(postgresUrl, `CREATE DATABASE "${postgresDatabase}"`);
    database = await openDatabase({ databaseUrl: withDatabase(postgresUrl, postgresDatabase), poolSize: 2 });
  } else {
    database = await openDatabase({});
  }
  await inSession(database, 'write', (session) => applyMigrations(session, migrations.slice(0, upTo)));
});

afterAll(async () => {
  await database.close();
  if (postgresUrl && postgresDatabase)
    await runOnServer(postgresUrl, `DROP DATABASE IF EXISTS "${postgresDatabase}" WITH (FORCE)`);
});

const before = {
  theme: 'light',
  language: 'en',
  timezone: 'Asia/Tokyo',
  currency: 'EUR',
} as const;

async function preferencesOf(id: string): Promise<unknown> {
  const [row] = await database.db
    .select({ preferences: users.preferences })
    .from(users)
    .where(eq(users.id, id));
  return row?.preferences;
}

describe('migration 0032: date formats', () => {
  it('moves the old default and the dropped US order to dd-mm-jjjj, keeps ISO and the other choices', async () => {
    expect(upTo).toBeGreaterThan(0);
    const oldDefault = await insertUser(database.db, {
      preferences: { ...before, dateFormat: 'DD/MM/YYYY' },
    });
    const american = await insertUser(database.db, { preferences: { ...before, dateFormat: 'MM/DD/YYYY' } });
    const iso = await insertUser(database.db, { preferences: { ...before, dateFormat: 'YYYY-MM-DD' } });
    const without = await insertUser(database.db, {
      preferences: before as unknown as typeof users.$inferInsert.preferences,
    });

    // The rest of the migrations, then the migrator as the server runs it: it finds nothing left to apply.
    await inSession(database, 'write', (session) => applyMigrations(session, migrations.slice(upTo)));
    await migrateDatabase(database);

    expect(await preferencesOf(oldDefault.id)).toEqual({ ...before, dateFormat: 'DD-MM-YYYY' });
    expect(await preferencesOf(american.id)).toEqual({ ...before, dateFormat: 'DD-MM-YYYY' });
    expect(await preferencesOf(iso.id)).toEqual({ ...before, dateFormat: 'YYYY-MM-DD' });
    expect(await preferencesOf(without.id)).toEqual({ ...before, dateFormat: 'DD-MM-YYYY' });

    const newcomer = await insertUser(database.db);
    expect(newcomer.preferences).toEqual({
      theme: 'dark',
      language: 'nl',
      timezone: 'Europe/Amsterdam',
      dateFormat: 'DD-MM-YYYY',
      currency: 'EUR',
    });
  });
});
