import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { collectionLetters } from './collections.ts';
import { invoices } from './invoices.ts';
import { arrangementInstalments } from './payment-arrangements.ts';
import { payments } from './payments.ts';
import { users } from './users.ts';

// Online payments through Mollie (issue 29, decision 039). The settings are one row; each payment a customer
// starts is a row with the claims it was for, its state as the provider last told it, and when it was booked.
// A webhook is only a hint: the state is what the payment fetched from the provider says.

/** off: no pay buttons. demo: the built-in fake of Mollie (never in production). test/live: Mollie's own. */
export const onlinePaymentMode = pgEnum('online_payment_mode', ['off', 'demo', 'test', 'live']);

export const onlinePaymentSettings = pgTable('online_payment_settings', {
  id: integer('id').primaryKey().default(1),
  mode: onlinePaymentMode('mode').notNull().default('off'),
  // The Mollie API key sealed with SECRETS_KEY (secret-box.ts); never shown again, only its hint.
  apiKeySealed: text('api_key_sealed'),
  apiKeyHint: text('api_key_hint'),
  // The methods offered to customers (Mollie ids: ideal, bancontact, creditcard, paypal).
  methods: text('methods').array().notNull().default(sql`array['ideal','bancontact','creditcard']::text[]`),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const onlinePaymentStatus = pgEnum('online_payment_status', [
  // Written before the provider is asked; create_failed when it could not be (Mollie down, refused).
  'creating',
  'create_failed',
  // Mollie's own states.
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
]);

/**
 * What the customer chose to pay: one invoice, a letter with its fee, all open claims, or an instalment of
 * their payment arrangement (issue 30: booked on the arrangement, costs first, then its invoices oldest first).
 */
export const onlinePaymentScope = pgEnum('online_payment_scope', ['invoice', 'letter', 'all', 'instalment']);

export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    mode: onlinePaymentMode('mode').notNull(),
    // Mollie's id (tr_…): null until the provider answered the create.
    providerPaymentId: text('provider_payment_id'),
    scope: onlinePaymentScope('scope').notNull(),
    letterId: uuid('letter_id').references(() => collectionLetters.id, { onDelete: 'restrict' }),
    // scope 'instalment': the arrangement's instalment (of the schedule in force when it was started).
    arrangementInstalmentId: uuid('arrangement_instalment_id').references(() => arrangementInstalments.id, {
      onDelete: 'restrict',
    }),
    amountCents: integer('amount_cents').notNull(),
    status: onlinePaymentStatus('status').notNull().default('creating'),
    method: text('method'),
    checkoutUrl: text('checkout_url'),
    // The unguessable key of the status page the customer returns to (no login needed there).
    statusToken: text('status_token').notNull(),
    // Why creating it failed, in the customer's words (create_failed).
    failure: text('failure'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // When the money was booked on the claims (once per provider payment, under a row lock).
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    // The first payment row it booked, and what of it became account credit.
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    creditedCents: integer('credited_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
    chargedBackCents: integer('charged_back_cents').notNull().default(0),
    // What refunds and chargebacks took back of the credit this payment made (creditedCents).
    creditReturnedCents: integer('credit_returned_cents').notNull().default(0),
    // When the provider was last asked (webhook or reconcile).
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('online_payments_provider_id_idx')
      .on(t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
    uniqueIndex('online_payments_status_token_idx').on(t.statusToken),
    index('online_payments_user_idx').on(t.userId, t.createdAt),
    index('online_payments_instalment_idx')
      .on(t.arrangementInstalmentId)
      .where(sql`${t.arrangementInstalmentId} is not null`),
    index('online_payments_unsettled_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('open', 'pending', 'authorized', 'creating')`),
  ],
);

// The claims an online payment was started for, with what each asked at that moment (the letter's fee apart).
export const onlinePaymentClaims = pgTable(
  'online_payment_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    // A letter's collection costs asked by this payment (invoiceId null then).
    letterId: uuid('letter_id').references(() => collectionLetters.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [
    index('online_payment_claims_payment_idx').on(t.onlinePaymentId),
    index('online_payment_claims_invoice_idx').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
  ],
);

export type OnlinePayment = typeof onlinePayments.$inferSelect;
export type OnlinePaymentSettings = typeof onlinePaymentSettings.$inferSelect;

/** Mollie's refund states: the books change only at `refunded` (issue 29). */
export const onlineRefundStatus = pgEnum('online_refund_status', [
  'creating',
  'create_failed',
  'queued',
  'pending',
  'processing',
  'refunded',
  'failed',
  'canceled',
]);

// A refund staff asked for, of (part of) an online payment, from one invoice it paid.
export const onlineRefunds = pgTable(
  'online_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    providerRefundId: text('provider_refund_id'),
    amountCents: integer('amount_cents').notNull(),
    status: onlineRefundStatus('status').notNull().default('creating'),
    description: text('description').notNull(),
    failure: text('failure'),
    // The Idempotency-Key staff's form sent: the same key again is the same refund.
    requestKey: text('request_key'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // When the refunded money was booked (once, at `refunded`).
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('online_refunds_provider_id_idx')
      .on(t.providerRefundId)
      .where(sql`${t.providerRefundId} is not null`),
    index('online_refunds_payment_idx').on(t.onlinePaymentId),
    uniqueIndex('online_refunds_request_key_idx')
      .on(t.requestedBy, t.requestKey)
      .where(sql`${t.requestKey} is not null`),
  ],
);

// A chargeback Mollie reports on an online payment (a card or Bancontact payment disputed at the bank).
export const onlineChargebacks = pgTable(
  'online_chargebacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    onlinePaymentId: uuid('online_payment_id')
      .notNull()
      .references(() => onlinePayments.id, { onDelete: 'restrict' }),
    providerChargebackId: text('provider_chargeback_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('online_chargebacks_provider_id_idx').on(t.providerChargebackId)],
);

export type OnlineRefund = typeof onlineRefunds.$inferSelect;
