import { and, eq, gt, isNull } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { userTokens } from '../../db/schema/index.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';

type Purpose = 'password_reset' | 'email_verification';

export const tokenLifetimeMs: Record<Purpose, number> = {
  password_reset: 60 * 60_000,
  email_verification: 48 * 60 * 60_000,
};

export async function createOneTimeToken(
  db: DbOrTx,
  userId: string,
  purpose: Purpose,
  now: Date,
): Promise<string> {
  const { token, hash } = createSecretToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + tokenLifetimeMs[purpose]),
    createdAt: now,
  });
  return token;
}

// Claims the token in one statement, so it works once even under concurrent requests.
export async function consumeOneTimeToken(
  db: DbOrTx,
  token: string,
  purpose: Purpose,
  now: Date,
): Promise<string> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(userTokens.tokenHash, hashSecretToken(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
    .returning({ userId: userTokens.userId });
  if (!row) throw new AppError('TOKEN_INVALID');
  return row.userId;
}
