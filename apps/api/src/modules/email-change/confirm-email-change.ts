import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { forgetKnownDevices } from '../auth/known-devices.ts';
import {
  consumeOneTimeToken,
  createOneTimeToken,
  revokeCredentialTokens,
  revokeOneTimeTokens,
} from '../auth/one-time-tokens.ts';
import { revokeAllUserSessions } from '../auth/refresh-tokens.ts';
import { emailChangedEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { assertAddressFree } from './request-email-change.ts';

// Two links finish an e-mail change (issue 18): the one sent to the new address makes it the login; the one
// then sent to the old address (7 days) puts the old address back and ends every session.

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}

/** Another account took the address meanwhile (the unique index decides a race): 409, nothing changed. */
async function withAddressRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

async function loadUser(tx: DbOrTx, userId: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.anonymizedAt) throw new AppError('TOKEN_INVALID');
  return user;
}

export async function confirmEmailChange(
  ctx: AppContext,
  token: string,
  ip?: string,
): Promise<{ email: string }> {
  const now = ctx.clock.now();
  const email = await withAddressRace(() =>
    ctx.db.transaction(async (tx) => {
      const claimed = await consumeOneTimeToken(tx, token, 'email_change', now);
      const user = await loadUser(tx, claimed.userId);
      const newEmail = claimed.email;
      if (!newEmail || !user.isActive) throw new AppError('TOKEN_INVALID');
      await assertAddressFree(tx, newEmail, user.id);
      // The link proves the new mailbox is the user's: the address is verified by confirming it.
      await tx
        .update(users)
        .set({ email: newEmail, isEmailVerified: true, updatedAt: now })
        .where(eq(users.id, user.id));
      await revokeCredentialTokens(tx, user.id, now);
      const undoToken = await createOneTimeToken(tx, {
        userId: user.id,
        purpose: 'email_change_undo',
        email: user.email,
        now,
      });
      await enqueueEmail(tx, {
        to: user.email,
        userId: user.id,
        message: emailChangedEmail({
          firstname: user.firstname,
          newEmail,
          link: `${ctx.config.PUBLIC_URL}/undo-email-change?token=${encodeURIComponent(undoToken)}`,
        }),
        now,
      });
      await recordActivity(tx, {
        userId: user.id,
        type: 'email_changed',
        action: 'E-mailadres gewijzigd',
        description: `E-mailadres gewijzigd van ${user.email} in ${newEmail}`,
        ip,
        now,
        metadata: { from: user.email, to: newEmail },
      });
      return newEmail;
    }),
  );
  ctx.notifyOutbox();
  return { email };
}

/**
 * The old address's link: that address is the login again, every session ends and earlier reset links die.
 * Whoever made the change knew the password, so the answer carries a fresh reset token for the owner.
 */
export async function undoEmailChange(
  ctx: AppContext,
  token: string,
  ip?: string,
): Promise<{ email: string; resetToken: string }> {
  const now = ctx.clock.now();
  return withAddressRace(() =>
    ctx.db.transaction(async (tx) => {
      const claimed = await consumeOneTimeToken(tx, token, 'email_change_undo', now);
      const user = await loadUser(tx, claimed.userId);
      const oldEmail = claimed.email;
      if (!oldEmail) throw new AppError('TOKEN_INVALID');
      await assertAddressFree(tx, oldEmail, user.id);
      await tx
        .update(users)
        .set({ email: oldEmail, isEmailVerified: true, updatedAt: now })
        .where(eq(users.id, user.id));
      await revokeAllUserSessions(tx, user.id, now);
      await revokeCredentialTokens(tx, user.id, now);
      await forgetKnownDevices(tx, user.id);
      // Undo links of later changes were sent to addresses the taker chose: they must not take it back again.
      await revokeOneTimeTokens(tx, user.id, ['email_change_undo'], now, { createdFrom: claimed.createdAt });
      const resetToken = await createOneTimeToken(tx, {
        userId: user.id,
        purpose: 'password_reset',
        email: oldEmail,
        now,
      });
      await recordActivity(tx, {
        userId: user.id,
        type: 'email_change_undone',
        action: 'E-mailwijziging ongedaan gemaakt',
        description: `E-mailadres teruggezet van ${user.email} naar ${oldEmail}; alle sessies beëindigd`,
        ip,
        now,
        metadata: { from: user.email, to: oldEmail },
      });
      return { email: oldEmail, resetToken };
    }),
  );
}
