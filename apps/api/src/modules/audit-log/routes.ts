import {
  type AuditLogQuery,
  auditLogQuerySchema,
  auditLogResponseSchema,
  errorResponseSchema,
  paginationOf,
} from '@hostportaal/contract';
import { addDays } from '@hostportaal/domain';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

/** Midnight in Amsterdam at the start of the day. */
const dayStart = (isoDate: string) => sql`(${isoDate}::date::timestamp at time zone 'Europe/Amsterdam')`;

function filterOf(query: AuditLogQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(gte(auditLog.occurredAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(auditLog.occurredAt, dayStart(addDays(query.to, 1))));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const search = or(
      ilike(auditLog.actorEmail, pattern),
      ilike(auditLog.action, pattern),
      ilike(auditLog.entityId, pattern),
    );
    if (search) conditions.push(search);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

// Newest first: the indexes of migration 0009 are (…, occurred_at, id) ascending and read backwards, which
// gives exactly `desc` (nulls first) on both; `desc nulls last` could not use them.
const newestFirst = [desc(auditLog.occurredAt), desc(auditLog.id)];

/**
 * The entity types in the log, by a loose index scan over audit_log_entity_type_idx: one index probe per
 * type instead of reading every row (DISTINCT reads them all; see bench/RESULTS.md).
 */
async function entityTypesOf(db: DbOrTx): Promise<string[]> {
  const result = await db.execute<{ entity_type: string }>(sql`
    with recursive types(entity_type) as (
      (select entity_type from audit_log where entity_type is not null order by entity_type limit 1)
      union all
      select (select a.entity_type from audit_log a where a.entity_type > types.entity_type
              order by a.entity_type limit 1)
      from types where types.entity_type is not null
    )
    select entity_type from types where entity_type is not null`);
  return result.rows.map((row) => row.entity_type);
}

/**
 * One actor per admin, under the e-mail address of their latest entry (an address can change), by a
 * loose index scan over audit_log_actor_idx and one probe per admin for the address.
 */
async function actorsOf(db: DbOrTx): Promise<{ id: string; email: string }[]> {
  const result = await db.execute<{ id: string; email: string | null }>(sql`
    with recursive actors(id) as (
      (select actor_id from audit_log where actor_id is not null order by actor_id limit 1)
      union all
      select (select a.actor_id from audit_log a where a.actor_id > actors.id order by a.actor_id limit 1)
      from actors where actors.id is not null
    )
    select actors.id,
      (select l.actor_email from audit_log l where l.actor_id = actors.id
       order by l.occurred_at desc, l.id desc limit 1) as email
    from actors where actors.id is not null`);
  return result.rows
    .map((row) => ({ id: row.id, email: row.email ?? '' }))
    .sort((a, b) => (a.email < b.email ? -1 : a.email > b.email ? 1 : 0));
}

async function listAuditLog(db: DbOrTx, query: AuditLogQuery) {
  const where = filterOf(query);
  const [rows, [total], entityTypes, actors] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
    entityTypesOf(db),
    actorsOf(db),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      occurredAt: row.occurredAt.toISOString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      method: row.method,
      route: row.route,
      statusCode: row.statusCode,
      ip: row.ip,
    })),
    pagination: paginationOf(query.page, query.limit, total?.total ?? 0),
    entityTypes,
    actors,
  };
}

// Issue 7: the admins' audit trail, read-only (the table refuses changes; plugins/audit-trail.ts writes).
export const auditLogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/audit-log',
      {
        config: { permission: 'audit' },
        schema: {
          tags: ['Admin: audit log'],
          summary: 'Every change an admin made, newest first: actor, action, entity, before/after, time, IP',
          querystring: auditLogQuerySchema,
          response: {
            200: auditLogResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            422: errorResponseSchema,
          },
        },
      },
      async (request) => ({ success: true as const, data: await listAuditLog(ctx.db, request.query) }),
    );
  };
