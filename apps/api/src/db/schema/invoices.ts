import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
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
import { sepaMandates } from './mandates.ts';
import { packages } from './packages.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

export const invoiceStatus = pgEnum('invoice_status', [
  'open',
  'pending',
  'paid',
  'failed',
  'overdue',
  'expired',
  'cancelled',
]);
export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit_note']);
export const paymentType = pgEnum('payment_type', ['sepa', 'bank_transfer']);

export type InvoiceCustomerSnapshot = {
  name: string;
  company: string | null;
  street: string | null;
  houseNumber: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
  vatId: string | null;
  email: string;
  /** KvK number at issue (for the UBL's buyer, issue 21); snapshots made before that lack it. */
  kvkNumber?: string | null;
  /** The customer's reference or purchase order number at issue (the UBL's BuyerReference, issue 21). */
  purchaseReference?: string | null;
};

// One counter row per year keeps the invoice number series gapless (art. 35a Wet OB).
export const invoiceNumberSeries = pgTable('invoice_number_series', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: invoiceKind('kind').notNull().default('invoice'),
    creditForInvoiceId: uuid('credit_for_invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'restrict' }),
    packageId: uuid('package_id').references(() => packages.id, { onDelete: 'restrict' }),
    status: invoiceStatus('status').notNull().default('open'),
    description: text('description').notNull(),
    issueDate: date('issue_date').notNull(),
    dueDate: date('due_date').notNull(),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    subtotalCents: integer('subtotal_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    customer: jsonb('customer').$type<InvoiceCustomerSnapshot>().notNull(),
    paymentType: paymentType('payment_type').notNull(),
    mandateId: uuid('mandate_id').references(() => sepaMandates.id, { onDelete: 'restrict' }),
    paymentReference: text('payment_reference').unique(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // Why a credit note was made (credit notes only).
    creditReason: text('credit_reason'),
    // When the invoice e-mail (with PDF; for SEPA also the pre-notification) went to the outbox. Null =
    // not yet delivered: the delivery job picks it up.
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Why the delivery job left the invoice out (issue 26), in Dutch for staff, and when; the job tries it
    // again an hour later, a resend at once. Null once delivered.
    deliveryProblem: text('delivery_problem'),
    deliveryFailedAt: timestamp('delivery_failed_at', { withTimezone: true }),
    // When an admin or the SEPA batch handed the invoice to collection (status pending).
    submittedForCollectionAt: timestamp('submitted_for_collection_at', { withTimezone: true }),
    billingRunId: uuid('billing_run_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    // One invoice per subscription period, so a billing run twice never duplicates.
    uniqueIndex('invoices_subscription_period_unique')
      .on(t.subscriptionId, t.periodStart)
      .where(sql`${t.kind} = 'invoice'`),
    index('invoices_user_issue_idx').on(t.userId, t.issueDate),
    index('invoices_status_due_idx').on(t.status, t.dueDate),
    // The admin list's order (issue date, then id) and its status filter, each in one index scan.
    index('invoices_issue_id_idx').on(t.issueDate, t.id),
    index('invoices_status_issue_idx').on(t.status, t.issueDate, t.id),
    index('invoices_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    index('invoices_credit_for_idx').on(t.creditForInvoiceId),
    // The billing run finds its own invoices (lines, next dates, totals) by run id.
    index('invoices_billing_run_idx').on(t.billingRunId).where(sql`${t.billingRunId} is not null`),
    // Prefix search on the number ('2026-0001…') in the admin list.
    index('invoices_number_pattern_idx').using('btree', t.invoiceNumber.op('text_pattern_ops')),
  ],
);

// The exact PDF that was sent (bytes + SHA-256), so a sent invoice can be reproduced byte for byte.
export const invoiceDocuments = pgTable('invoice_documents', {
  invoiceId: uuid('invoice_id')
    .primaryKey()
    .references(() => invoices.id, { onDelete: 'restrict' }),
  pdf: bytea('pdf').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// The UBL e-invoice as issued (issue 27): written once, beside the stored PDF it embeds (hence the reference
// to it), then these bytes for every download, the accountant's ZIP, the e-mail and Peppol. Payments and
// credit notes after issue are documents and events of their own and never change it.
export const invoiceUblDocuments = pgTable(
  'invoice_ubl_documents',
  {
    invoiceId: uuid('invoice_id').primaryKey(),
    // The XML as text, sent as its UTF-8 bytes (the SHA-256 is theirs): PGlite reads bytea 20 times slower.
    xml: text('xml').notNull(),
    sha256: text('sha256').notNull(),
    /** Its EndpointIDs as Peppol participant ids ('0106:12345678'), for the access point; null for EN 16931. */
    peppolSenderId: text('peppol_sender_id'),
    peppolReceiverId: text('peppol_receiver_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Named here: the generated name would pass PostgreSQL's 63 characters.
  (t) => [
    foreignKey({
      name: 'invoice_ubl_documents_pdf_fk',
      columns: [t.invoiceId],
      foreignColumns: [invoiceDocuments.invoiceId],
    }).onDelete('restrict'),
  ],
);

/** Why a due subscription was not invoiced: `code` words it on screen, `reason` is the Dutch text of old runs. */
export type BillingRunFlag = {
  subscriptionId: string;
  userId: string;
  customerName: string;
  code?: 'address_incomplete' | 'invoice_refused';
  reason: string;
  /** invoice_refused: the database's message. */
  detail?: string;
};

export const billingRunStatus = pgEnum('billing_run_status', ['running', 'finished', 'failed']);

// One row per billing run (scheduled or on demand), so admins see what ran and what it made.
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runDate: date('run_date').notNull(),
    status: billingRunStatus('status').notNull().default('running'),
    triggeredBy: uuid('triggered_by').references(() => users.id, { onDelete: 'set null' }),
    invoicesCreated: integer('invoices_created').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    error: text('error'),
    // Subscriptions that were due but not invoiced: the customer's address is incomplete (art. 35a Wet OB),
    // or the database refused the subscription's invoice (issue 26).
    flagged: jsonb('flagged').$type<BillingRunFlag[]>().notNull().default([]),
    /**
     * Billing of named subscriptions only (an order, a subscription staff add), inside its caller's
     * transaction: not one of the billing runs that go one at a time.
     */
    scoped: boolean('scoped').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('billing_runs_started_idx').on(t.startedAt),
    // One billing run at a time, across API instances (issue 27): a second start finds this row taken.
    uniqueIndex('billing_runs_one_running_idx')
      .on(t.status)
      .where(sql`${t.status} = 'running' and not ${t.scoped}`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    vatRateBp: integer('vat_rate_bp').notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId)],
);

export type Invoice = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceLines.$inferSelect;
export type BillingRun = typeof billingRuns.$inferSelect;
