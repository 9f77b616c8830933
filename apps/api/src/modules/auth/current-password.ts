import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { User } from '../../db/schema/index.ts';
import { reserveAttempt, settleSuccess, throttleKeys } from './login-throttle.ts';
import { verifyPassword } from './password.ts';

/**
 * The current password of a signed-in user, asked before a change that secures or gives away the account.
 * A stolen session must not become a password oracle (issue 18): wrong answers count on the user's own key
 * with the login's growing delay, reserved before argon2 runs so parallel guesses get no more checks; a
 * right one takes its attempt back.
 */
export async function requireCurrentPassword(
  ctx: AppContext,
  user: User,
  password: string,
  wrong: () => AppError = () => new AppError('WRONG_PASSWORD'),
): Promise<void> {
  const key = throttleKeys.reauth(user.id);
  const reservation = await reserveAttempt(ctx.db, [key], ctx.clock.now());
  if (!(await verifyPassword(user.passwordHash, password))) throw wrong();
  await settleSuccess(ctx.db, reservation, [key]);
}
