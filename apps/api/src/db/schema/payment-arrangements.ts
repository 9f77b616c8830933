import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { collectionLetters } from './collections.ts';
import { invoices } from './invoices.ts';
import { sepaMandates } from './mandates.ts';
import { sepaBatches, sepaItemStatus, sepaSequenceType } from './sepa-batches.ts';
import { users } from './users.ts';

// Betalingsregelingen (issue 30, decision 041): a customer pays chosen open claims in instalments; while the
// arrangement holds them the claims are not debited or dunned themselves. What the arrangement may do next is
// packages/domain's (payment-arrangement.ts); these tables keep what was agreed and what happened.

/** The company's rules for arrangements (one row, id 1), the defaults of packages/domain until changed. */
export const arrangementSettings = pgTable('payment_arrangement_settings', {
  id: integer('id').primaryKey().default(1),
  minTotalCents: integer('min_total_cents').notNull().default(5000),
  maxInstalments: integer('max_instalments').notNull().default(6),
  minInstalmentCents: integer('min_instalment_cents').notNull().default(2500),
  allowAfterLapse: boolean('allow_after_lapse').notNull().default(false),
  graceDays: integer('grace_days').notNull().default(7),
  resumeOnFirstInstalment: boolean('resume_on_first_instalment').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
});
export type ArrangementSettingsRow = typeof arrangementSettings.$inferSelect;

export const arrangementStatus = pgEnum('payment_arrangement_status', [
  'proposed',
  'active',
  'completed',
  'lapsed',
  'ended',
  'rejected',
]);
export const instalmentMethod = pgEnum('payment_arrangement_method', ['sepa', 'transfer']);
export const arrangementOrigin = pgEnum('payment_arrangement_origin', ['customer', 'staff']);

export const paymentArrangements = pgTable(
  'payment_arrangements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Numbers the arrangement for the customer and staff: BR-{year created}-{seq, six digits}.
    seq: serial('seq').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: arrangementStatus('status').notNull(),
    method: instalmentMethod('method').notNull(),
    // SEPA instalments: the valid mandate they are collected on.
    mandateId: uuid('mandate_id').references(() => sepaMandates.id, { onDelete: 'restrict' }),
    // What the covered claims had open when it was agreed (a fee already due included).
    totalCents: integer('total_cents').notNull(),
    scheduleVersion: integer('schedule_version').notNull().default(1),
    origin: arrangementOrigin('origin').notNull(),
    // The company rules the proposal broke, so staff see why it came to them (packages/domain breaches).
    breaches: jsonb('breaches').$type<Array<{ code: string; message: string }>>().notNull().default([]),
    customerNote: text('customer_note').notNull().default(''),
    // Staff resume suspended services once the first instalment is paid (the company default at creation).
    resumeOnFirstInstalment: boolean('resume_on_first_instalment').notNull(),
    servicesResumedAt: timestamp('services_resumed_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Completed, lapsed, ended or rejected: when, and staff's reason for ending or rejecting.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeReason: text('close_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_arrangements_seq_idx').on(t.seq),
    // One arrangement at a time per customer, proposed or running.
    uniqueIndex('payment_arrangements_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('proposed', 'active')`),
    index('payment_arrangements_status_idx').on(t.status, t.createdAt),
    check('payment_arrangements_total_positive', sql`${t.totalCents} > 0`),
  ],
);
export type PaymentArrangement = typeof paymentArrangements.$inferSelect;

/** The claims an arrangement covers: an invoice, or a letter's collection costs. */
export const arrangementClaims = pgTable(
  'payment_arrangement_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => paymentArrangements.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    letterId: uuid('letter_id').references(() => collectionLetters.id, { onDelete: 'restrict' }),
    // Open when the arrangement was agreed.
    amountCents: integer('amount_cents').notNull(),
    // While the arrangement holds the claim (proposed or active); a claim is held by one arrangement at a time.
    holding: boolean('holding').notNull().default(true),
  },
  (t) => [
    index('payment_arrangement_claims_arrangement_idx').on(t.arrangementId),
    uniqueIndex('payment_arrangement_claims_invoice_held_idx')
      .on(t.invoiceId)
      .where(sql`${t.holding} and ${t.invoiceId} is not null`),
    uniqueIndex('payment_arrangement_claims_letter_held_idx')
      .on(t.letterId)
      .where(sql`${t.holding} and ${t.letterId} is not null`),
    check('payment_arrangement_claims_one_kind', sql`(${t.invoiceId} is null) <> (${t.letterId} is null)`),
  ],
);
export type ArrangementClaim = typeof arrangementClaims.$inferSelect;

