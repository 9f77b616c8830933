import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { passwordChangedEmail, passwordResetEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { forgetKnownDevices } from './known-devices.ts';
import { findUserByEmail } from './login.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
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

export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  ip?: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { userId, email } = await consumeOneTimeToken(tx, token, 'password_reset', now);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId))
      .returning();
    // A link sent to an address the account no longer has is worthless (the change revoked it too).
    if (!user || !isSameAddress(email, user.email)) throw new AppError('TOKEN_INVALID');
    await revokeAllUserSessions(tx, userId, now);
    await revokeCredentialTokens(tx, userId, now);
    await forgetKnownDevices(tx, userId);
    await recordActivity(tx, {
      userId,
      type: 'password_reset',
      action: 'Wachtwoord hersteld',
      description: 'Wachtwoord opnieuw ingesteld via e-maillink',
      ip,
      now,
    });
    await enqueueEmail(tx, {
      to: user.email,
      userId,
      message: passwordChangedEmail({ firstname: user.firstname }),
      now,
    });
  });
  ctx.notifyOutbox();
}
