import type { AppContext } from '../../app-context.ts';
import type { User } from '../../db/schema/index.ts';
import { sendEmailVerification } from './email-verification.ts';

/** Sends the verification link again; false when the address is verified already (nothing is sent). */
export async function resendEmailVerification(ctx: AppContext, user: User): Promise<boolean> {
  if (user.isEmailVerified) return false;
  await ctx.db.transaction((tx) => sendEmailVerification(ctx, tx, user));
  ctx.notifyOutbox();
  return true;
}
