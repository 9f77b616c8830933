import type {
  EnhancedExportQuery,
  EnhancedSubscription,
  EnhancedSubscriptionsQuery,
} from '@hostportaal/contract';
import { addDays, type IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';

// Incasso Beheer's rows (SPEC §3 "Enhanced subscription"), read from the subscription_overview read model
// (kept current by triggers, migration 0008) so filters, sorting and paging are one indexed table scan.
// What depends on today is derived here:
//
// - paymentStatus (as the SEPA view): chargeback, failed, overdue, payment_pending (a claim being collected
//   or not yet due), else success.
// - riskLevel, SPEC §4 extended to customers who pay by transfer: high when a payment failed, more than
//   two collections came back in 12 months or a claim is more than 30 days overdue; medium after any
//   return or chargeback in 12 months or with any overdue claim; else low.
// - collectionStatus (as a collection case): incassobrief sent, else 14-dagenbrief sent, else
//   pending_notice for a consumer at the notice step, else none.
// - lastActivity: the latest of the subscription's own change, a note, and a step in its collection.

const LOOKBACK_DAYS = 365;

/** The derived columns over `subscription_overview o`, for the Amsterdam date `today`. */
export function overviewColumns(today: IsoDate) {
  const since = addDays(today, -LOOKBACK_DAYS);
  const recent = (column: string) =>
    sql.raw(`(case when o.${column} is null then 0 else (select count(*) from unnest(o.${column}) d
      where d >= '${since}'::date) end)`);
  const overdue = sql`(o.oldest_due < ${today}::date)`;
  const daysOverdue = sql`greatest(coalesce(${today}::date - o.oldest_due, 0), 0)`;
  const risk = sql`(case
    when o.has_failed or ${recent('return_dates')} > 2 or o.oldest_due < ${addDays(today, -30)}::date then 3
    when ${recent('chargeback_dates')} > 0 or ${recent('return_dates')} > 0 or ${overdue} then 2
    else 1 end)`;
  const paymentStatus = sql`(case when o.has_chargeback then 'chargeback' when o.has_failed then 'failed'
    when ${overdue} then 'overdue' when o.has_open_claims then 'payment_pending' else 'success' end)`;
  return { overdue, daysOverdue, risk, paymentStatus };
}

function sortExpression(today: IsoDate, sortBy: EnhancedSubscriptionsQuery['sortBy']): SQL {
  const derived = overviewColumns(today);
  const expressions: Record<EnhancedSubscriptionsQuery['sortBy'], SQL> = {
    lastActivity: sql`o.last_activity`,
    customerName: sql`o.customer_name`,
    price: sql`o.price_cents`,
    lastPaymentDate: sql`(select max(i.paid_at) from invoices i where i.subscription_id = o.subscription_id
      and i.kind = 'invoice' and i.paid_at is not null)`,
    nextPaymentDue: sql`o.next_billing_date`,
    daysOverdue: derived.daysOverdue,
    riskLevel: derived.risk,
    totalCollectionAmount: sql`(o.open_cents + o.unpaid_fee_cents)`,
  };
  return expressions[sortBy];
}

const riskRank = { low: 1, medium: 2, high: 3 } as const;
const riskOfRank = ['low', 'low', 'medium', 'high'] as const;
const UUID_PREFIX = /^[0-9a-f]{8}[0-9a-f-]*$/i;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

export function enhancedFilters(today: IsoDate, query: EnhancedExportQuery, ids?: string[]): SQL {
  const derived = overviewColumns(today);
  const conditions: SQL[] = [sql`true`];
  if (query.tab === 'notes') conditions.push(sql`o.has_notes`);
  if (query.tab === 'collections')
    conditions.push(sql`(o.has_failed or o.has_chargeback or ${derived.overdue} or o.has_open_case)`);
  if (query.status) conditions.push(sql`o.status = ${query.status}`);
  if (query.riskLevel === 'low') conditions.push(sql`${derived.risk} = 1`);
  // Medium or high needs a failed, returned or unpaid claim: the cheap test first spares the rest the risk.
  else if (query.riskLevel)
    conditions.push(sql`(o.has_failed or o.return_dates is not null or o.oldest_due is not null)
      and ${derived.risk} = ${riskRank[query.riskLevel]}`);
  if (query.collectionStatus) conditions.push(sql`o.collection_status = ${query.collectionStatus}`);
  if (query.noteType)
    conditions.push(sql`o.has_notes and exists (select 1 from subscription_notes sn
      where sn.subscription_id = o.subscription_id and sn.status = 'active' and sn.note_type = ${query.noteType})`);
  if (ids)
    conditions.push(
      sql`o.subscription_id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    // The expression of the trigram index subscription_overview_search_idx (migration 0008).
    const matches = [
      sql`(coalesce(o.customer_name, '') || ' ' || coalesce(o.customer_email, '') || ' ' || o.title || ' '
        || coalesce(o.payment_reference, '')) ilike ${pattern}`,
    ];
    if (UUID_PREFIX.test(query.search))
      matches.push(sql`o.subscription_id::text like ${`${query.search.toLowerCase()}%`}`);
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return sql.join(conditions, sql` and `);
}

type Order = Pick<EnhancedSubscriptionsQuery, 'sortBy' | 'sortOrder'>;

function orderOf(today: IsoDate, order: Order): SQL {
  const direction = sql.raw(order.sortOrder === 'asc' ? 'asc' : 'desc');
  // Rows without a value go last whichever way the column is sorted.
  return sql`${sortExpression(today, order.sortBy)} ${direction} nulls last, o.subscription_id ${direction} nulls last`;
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
  last_activity: string;
  note_summaries: EnhancedSubscription['notes'] | null;
};

function selectList(today: IsoDate): SQL {
  const derived = overviewColumns(today);
  return sql`o.subscription_id as id, o.user_id, o.customer_name, o.customer_email, o.is_business, o.title,
    o.status, o.price_cents as price, o.interval, o.next_billing_date::text as next_payment_due,
    ${derived.risk}::int as risk_rank, ${derived.daysOverdue}::int as days_overdue, o.active_notes,
    o.urgent_notes, o.collection_status, ${derived.paymentStatus} as payment_status,
    (o.open_cents + o.unpaid_fee_cents)::int as total_collection_amount, o.has_mandate, o.notice_letter_id,
    o.collection_letter_id, o.payment_reference, ${isoTimestamp(sql`o.last_activity`)} as last_activity,
    ${isoTimestamp(sql`(select max(i.paid_at) from invoices i where i.subscription_id = o.subscription_id
      and i.kind = 'invoice' and i.paid_at is not null)`)} as last_payment_date,
    (select json_agg(json_build_object('id', sn.id, 'title', sn.title, 'noteType', sn.note_type,
        'priority', sn.priority, 'followUpDate', sn.follow_up_date) order by sn.rank, sn.created_at desc)
      from (select n.*, array_position(array['urgent', 'high', 'medium', 'low']::note_priority[], n.priority) as rank
        from subscription_notes n where o.active_notes > 0 and n.subscription_id = o.subscription_id
          and n.status = 'active'
        order by rank, n.created_at desc limit 3) sn) as note_summaries`;
}

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
    lastActivity: row.last_activity,
  };
}

/**
 * One page of the list and the total of the filters. The page is ordered by an indexed column for the
 * usual sorts, so it reads only its own rows; the display-only columns (last payment, note summaries) are
 * read for those rows alone.
 */
export async function findEnhancedSubscriptions(
  db: DbOrTx,
  today: IsoDate,
  query: EnhancedSubscriptionsQuery,
): Promise<{ subscriptions: EnhancedSubscription[]; total: number }> {
  const where = enhancedFilters(today, query);
  const [page, count] = await Promise.all([
    // The page's ids first, so the columns below are computed for its rows only, not for the offset's.
    db.execute<Row>(sql`with page as (select o.subscription_id from subscription_overview o where ${where}
        order by ${orderOf(today, query)} limit ${query.limit} offset ${(query.page - 1) * query.limit})
      select ${selectList(today)} from page join subscription_overview o using (subscription_id)
      order by ${orderOf(today, query)}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from subscription_overview o where ${where}`,
    ),
  ]);
  return { subscriptions: page.rows.map(toEnhanced), total: count.rows[0]?.total ?? 0 };
}

/** Every row of the filters (the CSV export), or the given subscriptions (bulk actions). */
export async function listEnhancedSubscriptions(
  db: DbOrTx,
  today: IsoDate,
  query: EnhancedExportQuery,
  ids?: string[],
): Promise<EnhancedSubscription[]> {
  const result = await db.execute<Row>(sql`select ${selectList(today)} from subscription_overview o
    where ${enhancedFilters(today, query, ids)} order by ${orderOf(today, query)}`);
  return result.rows.map(toEnhanced);
}
