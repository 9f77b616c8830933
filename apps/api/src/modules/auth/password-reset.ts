import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { passwordChangedEmail, passwordResetEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { forgetKnownDevices, type RememberedDevice, rememberDevice } from './known-devices.ts';
import { findUserByEmail } from './login.ts';
import { liftAccountThrottle } from './login-throttle.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  findUsableToken,
  isSameAddress,
  revokeCredentialTokens,
  revokeOneTimeTokens,
} from './one-time-tokens.ts';
import { hashPassword } from './password.ts';
import { revokeAllUserSessions } from './refresh-tokens.ts';

// Answers the same whether or not the address exists, so the form reveals no accounts.
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user?.isActive || user.anonymizedAt) return;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // Only the newest link works (issue 18). Not more than that: anyone may ask for a reset link.
    await revokeOneTimeTokens(tx, user.id, ['password_reset'], now);
    const token = await createOneTimeToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      email: user.email,
      now,
    });
    const link = `${ctx.config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
    await enqueueEmail(tx, {
      to: user.email,
      userId: user.id,
      message: passwordResetEmail({ firstname: user.firstname, link }),
      now,
    });
  });
  ctx.notifyOutbox();
}

/** The reset link's holder and the address it was sent to, or TOKEN_INVALID when it is no longer good. */
async function usableResetToken(ctx: AppContext, token: string, now: Date) {
  const pending = await findUsableToken(ctx.db, token, 'password_reset', now);
  const [holder] = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, pending.userId))
    .limit(1);
  // A link sent to an address the account no longer has is worthless (the change revoked it too).
  if (!holder || !isSameAddress(pending.email, holder.email)) throw new AppError('TOKEN_INVALID');
  return pending;
}

/**
 * Sets the new password. The link is checked before the password is hashed (issue 26): argon2 is the costly
 * step, and a made-up token must not buy it. The reset lifts the account's throttle, and the browser that
 * used the link becomes a known device: the owner reacting to an attack is not the one left waiting.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
  client: { ip?: string; deviceToken?: string },
): Promise<RememberedDevice> {
  const now = ctx.clock.now();
  await usableResetToken(ctx, input.token, now);
  const passwordHash = await hashPassword(input.password);
  const device = await ctx.db.transaction(async (tx) => {
    const { userId, email } = await consumeOneTimeToken(tx, input.token, 'password_reset', now);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    if (!user || !isSameAddress(email, user.email)) throw new AppError('TOKEN_INVALID');
    await revokeAllUserSessions(tx, userId, now);
    await revokeCredentialTokens(tx, userId, now);
    await forgetKnownDevices(tx, userId);
    await liftAccountThrottle(tx, { email: user.email, userId });
    await recordActivity(tx, {
      userId,
      type: 'password_reset',
      action: 'Wachtwoord hersteld',
      description: 'Wachtwoord opnieuw ingesteld via e-maillink',
      ip: client.ip,
      now,
    });
    await enqueueEmail(tx, {
      to: user.email,
      userId,
      message: passwordChangedEmail({ firstname: user.firstname }),
      now,
    });
    return rememberDevice(tx, userId, client.deviceToken, now);
  });
  ctx.notifyOutbox();
  return device;
}
