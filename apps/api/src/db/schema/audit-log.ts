import { bigserial, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// Issue 7: every change an admin makes, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE). No
// foreign keys: a row must outlive whatever it names, and the actor's e-mail is kept as it was then.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** What was done, e.g. `user.deactivate`, or the route (`POST /api/admin/sepa/batches`). */
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    statusCode: integer('status_code').notNull(),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  // Read newest first by scanning these backwards (ORDER BY occurred_at DESC, id DESC).
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt, t.id),
    index('audit_log_entity_idx').on(t.entityId, t.occurredAt, t.id),
    index('audit_log_entity_type_idx').on(t.entityType, t.occurredAt, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.occurredAt, t.id),
  ],
);
export type AuditLogRow = typeof auditLog.$inferSelect;
