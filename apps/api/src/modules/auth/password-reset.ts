import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { passwordResetEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { findUserByEmail } from './login.ts';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens.ts';
import { hashPassword } from './password.ts';
import { revokeAllUserSessions } from './refresh-tokens.ts';

// Answers the same whether or not the address exists, so the form reveals no accounts.
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user?.isActive || user.anonymizedAt) return;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const token = await createOneTimeToken(tx, user.id, 'password_reset', now);
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
    const userId = await consumeOneTimeToken(tx, token, 'password_reset', now);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await revokeAllUserSessions(tx, userId, now);
    await recordActivity(tx, {
      userId,
      type: 'password_reset',
      action: 'Wachtwoord hersteld',
      description: 'Wachtwoord opnieuw ingesteld via e-maillink',
      ip,
      now,
    });
  });
}
