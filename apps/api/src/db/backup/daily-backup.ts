import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { addDays, amsterdamToday } from '@hostportaal/domain';
import type { Database } from '../client.ts';
import { type BackupResult, writeBackup } from './write-backup.ts';

/** Where and how long the daily backup keeps its files (config BACKUP_DIR, BACKUP_RETENTION_DAYS). */
export type DailyBackupSettings = {
  database: Database;
  dir: string;
  retentionDays: number;
  /** BACKUP_ENCRYPTION_KEY's bytes: every file encrypted (issue 26); unset, plain gzip. */
  encryptionKey?: Buffer;
};

export type DailyBackupResult = { written: BackupResult | null; deleted: string[] };

const DAILY_FILE = /^hostportaal-(\d{4}-\d{2}-\d{2})\.backup\.gz(\.partial)?$/;

export const dailyBackupFileName = (date: string) => `hostportaal-${date}.backup.gz`;

/**
 * Writes today's file (Amsterdam date) unless it is there already, so a retried or repeated run writes
 * one file a day; then deletes the daily files of `retentionDays` days ago and before, and what a run
 * that died left half-written. Other files in the directory are never touched. When today's file cannot
 * be written (a table that cannot be copied) it throws before deleting anything: while backups fail, the
 * last good ones must not age out (decision 033).
 */
export async function runDailyBackup(
  settings: DailyBackupSettings,
  options: { now: Date; secretsKey: string },
): Promise<DailyBackupResult> {
  const today = amsterdamToday(options.now);
  // The files hold personal data and password hashes: a directory made here is the server user's alone.
  await mkdir(settings.dir, { recursive: true, mode: 0o700 });
  const present = new Set(await readdir(settings.dir));
  const todays = dailyBackupFileName(today);
  const written = present.has(todays)
    ? null
    : await writeBackup(settings.database, path.join(settings.dir, todays), {
        ...options,
        encryptionKey: settings.encryptionKey,
      });
  const oldestKept = addDays(today, -(settings.retentionDays - 1));
  const deleted: string[] = [];
  for (const name of present) {
    const match = DAILY_FILE.exec(name);
    if (!match?.[1]) continue;
    const partialOfAnotherDay = match[2] !== undefined && match[1] !== today;
    if (match[1] < oldestKept || partialOfAnotherDay) {
      await rm(path.join(settings.dir, name), { force: true });
      deleted.push(name);
    }
  }
  return { written, deleted: deleted.sort() };
}
