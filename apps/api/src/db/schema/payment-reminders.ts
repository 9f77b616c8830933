import { index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

// A payment reminder e-mailed to a customer about the unpaid invoices of one direct-debit subscription
// (SEPA Direct Debit Management, issue 5). Kept so the screen shows when the last one went out, a double
// click does not send two, and the collection process (issue 6) can see what was tried before a letter.
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The invoice numbers the reminder listed. */
    invoiceNumbers: jsonb('invoice_numbers').$type<string[]>().notNull(),
    openAmountCents: integer('open_amount_cents').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_reminders_subscription_sent_idx').on(t.subscriptionId, t.sentAt),
    index('payment_reminders_sent_idx').on(t.sentAt),
  ],
);

export type PaymentReminder = typeof paymentReminders.$inferSelect;
