import type { ErrorReason, UserRole } from '@hostportaal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { revokeAllUserSessions } from '../auth/refresh-tokens.ts';

// Activating, deactivating and changing the role of a user (SPEC §7, issue 7). Safety: an admin cannot
// deactivate or demote themself, and the last active admin stays. Each change locks the admins' rows, so
// two admins demoting each other at once cannot leave nobody. A deactivated user's sessions end at once.

export type AccessActor = { id: string; ip?: string; now: Date };

export function conflict(reason: ErrorReason, message: string): AppError {
  return refusal('CONFLICT', reason, message);
}

/**
 * The active admins' ids, their rows locked in id order first, so two transactions that change admins
 * queue behind each other instead of deadlocking.
 */
export async function lockActiveAdmins(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function lockedUser(tx: DbOrTx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.anonymizedAt) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** What an audit row keeps of a user: the fields admins change, never secrets. */
export function userAuditSnapshot(user: User): Record<string, unknown> {
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    company: user.company,
    kvkNumber: user.kvkNumber,
    vatId: user.vatId,
    street: user.street,
    houseNumber: user.houseNumber,
    zipcode: user.zipcode,
    city: user.city,
    country: user.country,
    role: user.role,
    isActive: user.isActive,
  };
}

export type UserChange = { userId: string; before: Record<string, unknown>; after: Record<string, unknown> };

/** The change made, or null when the user already was so. */
export async function setUserActive(
  db: DbOrTx,
  userId: string,
  isActive: boolean,
  actor: AccessActor,
): Promise<UserChange | null> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockedUser(tx, userId);
    if (user.isActive === isActive) return null;
    if (!isActive && userId === actor.id)
      throw conflict('own_account_deactivate', 'You cannot deactivate your own account');
    if (!isActive && admins.every((id) => id === userId))
      throw conflict('last_active_admin', 'At least one active admin must remain');
    await tx.update(users).set({ isActive, updatedAt: actor.now }).where(eq(users.id, userId));
    if (!isActive) await revokeAllUserSessions(tx, userId, actor.now);
    await recordActivity(tx, {
      userId,
      actorId: actor.id,
      type: 'user_status_changed',
      action: isActive ? 'Account activated' : 'Account deactivated',
      description: `${user.firstname} ${user.lastname} (${user.email}) ${isActive ? 'activated' : 'deactivated'}`,
      ip: actor.ip,
      now: actor.now,
      metadata: { isActive },
    });
    const before = userAuditSnapshot(user);
    return { userId, before, after: { ...before, isActive } };
  });
}

export async function setUserRole(
  db: DbOrTx,
  userId: string,
  role: UserRole,
  actor: AccessActor,
): Promise<UserChange | null> {
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockedUser(tx, userId);
    if (user.role === role) return null;
    if (userId === actor.id) throw conflict('own_role', 'You cannot change your own role');
    // Demoting an admin to any other role (customer, finance, support) must leave an active admin.
    if (user.role === 'admin' && admins.every((id) => id === userId))
      throw conflict('last_active_admin', 'At least one active admin must remain');
    await tx.update(users).set({ role, updatedAt: actor.now }).where(eq(users.id, userId));
    // A new role takes effect with a new login: end the sessions that carry the old one.
    await revokeAllUserSessions(tx, userId, actor.now);
    await recordActivity(tx, {
      userId,
      actorId: actor.id,
      type: 'user_role_changed',
      action: 'Role changed',
      description: `${user.firstname} ${user.lastname} (${user.email}): ${user.role} → ${role}`,
      ip: actor.ip,
      now: actor.now,
      metadata: { before: user.role, after: role },
    });
    const before = userAuditSnapshot(user);
    return { userId, before, after: { ...before, role } };
  });
}
