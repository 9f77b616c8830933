import { date, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

// Staff notes on a subscription with follow-ups (issue 6, SPEC §3 "Note"; Incasso Beheer).

export const noteType = pgEnum('note_type', [
  'general',
  'payment_issue',
  'collection_action',
  'customer_contact',
]);
export const notePriority = pgEnum('note_priority', ['low', 'medium', 'high', 'urgent']);
// public: the customer sees it on their subscription too; team_only and admin_only stay with the staff.
export const noteVisibility = pgEnum('note_visibility', ['public', 'team_only', 'admin_only']);
export const noteStatus = pgEnum('note_status', ['active', 'resolved']);

export const subscriptionNotes = pgTable(
  'subscription_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    noteType: noteType('note_type').notNull().default('general'),
    priority: notePriority('priority').notNull().default('medium'),
    followUpDate: date('follow_up_date'),
    assignedTo: uuid('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    visibility: noteVisibility('visibility').notNull().default('team_only'),
    status: noteStatus('status').notNull().default('active'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolutionNotes: text('resolution_notes'),
  },
  (t) => [
    index('subscription_notes_subscription_idx').on(t.subscriptionId, t.status, t.createdAt),
    index('subscription_notes_assignee_idx').on(t.assignedTo, t.status, t.followUpDate),
    index('subscription_notes_created_idx').on(t.createdAt),
  ],
);

export type SubscriptionNote = typeof subscriptionNotes.$inferSelect;
