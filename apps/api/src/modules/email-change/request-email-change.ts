import type { EmailChangeBody, PendingEmailChange } from '@hostportaal/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { requireCurrentPassword } from '../auth/current-password.ts';
import {
  createOneTimeToken,
  findLiveToken,
  isSameAddress,
  revokeOneTimeTokens,
} from '../auth/one-time-tokens.ts';
import { emailChangeConfirmEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { requireSecondFactor } from '../two-factor/two-factor-service.ts';

// Issue 18: the address changes only when the new one confirms (confirm-email-change.ts); until then the
// login stays the current address and the address waiting is the user's one live email_change token.

function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { details: [{ field, message }] });
}

export async function assertAddressFree(db: DbOrTx, email: string, userId: string): Promise<void> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, userId)))
    .limit(1);
  if (taken) throw new AppError('EMAIL_TAKEN');
}

// A wrong code answers 422 on the field, not 401: the client must not take it for an expired session.
async function checkSecondFactor(ctx: AppContext, user: User, code: string | undefined): Promise<void> {
  if (!code) throw fieldError('code', 'Voer de code uit je authenticator-app of een back-upcode in');
  try {
    await requireSecondFactor(ctx, user, code);
  } catch (error) {
    if (error instanceof AppError && error.code === 'TWO_FACTOR_INVALID')
      throw fieldError('code', 'De verificatiecode is onjuist of verlopen.');
    throw error;
  }
}

export async function findPendingEmailChange(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<PendingEmailChange | null> {
  const token = await findLiveToken(db, userId, 'email_change', now);
  if (!token?.email) return null;
  return {
    email: token.email,
    requestedAt: token.createdAt.toISOString(),
    expiresAt: token.expiresAt.toISOString(),
  };
}

/** One live confirmation link at a time: a new one (or a resend) revokes the earlier ones. */
async function sendConfirmationLink(ctx: AppContext, tx: DbOrTx, user: User, newEmail: string, now: Date) {
  await revokeOneTimeTokens(tx, user.id, ['email_change'], now);
  const token = await createOneTimeToken(tx, {
    userId: user.id,
    purpose: 'email_change',
    email: newEmail,
    now,
  });
  const link = `${ctx.config.PUBLIC_URL}/confirm-email-change?token=${encodeURIComponent(token)}`;
  await enqueueEmail(tx, {
    to: newEmail,
    userId: user.id,
    message: emailChangeConfirmEmail({ firstname: user.firstname, currentEmail: user.email, link }),
    now,
  });
}

/** Checks the password (and the second factor when 2FA is on), then mails a confirmation link to the new address. */
export async function requestEmailChange(
  ctx: AppContext,
  user: User,
  body: EmailChangeBody,
  ip?: string,
): Promise<PendingEmailChange> {
  if (isSameAddress(body.newEmail, user.email)) throw fieldError('newEmail', 'Dit is al je e-mailadres');
  await requireCurrentPassword(ctx, user, body.currentPassword);
  // The second factor before the address: without it, nobody learns whether an address has an account.
  if (user.twoFactorEnabled) await checkSecondFactor(ctx, user, body.code);
  await assertAddressFree(ctx.db, body.newEmail, user.id);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await sendConfirmationLink(ctx, tx, user, body.newEmail, now);
    await recordActivity(tx, {
      userId: user.id,
      type: 'email_change_requested',
      action: 'E-mailwijziging aangevraagd',
      description: `Bevestigingslink verstuurd naar ${body.newEmail}`,
      ip,
      now,
      metadata: { email: body.newEmail },
    });
  });
  ctx.notifyOutbox();
  const pending = await findPendingEmailChange(ctx.db, user.id, now);
  if (!pending) throw new AppError('INTERNAL_ERROR');
  return pending;
}

export async function resendEmailChange(ctx: AppContext, user: User): Promise<PendingEmailChange> {
  const now = ctx.clock.now();
  const pending = await findPendingEmailChange(ctx.db, user.id, now);
  if (!pending)
    throw refusal('NOT_FOUND', 'email_change_not_pending', 'Er wacht geen e-mailwijziging op bevestiging.');
  await assertAddressFree(ctx.db, pending.email, user.id);
  await ctx.db.transaction((tx) => sendConfirmationLink(ctx, tx, user, pending.email, now));
  ctx.notifyOutbox();
  return (await findPendingEmailChange(ctx.db, user.id, now)) ?? pending;
}

export async function cancelEmailChange(ctx: AppContext, user: User, ip?: string): Promise<void> {
  const now = ctx.clock.now();
  const pending = await findPendingEmailChange(ctx.db, user.id, now);
  if (!pending) return;
  await ctx.db.transaction(async (tx) => {
    await revokeOneTimeTokens(tx, user.id, ['email_change'], now);
    await recordActivity(tx, {
      userId: user.id,
      type: 'email_change_cancelled',
      action: 'E-mailwijziging geannuleerd',
      description: `Wijziging naar ${pending.email} geannuleerd`,
      ip,
      now,
      metadata: { email: pending.email },
    });
  });
}