/**
 * The schedule: one row per instalment per version. Adjusting writes a new version and marks the rows of
 * the old one superseded, so both stay in the history.
 */
export const arrangementInstalments = pgTable(
  'payment_arrangement_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => paymentArrangements.id, { onDelete: 'cascade' }),
    scheduleVersion: integer('schedule_version').notNull(),
    sequence: integer('sequence').notNull(),
    amountCents: integer('amount_cents').notNull(),
    dueDate: date('due_date').notNull(),
    // The PAY- reference a transfer or online payment of this instalment quotes.
    paymentReference: text('payment_reference').notNull(),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_arrangement_instalments_version_idx').on(
      t.arrangementId,
      t.scheduleVersion,
      t.sequence,
    ),
    uniqueIndex('payment_arrangement_instalments_reference_idx').on(t.paymentReference),
    index('payment_arrangement_instalments_due_idx').on(t.dueDate).where(sql`${t.supersededAt} is null`),
    check('payment_arrangement_instalments_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
export type ArrangementInstalment = typeof arrangementInstalments.$inferSelect;

/** What happened to an arrangement, in order: proposed, approved, adjusted, paid, reminded, lapsed, ended. */
export const arrangementEvents = pgTable(
  'payment_arrangement_events',
  {
    // In the order they happened, also within one transaction's instant.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => paymentArrangements.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_arrangement_events_arrangement_idx').on(t.arrangementId, t.createdAt)],
);
export type ArrangementEventRow = typeof arrangementEvents.$inferSelect;

/** The confirmation of each schedule version as sent: the PDF's exact bytes and their SHA-256. */
export const arrangementConfirmations = pgTable(
  'payment_arrangement_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => paymentArrangements.id, { onDelete: 'cascade' }),
    scheduleVersion: integer('schedule_version').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('payment_arrangement_confirmations_version_idx').on(t.arrangementId, t.scheduleVersion),
  ],
);

/**
 * An instalment collected by SEPA direct debit: one transaction of a pain.008 batch with its own EndToEndId,
 * in a payment-information block of its own beside the invoices' (the bank books it apart). A return with AM04
 * is tried once more in a later batch (attempt 2); MD06 lapses the arrangement (packages/domain
 * instalmentReturnOutcome). What a collected instalment paid is kept, so a return after it can take exactly
 * that back.
 */
export const arrangementCollections = pgTable(
  'payment_arrangement_collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => sepaBatches.id, { onDelete: 'restrict' }),
    arrangementId: uuid('arrangement_id')
      .notNull()
      .references(() => paymentArrangements.id, { onDelete: 'restrict' }),
    instalmentId: uuid('instalment_id')
      .notNull()
      .references(() => arrangementInstalments.id, { onDelete: 'restrict' }),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => sepaMandates.id, { onDelete: 'restrict' }),
    endToEndId: text('end_to_end_id').notNull().unique(),
    paymentInformationId: text('payment_information_id').notNull(),
    sequenceType: sepaSequenceType('sequence_type').notNull(),
    attempt: integer('attempt').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: sepaItemStatus('status').notNull().default('pending'),
    returnReasonCode: text('return_reason_code'),
    debtorIban: text('debtor_iban').notNull(),
    /** The debtor IBAN the file's mandate amendment named (AmdmntInd); a cancelled batch gives it back. */
    amendedFromIban: text('amended_from_iban'),
    /** What the collected money paid: each letter's costs and invoice, and what became credit. */
    booked: jsonb('booked').$type<InstalmentBooking | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_arrangement_collections_batch_idx').on(t.batchId),
    index('payment_arrangement_collections_instalment_idx').on(t.instalmentId),
    // An instalment is in at most one collection at a time.
    uniqueIndex('payment_arrangement_collections_pending_idx')
      .on(t.instalmentId)
      .where(sql`${t.status} = 'pending'`),
    check('payment_arrangement_collections_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
export type ArrangementCollection = typeof arrangementCollections.$inferSelect;
export type InstalmentBooking = {
  fees: { letterId: string; cents: number }[];
  invoices: { invoiceId: string; cents: number }[];
  creditCents: number;
};
