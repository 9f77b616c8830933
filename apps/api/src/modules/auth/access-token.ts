import { randomUUID } from 'node:crypto';
import { USER_ROLES, type UserRole } from '@hostportaal/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../app-error.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
const issuer = 'hostportaal';
const CLOCK_TOLERANCE_SECONDS = 5;

type AccessClaims = { sub: string; role: UserRole; fam: string };
/** A verified challenge: `id` (its jti) lets the second step claim it once (issue 26), until `expiresAt`. */
export type TwoFactorChallenge = { id: string; userId: string; rememberMe: boolean; expiresAt: Date };

export type TokenSigner = {
  signAccessToken: (claims: AccessClaims, now: Date) => Promise<string>;
  verifyAccessToken: (token: string, now: Date) => Promise<AccessClaims>;
  signTwoFactorChallenge: (userId: string, rememberMe: boolean, now: Date) => Promise<string>;
  verifyTwoFactorChallenge: (token: string, now: Date) => Promise<TwoFactorChallenge>;
};

export function createTokenSigner(secret: string): TokenSigner {
  const key = new TextEncoder().encode(secret);
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  // Only a token as we sign them: with exp and iat, issued in the past, living at most its TTL. A token
  // without exp would never expire; one signed for longer than the TTL is not one of ours.
  async function verify(token: string, now: Date, audience: string, ttlSeconds: number) {
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        audience,
        algorithms: ['HS256'],
        currentDate: now,
        requiredClaims: ['exp', 'iat'],
        maxTokenAge: ttlSeconds,
        // Another API instance's clock may be a little ahead: its fresh token is not "issued in the future".
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      });
      if ((payload.exp ?? 0) - (payload.iat ?? 0) > ttlSeconds) throw new AppError('UNAUTHENTICATED');
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) throw new AppError('UNAUTHENTICATED');
      throw error;
    }
  }

  return {
    signAccessToken: (claims, now) =>
      new SignJWT({ role: claims.role, fam: claims.fam })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience('access')
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(now) + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key),
    async verifyAccessToken(token, now) {
      const payload = await verify(token, now, 'access', ACCESS_TOKEN_TTL_SECONDS);
      if (typeof payload.sub !== 'string' || typeof payload.fam !== 'string')
        throw new AppError('UNAUTHENTICATED');
      const role = (USER_ROLES as readonly unknown[]).includes(payload.role)
        ? (payload.role as UserRole)
        : 'user';
      return { sub: payload.sub, fam: payload.fam, role };
    },
    signTwoFactorChallenge: (userId, rememberMe, now) =>
      new SignJWT({ rem: rememberMe })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setJti(randomUUID())
        .setIssuer(issuer)
        .setAudience('two-factor')
        .setIssuedAt(seconds(now))
        .setExpirationTime(seconds(now) + TWO_FACTOR_CHALLENGE_TTL_SECONDS)
        .sign(key),
    async verifyTwoFactorChallenge(token, now) {
      try {
        const payload = await verify(token, now, 'two-factor', TWO_FACTOR_CHALLENGE_TTL_SECONDS);
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string')
          throw new AppError('TWO_FACTOR_INVALID');
        return {
          id: payload.jti,
          userId: payload.sub,
          rememberMe: payload.rem === true,
          expiresAt: new Date((payload.exp ?? 0) * 1000),
        };
      } catch (error) {
        if (error instanceof AppError) throw new AppError('TWO_FACTOR_INVALID');
        throw error;
      }
    },
  };
}
