import {
  arrangementNumberOf,
  type ClaimFacts,
  type DunningStage,
  type StoredClaimStatus,
} from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { debtorDataOf } from './claim-debtor.ts';

// What the claim lifecycle (packages/domain) needs to know about invoices, read in one statement: the
// invoice, its mandate, the customer's address, its collections and returns, its open collection case.
// The services that change a claim load these facts, ask the lifecycle, and act on the answer.

export type ClaimRow = {
  id: string;
  invoice_number: string;
  user_id: string;
  subscription_id: string | null;
  payment_reference: string | null;
  payment_type: 'sepa' | 'bank_transfer';
  status: StoredClaimStatus;
  total_cents: number;
  paid_cents: number;
  due_date: string;
  mandate_id: string | null;
  mandate_iban: string | null;
  mandate_status: string | null;
  mandate_reference: string | null;
  mandate_signed_at: string | null;
  mandate_account_holder: string | null;
  mandate_bic: string | null;
  mandate_original_iban: string | null;
  mandate_amendment_pending: boolean | null;
  customer_name: string;
  street: string | null;
  house_number: string | null;
  zipcode: string | null;
  city: string | null;
  country: string;
  address_complete: boolean;
  collection: 'created' | 'submitted' | null;
  /** The collection under way as its file carries it: the debtor's IBAN, mandate and amount. */
  collection_iban: string | null;
  collection_mandate_id: string | null;
  collection_cents: number | null;
  bank_attempts: number;
  /** Every collection of the claim, cancelled ones too: numbers the next EndToEndId. */
  all_items: number;
  last_return_code: string | null;
  last_return_mandate_id: string | null;
  last_return_iban: string | null;
  last_return_batch_rejected: boolean | null;
  charged_back: boolean;
  refunded_online: boolean;
  case_stage: DunningStage | null;
  notice_sent: boolean;
  /** The payment arrangement holding the claim (proposed or active), if one does (issue 30). */
  arrangement_id: string | null;
  arrangement_status: 'proposed' | 'active' | null;
  arrangement_seq: number | null;
  arrangement_created_at: Date | string | null;
};

export type Claim = { row: ClaimRow; facts: ClaimFacts };

/** The facts columns over invoices aliased `i` (joins users `u` and sepa_mandates `m`). */
export const claimColumns = sql`
  i.id, i.invoice_number, i.user_id, i.subscription_id, i.payment_reference, i.payment_type, i.status,
  i.total_cents, i.paid_cents, i.due_date::text as due_date,
  m.id as mandate_id, m.iban as mandate_iban, m.status::text as mandate_status,
  m.reference as mandate_reference, m.signed_at::text as mandate_signed_at,
  m.account_holder as mandate_account_holder, m.bic as mandate_bic, m.original_iban as mandate_original_iban,
  m.amendment_pending as mandate_amendment_pending,
  u.firstname || ' ' || u.lastname as customer_name, u.street, u.house_number, u.zipcode, u.city, u.country,
  (coalesce(btrim(u.street), '') <> '' and coalesce(btrim(u.house_number), '') <> ''
    and coalesce(btrim(u.zipcode), '') <> '' and coalesce(btrim(u.city), '') <> ''
    and coalesce(btrim(u.country), '') <> '') as address_complete,
  items.collection, items.collection_iban, items.collection_mandate_id, items.collection_cents,
  coalesce(items.bank_attempts, 0)::int as bank_attempts,
  coalesce(items.all_items, 0)::int as all_items,
  items.last_return_code, items.last_return_mandate_id, items.last_return_iban,
  items.last_return_batch_rejected, (coalesce(items.charged_back, false) or exists (select 1 from payments cb
    where cb.invoice_id = i.id and cb.amount_cents < 0 and left(cb.external_id, 4) = 'chb_')) as charged_back,
    exists (select 1 from payments rf where rf.invoice_id = i.id and rf.amount_cents < 0
      and left(rf.external_id, 3) = 're_') as refunded_online,
  c.stage::text as case_stage, (c.notice_letter_id is not null) as notice_sent,
  held.arrangement_id, held.arrangement_status, held.arrangement_seq, held.arrangement_created_at`;

