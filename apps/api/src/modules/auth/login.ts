import type { LoginBody } from '@hostportaal/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type User, users } from '../../db/schema/index.ts';
import { loginNotificationEmail } from '../account/account-emails.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import {
  assertNotThrottled,
  clearFailedAttempts,
  recordFailedAttempt,
  throttleKey,
} from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { type ClientInfo, type NewSession, startSession } from './session.ts';

export type LoginResult =
  | { kind: 'session'; session: NewSession }
  | { kind: 'two_factor'; challengeToken: string; user: User };

// Verifying against a dummy hash for unknown e-mail keeps the timing of both failures alike.
let dummyHash: Promise<string> | null = null;
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  return dummyHash;
};

export async function findUserByEmail(ctx: AppContext, email: string): Promise<User | undefined> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

export async function login(ctx: AppContext, body: LoginBody, client: ClientInfo): Promise<LoginResult> {
  const now = ctx.clock.now();
  const accountKey = throttleKey('account', body.email);
  const keys = client.ip ? [accountKey, throttleKey('ip', client.ip)] : [accountKey];
  await assertNotThrottled(ctx.db, keys, now);

  const user = await findUserByEmail(ctx, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid || user.anonymizedAt) {
    await recordFailedAttempt(ctx.db, keys, now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.isActive) throw new AppError('ACCOUNT_INACTIVE');
  await clearFailedAttempts(ctx.db, accountKey);

  if (user.twoFactorEnabled) {
    const challengeToken = await ctx.tokens.signTwoFactorChallenge(user.id, body.rememberMe ?? false, now);
    return { kind: 'two_factor', challengeToken, user };
  }
  const session = await startSession(ctx, ctx.db, user, { ...client, rememberMe: body.rememberMe ?? false });
  await recordLogin(ctx, user, client);
  return { kind: 'session', session };
}

export async function recordLogin(ctx: AppContext, user: User, client: ClientInfo): Promise<void> {
  await recordActivity(ctx.db, {
    userId: user.id,
    type: 'login',
    action: 'Ingelogd',
    description: 'Ingelogd op het klantenportaal',
    ip: client.ip,
    now: ctx.clock.now(),
    metadata: client.userAgent ? { userAgent: client.userAgent.slice(0, 300) } : undefined,
  });
  if (user.loginNotifications) {
    await enqueueEmail(ctx.db, {
      to: user.email,
      userId: user.id,
      now: ctx.clock.now(),
      message: loginNotificationEmail({
        firstname: user.firstname,
        at: ctx.clock.now(),
        ip: client.ip,
        userAgent: client.userAgent,
      }),
    });
    ctx.notifyOutbox();
  }
}
