import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { fixedClock } from '../../clock.ts';
import { type JobDependencies, jobDefinitions } from '../../jobs/job-definitions.ts';
import type { Database } from '../client.ts';
import { insertUser } from '../seed/user-factory.ts';
import { readMigrations } from './migration-level.ts';
import { verifyBackupFile } from './restore-backup.ts';

const backupJob = jobDefinitions.find((job) => job.name === 'daily-backup');
const backupDir = mkdtempSync(path.join(tmpdir(), 'hp-daily-backup-'));
// 10:00 in Amsterdam on 21 November; the job's cron is 04:00, but the date is what counts.
const clock = fixedClock(new Date('2026-11-21T09:00:00Z'));
let database: Database;

function jobDependencies(backup: JobDependencies['backup']): JobDependencies {
  return {
    db: database.db,
    clock,
    notifyOutbox: () => {},
    publicUrl: 'http://portal.test',
    secretsKey: Buffer.alloc(32, 7).toString('base64'),
    panelAllowedNetworks: [],
    trigger: async () => {},
    backup,
  };
}

const runJob = (backup: JobDependencies['backup'], log?: JobDependencies['log']) => {
  if (!backupJob) throw new Error('the daily-backup job is not defined');
  return backupJob.run({ ...jobDependencies(backup), log }, {});
};
const files = () => readdirSync(backupDir).sort();

beforeAll(async () => {
  database = await createTestDatabase();
  await insertUser(database.db, { email: 'backup@example.nl' });
});
afterAll(async () => {
  await database.close();
  rmSync(backupDir, { recursive: true, force: true });
});

describe('daily backup job', () => {
  it('does nothing without BACKUP_DIR', async () => {
    expect(await runJob(undefined)).toBe(0);
    expect(files()).toEqual([]);
  });

  it('writes one file a day and deletes the days past retention, leaving other files alone', async () => {
    const settings = { database, dir: backupDir, retentionDays: 14 };
    // Left by earlier days: the 7th is 14 days old (past a 14-day retention), the 8th the oldest kept.
    for (const name of [
      'hostportaal-2026-11-07.backup.gz',
      'hostportaal-2026-11-08.backup.gz',
      'hostportaal-2026-11-20.backup.gz.partial',
      'notes.txt',
    ])
      writeFileSync(path.join(backupDir, name), 'old');

    expect(await runJob(settings)).toBe(3);
    expect(files()).toEqual([
      'hostportaal-2026-11-08.backup.gz',
      'hostportaal-2026-11-21.backup.gz',
      'notes.txt',
    ]);
    const todays = path.join(backupDir, 'hostportaal-2026-11-21.backup.gz');
    const manifest = await verifyBackupFile(todays, readMigrations());
    expect(manifest.createdAt).toBe('2026-11-21T09:00:00.000Z');

    // A retry or a second instance the same day: nothing new.
    const written = statSync(todays).mtimeMs;
    clock.advance(6 * 60 * 60 * 1000);
    expect(await runJob(settings)).toBe(0);
    expect(statSync(todays).mtimeMs).toBe(written);

    // The next day: its own file, and the 8th has had its 14 days.
    clock.set(new Date('2026-11-22T03:00:00Z'));
    expect(await runJob(settings)).toBe(2);
    expect(files()).toEqual([
      'hostportaal-2026-11-21.backup.gz',
      'hostportaal-2026-11-22.backup.gz',
      'notes.txt',
    ]);
  });

  it('writes no file when a table cannot be copied, says which and why, and keeps every earlier file', async () => {
    // Issue 26: one table COPY cannot read (here a partitioned table someone added by hand; COPY TO refuses
    // those) must not give a file that restore would take as the whole database.
    const dir = mkdtempSync(path.join(tmpdir(), 'hp-daily-backup-broken-'));
    const settings = { database, dir, retentionDays: 14 };
    clock.set(new Date('2026-12-10T03:00:00Z'));
    // Past retention on the 10th, but the last good backups while today's fails: they stay.
    for (const name of ['hostportaal-2026-11-20.backup.gz', 'hostportaal-2026-12-09.backup.gz'])
      writeFileSync(path.join(dir, name), 'earlier');
    await database.db.execute(sql`create table zz_hand_made (id int) partition by range (id)`);
    await database.db.execute(
      sql`create table zz_hand_made_1 partition of zz_hand_made for values from (0) to (9)`,
    );
    await database.db.execute(sql`insert into zz_hand_made values (1)`);
    const logged: { details: Record<string, unknown>; message: string }[] = [];
    const log = {
      info: () => {},
      error: (details: Record<string, unknown>, message: string) => logged.push({ details, message }),
    };
    try {
      await expect(runJob(settings, log)).rejects.toThrow(
        /table zz_hand_made could not be copied: .*partitioned/,
      );
      expect(readdirSync(dir).sort()).toEqual([
        'hostportaal-2026-11-20.backup.gz',
        'hostportaal-2026-12-09.backup.gz',
      ]);
      expect(logged).toEqual([
        {
          message: 'daily-backup wrote no file today; the earlier backups are all kept',
          details: { dir, reason: expect.stringContaining('zz_hand_made') },
        },
      ]);
    } finally {
      await database.db.execute(sql`drop table zz_hand_made`);
    }

    // Repaired: today's file, and then the old one goes.
    expect(await runJob(settings, log)).toBe(2);
    expect(readdirSync(dir).sort()).toEqual([
      'hostportaal-2026-12-09.backup.gz',
      'hostportaal-2026-12-10.backup.gz',
    ]);
    rmSync(dir, { recursive: true, force: true });
  });
});