/** The joins claimColumns needs, after `from invoices i`. */
export const claimJoins = sql`
  join users u on u.id = i.user_id
  left join sepa_mandates m on m.id = i.mandate_id
  left join lateral (
    select
      (max(b.status::text) filter (where it.status = 'pending')) as collection,
      (max(it.debtor_iban) filter (where it.status = 'pending')) as collection_iban,
      (max(it.mandate_id::text) filter (where it.status = 'pending'))::uuid as collection_mandate_id,
      (max(it.amount_cents) filter (where it.status = 'pending')) as collection_cents,
      -- A collection in a file the bank refused whole never reached the debtor's bank: no attempt.
      count(*) filter (where (it.status in ('collected', 'returned') and not it.batch_rejected)
        or (it.status = 'pending' and b.status = 'submitted')) as bank_attempts,
      count(*) as all_items,
      (array_agg(it.return_reason_code order by b.created_at desc) filter (where it.status = 'returned'))[1]
        as last_return_code,
      (array_agg(it.mandate_id order by b.created_at desc) filter (where it.status = 'returned'))[1]
        as last_return_mandate_id,
      (array_agg(it.debtor_iban order by b.created_at desc) filter (where it.status = 'returned'))[1]
        as last_return_iban,
      (array_agg(it.batch_rejected order by b.created_at desc) filter (where it.status = 'returned'))[1]
        as last_return_batch_rejected,
      bool_or(it.status = 'returned' and it.return_reason_code = 'MD06') as charged_back
    from sepa_batch_items it join sepa_batches b on b.id = it.batch_id
    where it.invoice_id = i.id
  ) items on true
  left join collection_cases c on c.invoice_id = i.id and c.stage <> 'resolved'
  left join lateral (
    select pa.id as arrangement_id, pa.status::text as arrangement_status, pa.seq as arrangement_seq,
      pa.created_at as arrangement_created_at
    from payment_arrangement_claims pac join payment_arrangements pa on pa.id = pac.arrangement_id
    where pac.invoice_id = i.id and pac.holding and pa.status in ('proposed', 'active')
    limit 1
  ) held on true`;

/** The claim's mandate as the pain.008 carries it, or null without one. */
export function claimMandate(row: ClaimRow) {
  if (!row.mandate_id || !row.mandate_iban || row.mandate_reference === null) return null;
  return {
    reference: row.mandate_reference,
    signedAt: row.mandate_signed_at ?? '',
    accountHolder: row.mandate_account_holder ?? '',
    iban: row.mandate_iban,
    bic: row.mandate_bic,
    originalIban: row.mandate_original_iban,
    amendmentPending: row.mandate_amendment_pending ?? false,
  };
}

/** The customer's address as the pain.008 carries it. */
export const claimCustomer = (row: ClaimRow) => ({
  street: row.street,
  houseNumber: row.house_number,
  zipcode: row.zipcode,
  city: row.city,
  country: row.country,
});

export function factsOf(row: ClaimRow): ClaimFacts {
  return {
    paymentType: row.payment_type,
    status: row.status,
    openCents: Number(row.total_cents) - Number(row.paid_cents),
    mandate:
      row.mandate_id && row.mandate_iban
        ? { id: row.mandate_id, iban: row.mandate_iban, usable: row.mandate_status === 'valid' }
        : null,
    addressComplete: row.address_complete,
    // A claim paid by transfer is never written to a SEPA file.
    debtorData: row.payment_type === 'sepa' ? debtorDataOf(claimMandate(row), claimCustomer(row)) : null,
    collection:
      row.collection === 'created' ? 'batch_created' : row.collection === null ? null : 'batch_submitted',
    collectionInFile:
      row.collection === null || row.collection_cents === null
        ? null
        : {
            iban: row.collection_iban,
            amountCents: Number(row.collection_cents),
            ...(row.collection_mandate_id ? { mandateId: row.collection_mandate_id } : {}),
          },
    bankAttempts: Number(row.bank_attempts),
    lastReturn: row.last_return_mandate_id
      ? {
          code: row.last_return_code,
          mandateId: row.last_return_mandate_id,
          iban: row.last_return_iban,
          ...(row.last_return_batch_rejected ? { batchRejected: true } : {}),
        }
      : null,
    chargedBack: row.charged_back,
    ...(row.refunded_online ? { refundedOnline: true } : {}),
    dunning: row.case_stage ? { stage: row.case_stage, noticeSent: row.notice_sent } : null,
    ...(row.arrangement_id && row.arrangement_status
      ? {
          arrangement: {
            id: row.arrangement_id,
            status: row.arrangement_status,
            ...(row.arrangement_seq !== null && row.arrangement_created_at !== null
              ? { number: arrangementNumberOf(row.arrangement_seq, new Date(row.arrangement_created_at)) }
              : {}),
          },
        }
      : {}),
  };
}

/**
 * The claims (invoices of kind 'invoice') that `where` selects (over `i`, `u`, `m`), optionally locking
 * the invoice rows so what the lifecycle decides is what gets written.
 */
export async function loadClaims(
  db: DbOrTx,
  where: SQL,
  options: { lock?: boolean; orderBy?: SQL; limit?: number } = {},
): Promise<Claim[]> {
  const result = await db.execute<ClaimRow>(sql`
    select ${claimColumns}
    from invoices i ${claimJoins}
    where i.kind = 'invoice' and ${where}
    ${options.orderBy ? sql`order by ${options.orderBy}` : sql``}
    ${options.limit ? sql`limit ${options.limit}` : sql``}
    ${options.lock ? sql`for update of i` : sql``}`);
  return result.rows.map((row) => ({ row, facts: factsOf(row) }));
}

/** The claims with these ids. */
export function loadClaimsById(db: DbOrTx, ids: string[], options: { lock?: boolean } = {}) {
  if (ids.length === 0) return Promise.resolve([]);
  return loadClaims(db, sql`i.id = any(${`{${ids.join(',')}}`}::uuid[])`, {
    ...options,
    orderBy: sql`i.year, i.sequence`,
  });
}
