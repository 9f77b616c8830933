import { isStaffRole } from '@hostportaal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { auditLog } from '../db/schema/index.ts';

/** What a handler knows better than the route: a named action and the entity before and after. */
export type AuditDetail = {
  action: string;
  entityType: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** null until the handler reports; then the rows to write, perhaps none. */
    auditDetails: AuditDetail[] | null;
  }
}

/** Called by a handler for each entity it changed; the audit row is written before the answer leaves. */
export function auditChange(request: FastifyRequest, detail: AuditDetail): void {
  request.auditDetails = [...(request.auditDetails ?? []), detail];
}

/** The handler changed nothing (already so, or every item refused): no row, not even the route's. */
export function auditNothingChanged(request: FastifyRequest): void {
  request.auditDetails ??= [];
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SECRET_KEY = /password|passwd|secret|token|otp|backup|loginkey|apikey|^code$/i;
const IBAN_KEY = /iban/i;
const MAX_BODY_CHARS = 20_000;
// A body the route does not validate can nest thousands deep; copying it all would overflow the stack.
const MAX_BODY_DEPTH = 16;

function maskIban(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const compact = value.replace(/\s+/g, '');
  return compact.length > 6 ? `${compact.slice(0, 2)}…${compact.slice(-4)}` : '…';
}

/** A copy of a request body fit to keep for years: secrets out, IBANs masked, size bounded. */
export function auditableBody(body: unknown): Record<string, unknown> | null {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Buffer.isBuffer(body)) {
    const size = typeof body === 'string' ? body.length : Buffer.isBuffer(body) ? body.length : 0;
    return { upload: { bytes: size } };
  }
  const clean = (value: unknown, depth: number): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (depth >= MAX_BODY_DEPTH) return '[too deep]';
    if (Array.isArray(value)) return value.map((item) => clean(item, depth + 1));
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) ? '[redacted]' : IBAN_KEY.test(key) ? maskIban(inner) : clean(inner, depth + 1),
      ]),
    );
  };
  // A route without a body schema takes any JSON; the audit log reads `after` as an object, never an array.
  const cleaned = Array.isArray(body)
    ? { items: clean(body, 0) }
    : (clean(body, 0) as Record<string, unknown>);
  const size = JSON.stringify(cleaned).length;
  return size > MAX_BODY_CHARS ? { truncated: true, chars: size } : cleaned;
}

/** `/api/admin/users/:id/toggle-status` → entity `users`, id from the first path parameter. */
function entityOf(request: FastifyRequest): { entityType: string | null; entityId: string | null } {
  const url = request.routeOptions.url ?? '';
  const segment = url.replace(/^\/api\/(admin\/)?/, '').split('/')[0] ?? '';
  const params = (request.params ?? {}) as Record<string, unknown>;
  const firstParam = Object.values(params).find((value) => typeof value === 'string');
  return {
    entityType: segment === '' || segment.startsWith(':') ? null : segment,
    entityId: typeof firstParam === 'string' ? firstParam : null,
  };
}

/**
 * Issue 7's audit trail. Every successful change by staff (admin, finance or support) under /api/admin (any
 * method but GET) leaves one row per entity: the handler's named actions with before and after where it gave
 * them, otherwise the route with its cleaned body. Reads that a handler marks (exports of personal data) are kept too. The row is written
 * in onSend, so by the time the admin sees success it is stored.
 */
export function registerAuditTrail(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auditDetails', null);
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    const user = request.auth?.user;
    if (route === undefined || !user || !isStaffRole(user.role) || reply.statusCode >= 400) return payload;
    const reported = request.auditDetails;
    if (reported === null && (READS.has(request.method) || !route.startsWith('/api/admin'))) return payload;
    if (reported?.length === 0) return payload;
    const common = {
      occurredAt: ctx.clock.now(),
      actorId: user.id,
      actorEmail: user.email,
      method: request.method,
      route,
      statusCode: reply.statusCode,
      ip: request.ip,
      requestId: request.id,
    };
    const fallback = entityOf(request);
    const rows = reported
      ? reported.map((detail) => ({ ...common, ...detail }))
      : [
          {
            ...common,
            action: `${request.method} ${route}`,
            ...fallback,
            after: auditableBody(request.body),
          },
        ];
    try {
      await ctx.db.insert(auditLog).values(rows);
    } catch (error) {
      // The change itself is committed; losing its trail must be loud in the logs, not a 500 to the admin.
      request.log.error({ err: error, route }, 'audit log write failed');
    }
    return payload;
  });
}
