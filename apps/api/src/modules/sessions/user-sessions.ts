import type { UserSession } from '@hostportaal/contract';
import { and, desc, eq, gt, isNull, max, min, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { forgetKnownDevices } from '../auth/known-devices.ts';
import { revokeCredentialTokens } from '../auth/one-time-tokens.ts';
import { revokeAllUserSessions, revokeRefreshFamily } from '../auth/refresh-tokens.ts';

// A session is one login: the family of refresh tokens rotated from it. It is live while one of its tokens
// is neither revoked nor expired; revoking it ends access at once (the guard checks the family).

const MAX_SESSIONS = 50;

function liveToken(userId: string, now: Date) {
  return and(
    eq(refreshTokens.userId, userId),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
  );
}

/** The user's live sessions, most recently active first (at most 50: older ones are still revocable all at once). */
export async function listSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  currentFamilyId: string | null,
): Promise<UserSession[]> {
  const live = db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(liveToken(userId, now))
    .as('live');
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      startedAt: min(refreshTokens.createdAt),
      lastActiveAt: max(refreshTokens.lastUsedAt),
      expiresAt: max(refreshTokens.expiresAt),
      // The newest token's address and browser: where the session is now.
      ip: sql<string | null>`(array_agg(${refreshTokens.ip} order by ${refreshTokens.createdAt} desc))[1]`,
      userAgent: sql<
        string | null
      >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
    })
    .from(refreshTokens)
    .innerJoin(live, eq(live.familyId, refreshTokens.familyId))
    .where(eq(refreshTokens.userId, userId))
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(max(refreshTokens.lastUsedAt)))
    .limit(MAX_SESSIONS);
  return rows.map((row) => ({
    id: row.familyId,
    startedAt: new Date(row.startedAt ?? now).toISOString(),
    lastActiveAt: new Date(row.lastActiveAt ?? now).toISOString(),
    expiresAt: new Date(row.expiresAt ?? now).toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    current: row.familyId === currentFamilyId,
  }));
}

/** Ends one of the user's live sessions; 404 when it is not theirs or no longer live. */
export async function revokeSession(db: DbOrTx, userId: string, familyId: string, now: Date): Promise<void> {
  const [found] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(and(liveToken(userId, now), eq(refreshTokens.familyId, familyId)))
    .limit(1);
  if (!found)
    throw new AppError('NOT_FOUND', { message: 'Sessie niet gevonden', reason: 'session_not_found' });
  await revokeRefreshFamily(db, familyId, now);
}

/**
 * Ends every live session of the user but `exceptFamilyId`, and voids outstanding reset links and a pending
 * address change (issue 18: "end all sessions" is what someone does who fears their account is taken);
 * answers how many sessions ended.
 */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  exceptFamilyId?: string,
): Promise<number> {
  const before = await listSessions(db, userId, now, null);
  await revokeAllUserSessions(db, userId, now, { exceptFamilyId });
  await revokeCredentialTokens(db, userId, now);
  await forgetKnownDevices(db, userId);
  return before.filter((session) => session.id !== exceptFamilyId).length;
}
