import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type EmailAttachmentRef =
  | { kind: 'invoice_pdf'; invoiceId: string; filename: string }
  // Written when the mail goes out, from the stored invoice and its stored PDF (issue 21).
  | { kind: 'invoice_ubl'; invoiceId: string; filename: string }
  | { kind: 'collection_letter_pdf'; letterId: string; filename: string }
  // The version of the terms an order accepted, as it was stored when published (issue 28).
  | { kind: 'legal_document_pdf'; documentId: string; filename: string }
  // The confirmation of a payment arrangement's schedule, as stored when it was agreed (issue 30).
  | { kind: 'arrangement_confirmation_pdf'; confirmationId: string; filename: string };

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed']);

// Every e-mail is written here first; a dispatcher delivers it over SMTP when SMTP_URL is set.
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    // Files sent with the mail, resolved at delivery from where they are stored (never copied here).
    attachments: jsonb('attachments').$type<EmailAttachmentRef[]>(),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('email_outbox_status_idx').on(t.status, t.nextAttemptAt),
    index('email_outbox_user_idx').on(t.userId),
  ],
);
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
