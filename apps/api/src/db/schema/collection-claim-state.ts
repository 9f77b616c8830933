import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

// The collection and receivable figures' read model (issue 20): one row per claim that is unpaid or has a
// collection case, with what the Collection Center, Incasso Beheer, SEPA and the invoices badge count. It
// is kept current by statement-level triggers on the tables every claim change writes (invoices, collection
// cases, collection letters, users; migration 0018, refresh_collection_claim_state), so the row changes in
// the transaction that changes the claim, whichever module wrote it. What depends on today (days overdue,
// risk) is computed when read, from the dates stored here. The KPI catalogue names the figures.
export const collectionClaimState = pgTable(
  'collection_claim_state',
  {
    invoiceId: uuid('invoice_id').primaryKey(),
    userId: uuid('user_id').notNull(),
    subscriptionId: uuid('subscription_id'),
    invoiceNumber: text('invoice_number').notNull(),
    customerName: text('customer_name'),
    email: text('email'),
    // open | pending | overdue | failed | paid | cancelled (a case's claim may be settled).
    invoiceStatus: text('invoice_status').notNull(),
    dueDate: date('due_date').notNull(),
    totalCents: integer('total_cents').notNull(),
    // What is still unpaid of the claim itself, never negative.
    openCents: integer('open_cents').notNull(),
    caseId: uuid('case_id'),
    // The case's stage; null without a case.
    caseStage: text('case_stage'),
    caseOpenedAt: timestamp('case_opened_at', { withTimezone: true }),
    caseResolution: text('case_resolution'),
    lastContactAt: timestamp('last_contact_at', { withTimezone: true }),
    // The open case's incassobrief fee still unpaid (BIK), 0 without one.
    feeOpenCents: integer('fee_open_cents').notNull().default(0),
  },
  (t) => [
    // The Collection Center's default order (most days overdue first = earliest due date) and its page 1
    // straight from the index; per stage the same (migration 0019).
    index('collection_claim_state_open_due_idx')
      .on(t.dueDate, t.caseId)
      .where(sql`case_stage is not null and case_stage <> 'resolved'`),
    index('collection_claim_state_open_stage_due_idx')
      .on(t.caseStage, t.dueDate, t.caseId)
      .where(sql`case_stage is not null and case_stage <> 'resolved'`),
    // Largest outstanding amount first, the other order staff use.
    index('collection_claim_state_open_amount_idx')
      .on(t.openCents.desc().nullsLast(), t.caseId)
      .where(sql`case_stage is not null and case_stage <> 'resolved'`),
    // The search (name, e-mail: anywhere; invoice number: its start) without reading every row.
    index('collection_claim_state_name_trgm_idx').using('gin', t.customerName.op('gin_trgm_ops')),
    index('collection_claim_state_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('collection_claim_state_number_trgm_idx').using('gin', t.invoiceNumber.op('gin_trgm_ops')),
    index('collection_claim_state_opened_idx').on(t.caseOpenedAt).where(sql`case_id is not null`),
    index('collection_claim_state_user_idx').on(t.userId),
  ],
);

// One row: a fresh random version every time a transaction that changed collection_claim_state commits
// (a deferred trigger, migration 0019). collectionFigures() keeps the figures it computed per version and
// day, so the figures are counted once per change instead of once per request. Random, not a counter, so
// two databases (test copies of one template) never share a version once either has changed.
export const collectionClaimStateVersion = pgTable('collection_claim_state_version', {
  id: boolean('id').primaryKey().default(true),
  version: uuid('version').notNull().defaultRandom(),
});
