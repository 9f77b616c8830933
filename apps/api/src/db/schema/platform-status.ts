import { integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const componentStatus = pgEnum('component_status', [
  'operational',
  'degraded',
  'partial_outage',
  'major_outage',
  'maintenance',
]);

// Platform components on /dashboard/status; provisioning later records server health checks here too.
export const statusComponents = pgTable('status_components', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: componentStatus('status').notNull().default('operational'),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const noticeSeverity = pgEnum('notice_severity', ['info', 'maintenance', 'incident']);

// Maintenance and incident notices kept by admins.
export const maintenanceNotices = pgTable('maintenance_notices', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  severity: noticeSeverity('severity').notNull().default('maintenance'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
