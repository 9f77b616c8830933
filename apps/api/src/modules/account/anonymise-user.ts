import { randomBytes } from 'node:crypto';
import { amsterdamToday } from '@hostportaal/domain';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  backupCodes,
  invoices,
  notifications,
  refreshTokens,
  sepaMandates,
  subscriptions,
  users,
  userTokens,
} from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';

const UNPAID_STATUSES = ['open', 'pending', 'overdue', 'failed'] as const;

/** Refuses (409 ACCOUNT_HAS_UNPAID_BALANCE) while the user owes anything: collection must stay possible. */
export async function assertNothingUnpaid(tx: DbOrTx, userId: string): Promise<void> {
  const [unpaid] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(invoices)
    .where(
      and(
        eq(invoices.userId, userId),
        inArray(invoices.status, [...UNPAID_STATUSES]),
        gt(invoices.totalCents, invoices.paidCents),
      ),
    );
  if ((unpaid?.count ?? 0) > 0) throw new AppError('ACCOUNT_HAS_UNPAID_BALANCE');
}

/** A password hash nobody knows, made before the transaction (hashing is slow). */
export async function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('hex'));
}

/**
 * AVG: the account's personal data goes, its records stay, because invoices (with their own customer
 * snapshot) must be kept for 7 years (DOMAIN-NL §4); payments and mandates stay with them. Services end
 * today, mandates become invalid, sessions and tokens are removed. The caller holds the user row's lock
 * and has checked that nothing is unpaid.
 */
export async function anonymiseUser(
  tx: DbOrTx,
  input: { userId: string; now: Date; reason: string; passwordHash: string },
): Promise<void> {
  const { userId, now } = input;
  await tx
    .update(subscriptions)
    .set({
      status: 'cancelled',
      serviceStatus: 'cancelled_expired',
      endDate: amsterdamToday(now),
      nextBillingDate: null,
      cancelledAt: now,
      cancellationReason: input.reason,
      updatedAt: now,
    })
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.serviceStatus, 'cancelled_expired')));
  await tx
    .update(sepaMandates)
    .set({ status: 'invalid', updatedAt: now })
    .where(eq(sepaMandates.userId, userId));
  await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
  await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx
    .update(users)
    .set({
      firstname: 'Verwijderde',
      lastname: 'gebruiker',
      email: `verwijderd-${userId}@anonymized.invalid`,
      phone: null,
      company: null,
      kvkNumber: null,
      vatId: null,
      purchaseReference: null,
      peppolId: null,
      einvoiceByEmail: false,
      street: null,
      houseNumber: null,
      city: null,
      zipcode: null,
      passwordHash: input.passwordHash,
      isActive: false,
      twoFactorEnabled: false,
      twoFactorSecret: null,
      twoFactorPendingSecret: null,
      twoFactorLastStep: null,
      loginNotifications: false,
      anonymizedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
}
