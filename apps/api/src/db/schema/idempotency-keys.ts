import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * What a money-moving request with an `Idempotency-Key` header answered (issue 27, case 8): a repeat of the
 * same request by the same staff member answers the same and books nothing. Kept 24 hours (purge job).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The operation the key belongs to, e.g. 'mark-paid'. */
    scope: text('scope').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of the request (target and body): the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.actorId, t.key] })],
);
