import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../client.ts';
import { BackupError } from './backup-error.ts';
import { type BackupFileReader, openBackupFile } from './backup-file.ts';
import {
  type BackupManifest,
  type BackupTrailer,
  backupTrailerSchema,
  secretsKeyId,
  tableHeaderSchema,
} from './backup-manifest.ts';
import { type DatabaseSession, inSession } from './database-session.ts';
import { applyMigrations, type Migration, readMigrations } from './migration-level.ts';
import { readBackupManifest } from './read-backup-manifest.ts';
import {
  dropApplicationSchema,
  listTables,
  restoreSequences,
  setUserTriggers,
  tablesWithRows,
} from './schema-catalog.ts';

/** Where to restore: a PostgreSQL database, or PGlite's directory (`DATA_DIR/pglite`). */
export type RestoreTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dir: string };

export type RestoreOptions = {
  /** Replace a database that holds rows. */
  force: boolean;
  /** This machine's SECRETS_KEY, which must be the one that sealed the backup's secrets. */
  secretsKey: string;
  /** BACKUP_ENCRYPTION_KEY's bytes, for an encrypted file. */
  encryptionKey?: Buffer;
  /** Restore even though the secrets were sealed with another key (they will not open). */
  ignoreSecretsKey?: boolean;
};

export type RestoreResult = {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  migrationsAfter: number;
};

/**
 * Replaces the target's application schema with the backup's: migrations up to the file's level, its rows
 * (with the tables' own triggers off: the rows already hold the read models), its sequences, then the
 * migrations this version has on top. The file is read through once first, so a damaged or cut-off file
 * is refused before anything changes. On PGlite the restore builds a new directory that takes the old
 * one's place only when complete. On PostgreSQL the schema is built and committed before the rows are
 * loaded, because PostgreSQL before 17 refuses enum values added in the same transaction (migration 0016
 * adds roles the rows use); a load that fails after that leaves an empty database, and says so.
 */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions,
): Promise<RestoreResult> {
  const migrations = readMigrations();
  const manifest = await verifyBackupFile(file, migrations, options.encryptionKey);
  if (manifest.secretsKeyId !== secretsKeyId(options.secretsKey) && !options.ignoreSecretsKey)
    throw new BackupError(secretsKeyMessage(manifest.secretsKeyId, secretsKeyId(options.secretsKey)));
  const steps: RestoreSteps = {
    prepare: async (session) => {
      await dropApplicationSchema(session);
      await applyMigrations(session, migrations.slice(0, manifest.schema.migrations));
    },
    load: async (session) => {
      const reader = await openBackupFile(file, options.encryptionKey);
      try {
        await reader.readJsonLine();
        return await loadRows(session, reader, file, manifest, migrations);
      } finally {
        reader.close();
      }
    },
  };
  return target.kind === 'postgres'
    ? await restoreIntoPostgres(target.url, options.force, manifest, steps)
    : await restoreIntoPglite(target.dir, options.force, steps);
}

type RestoreSteps = {
  prepare: (session: DatabaseSession) => Promise<void>;
  load: (session: DatabaseSession) => Promise<RestoreResult>;
};

/** Reads the whole file: a Hostportaal backup this version can restore, complete and undamaged. */
export async function verifyBackupFile(
  file: string,
  migrations: Migration[],
  encryptionKey?: Buffer,
): Promise<BackupManifest> {
  const reader = await openBackupFile(file, encryptionKey);
  try {
    const manifest = await readBackupManifest(reader, file, migrations);
    await walkTables(reader, file, async (_header, rows) => {
      for await (const _chunk of rows);
    });
    return manifest;
  } finally {
    reader.close();
  }
}

async function restoreIntoPostgres(
  url: string,
  force: boolean,
  manifest: BackupManifest,
  steps: RestoreSteps,
): Promise<RestoreResult> {
  const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await inSession(database, 'write', async (session) => {
      await refuseUnlessEmpty(session, force);
      await steps.prepare(session);
    });
    try {
      return await inSession(database, 'write', steps.load);
    } catch (error) {
      const level = manifest.schema.lastMigration;
      throw new Error(
        `${(error as Error).message}\nThe database is left empty, at migration ${level}: restore again once the cause is fixed.`,
        { cause: error },
      );
    }
  } finally {
    await database.close();
  }
}

