import type {
  EnhancedExportQuery,
  EnhancedSubscription,
  EnhancedSubscriptionsQuery,
} from '@hostportaal/contract';
import { addDays, type IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';

// Incasso Beheer's rows (SPEC §3 "Enhanced subscription"): every subscription with its payment and
// collection state and its open notes, derived in one statement so filters, sorting and paging run in the
// database. Only the few subscriptions with unpaid invoices, returned collections, open cases or notes
// need aggregating; the rest take the defaults, so the statement stays a hash join over subscriptions.
//
// - status: the stored status, with 'pending' (not yet started) shown as payment_pending.
// - paymentStatus (as the SEPA view): chargeback, failed, overdue, payment_pending (a claim being collected
//   or not yet due), else success.
// - riskLevel, SPEC §4 extended to customers who pay by transfer: high when a payment failed, more than
//   two collections came back in 12 months or a claim is more than 30 days overdue; medium after any
//   return or chargeback or with any overdue claim; else low.
// - collectionStatus (as a collection case): incassobrief sent, else 14-dagenbrief sent, else
//   pending_notice for a consumer at the notice step, else none.
// - lastActivity: the latest of the subscription's own change, a note, and a step in its collection.

const LOOKBACK_DAYS = 365;

const sortColumns: Record<EnhancedSubscriptionsQuery['sortBy'], string> = {
  lastActivity: 'last_activity',
  customerName: 'customer_name',
  price: 'price',
  lastPaymentDate: 'last_paid_at',
  nextPaymentDue: 'next_billing_date',
  daysOverdue: 'days_overdue',
  riskLevel: 'risk_rank',
  totalCollectionAmount: 'total_collection_amount',
};

export function enhancedRowsCte(today: IsoDate): SQL {
  const since = addDays(today, -LOOKBACK_DAYS);
  return sql`
    open_claims as (
      select i.id, i.subscription_id, i.status, i.due_date, i.total_cents - i.paid_cents as open_cents,
        i.payment_reference
      from invoices i
      where i.kind = 'invoice' and i.status in ('open', 'pending', 'overdue', 'failed')
        and i.total_cents > i.paid_cents and i.subscription_id is not null
    ),
    returned as (
      select i.subscription_id, i.id as invoice_id, i.status as invoice_status, it.return_reason_code,
        b.collection_date, b.created_at
      from sepa_batch_items it
      join sepa_batches b on b.id = it.batch_id
      join invoices i on i.id = it.invoice_id
      where it.status = 'returned' and i.subscription_id is not null
    ),
    unpaid as (
      select subscription_id, sum(open_cents)::int as open_cents,
        -- A claim whose collection is under way (pending) is not overdue while the bank works on it.
        min(due_date) filter (where status <> 'pending' and due_date < ${today}::date) as oldest_due,
        bool_or(status = 'failed') as has_failed,
        bool_or(status <> 'pending' and due_date < ${today}::date) as has_overdue,
        (array_agg(payment_reference order by due_date desc, id))[1] as payment_reference
      from open_claims group by subscription_id
    ),
    returns as (
      select subscription_id,
        (count(*) filter (where collection_date >= ${since}::date))::int as failed_count,
        (count(*) filter (where collection_date >= ${since}::date and return_reason_code = 'MD06'))::int
          as chargeback_count,
        -- The last return of a still failed invoice was a refund (MD06): that is a chargeback now.
        bool_or(invoice_status = 'failed' and return_reason_code = 'MD06' and not exists (
          select 1 from returned later where later.invoice_id = returned.invoice_id
            and later.created_at > returned.created_at)) as has_chargeback
      from returned group by subscription_id
    ),
    cases as (
      select c.subscription_id,
        bool_or(c.collection_letter_id is not null) as has_collection,
        bool_or(c.notice_letter_id is not null) as has_notice,
        bool_or(c.stage in ('second_reminder', 'final_notice') and c.notice_letter_id is null) as at_notice_step,
        max(c.stage_changed_at) as last_case_change,
        (array_agg(c.notice_letter_id order by c.opened_at desc) filter (where c.notice_letter_id is not null))[1]
          as notice_letter_id,
        (array_agg(c.collection_letter_id order by c.opened_at desc)
          filter (where c.collection_letter_id is not null))[1] as collection_letter_id,
        coalesce(sum(l.fee_cents - l.fee_paid_cents) filter (where l.id is not null), 0)::int as unpaid_fees
      from collection_cases c
      left join collection_letters l on l.id = c.collection_letter_id
      where c.stage <> 'resolved' and c.subscription_id is not null
      group by c.subscription_id
    ),
    note_counts as (
      select subscription_id,
        (count(*) filter (where status = 'active'))::int as active_notes,
        (count(*) filter (where status = 'active' and priority = 'urgent'))::int as urgent_notes,
        max(updated_at) as last_note_at
      from subscription_notes group by subscription_id
    ),
    enhanced_base as (
      select s.id, s.user_id, s.title, s.interval::text as interval,
        coalesce(s.sale_price_cents, s.price_cents) as price,
        case when s.status = 'pending' then 'payment_pending' else s.status::text end as status,
        s.next_billing_date, s.mandate_id is not null as has_mandate, s.created_at,
        case when u.anonymized_at is null then u.firstname || ' ' || u.lastname end as customer_name,
        case when u.anonymized_at is null then u.email end as customer_email,
        (coalesce(nullif(trim(u.company), ''), nullif(trim(u.vat_id), '')) is not null) as is_business,
        coalesce(un.open_cents, 0) + coalesce(ca.unpaid_fees, 0) as total_collection_amount,
        coalesce(${today}::date - un.oldest_due, 0) as days_overdue,
        coalesce(r.failed_count, 0) as failed_count,
        coalesce(r.chargeback_count, 0) as chargeback_count,
        case
          when r.has_chargeback then 'chargeback'
          when un.has_failed then 'failed'
          when un.has_overdue then 'overdue'
          when un.subscription_id is not null then 'payment_pending'
          else 'success'
        end as payment_status,
        case
          when ca.has_collection then 'collection_sent'
          when ca.has_notice then 'notice_sent'
          when ca.at_notice_step and not (coalesce(nullif(trim(u.company), ''), nullif(trim(u.vat_id), '')) is not null)
            then 'pending_notice'
          else 'none'
        end as collection_status,
        ca.subscription_id is not null as has_open_case,
        ca.notice_letter_id, ca.collection_letter_id, un.payment_reference,
        coalesce(n.active_notes, 0) as active_notes, coalesce(n.urgent_notes, 0) as urgent_notes,
        n.last_note_at is not null as has_notes,
        greatest(s.updated_at, n.last_note_at, ca.last_case_change) as last_activity,
        un.has_failed
      from subscriptions s
      join users u on u.id = s.user_id
      left join unpaid un on un.subscription_id = s.id
      left join returns r on r.subscription_id = s.id
      left join cases ca on ca.subscription_id = s.id
      left join note_counts n on n.subscription_id = s.id
    ),
    enhanced_rows as (
      select enhanced_base.*,
        case
          when coalesce(has_failed, false) or failed_count > 2 or days_overdue > 30 then 3
          when chargeback_count > 0 or failed_count > 0 or days_overdue > 0 then 2
          else 1
        end as risk_rank
      from enhanced_base
    )`;
}

const riskRank = { low: 1, medium: 2, high: 3 } as const;
const riskOfRank = ['low', 'low', 'medium', 'high'] as const;
const UUID_PREFIX = /^[0-9a-f]{8}[0-9a-f-]*$/i;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export function enhancedFilters(query: EnhancedExportQuery, ids?: string[]): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.tab === 'notes') conditions.push(sql`has_notes`);
  if (query.tab === 'collections')
    conditions.push(sql`(payment_status in ('failed', 'chargeback', 'overdue') or has_open_case)`);
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.riskLevel) conditions.push(sql`risk_rank = ${riskRank[query.riskLevel]}`);
  if (query.collectionStatus) conditions.push(sql`collection_status = ${query.collectionStatus}`);
  if (query.noteType)
    conditions.push(sql`exists (select 1 from subscription_notes sn where sn.subscription_id = enhanced_rows.id
      and sn.status = 'active' and sn.note_type = ${query.noteType})`);
  if (ids)
    conditions.push(
      sql`id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    const matches = [
      sql`customer_name ilike ${pattern}`,
      sql`customer_email ilike ${pattern}`,
      sql`title ilike ${pattern}`,
      sql`payment_reference ilike ${pattern}`,
    ];
    if (UUID_PREFIX.test(query.search)) matches.push(sql`id::text like ${`${query.search.toLowerCase()}%`}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

function orderOf(query: Pick<EnhancedSubscriptionsQuery, 'sortBy' | 'sortOrder'>): SQL {
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  // Rows without a value go last whichever way the column is sorted.
  return sql.raw(`${sortColumns[query.sortBy]} ${direction} nulls last, id ${direction}`);
}

type Row = {
  id: string;
  user_id: string;
  customer_name: string | null;
  customer_email: string | null;
  is_business: boolean;
  title: string;
  status: EnhancedSubscription['status'];
  price: number;
  interval: EnhancedSubscription['interval'];
  last_payment_date: string | null;
  next_payment_due: string | null;
  risk_rank: number;
  days_overdue: number;
  active_notes: number;
  urgent_notes: number;
  collection_status: EnhancedSubscription['collectionStatus'];
  payment_status: EnhancedSubscription['paymentStatus'];
  total_collection_amount: number;
  has_mandate: boolean;
  notice_letter_id: string | null;
  collection_letter_id: string | null;
  payment_reference: string | null;
  last_activity_iso: string;
  note_summaries: EnhancedSubscription['notes'] | null;
};

// Display-only columns for the rows of one page: the last payment and the note summaries.
const pageColumns = sql`
  ${isoTimestamp(sql`(select max(i.paid_at) from invoices i where i.subscription_id = page.id
    and i.kind = 'invoice' and i.paid_at is not null)`)} as last_payment_date,
  (select json_agg(json_build_object('id', sn.id, 'title', sn.title, 'noteType', sn.note_type,
      'priority', sn.priority, 'followUpDate', sn.follow_up_date) order by sn.rank, sn.created_at desc)
    from (select n.*, array_position(array['urgent', 'high', 'medium', 'low']::note_priority[], n.priority) as rank
      from subscription_notes n where n.subscription_id = page.id and n.status = 'active'
      order by rank, n.created_at desc limit 3) sn) as note_summaries`;

const rowColumns = sql`id, user_id, customer_name, customer_email, is_business, title, status, price::int as price,
  interval, next_billing_date::text as next_payment_due, risk_rank::int as risk_rank,
  days_overdue::int as days_overdue, active_notes::int as active_notes, urgent_notes::int as urgent_notes,
  collection_status, payment_status, total_collection_amount::int as total_collection_amount, has_mandate,
  notice_letter_id, collection_letter_id, payment_reference, last_activity, last_paid_at,
  ${isoTimestamp(sql`last_activity`)} as last_activity_iso`;

function toEnhanced(row: Row): EnhancedSubscription {
  return {
    id: row.id,
    userId: row.user_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    isBusiness: row.is_business,
    title: row.title,
    status: row.status,
    price: row.price,
    interval: row.interval,
    lastPaymentDate: row.last_payment_date,
    nextPaymentDue: row.next_payment_due,
    riskLevel: riskOfRank[row.risk_rank] ?? 'low',
    daysOverdue: row.days_overdue,
    activeNotesCount: row.active_notes,
    urgentNotesCount: row.urgent_notes,
    notes: row.note_summaries ?? [],
    collectionStatus: row.collection_status,
    paymentStatus: row.payment_status,
    totalCollectionAmount: row.total_collection_amount,
    hasMandate: row.has_mandate,
    noticeLetterId: row.notice_letter_id,
    collectionLetterId: row.collection_letter_id,
    paymentReference: row.payment_reference,
    lastActivity: row.last_activity_iso,
  };
}

type Order = Pick<EnhancedSubscriptionsQuery, 'sortBy' | 'sortOrder'>;

/**
 * Rows in the query's order, with the total before paging. Sorting by last payment needs that date for
 * every row; otherwise it is read for the page's rows only.
 */
async function selectRows(db: DbOrTx, today: IsoDate, where: SQL, order: Order, paging: SQL) {
  const lastPaid =
    order.sortBy === 'lastPaymentDate'
      ? sql`(select max(i.paid_at) from invoices i where i.subscription_id = enhanced_rows.id
          and i.kind = 'invoice' and i.paid_at is not null)`
      : sql`null::timestamptz`;
  const result = await db.execute<Row & { total_count: number }>(sql`
    with ${enhancedRowsCte(today)},
    filtered as (select enhanced_rows.*, ${lastPaid} as last_paid_at from enhanced_rows where ${where}),
    page as (
      select filtered.*, (count(*) over ())::int as total_count
      from filtered order by ${orderOf(order)} ${paging}
    )
    select ${rowColumns}, total_count, ${pageColumns} from page order by ${orderOf(order)}`);
  return result.rows;
}

/** One page of the list, filtered, sorted and counted in the database. */
export async function findEnhancedSubscriptions(
  db: DbOrTx,
  today: IsoDate,
  query: EnhancedSubscriptionsQuery,
): Promise<{ subscriptions: EnhancedSubscription[]; total: number }> {
  const where = enhancedFilters(query);
  const rows = await selectRows(
    db,
    today,
    where,
    query,
    sql`limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  let total = rows[0]?.total_count ?? 0;
  if (rows.length === 0 && query.page > 1) {
    const counted = await db.execute<{ total: number }>(
      sql`with ${enhancedRowsCte(today)} select count(*)::int as total from enhanced_rows where ${where}`,
    );
    total = counted.rows[0]?.total ?? 0;
  }
  return { subscriptions: rows.map(toEnhanced), total };
}

/** Every row of the filters (the CSV export), or the given subscriptions (bulk actions). */
export async function listEnhancedSubscriptions(
  db: DbOrTx,
  today: IsoDate,
  query: EnhancedExportQuery,
  ids?: string[],
): Promise<EnhancedSubscription[]> {
  const rows = await selectRows(db, today, enhancedFilters(query, ids), query, sql``);
  return rows.map(toEnhanced);
}
