import { and, desc, eq, gt, gte, inArray, isNull, lt } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';

export type TokenPurpose =
  | 'password_reset'
  | 'email_verification'
  | 'email_change'
  | 'email_change_undo'
  | 'sign_in_link';

export const tokenLifetimeMs: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  email_verification: 48 * 60 * 60_000,
  email_change: 24 * 60 * 60_000,
  email_change_undo: 7 * 24 * 60 * 60_000,
  // Long enough to open the mail, short enough that a link left in an inbox is soon worth nothing.
  sign_in_link: 15 * 60_000,
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

const usable = (token: string, purpose: TokenPurpose, now: Date) =>
  and(
    eq(userTokens.tokenHash, hashSecretToken(token)),
    eq(userTokens.purpose, purpose),
    isNull(userTokens.usedAt),
    isNull(userTokens.revokedAt),
    gt(userTokens.expiresAt, now),
  );

/**
 * The token as it stands, without using it up: for a check that must come before costly work (the reset's
 * password hash, issue 26). Whoever then acts on it still consumes it, which alone decides a race.
 */
export async function findUsableToken(
  db: DbOrTx,
  token: string,
  purpose: TokenPurpose,
  now: Date,
): Promise<ConsumedToken> {
  const [row] = await db
    .select({ userId: userTokens.userId, email: userTokens.email, createdAt: userTokens.createdAt })
    .from(userTokens)
    .where(usable(token, purpose, now))
    .limit(1);
  if (!row) throw new AppError('TOKEN_INVALID');
  return row;
}

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
    .where(usable(token, purpose, now))
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
 * (whoever asked for it may be the one being locked out). A sign-in link opens the account like a reset
 * link, so it goes with them (issue 26).
 */
export function revokeCredentialTokens(db: DbOrTx, userId: string, now: Date): Promise<void> {
  return revokeOneTimeTokens(db, userId, ['password_reset', 'email_change', 'sign_in_link'], now);
}

// A signed two-factor challenge (access-token.ts) is checked by its signature, not looked up; what makes it
// single-use (issue 26) is a row for its id once a second step completed with it. The row's hash is of the
// id, so it shares the unique index with every other token.
const challengeHash = (challengeId: string) => hashSecretToken(`two-factor-challenge:${challengeId}`);

export async function isChallengeUsed(db: DbOrTx, challengeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(eq(userTokens.tokenHash, challengeHash(challengeId)))
    .limit(1);
  return row !== undefined;
}

/** Marks the challenge used; false when another request already did (one statement, so once under races). */
export async function claimChallenge(
  db: DbOrTx,
  challenge: { id: string; userId: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  const claimed = await db
    .insert(userTokens)
    .values({
      userId: challenge.userId,
      purpose: 'two_factor_challenge',
      tokenHash: challengeHash(challenge.id),
      expiresAt: challenge.expiresAt,
      usedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing({ target: userTokens.tokenHash })
    .returning({ id: userTokens.id });
  return claimed.length === 1;
}

/**
 * For the nightly purge: used challenges and sign-in links past their expiry protect nothing any more (the
 * challenge's signature has expired too). Answers how many.
 */
export async function purgeExpiredLoginTokens(db: DbOrTx, now: Date): Promise<number> {
  const expired = await db
    .delete(userTokens)
    .where(
      and(
        inArray(userTokens.purpose, ['two_factor_challenge', 'sign_in_link']),
        lt(userTokens.expiresAt, now),
      ),
    )
    .returning({ id: userTokens.id });
  return expired.length;
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
