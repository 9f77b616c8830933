import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { AppError } from '../app-error.ts';
import type { Db } from '../db/client.ts';
import { companySettings, refreshTokens, type User, users } from '../db/schema/index.ts';
import {
  ACTIVITY_TOUCH_INTERVAL_MS,
  isSessionIdle,
  revokeRefreshFamily,
} from '../modules/auth/refresh-tokens.ts';
import { apiPrefixes } from './static-web.ts';

export type AuthLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    auth: { user: User; familyId: string } | null;
  }
}

export function currentUser(request: FastifyRequest): User {
  if (!request.auth) throw new AppError('UNAUTHENTICATED');
  return request.auth.user;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  const token = header.slice(7).trim();
  return token === '' ? null : token;
}

/** Every route is private unless it says `config: { auth: 'public' }`; /api/admin/* always needs an admin. */
export function authLevelOf(url: string, configured: AuthLevel | undefined): AuthLevel {
  return url.startsWith('/api/admin') ? 'admin' : (configured ?? 'user');
}

export type RouteInfo = { method: string; url: string; auth: AuthLevel };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the access it demands, as the guard applies it (the authorization matrix reads it). */
    routeCatalog: RouteInfo[];
  }
}

/** Records each route as it is added; call before any route is registered. */
export function registerRouteCatalog(app: FastifyInstance) {
  const catalog: RouteInfo[] = [];
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route) => {
    // The SPA's files (public, see static-web.ts) and the API docs are not API routes.
    if (route.url.startsWith('/api/docs') || !apiPrefixes.some((prefix) => route.url.startsWith(prefix)))
      return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalog.push({ method, url: route.url, auth: authLevelOf(route.url, route.config?.auth) });
    }
  });
}

/**
 * The user of an access token with their session's last activity (null: no live session) and the company's
 * 2FA rule for admins, in one round trip. Every signed-in request asks it, so it is built once and prepared:
 * building a query anew cost about as much CPU as the rest of a small route (bench/RESULTS.md, load).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      user: users,
      // Epoch seconds of the live session's last use.
      lastActivity: sql<string | number | null>`(${db
        .select({ last: sql`extract(epoch from max(${refreshTokens.lastUsedAt}))` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, sql.placeholder('familyId')),
            isNull(refreshTokens.revokedAt),
            gt(refreshTokens.expiresAt, sql.placeholder('now')),
          ),
        )})`,
      // The company's rule that admins use 2FA (issue 9).
      adminsNeedTwoFactor: sql<
        boolean | null
      >`(select ${companySettings.requireAdminTwoFactor} from ${companySettings} limit 1)`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('auth_session_user');
}

// The session (refresh family) must still be live, so logout and revocation end access at once.
export function registerAuthGuard(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', null);
  const sessionLookup = prepareSessionLookup(ctx.db);
  app.addHook('onRequest', async (request) => {
    const routeUrl = request.routeOptions.url;
    // Unmatched paths go to the not-found handler; the API docs are public.
    if (routeUrl === undefined || routeUrl.startsWith('/api/docs')) return;
    const level = authLevelOf(routeUrl, request.routeOptions.config.auth);
    const token = bearerToken(request);
    if (token === null) {
      if (level === 'public') return;
      throw new AppError('UNAUTHENTICATED');
    }
    const now = ctx.clock.now();
    let claims: Awaited<ReturnType<typeof ctx.tokens.verifyAccessToken>>;
    try {
      claims = await ctx.tokens.verifyAccessToken(token, now);
    } catch (error) {
      if (level === 'public') return;
      throw error;
    }
    const [row] = await sessionLookup.execute({
      userId: claims.sub,
      familyId: claims.fam,
      now: now.toISOString(),
    });
    if (!row || row.lastActivity === null || !row.user.isActive) {
      if (level === 'public') return;
      throw new AppError('UNAUTHENTICATED');
    }
    // Session timeout (user setting): an idle session ends; activity is written at most once a minute.
    const lastActivity = new Date(Number(row.lastActivity) * 1000);
    if (isSessionIdle(lastActivity, row.user.sessionTimeoutMinutes, now)) {
      await revokeRefreshFamily(ctx.db, claims.fam, now);
      if (level === 'public') return;
      throw new AppError('UNAUTHENTICATED');
    }
    // Polls the page makes on its own (X-Background-Request) do not keep an idle session alive.
    const background = request.headers['x-background-request'] === '1';
    if (!background && now.getTime() - lastActivity.getTime() >= ACTIVITY_TOUCH_INTERVAL_MS) {
      await ctx.db
        .update(refreshTokens)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(refreshTokens.familyId, claims.fam),
            isNull(refreshTokens.revokedAt),
            lt(refreshTokens.lastUsedAt, new Date(now.getTime() - ACTIVITY_TOUCH_INTERVAL_MS)),
          ),
        );
    }
    request.auth = { user: row.user, familyId: claims.fam };
    if (level === 'admin' && row.user.role !== 'admin') throw new AppError('FORBIDDEN');
    // Until they turn 2FA on, admins can reach their own settings (to do so) but not the admin area.
    if (level === 'admin' && row.adminsNeedTwoFactor && !row.user.twoFactorEnabled)
      throw new AppError('TWO_FACTOR_REQUIRED');
  });
}
