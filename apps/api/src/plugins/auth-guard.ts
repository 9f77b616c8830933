import { can, type Permission, type UserRole } from '@hostportaal/contract';
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

/**
 * Who may call a route, in one place (issue 18). A route declares in its `config`:
 * - `auth: 'public'`: anyone, signed in or not; otherwise (`'user'`, the default) a live session.
 * - `permission`: the staff permission it needs (packages/contract permissions.ts). Every route under
 *   /api/admin is a staff route, and so is any route that declares a permission without `ownerParam`.
 * - `ownerParam` (with `permission`): the path parameter that names the customer whose data the route
 *   serves, as SPEC's `/pay/invoices/:userId`. That customer passes as a customer; anyone else takes the
 *   staff path with the declared permission, and a customer is told "not found".
 * On the staff path the guard checks the role of the user's database row (never the token's claim) against
 * the permission, then the company's rule that staff use 2FA (`requireAdminTwoFactor`, for every staff
 * role). Fail closed: a staff route that declares no permission is the admin's alone.
 */
export type AuthLevel = 'public' | 'user' | 'staff';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: 'public' | 'user';
    permission?: Permission;
    ownerParam?: string;
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

/** What a route demands, as the guard applies it (and the route catalog records it). */
export type RouteAccess = {
  auth: AuthLevel;
  /** The staff permission; null on a staff route means the admin's alone (nothing was declared). */
  permission: Permission | null;
  ownerParam: string | null;
};

type AccessConfig = { auth?: 'public' | 'user'; permission?: Permission; ownerParam?: string } | undefined;

export function routeAccessOf(url: string, config: AccessConfig): RouteAccess {
  const permission = config?.permission ?? null;
  const ownerParam = config?.ownerParam ?? null;
  if (url.startsWith('/api/admin') || (permission !== null && ownerParam === null))
    return { auth: 'staff', permission, ownerParam: null };
  return { auth: config?.auth ?? 'user', permission, ownerParam };
}

const ADMIN_ONLY: RouteAccess = { auth: 'staff', permission: null, ownerParam: null };

/** May a user of this role take the staff path of a route that needs `permission` (null: admin only)? */
export function roleMayUse(role: UserRole, permission: Permission | null): boolean {
  return permission === null ? role === 'admin' : can(role, permission);
}

export type RouteInfo = { method: string; url: string } & RouteAccess;

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
    const access = routeAccessOf(route.url, route.config);
    // An owner parameter the path does not have would let nobody through as the owner: refuse at start-up.
    if (access.ownerParam !== null && !route.url.includes(`/:${access.ownerParam}`))
      throw new Error(`${route.url}: ownerParam '${access.ownerParam}' is not a path parameter`);
    if (access.ownerParam !== null && access.permission === null)
      throw new Error(`${route.url}: ownerParam needs the permission that lets staff in`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      catalog.push({ method, url: route.url, ...access });
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
    // Unmatched paths go to the not-found handler.
    if (routeUrl === undefined) return;
    // The API docs are open to developers; in production the admin's alone (a map of every route helps
    // an attacker more than a customer).
    const docs = routeUrl.startsWith('/api/docs');
    if (docs && ctx.config.NODE_ENV !== 'production') return;
    const access = docs ? ADMIN_ONLY : routeAccessOf(routeUrl, request.routeOptions.config);
    const level = access.auth;
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
    if (!takesStaffPath(request, access, row.user)) return;
    if (!roleMayUse(row.user.role, access.permission))
      // A customer asking for another customer's data learns nothing of it: "not found", as before.
      throw new AppError(level === 'staff' || row.user.role !== 'user' ? 'FORBIDDEN' : 'NOT_FOUND');
    // Until they turn 2FA on, staff can reach their own settings (to do so) but nothing of the staff path.
    if (row.adminsNeedTwoFactor && !row.user.twoFactorEnabled) throw new AppError('TWO_FACTOR_REQUIRED');
  });
}

/** A staff route, or an owner route asked for someone else than the caller. */
function takesStaffPath(request: FastifyRequest, access: RouteAccess, user: User): boolean {
  if (access.auth === 'staff') return true;
  if (access.ownerParam === null) return false;
  const params = request.params as Record<string, string | undefined>;
  return params[access.ownerParam] !== user.id;
}
