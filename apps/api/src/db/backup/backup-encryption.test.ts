import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import { type Database, openDatabase } from '../client.ts';
import { users } from '../schema/index.ts';
import { insertUser } from '../seed/user-factory.ts';
import { runDailyBackup } from './daily-backup.ts';
import { readMigrations } from './migration-level.ts';
import { restoreBackup, verifyBackupFile } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

// Issue 26: backups encrypted with BACKUP_ENCRYPTION_KEY (AES-256-GCM). What a thief of the file, a wrong key,
// a flipped byte or a cut-off copy get: nothing readable, and a restore that changes nothing.

const secretsKey = Buffer.alloc(32, 7).toString('base64');
const key = randomBytes(32);
const now = new Date('2026-11-21T10:00:00Z');
const workDir = mkdtempSync(path.join(tmpdir(), 'hp-backup-key-'));
const email = 'geheim.klant@example.nl';
let source: Database;
let encrypted: string;

beforeAll(async () => {
  source = await createTestDatabase();
  await insertUser(source.db, { email });
  encrypted = path.join(workDir, 'encrypted.backup.gz');
  await writeBackup(source, encrypted, { secretsKey, now, encryptionKey: key });
});

afterAll(async () => {
  await source.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** A copy of the encrypted file with `change` applied to its bytes. */
function alteredCopy(name: string, change: (bytes: Buffer) => Buffer): string {
  const file = path.join(workDir, name);
  writeFileSync(file, change(Buffer.from(readFileSync(encrypted))));
  return file;
}

const pgliteTarget = () => ({
  kind: 'pglite' as const,
  dir: path.join(mkdtempSync(path.join(workDir, 'd-')), 'pglite'),
});

describe('an encrypted backup', () => {
  it('holds nothing readable: no gzip, no address', () => {
    const bytes = readFileSync(encrypted);
    expect(bytes.subarray(0, 8).toString()).toBe('HPBKENC1');
    expect(bytes.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    expect(bytes.includes(Buffer.from(email))).toBe(false);
  });

  it('restores with its key, row for row', async () => {
    const target = pgliteTarget();
    await restoreBackup(encrypted, target, { force: false, secretsKey, encryptionKey: key });
    const restored = await openDatabase({ pgliteDir: target.dir });
    try {
      expect(await restored.db.$count(users, eq(users.email, email))).toBe(1);
    } finally {
      await restored.close();
    }
  });

  it('is refused without the key, with another key, altered or cut off', async () => {
    const migrations = readMigrations();
    await expect(verifyBackupFile(encrypted, migrations)).rejects.toThrow(
      'is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with',
    );
    const refused =
      'cannot be decrypted: it was written with another BACKUP_ENCRYPTION_KEY, or it was altered or cut off';
    await expect(verifyBackupFile(encrypted, migrations, randomBytes(32))).rejects.toThrow(refused);
    const flipped = alteredCopy('flipped.backup.gz', (bytes) => {
      const at = Math.floor(bytes.length / 2);
      bytes[at] = (bytes[at] ?? 0) ^ 0x01;
      return bytes;
    });
    await expect(verifyBackupFile(flipped, migrations, key)).rejects.toThrow(refused);
    const lastByte = alteredCopy('tag.backup.gz', (bytes) => {
      bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x80;
      return bytes;
    });
    await expect(verifyBackupFile(lastByte, migrations, key)).rejects.toThrow(refused);
    const cut = alteredCopy('cut.backup.gz', (bytes) => bytes.subarray(0, bytes.length - 100));
    await expect(verifyBackupFile(cut, migrations, key)).rejects.toThrow(refused);

    // A refused restore changes nothing: the target directory is not made.
    const target = pgliteTarget();
    await expect(
      restoreBackup(flipped, target, { force: false, secretsKey, encryptionKey: key }),
    ).rejects.toThrow(refused);
    expect(existsSync(target.dir)).toBe(false);
  });

  it('a plain backup still restores where a key is set, and the daily job encrypts its file', async () => {
    const plain = path.join(workDir, 'plain.backup.gz');
    await writeBackup(source, plain, { secretsKey, now });
    expect((await verifyBackupFile(plain, readMigrations(), key)).format).toBe('hostportaal-backup');

    const dir = path.join(workDir, 'daily');
    const { written } = await runDailyBackup(
      { database: source, dir, retentionDays: 14, encryptionKey: key },
      { now, secretsKey },
    );
    expect(written).not.toBeNull();
    const daily = path.join(dir, 'hostportaal-2026-11-21.backup.gz');
    expect(readFileSync(daily).subarray(0, 8).toString()).toBe('HPBKENC1');
    expect((await verifyBackupFile(daily, readMigrations(), key)).format).toBe('hostportaal-backup');
  });
});
