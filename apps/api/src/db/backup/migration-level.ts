import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../client.ts';
import type { DatabaseSession } from './database-session.ts';

/** A committed migration: its file name (tag), when drizzle-kit made it, and its statements. */
export type Migration = { tag: string; createdAt: number; hash: string; statements: string[] };

/** How far a database's schema is: the number of migrations applied and the last one's tag. */
export type SchemaLevel = { migrations: number; lastMigration: string | null };

export function readMigrations(folder: string = migrationsFolder): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => {
    const entry = journal.entries[index];
    if (entry?.when !== migration.folderMillis)
      throw new Error('the migration journal does not match its files');
    return {
      tag: entry.tag,
      createdAt: migration.folderMillis,
      hash: migration.hash,
      statements: migration.sql,
    };
  });
}

/**
 * The level of the database the session is on, named by this code's migrations. Drizzle records each
 * applied migration by its creation time; one this code does not have means a newer schema.
 */
export async function readSchemaLevel(
  session: DatabaseSession,
  migrations: Migration[],
): Promise<SchemaLevel> {
  const [table] = await session.query<{ found: string | null }>(
    "select to_regclass('drizzle.__drizzle_migrations')::text as found",
  );
  if (!table?.found) return { migrations: 0, lastMigration: null };
  const applied = await session.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at',
  );
  applied.forEach((row, index) => {
    if (Number(row.created_at) !== migrations[index]?.createdAt)
      throw new Error(
        'the database has a migration this version of Hostportaal does not know: back it up with the version that runs on it',
      );
  });
  return { migrations: applied.length, lastMigration: migrations[applied.length - 1]?.tag ?? null };
}

/**
 * Applies `migrations` in the session's transaction, recording each as drizzle's migrator does (same
 * table, hash and creation time), so a server that starts on the database afterwards finds them applied.
 * Drizzle's own migrator opens its own transaction, which a restore cannot wrap with its data load.
 */
export async function applyMigrations(session: DatabaseSession, migrations: Migration[]): Promise<void> {
  await session.query('create schema if not exists drizzle');
  await session.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.statements) {
      if (statement.trim() !== '') await session.query(statement);
    }
    await session.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
      migration.hash,
      migration.createdAt,
    ]);
  }
}
