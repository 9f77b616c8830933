import { rename, rm, stat } from 'node:fs/promises';
import type { Database } from '../client.ts';
import { BackupError } from './backup-error.ts';
import { createBackupFileWriter } from './backup-file.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  secretsKeyId,
} from './backup-manifest.ts';
import { type DatabaseSession, inSession } from './database-session.ts';
import { readMigrations, readSchemaLevel } from './migration-level.ts';
import { listTables, readSequences } from './schema-catalog.ts';

export type BackupResult = {
  file: string;
  bytes: number;
  tables: number;
  rows: number;
  /** From start to the file synced on disk. */
  ms: number;
  /** How long the snapshot's transaction lasted: on PGlite, how long the app's queries waited. */
  snapshotMs: number;
};

type Sink = {
  writeLine: (json: unknown) => Promise<void>;
  writeRows: (rows: AsyncIterable<Uint8Array>) => Promise<number>;
};

/**
 * Writes every row of the application schema, as of one moment, to `file` (which must not exist yet).
 * The file appears only when complete: it is written as `<file>.partial`, synced, then renamed.
 */
export async function writeBackup(
  database: Database,
  file: string,
  options: { secretsKey: string; now: Date; encryptionKey?: Buffer },
): Promise<BackupResult> {
  if (await exists(file)) throw new BackupError(`${file} already exists; choose another file name`);
  const started = performance.now();
  const partial = `${file}.partial`;
  await rm(partial, { force: true });
  const writer = await createBackupFileWriter(partial, options.encryptionKey);
  let snapshotMs = 0;
  try {
    const snapshot = async (sink: Sink) => {
      const snapshotStarted = performance.now();
      const totals = await inSession(database, 'snapshot', (session) => copySnapshot(session, sink, options));
      snapshotMs = performance.now() - snapshotStarted;
      return totals;
    };
    let totals: { tables: number; rows: number };
    if (database.kind === 'pglite') {
      // PGlite serves the app on one connection: hold it only to copy the rows into memory (tens of
      // milliseconds for the demo data), and compress and write once the app may go on.
      const buffered = bufferedSink();
      totals = await snapshot(buffered);
      await buffered.replay(writer);
    } else {
      totals = await snapshot(writer);
    }
    await writer.close();
    await rename(partial, file);
    const { size } = await stat(file);
    return { file, bytes: size, ...totals, ms: performance.now() - started, snapshotMs };
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    throw error;
  }
}

async function copySnapshot(
  session: DatabaseSession,
  sink: Sink,
  options: { secretsKey: string; now: Date },
): Promise<{ tables: number; rows: number }> {
  let level: Awaited<ReturnType<typeof readSchemaLevel>>;
  try {
    level = await readSchemaLevel(session, readMigrations());
  } catch (error) {
    throw new BackupError((error as Error).message);
  }
  if (level.migrations === 0)
    throw new BackupError('the database has no Hostportaal schema yet: nothing to back up');
  const [server] = await session.query<{ version: string }>(
    "select current_setting('server_version') as version",
  );
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: options.now.toISOString(),
    source: { kind: session.kind, serverVersion: server?.version ?? 'unknown' },
    schema: level,
    secretsKeyId: secretsKeyId(options.secretsKey),
  };
  await sink.writeLine(manifest);
  const tables = await listTables(session);
  const rows: Record<string, number> = {};
  for (const { table, columns } of tables) {
    await sink.writeLine({ table, columns });
    try {
      rows[table] = await sink.writeRows(session.copyOut(table, columns));
    } catch (error) {
      // Which table, in the database's own words: what an operator needs to repair it (issue 26). The
      // backup as a whole still fails: a file without that table's rows is not a backup (decision 033).
      throw new BackupError(`table ${table} could not be copied: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
  // After the rows: a sequence is not transactional, so read last it is at least every id copied.
  await sink.writeLine({ end: true, rows, sequences: await readSequences(session) });
  return { tables: tables.length, rows: Object.values(rows).reduce((sum, count) => sum + count, 0) };
}

function bufferedSink(): Sink & { replay: (target: Sink) => Promise<void> } {
  const parts: ({ json: unknown } | { chunks: Uint8Array[] })[] = [];
  return {
    writeLine: async (json) => {
      parts.push({ json });
    },
    async writeRows(rows) {
      const chunks: Uint8Array[] = [];
      let count = 0;
      for await (const chunk of rows) {
        chunks.push(chunk);
        for (let at = chunk.indexOf(0x0a); at >= 0; at = chunk.indexOf(0x0a, at + 1)) count++;
      }
      parts.push({ chunks });
      return count;
    },
    async replay(target) {
      for (const part of parts) {
        if ('json' in part) await target.writeLine(part.json);
        else await target.writeRows(asAsync(part.chunks));
      }
    },
  };
}

async function* asAsync(chunks: Uint8Array[]): AsyncIterable<Uint8Array> {
  yield* chunks;
}

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch {
    return false;
  }
}
