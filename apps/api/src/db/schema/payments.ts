import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';
import { users } from './users.ts';

export const paymentMethod = pgEnum('payment_method', [
  'bank_transfer',
  'sepa',
  'ideal',
  'credit_card',
  'manual',
  // Account credit (from an overpayment or a credit note) used by a later invoice.
  'account_credit',
  // Online through the payments provider (issue 29); iDEAL and cards use the values above.
  'bancontact',
  'paypal',
]);
export const paymentStatus = pgEnum('payment_status', ['received', 'reversed']);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    status: paymentStatus('status').notNull().default('received'),
    reference: text('reference'),
    // SEPA EndToEndId or bank transaction id.
    externalId: text('external_id'),
    // ISO 20022 return reason (AM04, MD06, …) when a collection came back (DOMAIN-NL §2).
    returnReasonCode: text('return_reason_code'),
    notes: text('notes'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_received_idx').on(t.receivedAt),
    // A bank file finds the payments it reverses and the transfers it already booked by this id.
    index('payments_external_id_idx').on(t.externalId).where(sql`${t.externalId} is not null`),
  ],
);

// Payment references PAY-YYYY-#### are numbered per year (one counter row per year).
export const paymentReferenceSeries = pgTable('payment_reference_series', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});
