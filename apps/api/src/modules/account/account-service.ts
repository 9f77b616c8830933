import { randomBytes } from 'node:crypto';
import type {
  UpdateNotificationSettingsBody,
  UpdatePreferencesBody,
  UpdateSecuritySettingsBody,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import {
  backupCodes,
  invoices,
  notifications,
  refreshTokens,
  sepaMandates,
  subscriptions,
  type User,
  users,
  userTokens,
} from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';

const UNPAID_STATUSES = ['open', 'pending', 'overdue', 'failed'] as const;

async function logSettingsChange(
  ctx: AppContext,
  user: User,
  action: string,
  description: string,
  ip?: string,
): Promise<void> {
  await recordActivity(ctx.db, {
    userId: user.id,
    type: 'settings_updated',
    action,
    description,
    ip,
    now: ctx.clock.now(),
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
  await logSettingsChange(ctx, user, 'Voorkeuren gewijzigd', 'Weergave- en taalvoorkeuren aangepast', ip);
  return updated;
}

export async function updateNotificationSettings(
  ctx: AppContext,
  user: User,
  body: UpdateNotificationSettingsBody,
  ip?: string,
): Promise<User> {
  const updated = await updateUser(ctx, user, { notificationSettings: { ...body } });
  await logSettingsChange(ctx, user, 'Meldingen gewijzigd', 'Meldingsinstellingen aangepast', ip);
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
  await logSettingsChange(ctx, user, 'Beveiliging gewijzigd', 'Beveiligingsinstellingen aangepast', ip);
  return updated;
}

// AVG: the account is anonymised rather than removed, because invoices (with their own customer
// snapshot) must be kept for 7 years (DOMAIN-NL §4); payments and mandates stay with them.
export async function deleteAccount(
  ctx: AppContext,
  user: User,
  password: string,
  ip?: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('WRONG_PASSWORD', { message: 'Het wachtwoord is onjuist.' });
  }
  const now = ctx.clock.now();
  const today = amsterdamToday(now);
  const randomHash = await hashPassword(randomBytes(32).toString('hex'));
  await ctx.db.transaction(async (tx) => {
    // Lock the user row so a payment run can't slip in between the check and the anonymisation.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${user.id} for update`);
    const [unpaid] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(invoices)
      .where(
        and(
          eq(invoices.userId, user.id),
          inArray(invoices.status, [...UNPAID_STATUSES]),
          gt(invoices.totalCents, invoices.paidCents),
        ),
      );
    if ((unpaid?.count ?? 0) > 0) throw new AppError('ACCOUNT_HAS_UNPAID_BALANCE');

    await tx
      .update(subscriptions)
      .set({
        status: 'cancelled',
        serviceStatus: 'cancelled_expired',
        endDate: today,
        nextBillingDate: null,
        cancelledAt: now,
        cancellationReason: 'Account verwijderd op verzoek van de klant',
        updatedAt: now,
      })
      .where(and(eq(subscriptions.userId, user.id), ne(subscriptions.serviceStatus, 'cancelled_expired')));
    await tx
      .update(sepaMandates)
      .set({ status: 'invalid', updatedAt: now })
      .where(eq(sepaMandates.userId, user.id));
    await tx.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
    await tx.delete(userTokens).where(eq(userTokens.userId, user.id));
    await tx.delete(backupCodes).where(eq(backupCodes.userId, user.id));
    await tx.delete(notifications).where(eq(notifications.userId, user.id));
    await tx
      .update(users)
      .set({
        firstname: 'Verwijderde',
        lastname: 'gebruiker',
        email: `verwijderd-${user.id}@anonymized.invalid`,
        phone: null,
        company: null,
        vatId: null,
        street: null,
        houseNumber: null,
        city: null,
        zipcode: null,
        passwordHash: randomHash,
        isActive: false,
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
        loginNotifications: false,
        anonymizedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
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
