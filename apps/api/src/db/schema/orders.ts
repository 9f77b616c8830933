import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';
import { legalDocuments } from './legal-documents.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

export const orderCustomerType = pgEnum('order_customer_type', ['consumer', 'business']);

// One order as the customer placed it (issue 28): which terms and privacy statement they accepted and when
// (art. 6:230m BW), whether they bought as a consumer (no KvK number and no VAT id on the account), and a
// consumer's express request to start the service within the withdrawal period (art. 6:230p BW).
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    termsDocumentId: uuid('terms_document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'restrict' }),
    privacyDocumentId: uuid('privacy_document_id')
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'restrict' }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    customerType: orderCustomerType('customer_type').notNull(),
    // Consumers only: the moment they asked for the service to start at once.
    immediateStartConsentAt: timestamp('immediate_start_consent_at', { withTimezone: true }),
    // Consumers only: the last day (Amsterdam) they may withdraw, 14 days after the order (art. 6:230o BW).
    withdrawalEndsOn: date('withdrawal_ends_on'),
    ip: text('ip'),
  },
  (t) => [index('orders_user_idx').on(t.userId)],
);

export type Order = typeof orders.$inferSelect;

// A consumer's withdrawal from one subscription of an order (art. 6:230o BW): once per subscription, with the
// credit note for what was not delivered.
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    subscriptionId: uuid('subscription_id')
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }).notNull(),
    creditNoteId: uuid('credit_note_id').references(() => invoices.id, { onDelete: 'restrict' }),
    // What was kept for the days delivered (incl. VAT) and what was credited, in cents.
    keptCents: integer('kept_cents').notNull(),
    creditedCents: integer('credited_cents').notNull(),
  },
  (t) => [index('order_withdrawals_order_idx').on(t.orderId)],
);

export type OrderWithdrawal = typeof orderWithdrawals.$inferSelect;
