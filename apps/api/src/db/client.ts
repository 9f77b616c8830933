import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
// Both drivers expose the same query API; the node-postgres type stands for either.
export type Db = NodePgDatabase<Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The connection string of a PostgreSQL database (the job queue opens its own pool). */
  url?: string;
  close: () => Promise<void>;
};

// Beside this file in the sources, beside dist/main.js in the compiled server (build-server.ts copies it).
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// PostgreSQL's buffer cache lives in PGlite's WebAssembly memory: 128 MB by default, which the process fills as
// it reads and never gives back. 16 MB keeps the embedded server's memory down; the data files stay in the OS
// page cache behind it (bench/RESULTS.md, "Node 24 and compiled server").
const PGLITE_SETTINGS = ['shared_buffers=16MB'];

export type DatabaseOptions = { databaseUrl?: string; pgliteDir?: string; poolSize?: number };

// `pgliteDir` undefined with no URL gives an in-memory database (tests).
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A database that does not answer (hung, or every connection busy) fails the request within
      // seconds, which the error handler answers with 503, instead of leaving it waiting for ever.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return { db, kind: 'postgres', pool, url: options.databaseUrl, close: () => pool.end() };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite and its driver load only for the embedded database: a server on PostgreSQL never needs them.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  // pg_trgm backs the staff's customer search (migration 0002); PGlite loads it as an extension.
  const pglite = await PGlite.create(options.pgliteDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    await migratePg(database.db, { migrationsFolder });
  } else {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own driver type
    await migratePglite(database.db as any, { migrationsFolder });
  }
}