async function restoreIntoPglite(dir: string, force: boolean, steps: RestoreSteps): Promise<RestoreResult> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    let existing: Awaited<ReturnType<typeof openDatabase>> | undefined;
    try {
      existing = await openDatabase({ pgliteDir: dir });
    } catch (error) {
      if (!force)
        throw new BackupError(
          `The database in ${dir} cannot be opened (${(error as Error).message}); run with --force to replace it.`,
        );
    }
    if (existing) {
      try {
        await inSession(existing, 'snapshot', (session) => refuseUnlessEmpty(session, force));
      } finally {
        await existing.close();
      }
    }
  }
  const restoring = `${dir}.restoring`;
  const replaced = `${dir}.replaced`;
  await rm(restoring, { recursive: true, force: true });
  let result: RestoreResult;
  try {
    const database = await openDatabase({ pgliteDir: restoring });
    try {
      await inSession(database, 'write', steps.prepare);
      result = await inSession(database, 'write', steps.load);
    } finally {
      await database.close();
    }
  } catch (error) {
    await rm(restoring, { recursive: true, force: true });
    throw error;
  }
  await rm(replaced, { recursive: true, force: true });
  if (existsSync(dir)) await rename(dir, replaced);
  await rename(restoring, dir);
  await rm(replaced, { recursive: true, force: true });
  return result;
}

async function refuseUnlessEmpty(session: DatabaseSession, force: boolean): Promise<void> {
  if (force) return;
  const filled = await tablesWithRows(session);
  if (filled.length === 0) return;
  const named =
    filled.length > 4 ? `${filled.slice(0, 4).join(', ')} and ${filled.length - 4} more` : filled.join(', ');
  throw new BackupError(
    `The database is not empty (rows in ${named}). A restore replaces everything in it: run again with --force to do that.`,
  );
}

type TableHeader = { table: string; columns: string[] };

/** Goes through the tables after the manifest, handing each one's rows to `onTable`; checks the trailer. */
async function walkTables(
  reader: BackupFileReader,
  file: string,
  onTable: (header: TableHeader, rows: AsyncIterable<Uint8Array>) => Promise<void>,
): Promise<BackupTrailer> {
  const read: Record<string, number> = {};
  for (;;) {
    const line = await reader.readJsonLine();
    if (line === null) throw new BackupError(`${file} is incomplete: it has no end line`);
    const trailer = backupTrailerSchema.safeParse(line);
    if (trailer.success) {
      const expected = JSON.stringify(Object.entries(trailer.data.rows).sort());
      if (expected !== JSON.stringify(Object.entries(read).sort()))
        throw new BackupError(`${file} is damaged: the rows read do not match the counts at its end`);
      if ((await reader.readJsonLine()) !== null)
        throw new BackupError(`${file} is damaged: there is data after its end line`);
      return trailer.data;
    }
    const header = tableHeaderSchema.safeParse(line);
    if (!header.success) throw new BackupError(`${file} is damaged: a table's header cannot be read`);
    await onTable(header.data, reader.readRows());
    read[header.data.table] = reader.rowsRead();
  }
}

async function loadRows(
  session: DatabaseSession,
  reader: BackupFileReader,
  file: string,
  manifest: BackupManifest,
  migrations: Migration[],
): Promise<RestoreResult> {
  const tables = new Map((await listTables(session)).map(({ table, columns }) => [table, columns]));
  await setUserTriggers(session, [...tables.keys()], false);
  const trailer = await walkTables(reader, file, async ({ table, columns }, rows) => {
    const known = tables.get(table);
    if (!known || known.length !== columns.length || columns.some((column) => !known.includes(column)))
      throw new BackupError(
        `${file} does not fit the schema it names: table ${table} differs at migration ${manifest.schema.lastMigration}`,
      );
    await session.copyIn(table, columns, rows);
  });
  await restoreSequences(session, trailer.sequences);
  await setUserTriggers(session, [...tables.keys()], true);
  const newer = migrations.slice(manifest.schema.migrations);
  await applyMigrations(session, newer);
  const counts = Object.values(trailer.rows);
  return {
    manifest,
    tables: counts.length,
    rows: counts.reduce((sum, count) => sum + count, 0),
    migrationsAfter: newer.length,
  };
}

function secretsKeyMessage(backupKey: string, thisKey: string): string {
  return [
    `The backup's secrets (staff 2FA secrets, panel login keys) were sealed with another SECRETS_KEY (id ${backupKey})`,
    `than this machine's (id ${thisKey}). Set SECRETS_KEY to the key of the machine the backup comes from (its`,
    'SECRETS_KEY variable, or the file DATA_DIR/secrets-key there) and restore again; or restore with',
    '--ignore-secrets-key, after which those secrets cannot be opened (staff set up 2FA again, panel keys are entered again).',
  ].join('\n');
}
