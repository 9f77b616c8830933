import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { systemClock } from '../../clock.ts';
import { backupEncryptionKey, type Config, loadConfig } from '../../config.ts';
import { acquireDataDirLock } from '../../data-dir-lock.ts';
import { openDatabase } from '../client.ts';
import { BackupError } from './backup-error.ts';
import { restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const usage = `Usage: npm run backup -- <file>
       npm run restore -- <file> [--force] [--ignore-secrets-key]

  backup                writes every row of the database to <file> (gzip; it must not exist yet)
  restore               replaces the database with the backup in <file>
  --force               restore into a database that holds rows, replacing them
  --ignore-secrets-key  restore although the backup's secrets were sealed with another SECRETS_KEY

Uses DATABASE_URL (PostgreSQL) when set, else PGlite in $DATA_DIR/pglite (default ./data/pglite).
With PGlite the server must be stopped; a running server is backed up by its daily job (BACKUP_DIR).`;

/** A wrong command line: exit code 2, as for other command-line tools. */
class UsageError extends Error {}

function parseCommand(argv: string[]) {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore') throw new UsageError('unknown command');
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(rest);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command, help: true as const };
  if (positionals.length !== 1) throw new UsageError(`${command} needs one file name`);
  if (command === 'backup' && (values.force || values['ignore-secrets-key']))
    throw new UsageError('--force and --ignore-secrets-key are options of restore');
  return {
    command,
    help: false as const,
    file: path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] ?? ''),
    force: values.force,
    ignoreSecretsKey: values['ignore-secrets-key'],
  };
}

const parseOptions = (args: string[]) =>
  parseArgs({
    args,
    allowPositionals: true,
    options: {
      force: { type: 'boolean', default: false },
      'ignore-secrets-key': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });

/** PGlite serves one process: hold the data directory's lock, as the server does. */
function lockDataDir(config: Config, command: string): () => void {
  if (config.DATABASE_URL) return () => {};
  mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    return acquireDataDirLock(path.join(config.DATA_DIR, 'server.lock'));
  } catch (error) {
    const hint =
      command === 'backup'
        ? ' The running server backs itself up with its daily job: set BACKUP_DIR.'
        : ' Stop it before restoring.';
    throw new BackupError(`${(error as Error).message}${hint}`);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function backup(config: Config, file: string): Promise<void> {
  const pgliteDir = path.join(config.DATA_DIR, 'pglite');
  if (!config.DATABASE_URL && !existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new BackupError(`There is no database in ${pgliteDir} to back up (set DATA_DIR or DATABASE_URL).`);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDir, poolSize: 1 });
  try {
    const result = await writeBackup(database, file, {
      secretsKey: config.SECRETS_KEY,
      encryptionKey: backupEncryptionKey(config),
      now: systemClock.now(),
    });
    console.log(
      `Backup written: ${file} (${megabytes(result.bytes)}, ${result.rows} rows in ${result.tables} tables, ${seconds(result.ms)})`,
    );
  } finally {
    await database.close();
  }
}

async function restore(config: Config, file: string, options: { force: boolean; ignoreSecretsKey: boolean }) {
  const started = performance.now();
  const target = config.DATABASE_URL
    ? { kind: 'postgres' as const, url: config.DATABASE_URL }
    : { kind: 'pglite' as const, dir: path.join(config.DATA_DIR, 'pglite') };
  const result = await restoreBackup(file, target, {
    ...options,
    secretsKey: config.SECRETS_KEY,
    encryptionKey: backupEncryptionKey(config),
  });
  const { createdAt, source, schema } = result.manifest;
  const migrated = result.migrationsAfter > 0 ? `; ${result.migrationsAfter} newer migrations applied` : '';
  console.log(
    `Restored ${file}: the backup of ${createdAt} (${source.kind}, schema ${schema.lastMigration}), ${result.rows} rows in ${result.tables} tables in ${seconds(performance.now() - started)}${migrated}.`,
  );
}

async function main(): Promise<void> {
  const command = parseCommand(process.argv.slice(2));
  if (command.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  const releaseLock = lockDataDir(config, command.command);
  try {
    if (command.command === 'backup') await backup(config, command.file);
    else await restore(config, command.file, command);
  } finally {
    releaseLock();
  }
}

main().catch((error: unknown) => {
  const [verb] = process.argv.slice(2);
  const action = verb === 'restore' ? 'Restore' : 'Backup';
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${usage}`);
    process.exitCode = 2;
    return;
  }
  const message = error instanceof Error ? error.message : String(error);
  // A BackupError is raised before anything is written, or inside the transaction that then rolls back.
  const unchanged = error instanceof BackupError && verb === 'restore' ? '\nNothing was changed.' : '';
  console.error(`${action} failed: ${message}${unchanged}`);
  process.exitCode = 1;
});
