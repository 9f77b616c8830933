import { amsterdamToday, type IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// A claim is in collection while an invoice is past its due date, overdue or its collection failed, and
// something is open.
const inDefaultOn = (today: IsoDate) =>
  sql`i.kind = 'invoice' and i.status in ('overdue', 'failed') and i.total_cents > i.paid_cents and i.due_date < ${today}::date`;

/** The incassobrief in force on this claim whose collection costs are still open (not paid, not waived). */
export const openFeeOn = (invoiceId: SQL) => sql`
  select 1 from collection_letter_claims lc join collection_letters l on l.id = lc.letter_id
  where lc.invoice_id = ${invoiceId} and l.letter_type = 'collection' and l.superseded_by_id is null
    and l.fee_cents > l.fee_paid_cents + l.fee_waived_cents`;

/**
 * Opens a case for every claim in default without one, reopens the case of a claim that came back (a
 * refund after payment), and resolves the cases whose claim was paid or credited; each change goes into
 * the history in the same statement. Set-based and conditional: idempotent, and safe when two instances
 * run it at once (the unique invoice id decides).
 */
export async function syncCollectionCases(
  db: DbOrTx,
  now: Date,
  scope: { invoiceIds?: string[] } = {},
): Promise<{ opened: number; reopened: number; resolved: number }> {
  // Only these claims: a payment, a credit note or a bank file closes (or reopens) its cases in its own
  // transaction, instead of waiting for the next dunning run.
  if (scope.invoiceIds?.length === 0) return { opened: 0, reopened: 0, resolved: 0 };
  const only = scope.invoiceIds ? sql`and i.id = any(${`{${scope.invoiceIds.join(',')}}`}::uuid[])` : sql``;
  const inDefault = sql`${inDefaultOn(amsterdamToday(now))} ${only}`;
  const opened = await db.execute<{ count: number }>(sql`
    with opened as (
      insert into collection_cases (invoice_id, user_id, subscription_id, opened_at, stage_changed_at)
      select i.id, i.user_id, i.subscription_id, ${now}, ${now} from invoices i
      where ${inDefault} and not exists (select 1 from collection_cases c where c.invoice_id = i.id)
      on conflict (invoice_id) do nothing
      returning id, user_id, invoice_id
    ), logged as (
      insert into collection_actions (case_id, user_id, action, stage, description, created_at)
      select o.id, o.user_id, 'case_opened', 'initial_notice', 'Incassodossier geopend voor factuur ' || i.invoice_number, ${now}
      from opened o join invoices i on i.id = o.invoice_id
      returning 1
    )
    select count(*)::int as count from logged`);
  const reopened = await db.execute<{ count: number }>(sql`
    with reopened as (
      update collection_cases c set stage = 'initial_notice', stage_changed_at = ${now}, resolved_at = null,
        resolution = null, notice_letter_id = null, collection_letter_id = null
      from invoices i
      where c.invoice_id = i.id and c.stage = 'resolved' and ${inDefault}
      returning c.id, c.user_id, i.invoice_number
    ), logged as (
      insert into collection_actions (case_id, user_id, action, stage, description, created_at)
      select id, user_id, 'case_reopened', 'initial_notice',
        'Incassodossier heropend: factuur ' || invoice_number || ' staat weer open', ${now}
      from reopened
      returning 1
    )
    select count(*)::int as count from logged`);
  const resolved = await db.execute<{ count: number }>(sql`
    with resolved as (
      update collection_cases c set stage = 'resolved', stage_changed_at = ${now}, resolved_at = ${now},
        resolution = (case when i.status = 'paid' or i.paid_cents >= i.total_cents then 'paid'
                           when i.status = 'cancelled' then 'credited' else 'manual' end)::collection_resolution
      from invoices i
      where c.invoice_id = i.id and c.stage <> 'resolved'
        and (i.status in ('paid', 'cancelled') or i.paid_cents >= i.total_cents) ${only}
        -- A letter's costs never outlive their case unseen (issue 27, case 5): while an incassobrief on this
        -- claim still asks its fee, unpaid and not waived, the case stays open for it.
        and not exists (${openFeeOn(sql`i.id`)})
      returning c.id, c.user_id, i.invoice_number, c.resolution
    ), logged as (
      insert into collection_actions (case_id, user_id, action, stage, description, created_at)
      select id, user_id, 'case_resolved', 'resolved',
        case when resolution = 'credited' then 'Factuur ' || invoice_number || ' gecrediteerd: dossier gesloten'
             else 'Factuur ' || invoice_number || ' betaald: dossier gesloten' end, ${now}
      from resolved
      returning 1
    )
    select count(*)::int as count from logged`);
  return {
    opened: opened.rows[0]?.count ?? 0,
    reopened: reopened.rows[0]?.count ?? 0,
    resolved: resolved.rows[0]?.count ?? 0,
  };
}
