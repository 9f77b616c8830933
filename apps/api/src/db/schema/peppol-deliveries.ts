import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';

/**
 * queued: waiting for its next attempt (next_attempt_at). sending: claimed by a job run until next_attempt_at
 * (a lease: a run that died leaves it to be claimed again, with the same idempotency key). sent: the access
 * point accepted it (its message id kept). failed: refused, or out of attempts; staff may send it again.
 */
export const peppolDeliveryStatus = pgEnum('peppol_delivery_status', ['queued', 'sending', 'sent', 'failed']);

// One Peppol delivery per invoice or credit note, through the access point's API (issue 21, decision 030).
export const peppolDeliveries = pgTable(
  'peppol_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** The buyer's Peppol participant id ('0106:12345678') the delivery was queued for. */
    receiverId: text('receiver_id').notNull(),
    status: peppolDeliveryStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Sent as Idempotency-Key: the same for every attempt of one round, new when staff send it again. */
    idempotencyKey: uuid('idempotency_key').notNull().defaultRandom(),
    /** Why the last attempt failed, in our words and the access point's; never a credential. */
    lastError: text('last_error'),
    /** The access point's id of the accepted message. */
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('peppol_deliveries_due_idx').on(t.status, t.nextAttemptAt)],
);

export type PeppolDelivery = typeof peppolDeliveries.$inferSelect;
