import { BackupError } from './backup-error.ts';
import type { BackupFileReader } from './backup-file.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  type BackupManifest,
  backupManifestSchema,
} from './backup-manifest.ts';
import type { Migration } from './migration-level.ts';

/**
 * Reads and checks a backup's first line: a Hostportaal backup, in a format and at a schema level this
 * version can restore (the same or an older migration of the same history).
 */
export async function readBackupManifest(
  reader: BackupFileReader,
  file: string,
  migrations: Migration[],
): Promise<BackupManifest> {
  let first: unknown;
  try {
    first = await reader.readJsonLine();
  } catch (error) {
    if (error instanceof BackupError && /is damaged: a line/.test(error.message))
      throw new BackupError(`${file} is not a Hostportaal backup`);
    throw error;
  }
  if (typeof first !== 'object' || first === null || (first as { format?: unknown }).format !== BACKUP_FORMAT)
    throw new BackupError(`${file} is not a Hostportaal backup`);
  const formatVersion = (first as { formatVersion?: unknown }).formatVersion;
  if (typeof formatVersion === 'number' && formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupError(
      `${file} was written by a newer Hostportaal (backup format ${formatVersion}; this version reads ${BACKUP_FORMAT_VERSION}): update Hostportaal, then restore.`,
    );
  const parsed = backupManifestSchema.safeParse(first);
  if (!parsed.success) throw new BackupError(`${file} is damaged: its manifest cannot be read`);
  const manifest = parsed.data;
  const { migrations: level, lastMigration } = manifest.schema;
  const latest = migrations.at(-1)?.tag ?? 'none';
  if (level > migrations.length)
    throw new BackupError(
      `${file} comes from a newer schema (migration ${lastMigration}, ${level} migrations; this version has ${migrations.length}, up to ${latest}): update Hostportaal, then restore.`,
    );
  const here = level === 0 ? null : (migrations[level - 1]?.tag ?? null);
  if (here !== lastMigration)
    throw new BackupError(
      `${file} comes from another schema history (its migration ${level} is ${lastMigration}, here ${here}).`,
    );
  return manifest;
}
