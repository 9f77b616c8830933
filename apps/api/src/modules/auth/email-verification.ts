import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { emailVerificationEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { consumeOneTimeToken, createOneTimeToken, isSameAddress } from './one-time-tokens.ts';

/**
 * A verification link for the user's current address. Earlier links stay: each verifies only its own
 * address, and one for an address the account no longer has is refused with a message saying so.
 */
export async function sendEmailVerification(ctx: AppContext, db: DbOrTx, user: User): Promise<void> {
  const now = ctx.clock.now();
  const token = await createOneTimeToken(db, {
    userId: user.id,
    purpose: 'email_verification',
    email: user.email,
    now,
  });
  const link = `${ctx.config.PUBLIC_URL}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueEmail(db, {
    to: user.email,
    userId: user.id,
    message: emailVerificationEmail({ firstname: user.firstname, link }),
    now,
  });
}

// Issue 18: the link verifies the address it was sent to, never whatever address the profile has by then.
export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const { userId, email } = await consumeOneTimeToken(tx, token, 'email_verification', now);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('TOKEN_INVALID');
    // A link from before addresses were recorded (email null) cannot say which address it verifies.
    if (email === null) throw new AppError('TOKEN_INVALID');
    if (!isSameAddress(email, user.email)) throw new AppError('EMAIL_ADDRESS_CHANGED');
    await tx.update(users).set({ isEmailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    await recordActivity(tx, {
      userId,
      type: 'email_verified',
      action: 'E-mailadres bevestigd',
      description: 'E-mailadres bevestigd',
      now,
    });
  });
}
