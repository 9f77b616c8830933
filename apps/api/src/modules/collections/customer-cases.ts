import { amsterdamToday, decideClaimEvent, type IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import type { PlannedCase } from './dunning-plan.ts';
import type { CustomerCase, DunningCustomer } from './dunning-steps.ts';
import { isBusinessCustomer } from './issue-collection-letter.ts';

// One customer's open collection cases as the dunning steps need them, read (and locked) in one statement.

export type CaseRow = {
  id: string;
  user_id: string;
  stage: PlannedCase['stage'];
  stage_changed_at: Date | string;
  invoice_id: string;
  invoice_number: string;
  issue_date: string;
  due_date: string;
  invoice_status: string;
  open_cents: number;
  subscription_id: string | null;
  subscription_status: string | null;
  subscription_title: string | null;
  notice_letter_id: string | null;
  notice_first_fee_date: string | null;
  notice_fee_cents: number | null;
  notice_letter_number: string | null;
  notice_letter_date: string | null;
  notice_term_end_date: string | null;
};

/**
 * `where` filters the cases (alias c, collection_cases columns only). lock 'skip': the daily run passes a
 * customer another instance is handling; 'wait': staff actions queue. The cases are selected (and locked)
 * first; their invoice, subscription and notice are then looked up row by row by primary key, so the plan
 * never scans the invoices, however the planner misjudges a freshly filled collection_cases.
 */
export function caseRows(db: DbOrTx, where: SQL, lock: 'none' | 'skip' | 'wait') {
  const locking = lock === 'skip' ? sql`for update skip locked` : lock === 'wait' ? sql`for update` : sql``;
  return db.execute<CaseRow>(sql`
    with c as materialized (
      select * from collection_cases c where c.stage <> 'resolved' and ${where} ${locking}
    )
    select c.id, c.user_id, c.stage, c.stage_changed_at, i.id as invoice_id, i.invoice_number, i.issue_date::text,
      i.due_date::text, i.status as invoice_status, (i.total_cents - i.paid_cents)::int as open_cents,
      c.subscription_id, s.status as subscription_status, s.title as subscription_title, c.notice_letter_id,
      n.first_fee_date::text as notice_first_fee_date, n.fee_cents as notice_fee_cents,
      n.letter_number as notice_letter_number, n.letter_date::text as notice_letter_date,
      n.term_end_date::text as notice_term_end_date
    from c
    cross join lateral (select * from invoices where invoices.id = c.invoice_id) i
    left join lateral (select status, title from subscriptions where subscriptions.id = c.subscription_id) s on true
    left join lateral (select * from collection_letters where collection_letters.id = c.notice_letter_id) n on true
    order by i.due_date, i.invoice_number`);
}

/**
 * The cases as the dunning plan reads them. Whether a claim is the dunning run's to move on (inDefault) is
 * the claim lifecycle's answer: not while the next batch debits it, the bank has it, or staff must look at
 * it first (a technical return, MD07, AM05).
 */
export async function customerCasesOf(db: DbOrTx, rows: CaseRow[], today: IsoDate): Promise<CustomerCase[]> {
  const claims = new Map(
    (
      await loadClaimsById(
        db,
        rows.map((row) => row.invoice_id),
      )
    ).map((claim) => [claim.row.id, claim]),
  );
  return rows.map((row) => {
    const claim = claims.get(row.invoice_id);
    const inDefault = claim
      ? decideClaimEvent(claim.facts, { type: 'dunning_step' }, { today, dueDate: row.due_date }).allowed
      : false;
    return { ...toCustomerCase(row), inDefault };
  });
}

function toCustomerCase(row: CaseRow): CustomerCase {
  const stageChangedAt =
    row.stage_changed_at instanceof Date ? row.stage_changed_at : new Date(row.stage_changed_at);
  return {
    id: row.id,
    stage: row.stage,
    stageChangedOn: amsterdamToday(stageChangedAt),
    dueDate: row.due_date,
    inDefault: false,
    subscriptionId: row.subscription_id,
    subscriptionActive: row.subscription_status === 'active',
    subscriptionTitle: row.subscription_title,
    notice:
      row.notice_letter_id && row.notice_first_fee_date
        ? {
            id: row.notice_letter_id,
            firstFeeDate: row.notice_first_fee_date,
            feeCents: row.notice_fee_cents ?? 0,
            letterNumber: row.notice_letter_number ?? '',
            letterDate: row.notice_letter_date ?? '',
            termEndDate: row.notice_term_end_date ?? '',
          }
        : null,
    claim: {
      invoiceId: row.invoice_id,
      invoiceNumber: row.invoice_number,
      issueDate: row.issue_date,
      dueDate: row.due_date,
      openCents: row.open_cents,
    },
  };
}

export async function loadDunningCustomer(db: DbOrTx, userId: string): Promise<DunningCustomer | null> {
  const result = await db.execute<DunningCustomer & { kvk_number: string | null; vat_id: string | null }>(sql`
    select id, email, firstname, lastname, kvk_number, vat_id from users where id = ${userId}`);
  const row = result.rows[0];
  return row
    ? { ...row, isBusiness: isBusinessCustomer({ kvkNumber: row.kvk_number, vatId: row.vat_id }) }
    : null;
}
