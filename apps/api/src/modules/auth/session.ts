import type { Session } from '@hostportaal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type User, users } from '../../db/schema/index.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';
import { type IssuedRefreshToken, issueRefreshToken } from './refresh-tokens.ts';
import { serializeUser } from './serialize-user.ts';

export const REFRESH_COOKIE = 'hp_refresh';

export type ClientInfo = { ip?: string; userAgent?: string };
export type NewSession = { body: Session; refresh: IssuedRefreshToken };

export async function accessSessionFor(ctx: AppContext, user: User, familyId: string): Promise<Session> {
  const accessToken = await ctx.tokens.signAccessToken(
    { sub: user.id, role: user.role, fam: familyId },
    ctx.clock.now(),
  );
  return { user: serializeUser(user), token: accessToken, accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

export async function startSession(
  ctx: AppContext,
  db: DbOrTx,
  user: User,
  options: ClientInfo & { rememberMe: boolean },
): Promise<NewSession> {
  const now = ctx.clock.now();
  const refresh = await issueRefreshToken(db, { userId: user.id, now, ...options });
  const [updated] = await db.update(users).set({ lastLogin: now }).where(eq(users.id, user.id)).returning();
  return { body: await accessSessionFor(ctx, updated ?? user, refresh.familyId), refresh };
}

export function setRefreshCookie(reply: FastifyReply, ctx: AppContext, refresh: IssuedRefreshToken) {
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.PUBLIC_URL.startsWith('https://'),
    path: '/auth',
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: ctx.config.PUBLIC_URL.startsWith('https://'),
    path: '/auth',
  });
}
