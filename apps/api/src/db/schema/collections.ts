import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import type { InvoiceCustomerSnapshot } from './invoices.ts';
import { invoices } from './invoices.ts';
import { subscriptions } from './subscriptions.ts';
import { users } from './users.ts';

// Collections (issue 6, DOMAIN-NL §1): what happens to a claim that is not paid.

export const collectionStage = pgEnum('collection_stage', [
  'initial_notice',
  'first_reminder',
  'second_reminder',
  'final_notice',
  'legal_action',
  'resolved',
]);
export const collectionResolution = pgEnum('collection_resolution', ['paid', 'credited', 'manual']);
// hand: handed over in person, received the same day.
export const letterChannel = pgEnum('letter_channel', ['email', 'post', 'hand']);
export const collectionLetterType = pgEnum('collection_letter_type', ['notice', 'collection']);

// The dunning schedule admins configure: days after a claim's due date for each step. One row (id = 1).
export const dunningSettings = pgTable('dunning_settings', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  firstReminderDays: integer('first_reminder_days').notNull().default(7),
  secondReminderDays: integer('second_reminder_days').notNull().default(14),
  // The 14-dagenbrief for consumers; the final notice (EUR 40 compensation) for businesses.
  finalNoticeDays: integer('final_notice_days').notNull().default(21),
  // Suspension never comes before the 14-day term of the notice has passed.
  suspensionDays: integer('suspension_days').notNull().default(35),
  // The incassobrief that charges the fee; never before the notice's first fee date.
  collectionLetterDays: integer('collection_letter_days').notNull().default(42),
  // How the 14-dagenbrief is sent: it fixes the expected receipt date and so the term (DOMAIN-NL §1).
  noticeChannel: letterChannel('notice_channel').notNull().default('email'),
  // Cap on collection fees charged to one customer per six months (since 1 Oct 2024; amount unverified).
  feeCapCentsPerSixMonths: integer('fee_cap_cents_per_six_months').default(14000),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DunningSettings = typeof dunningSettings.$inferSelect;

// One row per dunning run, scheduled or on demand: when it ran and what it did. Its last finish is a metric
// (issue 19), as the billing run's and the SEPA batch's are; nothing else recorded that a run happened.
export type DunningRunFailure = { userId: string; customerName: string; reason: string };

export const dunningRuns = pgTable(
  'dunning_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The Amsterdam business day the run acted for (the seed replays past days).
    runDate: date('run_date').notNull(),
    // null: the daily job.
    triggeredBy: uuid('triggered_by').references(() => users.id, { onDelete: 'set null' }),
    opened: integer('opened').notNull(),
    reopened: integer('reopened').notNull(),
    resolved: integer('resolved').notNull(),
    reminders: integer('reminders').notNull(),
    notices: integer('notices').notNull(),
    suspensions: integer('suspensions').notNull(),
    collectionLetters: integer('collection_letters').notNull(),
    failed: integer('failed').notNull(),
    // The customers it could not take a step further, with the reason (issue 26).
    failures: jsonb('failures').$type<DunningRunFailure[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dunning_runs_finished_idx').on(t.finishedAt)],
);

// Letters are numbered per year like invoices: BRF-2026-000001.
export const collectionLetterSeries = pgTable('collection_letter_series', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

// A 14-dagenbrief or an incassobrief exactly as it was sent: the PDF bytes and their SHA-256.
export const collectionLetters = pgTable(
  'collection_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    letterNumber: text('letter_number').notNull().unique(),
    letterType: collectionLetterType('letter_type').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    customer: jsonb('customer').$type<InvoiceCustomerSnapshot>().notNull(),
    channel: letterChannel('channel').notNull(),
    letterDate: date('letter_date').notNull(),
    // Notice only: when it is taken to arrive, the last day of the 14-day term, the first day the fee may
    // be charged (art. 6:96 lid 6 BW).
    expectedReceiptDate: date('expected_receipt_date'),
    termEndDate: date('term_end_date'),
    firstFeeDate: date('first_fee_date'),
    // Collection letter only: the notice whose term has passed.
    noticeLetterId: uuid('notice_letter_id'),
    // A notice re-issued because it went by another channel than first recorded: the letter that replaces it.
    supersededById: uuid('superseded_by_id'),
    principalCents: integer('principal_cents').notNull(),
    // Notice: the fee it announces; collection letter: the fee it charges (BIK staffel, no VAT).
    feeCents: integer('fee_cents').notNull(),
    feePaidCents: integer('fee_paid_cents').notNull().default(0),
    // Staff let the unpaid part of the fee go (issue 27: a fee never outlives its case unseen): when, by whom
    // and why. An unpaid fee that is not waived keeps its cases open.
    feeWaivedCents: integer('fee_waived_cents').notNull().default(0),
    feeWaivedAt: timestamp('fee_waived_at', { withTimezone: true }),
    feeWaivedBy: uuid('fee_waived_by').references(() => users.id, { onDelete: 'set null' }),
    feeWaiverReason: text('fee_waiver_reason'),
    paymentReference: text('payment_reference').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    deliveryType: text('delivery_type'),
    paymentReceivedAt: timestamp('payment_received_at', { withTimezone: true }),
    notes: jsonb('notes')
      .$type<Array<{ note: string; isCustomerNote: boolean; byName: string; at: string }>>()
      .notNull()
      .default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_letters_user_idx').on(t.userId, t.createdAt),
    index('collection_letters_created_idx').on(t.createdAt),
    index('collection_letters_reference_idx').on(t.paymentReference),
  ],
);

export type CollectionLetter = typeof collectionLetters.$inferSelect;

// The claims one letter is about, with what was open on each when it was written.
export const collectionLetterClaims = pgTable(
  'collection_letter_claims',
  {
    letterId: uuid('letter_id')
      .notNull()
      .references(() => collectionLetters.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    openCents: integer('open_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.letterId, t.invoiceId] }),
    index('collection_letter_claims_invoice_idx').on(t.invoiceId),
  ],
);

// One case per unpaid claim: opened when an invoice is overdue or its collection failed, resolved when it is
// paid or credited. A claim that comes back (a refund after payment) reopens its case.
export const collectionCases = pgTable(
  'collection_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .unique()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    stage: collectionStage('stage').notNull().default('initial_notice'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    contactAttempts: integer('contact_attempts').notNull().default(0),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    noticeLetterId: uuid('notice_letter_id').references(() => collectionLetters.id, { onDelete: 'set null' }),
    collectionLetterId: uuid('collection_letter_id').references(() => collectionLetters.id, {
      onDelete: 'set null',
    }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: collectionResolution('resolution'),
  },
  (t) => [
    index('collection_cases_stage_idx').on(t.stage),
    index('collection_cases_user_idx').on(t.userId),
    index('collection_cases_subscription_idx').on(t.subscriptionId),
  ],
);

export type CollectionCase = typeof collectionCases.$inferSelect;

// Append-only history of what the dunning run and staff did (SPEC: Recent Collection Actions).
export const collectionActions = pgTable(
  'collection_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: uuid('case_id').references(() => collectionCases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // null: the daily dunning run.
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    stage: collectionStage('stage'),
    description: text('description').notNull(),
    result: text('result').notNull().default('success'),
    letterId: uuid('letter_id').references(() => collectionLetters.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('collection_actions_created_idx').on(t.createdAt),
    index('collection_actions_case_idx').on(t.caseId, t.createdAt),
  ],
);

// Admins' own wording of the five dunning e-mails (SPEC §2 letter templates); absent: the built-in text.
export const letterTemplates = pgTable('letter_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// A single-use link to a letter's PDF (SPEC §7 download-token), valid for five minutes; only its hash is kept.
export const letterDownloadTokens = pgTable('letter_download_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  letterId: uuid('letter_id')
    .notNull()
    .references(() => collectionLetters.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
