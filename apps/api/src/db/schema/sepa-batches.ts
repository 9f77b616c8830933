import type { BankFileActionCode, BankFileWordParams } from '@hostportaal/contract';
import type { ClaimStateName } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { pain008Version } from './company-settings.ts';
import { invoices } from './invoices.ts';
import { sepaMandates } from './mandates.ts';
import { users } from './users.ts';

// created: file written, not yet at the bank (may be cancelled); submitted: handed to the bank.
export const sepaBatchStatus = pgEnum('sepa_batch_status', ['created', 'submitted', 'cancelled']);
export const sepaSequenceType = pgEnum('sepa_sequence_type', ['FRST', 'RCUR', 'OOFF', 'FNAL']);
export const sepaItemStatus = pgEnum('sepa_item_status', ['pending', 'collected', 'returned', 'cancelled']);

// One pain.008 file: the exact bytes sent to the bank and their SHA-256 are kept.
export const sepaBatches = pgTable(
  'sepa_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: text('message_id').notNull().unique(),
    status: sepaBatchStatus('status').notNull().default('created'),
    collectionDate: date('collection_date').notNull(),
    version: pain008Version('version').notNull(),
    numberOfTransactions: integer('number_of_transactions').notNull(),
    controlSumCents: integer('control_sum_cents').notNull(),
    file: bytea('file').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('sepa_batches_created_idx').on(t.createdAt)],
);

export const sepaBatchItems = pgTable(
  'sepa_batch_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => sepaBatches.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    mandateId: uuid('mandate_id')
      .notNull()
      .references(() => sepaMandates.id, { onDelete: 'restrict' }),
    endToEndId: text('end_to_end_id').notNull().unique(),
    sequenceType: sepaSequenceType('sequence_type').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: sepaItemStatus('status').notNull().default('pending'),
    returnReasonCode: text('return_reason_code'),
    /** The debtor IBAN the file's mandate amendment named (AmdmntInd); a cancelled batch gives it back. */
    amendedFromIban: text('amended_from_iban'),
    /** The IBAN this collection debited: a return stands until the claim has another account (claim lifecycle). */
    debtorIban: text('debtor_iban'),
    /**
     * Returned because the bank refused the whole file or payment-information block at intake (pain.002 GrpSts
     * or PmtInfSts RJCT): no debtor's bank saw it, so it is no attempt, and its code is about our file.
     */
    batchRejected: boolean('batch_rejected').notNull().default(false),
  },
  (t) => [
    index('sepa_batch_items_batch_idx').on(t.batchId),
    // What became of an invoice's collections (SEPA management counts returns per subscription).
    index('sepa_batch_items_invoice_idx').on(t.invoiceId),
    // The few returned collections (risk, chargebacks), read without scanning every collection.
    index('sepa_batch_items_returned_idx').on(t.invoiceId).where(sql`${t.status} = 'returned'`),
    // An invoice is in at most one collection at a time.
    uniqueIndex('sepa_batch_items_invoice_pending_unique')
      .on(t.invoiceId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

// A bank file read in (camt.053 / camt.054 / pain.002). The same bytes are never processed twice; the
// report of what each line did is kept for the admin.
export const bankFileImports = pgTable(
  'bank_file_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileName: text('file_name').notNull(),
    messageType: text('message_type').notNull(),
    sha256: text('sha256').notNull().unique(),
    matched: integer('matched').notNull(),
    alreadyKnown: integer('already_known').notNull(),
    unmatched: integer('unmatched').notNull(),
    lines: jsonb('lines').$type<BankFileLineRecord[]>().notNull(),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bank_file_imports_imported_idx').on(t.importedAt)],
);

export type BankFileLineRecord = {
  endToEndId: string | null;
  amountCents: number | null;
  kind: 'collected' | 'returned' | 'rejected' | 'credit_transfer' | 'other';
  reasonCode: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  outcome: 'matched' | 'already_known' | 'unmatched';
  action: string;
  // Kept for unmatched lines only, so an admin can find the invoice and book the line by hand (absent in
  // reports written before that existed).
  creditDebit?: 'CRDT' | 'DBIT' | null;
  remittance?: string | null;
  debtorName?: string | null;
  /** Set once an admin booked an unmatched line on an invoice by hand: who and when. */
  assignment?: { byId: string | null; byName: string; at: string } | null;
  /** A batch booking: the payment-information block it credits (never booked on one invoice by hand). */
  paymentInformationId?: string | null;
  /** A pain.002 that refused the whole file ('group') or block the collection was in, and that block. */
  rejectionLevel?: 'group' | 'payment_information' | null;
  rejectedPaymentInformationId?: string | null;
  /** What happens next to the line's claim after the import (the claim lifecycle), in Dutch. */
  nextStep?: string | null;
  // `action` and `nextStep` as codes and facts, for the screens' own words (issue 20). Absent in reports
  // written before that existed: those show the Dutch texts. The lines are jsonb, so no migration.
  actionCode?: BankFileActionCode | null;
  actionParams?: BankFileWordParams | null;
  nextStepCode?: ClaimStateName | null;
  nextStepParams?: BankFileWordParams | null;
};

export type SepaBatch = typeof sepaBatches.$inferSelect;
export type SepaBatchItem = typeof sepaBatchItems.$inferSelect;
