import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { createSecretToken, hashSecretToken } from './secret-token.ts';

const REMEMBER_ME_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

// Session activity (last_used_at of the family) is written at most this often.
export const ACTIVITY_TOUCH_INTERVAL_MS = 60 * 1000;

// The user's session timeout: idle longer than `timeoutMinutes` ends the session (null = never).
export function isSessionIdle(lastActivity: Date, timeoutMinutes: number | null, now: Date): boolean {
  if (timeoutMinutes === null) return false;
  return now.getTime() - lastActivity.getTime() > timeoutMinutes * 60 * 1000;
}

export type IssuedRefreshToken = { token: string; familyId: string; expiresAt: Date };

export async function issueRefreshToken(
  db: DbOrTx,
  input: { userId: string; rememberMe: boolean; now: Date; userAgent?: string; ip?: string },
): Promise<IssuedRefreshToken> {
  const { token, hash } = createSecretToken();
  const familyId = randomUUID();
  const expiresAt = new Date(input.now.getTime() + (input.rememberMe ? REMEMBER_ME_TTL_MS : SESSION_TTL_MS));
  await db.insert(refreshTokens).values({
    userId: input.userId,
    familyId,
    tokenHash: hash,
    expiresAt,
    lastUsedAt: input.now,
    createdAt: input.now,
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
  });
  return { token, familyId, expiresAt };
}

// Rotation: each refresh token works once. Presenting a rotated or revoked one means it was
// stolen or replayed, so the whole family (every token from that login) is revoked.
export async function rotateRefreshToken(
  db: DbOrTx,
  presented: string,
  now: Date,
  options: { sessionTimeoutMinutes?: (userId: string) => Promise<number | null> } = {},
): Promise<IssuedRefreshToken & { userId: string }> {
  const [current] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(presented)))
    .limit(1);
  if (!current) throw new AppError('UNAUTHENTICATED');
  if (current.rotatedAt) {
    await revokeRefreshFamily(db, current.familyId, now);
    throw new AppError('UNAUTHENTICATED');
  }
  if (current.revokedAt || current.expiresAt <= now) throw new AppError('UNAUTHENTICATED');
  if (options.sessionTimeoutMinutes) {
    const timeout = await options.sessionTimeoutMinutes(current.userId);
    if (isSessionIdle(current.lastUsedAt, timeout, now)) {
      await revokeRefreshFamily(db, current.familyId, now);
      throw new AppError('UNAUTHENTICATED');
    }
  }

  const claimed = await db
    .update(refreshTokens)
    .set({ rotatedAt: now, revokedAt: now })
    .where(
      and(eq(refreshTokens.id, current.id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)),
    )
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeRefreshFamily(db, current.familyId, now);
    throw new AppError('UNAUTHENTICATED');
  }

  const ttl = current.expiresAt.getTime() - current.createdAt.getTime();
  const { token, hash } = createSecretToken();
  const expiresAt = new Date(now.getTime() + ttl);
  await db.insert(refreshTokens).values({
    userId: current.userId,
    familyId: current.familyId,
    tokenHash: hash,
    expiresAt,
    // A refresh is not user activity (a background poll may cause it): the session keeps its last activity.
    lastUsedAt: current.lastUsedAt,
    createdAt: now,
    userAgent: current.userAgent,
    ip: current.ip,
  });
  return { token, familyId: current.familyId, expiresAt, userId: current.userId };
}

export async function revokeRefreshFamily(db: DbOrTx, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeRefreshToken(db: DbOrTx, presented: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecretToken(presented)))
    .limit(1);
  if (row) await revokeRefreshFamily(db, row.familyId, now);
}

export async function revokeAllUserSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  options: { exceptFamilyId?: string } = {},
): Promise<void> {
  const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
  if (options.exceptFamilyId) conditions.push(ne(refreshTokens.familyId, options.exceptFamilyId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(...conditions));
}
