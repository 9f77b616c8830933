import { and, desc, eq, gt, gte, inArray, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';

export type TokenPurpose = 'password_reset' | 'email_verification' | 'email_change' | 'email_change_undo';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  email_verification: 48 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
  email_change_undo: 7 * 24 * 60 * 60_000,
};

/**
 * A token counts only for the address it names (issue 18): the one it was sent to, or for an undo link
 * the one it restores.
 */
export async function createOneTimeToken(
  db: DbOrTx,
  input: { userId: string; purpose: TokenPurpose; email: string; now: Date },
): Promise<string> {
  const { token, hash } = createSecretToken();
  await db.insert(userTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hash,
    email: input.email,
    expiresAt: new Date(input.now.getTime() + tokenLifetimeMs[input.purpose]),
    createdAt: input.now,
  });
  return token;
}

export type ConsumedToken = { userId: string; email: string | null; createdAt: Date };

// Claims the token in one statement, so it works once even under concurrent requests.
export async function consumeOneTimeToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<ConsumedToken> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashSecretToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        isNull(userTokens.revokedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId, email: userTokens.email, createdAt: userTokens.createdAt });
  if (!row) throw new AppError('TOKEN_INVALID');
  return row;
}

/** Revokes the user's outstanding tokens of these purposes (only those created from `createdFrom` on, if given). */
export async function revokeOneTimeTokens(
  db: DbOrTx,
  userId: string,
  purposes: TokenPurpose[],
  now: Date,
  options: { createdFrom?: Date } = {},
): Promise<void> {
  const conditions = [
    eq(userTokens.userId, userId),
    inArray(userTokens.purpose, purposes),
    isNull(userTokens.usedAt),
    isNull(userTokens.revokedAt),
  ];
  if (options.createdFrom) conditions.push(gte(userTokens.createdAt, options.createdFrom));
  await db
    .update(userTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/**
 * Issue 18: a new reset link, a password change or reset, an e-mail change and ending all sessions make
 * every earlier reset link worthless, and cancel an address change still waiting for its confirmation
 * (whoever asked for it may be the one being locked out).
 */
export function revokeCredentialTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  return revokeOneTimeTokens(db, userId, ['password_reset', 'email_change'], now);
}

export function isSameAddress(a: string | null, b: string): boolean {
  return a !== null && a.toLowerCase() === b.toLowerCase();
}

/** The user's newest token of this purpose that still works, if any. */
export async function findLiveToken(
  db: DbOrTx,
  userId: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<{ email: string | null; createdAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({ email: userTokens.email, createdAt: userTokens.createdAt, expiresAt: userTokens.expiresAt })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        isNull(userTokens.revokedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(userTokens.createdAt))
    .limit(1);
  return row ?? null;
}
