import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { subscriptions } from './subscriptions.ts';

// Incasso Beheer's read model (issue 6): one row per subscription with what its invoices, collections,
// collection cases and notes add up to, kept current by statement-level triggers on those tables
// (migration 0008, refresh_subscription_overview). The list filters, sorts and pages this one table
// instead of aggregating every invoice per request. Whatever depends on today (days overdue, returns in the
// last 12 months, risk) is computed when read, from the dates stored here.
export const subscriptionOverview = pgTable(
  'subscription_overview',
  {
    subscriptionId: uuid('subscription_id')
      .primaryKey()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    // null once the customer is anonymised.
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    isBusiness: boolean('is_business').notNull(),
    title: text('title').notNull(),
    // active | suspended | payment_pending | cancelled (SPEC §3).
    status: text('status').notNull(),
    priceCents: integer('price_cents').notNull(),
    interval: text('interval').notNull(),
    nextBillingDate: date('next_billing_date'),
    hasMandate: boolean('has_mandate').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Unpaid claims: their open amount, the oldest due date of those not with the bank, failed ones.
    hasOpenClaims: boolean('has_open_claims').notNull().default(false),
    openCents: integer('open_cents').notNull().default(0),
    oldestDue: date('oldest_due'),
    hasFailed: boolean('has_failed').notNull().default(false),
    hasChargeback: boolean('has_chargeback').notNull().default(false),
    paymentReference: text('payment_reference'),
    // Collection dates of returned collections, and of the refunds among them (MD06).
    returnDates: date('return_dates').array(),
    chargebackDates: date('chargeback_dates').array(),
    // Open collection cases.
    hasOpenCase: boolean('has_open_case').notNull().default(false),
    collectionStatus: text('collection_status').notNull().default('none'),
    noticeLetterId: uuid('notice_letter_id'),
    collectionLetterId: uuid('collection_letter_id'),
    unpaidFeeCents: integer('unpaid_fee_cents').notNull().default(0),
    activeNotes: integer('active_notes').notNull().default(0),
    urgentNotes: integer('urgent_notes').notNull().default(0),
    hasNotes: boolean('has_notes').notNull().default(false),
    lastActivity: timestamp('last_activity', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('subscription_overview_activity_idx').on(t.lastActivity.desc(), t.subscriptionId.desc()),
    index('subscription_overview_name_idx').on(t.customerName, t.subscriptionId),
    index('subscription_overview_next_idx').on(t.nextBillingDate, t.subscriptionId),
    index('subscription_overview_price_idx').on(t.priceCents, t.subscriptionId),
    index('subscription_overview_status_idx').on(t.status, t.lastActivity.desc()),
    index('subscription_overview_user_idx').on(t.userId),
  ],
);
