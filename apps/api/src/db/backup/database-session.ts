import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import type { Database } from '../client.ts';

/**
 * One connection inside one transaction, on PGlite or node-postgres, with COPY both ways: what a backup
 * reads and a restore writes. COPY's text format is PostgreSQL's own row format (what pg_dump writes), so
 * every column type round-trips exactly on either engine.
 */
export type DatabaseSession = {
  kind: Database['kind'];
  query: <Row>(text: string, params?: unknown[]) => Promise<Row[]>;
  /** `COPY … TO STDOUT`: the rows in COPY text format, in chunks. */
  copyOut: (table: string, columns: readonly string[]) => AsyncIterable<Uint8Array>;
  /** `COPY … FROM STDIN`: loads the chunks (COPY text format) in one statement. */
  copyIn: (table: string, columns: readonly string[], data: AsyncIterable<Uint8Array>) => Promise<void>;
};

type Mode = 'snapshot' | 'write';

// Text output that means the same on every server whatever its settings (pg_dump sets the same).
const PORTABLE_SETTINGS = [
  "set local timezone = 'UTC'",
  "set local datestyle = 'ISO, YMD'",
  "set local intervalstyle = 'postgres'",
  'set local extra_float_digits = 3',
  "set local bytea_output = 'hex'",
  "set local client_encoding = 'UTF8'",
];

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

const copyTarget = (table: string, columns: readonly string[]) =>
  `${quoteIdentifier(table)} (${columns.map(quoteIdentifier).join(', ')})`;

/**
 * Runs `work` in one transaction: a read-only repeatable-read snapshot (every table as of one moment while
 * the app goes on writing), or a read-write one that commits only if `work` finishes.
 */
export async function inSession<T>(
  database: Database,
  mode: Mode,
  work: (session: DatabaseSession) => Promise<T>,
): Promise<T> {
  if (database.pglite) {
    // One connection: the transaction holds PGlite's lock, so nothing else interleaves (and the app waits).
    return database.pglite.transaction(async (tx) => {
      for (const setting of PORTABLE_SETTINGS) await tx.query(setting);
      return work(pgliteSession(tx));
    });
  }
  if (!database.pool) throw new Error('the database has neither PGlite nor a connection pool');
  const client = await database.pool.connect();
  try {
    await client.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
    for (const setting of PORTABLE_SETTINGS) await client.query(setting);
    const result = await work(postgresSession(client));
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // A failure may come in the middle of a COPY (a full disk, a damaged file), when the connection
    // cannot take a ROLLBACK: closing it ends the transaction on the server, which rolls it back.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

function pgliteSession(tx: Transaction): DatabaseSession {
  return {
    kind: 'pglite',
    query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
    async *copyOut(table, columns) {
      // PGlite copies through its virtual /dev/blob device; an empty table writes no blob at all.
      const result = await tx.query(`copy ${copyTarget(table, columns)} to '/dev/blob'`);
      if (result.blob) yield new Uint8Array(await result.blob.arrayBuffer());
    },
    async copyIn(table, columns, data) {
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      for await (const chunk of data) chunks.push(new Uint8Array(chunk));
      if (chunks.length === 0) return;
      await tx.query(`copy ${copyTarget(table, columns)} from '/dev/blob'`, [], { blob: new Blob(chunks) });
    },
  };
}

function postgresSession(client: pg.PoolClient): DatabaseSession {
  return {
    kind: 'postgres',
    query: async <Row>(text: string, params?: unknown[]) =>
      (await client.query(text, params as unknown[])).rows as Row[],
    copyOut: (table, columns) => client.query(copyTo(`copy ${copyTarget(table, columns)} to stdout`)),
    async copyIn(table, columns, data) {
      const target: Writable = client.query(copyFrom(`copy ${copyTarget(table, columns)} from stdin`));
      await pipeline(Readable.from(data), target);
    },
  };
}
