import type {
  UpdateNotificationSettingsBody,
  UpdatePreferencesBody,
  UpdateSecuritySettingsBody,
} from '@hostportaal/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { requireCurrentPassword } from '../auth/current-password.ts';
import {
  accountDeletionDecision,
  anonymiseUser,
  assertAccountMayClose,
  unusablePasswordHash,
} from './anonymise-user.ts';

// Which part of the settings, so the activity screens word the line in the reader's language (issue 20).
const settingsSections = {
  preferences: { action: 'Voorkeuren gewijzigd', description: 'Weergave- en taalvoorkeuren aangepast' },
  notifications: { action: 'Meldingen gewijzigd', description: 'Meldingsinstellingen aangepast' },
  security: { action: 'Beveiliging gewijzigd', description: 'Beveiligingsinstellingen aangepast' },
} as const;

async function logSettingsChange(
  ctx: AppContext,
  user: User,
  section: keyof typeof settingsSections,
  ip?: string,
): Promise<void> {
  await recordActivity(ctx.db, {
    userId: user.id,
    type: 'settings_updated',
    ...settingsSections[section],
    ip,
    now: ctx.clock.now(),
    metadata: { section },
  });
}

async function updateUser(ctx: AppContext, user: User, values: Partial<User>): Promise<User> {
  const [updated] = await ctx.db
    .update(users)
    .set({ ...values, updatedAt: ctx.clock.now() })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new AppError('USER_NOT_FOUND');
  return updated;
}

export async function updatePreferences(
  ctx: AppContext,
  user: User,
  body: UpdatePreferencesBody,
  ip?: string,
): Promise<User> {
  const updated = await updateUser(ctx, user, { preferences: { ...body } });
  await logSettingsChange(ctx, user, 'preferences', ip);
  return updated;
}

export async function updateNotificationSettings(
  ctx: AppContext,
  user: User,
  body: UpdateNotificationSettingsBody,
  ip?: string,
): Promise<User> {
  const updated = await updateUser(ctx, user, { notificationSettings: { ...body } });
  await logSettingsChange(ctx, user, 'notifications', ip);
  return updated;
}

export async function updateSecuritySettings(
  ctx: AppContext,
  user: User,
  body: UpdateSecuritySettingsBody,
  ip?: string,
): Promise<User> {
  const updated = await updateUser(ctx, user, {
    loginNotifications: body.loginNotifications,
    sessionTimeoutMinutes: body.sessionTimeout,
  });
  await logSettingsChange(ctx, user, 'security', ip);
  return updated;
}

// AVG: the account is anonymised rather than removed (see anonymiseUser).
export async function deleteAccount(
  ctx: AppContext,
  user: User,
  password: string,
  ip?: string,
): Promise<void> {
  await requireCurrentPassword(ctx, user, password, () => new AppError('WRONG_PASSWORD'));
  const now = ctx.clock.now();
  const passwordHash = await unusablePasswordHash();
  // Credit in the way: the customer asked for it back by asking to leave; finance's list says so.
  const before = await accountDeletionDecision(ctx.db, user.id);
  if (!before.allowed && before.code === 'account_has_credit')
    await ctx.db
      .update(users)
      .set({ creditRefundRequestedAt: now })
      .where(and(eq(users.id, user.id), isNull(users.creditRefundRequestedAt)));
  await ctx.db.transaction(async (tx) => {
    // Lock the user row so a payment run can't slip in between the check and the anonymisation.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    await assertAccountMayClose(tx, user.id);
    await anonymiseUser(tx, {
      userId: user.id,
      now,
      reason: 'Account verwijderd op verzoek van de klant',
      passwordHash,
    });
    await recordActivity(tx, {
      userId: user.id,
      type: 'account_deleted',
      action: 'Account verwijderd',
      description: 'Account op verzoek van de klant verwijderd en persoonsgegevens geanonimiseerd',
      ip,
      now,
    });
  });
}
