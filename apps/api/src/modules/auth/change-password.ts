import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type User, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { passwordChangedEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { requireCurrentPassword } from './current-password.ts';
import { forgetKnownDevices } from './known-devices.ts';
import { revokeCredentialTokens } from './one-time-tokens.ts';
import { hashPassword } from './password.ts';
import { revokeAllUserSessions } from './refresh-tokens.ts';
import { type ClientInfo, type NewSession, startSession } from './session.ts';

// A password change ends every session and voids earlier reset links, then starts a fresh session for the
// device that made the change.
export async function changePassword(
  ctx: AppContext,
  user: User,
  input: { currentPassword: string; newPassword: string },
  client: ClientInfo,
): Promise<NewSession> {
  await requireCurrentPassword(ctx, user, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = ctx.clock.now();
  const session = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new AppError('USER_NOT_FOUND');
    await revokeAllUserSessions(tx, user.id, now);
    await revokeCredentialTokens(tx, user.id, now);
    await forgetKnownDevices(tx, user.id);
    await recordActivity(tx, {
      userId: user.id,
      type: 'password_changed',
      action: 'Wachtwoord gewijzigd',
      description: 'Wachtwoord gewijzigd via instellingen',
      ip: client.ip,
      now,
    });
    await enqueueEmail(tx, {
      to: user.email,
      userId: user.id,
      message: passwordChangedEmail({ firstname: user.firstname }),
      now,
    });
    return startSession(ctx, tx, updated, { ...client, rememberMe: true });
  });
  ctx.notifyOutbox();
  return session;
}
