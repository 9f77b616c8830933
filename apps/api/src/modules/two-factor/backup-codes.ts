import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { backupCodes } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';

const CODE_COUNT = 10;
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function randomCode(): string {
  const chars = Array.from({ length: 8 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${chars.slice(0, 4)}-${chars.slice(4)}`;
}

export function normaliseBackupCode(input: string): string {
  const compact = input.trim().toLowerCase().replace('-', '');
  return `${compact.slice(0, 4)}-${compact.slice(4)}`;
}

export function looksLikeBackupCode(input: string): boolean {
  return !/^\d{6}$/.test(input.trim());
}

// Backup codes are shown once and stored only as argon2 hashes.
export async function replaceBackupCodes(db: DbOrTx, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: CODE_COUNT }, randomCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await db.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await db.insert(backupCodes).values(hashes.map((codeHash) => ({ userId, codeHash, createdAt: now })));
  return codes;
}

export async function useBackupCode(db: DbOrTx, userId: string, input: string, now: Date): Promise<boolean> {
  const code = normaliseBackupCode(input);
  const unused = await db
    .select()
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  for (const row of unused) {
    if (await verifyPassword(row.codeHash, code)) {
      const claimed = await db
        .update(backupCodes)
        .set({ usedAt: now })
        .where(and(eq(backupCodes.id, row.id), isNull(backupCodes.usedAt)))
        .returning({ id: backupCodes.id });
      return claimed.length === 1;
    }
  }
  return false;
}

export async function remainingBackupCodes(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ remaining: count() })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  return row?.remaining ?? 0;
}
