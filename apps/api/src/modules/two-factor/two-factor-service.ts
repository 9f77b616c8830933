import { and, eq, isNotNull, isNull, lt, notLike, or } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';
import { isSealed, SEALED_PREFIX, secretBox } from '../../secret-box.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { requireCurrentPassword } from '../auth/current-password.ts';
import type { RememberedDevice } from '../auth/known-devices.ts';
import { type LoginClient, startLoginSession } from '../auth/login.ts';
import { reserveAttempt, settleSuccess, throttleKeys } from '../auth/login-throttle.ts';
import { claimChallenge, isChallengeUsed } from '../auth/one-time-tokens.ts';
import type { NewSession } from '../auth/session.ts';
import { twoFactorChangedEmail } from '../email/email-templates.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { looksLikeBackupCode, replaceBackupCodes, useBackupCode } from './backup-codes.ts';
import { createTotpSecret, matchTotp, totpEnrolment } from './totp.ts';

// Accepts a TOTP code once (its time step must be newer than the last one used) or an unused backup code.
/**
 * TOTP secrets are kept sealed with SECRETS_KEY (issue 9); one stored before that is plain base32 and is
 * sealed by sealLegacyTotpSecrets at start-up.
 */
function openTotpSecret(ctx: AppContext, stored: string): string {
  return isSealed(stored) ? secretBox(ctx.config.SECRETS_KEY).open(stored) : stored;
}

/** Seals the TOTP secrets stored in plain text before they were encrypted; answers how many. */
export async function sealLegacyTotpSecrets(db: Db, secretsKey: string): Promise<number> {
  const box = secretBox(secretsKey);
  const rows = await db
    .select({ id: users.id, secret: users.twoFactorSecret, pending: users.twoFactorPendingSecret })
    .from(users)
    .where(
      or(
        and(isNotNull(users.twoFactorSecret), notLike(users.twoFactorSecret, `${SEALED_PREFIX}%`)),
        and(
          isNotNull(users.twoFactorPendingSecret),
          notLike(users.twoFactorPendingSecret, `${SEALED_PREFIX}%`),
        ),
      ),
    );
  for (const row of rows) {
    await db
      .update(users)
      .set({
        twoFactorSecret: row.secret && !isSealed(row.secret) ? box.seal(row.secret) : row.secret,
        twoFactorPendingSecret: row.pending && !isSealed(row.pending) ? box.seal(row.pending) : row.pending,
      })
      .where(eq(users.id, row.id));
  }
  return rows.length;
}

async function acceptSecondFactor(ctx: AppContext, user: User, code: string): Promise<boolean> {
  const now = ctx.clock.now();
  if (looksLikeBackupCode(code)) return useBackupCode(ctx.db, user.id, code, now);
  if (!user.twoFactorSecret) return false;
  const step = matchTotp(openTotpSecret(ctx, user.twoFactorSecret), code, now);
  if (step === null) return false;
  const claimed = await ctx.db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

/** Throws TWO_FACTOR_INVALID unless the code is accepted; wrong codes count towards the user's 2FA limit. */
export async function requireSecondFactor(ctx: AppContext, user: User, code: string): Promise<void> {
  const now = ctx.clock.now();
  const key = throttleKeys.twoFactor(user.id);
  const reservation = await reserveAttempt(ctx.db, [key], now);
  if (!(await acceptSecondFactor(ctx, user, code))) throw new AppError('TWO_FACTOR_INVALID');
  await settleSuccess(ctx.db, reservation, [key]);
}

export async function setupTwoFactor(ctx: AppContext, user: User) {
  if (user.twoFactorEnabled) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const secret = createTotpSecret();
  await ctx.db
    .update(users)
    .set({ twoFactorPendingSecret: secretBox(ctx.config.SECRETS_KEY).seal(secret) })
    .where(eq(users.id, user.id));
  return totpEnrolment(secret, user.email);
}

export async function enableTwoFactor(
  ctx: AppContext,
  user: User,
  code: string,
  ip?: string,
): Promise<string[]> {
  if (user.twoFactorEnabled) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const now = ctx.clock.now();
  const step = user.twoFactorPendingSecret
    ? matchTotp(openTotpSecret(ctx, user.twoFactorPendingSecret), code, now)
    : null;
  if (step === null || !user.twoFactorPendingSecret) throw new AppError('TWO_FACTOR_INVALID');
  const secret = user.twoFactorPendingSecret;
  const codes = await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorEnabled: true,
        twoFactorSecret: secret,
        twoFactorPendingSecret: null,
        twoFactorLastStep: step,
      })
      .where(eq(users.id, user.id));
    await recordActivity(tx, {
      userId: user.id,
      type: 'two_factor_enabled',
      action: 'Tweestapsverificatie ingeschakeld',
      description: 'Tweestapsverificatie ingeschakeld met een authenticator-app',
      ip,
      now,
    });
    await enqueueEmail(tx, {
      to: user.email,
      userId: user.id,
      message: twoFactorChangedEmail({ firstname: user.firstname, enabled: true }),
      now,
    });
    return replaceBackupCodes(tx, user.id, now);
  });
  ctx.notifyOutbox();
  return codes;
}

export async function disableTwoFactor(
  ctx: AppContext,
  user: User,
  input: { password: string; code: string },
  ip?: string,
): Promise<void> {
  if (!user.twoFactorEnabled) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  await requireCurrentPassword(ctx, user, input.password);
  await requireSecondFactor(ctx, user, input.code);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        twoFactorEnabled: false,
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
      })
      .where(eq(users.id, user.id));
    await replaceBackupCodes(tx, user.id, now).then(() => undefined);
    await recordActivity(tx, {
      userId: user.id,
      type: 'two_factor_disabled',
      action: 'Tweestapsverificatie uitgeschakeld',
      description: 'Tweestapsverificatie uitgeschakeld',
      ip,
      now,
    });
    await enqueueEmail(tx, {
      to: user.email,
      userId: user.id,
      message: twoFactorChangedEmail({ firstname: user.firstname, enabled: false }),
      now,
    });
  });
  ctx.notifyOutbox();
}

export async function regenerateBackupCodes(ctx: AppContext, user: User, code: string): Promise<string[]> {
  if (!user.twoFactorEnabled) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  await requireSecondFactor(ctx, user, code);
  return replaceBackupCodes(ctx.db, user.id, ctx.clock.now());
}

/**
 * Second step of a login with two-factor: the challenge from /auth/login plus a code gives the session. A
 * challenge gives one session (issue 26): one seen on its way, or left in a browser, cannot be finished again
 * with a later code. A used one is refused before the code is looked at, so it costs no backup code.
 */
export async function completeTwoFactorLogin(
  ctx: AppContext,
  input: { challengeToken: string; code: string },
  client: LoginClient,
): Promise<NewSession & { device: RememberedDevice }> {
  const challenge = await ctx.tokens.verifyTwoFactorChallenge(input.challengeToken, ctx.clock.now());
  if (await isChallengeUsed(ctx.db, challenge.id)) throw new AppError('TWO_FACTOR_INVALID');
  const [user] = await ctx.db.select().from(users).where(eq(users.id, challenge.userId)).limit(1);
  if (!user?.isActive || !user.twoFactorEnabled) throw new AppError('TWO_FACTOR_INVALID');
  await requireSecondFactor(ctx, user, input.code);
  if (!(await claimChallenge(ctx.db, challenge, ctx.clock.now()))) throw new AppError('TWO_FACTOR_INVALID');
  const { session, device } = await startLoginSession(ctx, user, client, challenge.rememberMe);
  return { ...session, device };
}
