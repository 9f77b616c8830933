import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { onlinePayments, onlineRefunds } from './online-payments.ts';
import { users } from './users.ts';

// Paying account credit back (issue 29, decision 040). A payout reserves part of a customer's credit; the
// credit falls (a 'refund' ledger entry) only when the money has left: a credit transfer when finance marks
// its pain.001 file sent, a Mollie refund when Mollie says refunded.

/** open: payouts still join it; file_created: its pain.001 is written (frozen); sent: handed to the bank. */
export const creditPayoutBatchStatus = pgEnum('credit_payout_batch_status', [
  'open',
  'file_created',
  'sent',
  'cancelled',
]);

export const creditPayoutBatches = pgTable(
  'credit_payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: creditPayoutBatchStatus('status').notNull().default('open'),
    // Set when the file is written; the bank reports it back.
    messageId: text('message_id'),
    executionDate: date('execution_date'),
    numberOfTransactions: integer('number_of_transactions'),
    controlSumCents: integer('control_sum_cents'),
    // The exact bytes of the pain.001 handed to the bank, and their SHA-256.
    file: bytea('file'),
    sha256: text('sha256'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    fileCreatedAt: timestamp('file_created_at', { withTimezone: true }),
    fileCreatedBy: uuid('file_created_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    // One batch collects new payouts at a time.
    uniqueIndex('credit_payout_batches_one_open_idx').on(t.status).where(sql`${t.status} = 'open'`),
    uniqueIndex('credit_payout_batches_message_id_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
  ],
);

export const creditPayoutRoute = pgEnum('credit_payout_route', ['transfer', 'mollie']);

/**
 * reserved: the credit is held for it (waiting in a batch, or asked of Mollie); sent: the money left and the
 * credit fell; confirmed: the bank's statement shows the debit; returned: the bank brought it back (the credit
 * is the customer's again); cancelled: nothing fell.
 */
export const creditPayoutStatus = pgEnum('credit_payout_status', [
  'reserved',
  'sent',
  'confirmed',
  'returned',
  'cancelled',
]);

export const creditPayouts = pgTable(
  'credit_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    route: creditPayoutRoute('route').notNull(),
    status: creditPayoutStatus('status').notNull().default('reserved'),
    amountCents: integer('amount_cents').notNull(),
    // Transfer: where it goes, to whom, in which batch, and the EndToEndId the bank reports back.
    iban: text('iban'),
    accountHolder: text('account_holder'),
    batchId: uuid('batch_id').references(() => creditPayoutBatches.id, { onDelete: 'restrict' }),
    endToEndId: text('end_to_end_id'),
    // Mollie: the online payment the credit came from, and the refund asked of it.
    onlinePaymentId: uuid('online_payment_id').references(() => onlinePayments.id, { onDelete: 'restrict' }),
    onlineRefundId: uuid('online_refund_id').references(() => onlineRefunds.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    returnReasonCode: text('return_reason_code'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_payouts_user_idx').on(t.userId, t.createdAt),
    index('credit_payouts_batch_idx').on(t.batchId).where(sql`${t.batchId} is not null`),
    uniqueIndex('credit_payouts_end_to_end_idx').on(t.endToEndId).where(sql`${t.endToEndId} is not null`),
    index('credit_payouts_reserved_idx').on(t.userId).where(sql`${t.status} = 'reserved'`),
  ],
);

export type CreditPayout = typeof creditPayouts.$inferSelect;
export type CreditPayoutBatch = typeof creditPayoutBatches.$inferSelect;
