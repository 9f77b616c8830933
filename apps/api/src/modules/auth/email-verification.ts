import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { emailVerificationEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { consumeOneTimeToken, createOneTimeToken } from './one-time-tokens.ts';

export async function sendEmailVerification(ctx: AppContext, db: DbOrTx, user: User): Promise<void> {
  const now = ctx.clock.now();
  const token = await createOneTimeToken(db, user.id, 'email_verification', now);
  const link = `${ctx.config.PUBLIC_URL}/verify-email?token=${encodeURIComponent(token)}`;
  await enqueueEmail(db, {
    to: user.email,
    userId: user.id,
    message: emailVerificationEmail({ firstname: user.firstname, link }),
    now,
  });
}

export async function verifyEmail(ctx: AppContext, token: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'email_verification', now);
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
