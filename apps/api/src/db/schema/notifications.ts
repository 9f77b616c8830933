import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const notificationType = pgEnum('notification_type', [
  'invoice_issued',
  'payment_failed',
  'payment_received',
  'letter_sent',
  'ticket_answered',
  'subscription_cancelled',
  'security',
  'payment_reminder',
  'service_suspended',
]);

// In-portal notifications behind the header bell.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: notificationType('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    // In-app path to open, e.g. /dashboard/invoices?invoice=…
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;
