import type { LoginBody } from '@hostportaal/contract';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type User, users } from '../../db/schema/index.ts';
import { loginNotificationEmail } from '../account/account-emails.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { warnOwnerOfFailedLogins } from './failed-login-warning.ts';
import { isKnownAddress, rememberAddress } from './known-addresses.ts';
import { findKnownDevice, type RememberedDevice, rememberDevice } from './known-devices.ts';
import { countFailure, reserveAttempt, settleSuccess, throttleKeys } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { type ClientInfo, type NewSession, startSession } from './session.ts';

export type LoginResult =
  | { kind: 'session'; session: NewSession; device: RememberedDevice }
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

/**
 * Which keys an attempt is counted on and which of them decide whether it may go ahead: a known device only
 * its own (account, device) key; anyone else the account and the (account, address) key, and the address's
 * count across accounts unless this account logged in from that address before (known-addresses.ts).
 */
async function throttleKeysOf(ctx: AppContext, email: string, user: User | undefined, client: LoginClient) {
  const now = ctx.clock.now();
  const device = user ? await findKnownDevice(ctx.db, user.id, client.deviceToken, now) : null;
  const account = throttleKeys.account(email);
  const fromAddress = client.ip ? [throttleKeys.accountAddress(email, client.ip)] : [];
  if (device) {
    const deviceKey = throttleKeys.accountDevice(email, device.id);
    return {
      account,
      gate: [deviceKey],
      afterFailure: [account, ...fromAddress],
      forget: [deviceKey, ...fromAddress],
    };
  }
  const address = client.ip ? [throttleKeys.address(client.ip)] : [];
  const knownAddress = user && client.ip ? await isKnownAddress(ctx.db, user.id, client.ip, now) : false;
  if (knownAddress)
    return { account, gate: [account, ...fromAddress], afterFailure: address, forget: fromAddress };
  return { account, gate: [account, ...fromAddress, ...address], afterFailure: [], forget: fromAddress };
}

/** The client of a login, with the device cookie it presented. */
export type LoginClient = ClientInfo & { deviceToken?: string };

export async function login(ctx: AppContext, body: LoginBody, client: LoginClient): Promise<LoginResult> {
  const now = ctx.clock.now();
  const user = await findUserByEmail(ctx, body.email);
  const keys = await throttleKeysOf(ctx, body.email, user, client);
  const reservation = await reserveAttempt(ctx.db, keys.gate, now);

  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!user || !valid || user.anonymizedAt) {
    const counted = [...reservation.keys, ...(await countFailure(ctx.db, keys.afterFailure, now))];
    const account = counted.find((key) => key.key === keys.account);
    if (user && account) await warnOwnerOfFailedLogins(ctx, user, account);
    throw new AppError('INVALID_CREDENTIALS');
  }
  await settleSuccess(ctx.db, reservation, keys.forget);
  if (!user.isActive) throw new AppError('ACCOUNT_INACTIVE');
  return completeLogin(ctx, user, client, body.rememberMe ?? false);
}

/**
 * The first factor is proven (the password, or the e-mailed sign-in link): a user with 2FA gets the
 * challenge for the second step, anyone else a session.
 */
export async function completeLogin(
  ctx: AppContext,
  user: User,
  client: LoginClient,
  rememberMe: boolean,
): Promise<LoginResult> {
  if (user.twoFactorEnabled) {
    const challengeToken = await ctx.tokens.signTwoFactorChallenge(user.id, rememberMe, ctx.clock.now());
    return { kind: 'two_factor', challengeToken, user };
  }
  const { session, device } = await startLoginSession(ctx, user, client, rememberMe);
  return { kind: 'session', session, device };
}

/** Every factor is proven: the session, the browser and the address become known, and the login recorded. */
export async function startLoginSession(
  ctx: AppContext,
  user: User,
  client: LoginClient,
  rememberMe: boolean,
): Promise<{ session: NewSession; device: RememberedDevice }> {
  const now = ctx.clock.now();
  const session = await startSession(ctx, ctx.db, user, {
    ip: client.ip,
    userAgent: client.userAgent,
    rememberMe,
  });
  const device = await rememberDevice(ctx.db, user.id, client.deviceToken, now);
  if (client.ip) await rememberAddress(ctx.db, user.id, client.ip, now);
  await recordLogin(ctx, user, client);
  return { session, device };
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
