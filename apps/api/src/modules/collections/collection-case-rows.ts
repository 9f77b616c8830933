import type {
  CollectionCase,
  CollectionCasesQuery,
  CollectionExportQuery,
  CollectionStage,
  CollectionStats,
} from '@hostportaal/contract';
import { addDays, type IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import { executePrepared } from '../../db/prepared-statement.ts';
import { collectionFigures } from './collection-figures.ts';

// The Collection Center's rows (SPEC §3 "Collection case"), derived in one statement so search, filters,
// sorting and paging run in the database. Risk for a case (SPEC §4 adds 'critical' for cases): critical
// past 60 days or once legal action started, high past 30 days or when the collection failed, medium past
// 14 days, else low. Collection status (SPEC §3): the incassobrief sent, else the 14-dagenbrief sent, else
// 'pending_notice' for a consumer whose claim is at the notice step without one, else none.

// The invoice statuses of invoices_unpaid_due_idx, which carries every column a case row reads of its invoice.
const UNPAID = sql`('open', 'pending', 'overdue', 'failed')`;

/**
 * The cases `c` matching `scope` (a condition on collection_cases c) with what their rows show. For many
 * cases (an export), a case's invoice is read from the small partial index of unpaid invoices (a hash join
 * of an index-only scan) instead of one lookup per case in the big invoice table; only a case whose invoice
 * is no longer unpaid (paid or credited since the last dunning run) is looked up by its id. For the few of a
 * page (`ids`), each invoice is looked up by its id: a plan a tenth as costly to make, and planning was most
 * of that statement's time. Users, subscriptions and letters are left joins that always match or may be
 * absent, so a statement that reads none of their columns leaves them out (join removal).
 */
function caseRowsCte(today: IsoDate, scope: SQL, ids?: 'few'): SQL {
  const caseInvoices =
    ids === 'few'
      ? sql`select c.id as case_id, i.id, i.invoice_number, i.description, i.due_date, i.total_cents, i.paid_cents,
          i.status
        from collection_cases c join invoices i on i.id = c.invoice_id where ${scope}`
      : sql`select c.id as case_id, i.id, i.invoice_number, i.description, i.due_date, i.total_cents, i.paid_cents,
          i.status
        from collection_cases c join invoices i on i.id = c.invoice_id and i.status in ${UNPAID}
        where ${scope}
        union all
        select c.id, i.id, i.invoice_number, i.description, i.due_date, i.total_cents, i.paid_cents, i.status
        from collection_cases c join invoices i on i.id = c.invoice_id
        where ${scope} and not exists (select 1 from invoices u where u.id = c.invoice_id and u.status in ${UNPAID})`;
  return sql`case_invoices as (${caseInvoices}),
  case_rows as (
    select c.id, c.subscription_id, c.user_id as customer_id,
      u.firstname || ' ' || u.lastname as customer_name, u.email,
      (coalesce(nullif(trim(u.kvk_number), ''), nullif(trim(u.vat_id), '')) is not null) as is_business,
      i.id as invoice_id, i.invoice_number, coalesce(s.plan_name, i.description) as subscription_type,
      i.due_date::text as due_date, i.total_cents as original_amount,
      greatest(i.total_cents - i.paid_cents, 0)::int as outstanding_amount,
      greatest(${today}::date - i.due_date, 0)::int as days_overdue,
      i.status::text as invoice_status, c.stage::text as collection_stage, c.contact_attempts,
      ${isoTimestamp(sql`c.last_contact_at`)} as last_contact_date, ${isoTimestamp(sql`c.opened_at`)} as opened_at,
      coalesce(s.status = 'suspended', false) as is_service_suspended,
      c.notice_letter_id, n.letter_number as notice_number, n.letter_date::text as notice_date,
      n.fee_cents as notice_fee, n.fee_paid_cents as notice_fee_paid, n.fee_waived_cents as notice_fee_waived,
      n.fee_waiver_reason as notice_fee_waiver_reason,
      n.term_end_date::text as notice_term_end, n.first_fee_date::text as notice_first_fee,
      c.collection_letter_id, l.letter_number as collection_number, l.letter_date::text as collection_date,
      l.fee_cents as collection_fee, l.fee_paid_cents as collection_fee_paid,
      l.fee_waived_cents as collection_fee_waived, l.fee_waiver_reason as collection_fee_waiver_reason
    from collection_cases c
    join case_invoices i on i.case_id = c.id
    -- Always matches (user_id is a non-null foreign key); left, so the join can be removed.
    left join users u on u.id = c.user_id
    left join subscriptions s on s.id = c.subscription_id
    left join collection_letters n on n.id = c.notice_letter_id
    left join collection_letters l on l.id = c.collection_letter_id
    where ${scope}
  ),
  derived as (
    select *,
      case when collection_stage = 'legal_action' or days_overdue > 60 then 'critical'
           when days_overdue > 30 or invoice_status = 'failed' then 'high'
           when days_overdue > 14 then 'medium' else 'low' end as risk_level,
      case when collection_letter_id is not null then 'collection_sent'
           when notice_letter_id is not null then 'notice_sent'
           when not is_business and collection_stage in ('second_reminder', 'final_notice') then 'pending_notice'
           else 'none' end as collection_status,
      case when outstanding_amount < 2500 then 'low' when outstanding_amount < 7500 then 'medium' else 'high' end
        as amount_band
    from case_rows
  )`;
}

const sortColumns: Record<CollectionCasesQuery['sortBy'], string> = {
  customerName: 'customer_name',
  invoiceNumber: 'invoice_number',
  dueDate: 'due_date',
  outstandingAmount: 'outstanding_amount',
  daysOverdue: 'days_overdue',
  collectionStage: 'collection_stage',
  lastContactDate: 'last_contact_date',
};

function filters(query: Omit<CollectionCasesQuery, 'page' | 'limit'>): SQL {
  const conditions: SQL[] = [
    query.stage ? sql`collection_stage = ${query.stage}` : sql`collection_stage <> 'resolved'`,
  ];
  if (query.riskLevel) conditions.push(sql`risk_level = ${query.riskLevel}`);
  if (query.amountBand) conditions.push(sql`amount_band = ${query.amountBand}`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      sql`(customer_name ilike ${pattern} or email ilike ${pattern} or invoice_number like ${`${query.search}%`})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

type Row = Record<string, unknown>;

function toCase(row: Row): CollectionCase {
  const letter = (prefix: 'notice' | 'collection', id: unknown) =>
    id
      ? {
          id: String(id),
          letterNumber: String(row[`${prefix}_number`]),
          letterDate: String(row[`${prefix}_date`]),
          feeCents: Number(row[`${prefix}_fee`]),
          feePaidCents: Number(row[`${prefix}_fee_paid`] ?? 0),
          feeWaivedCents: Number(row[`${prefix}_fee_waived`] ?? 0),
          feeWaiverReason: (row[`${prefix}_fee_waiver_reason`] as string | null) ?? null,
          termEndDate: prefix === 'notice' ? (row.notice_term_end as string | null) : null,
          firstFeeDate: prefix === 'notice' ? (row.notice_first_fee as string | null) : null,
        }
      : null;
  return {
    id: String(row.id),
    subscriptionId: (row.subscription_id as string | null) ?? null,
    customerId: String(row.customer_id),
    customerName: String(row.customer_name),
    email: String(row.email),
    isBusiness: Boolean(row.is_business),
    invoiceId: String(row.invoice_id),
    invoiceNumber: String(row.invoice_number),
    subscriptionType: String(row.subscription_type),
    dueDate: String(row.due_date),
    originalAmount: Number(row.original_amount),
    outstandingAmount: Number(row.outstanding_amount),
    daysOverdue: Number(row.days_overdue),
    riskLevel: row.risk_level as CollectionCase['riskLevel'],
    collectionStage: row.collection_stage as CollectionCase['collectionStage'],
    collectionStatus: row.collection_status as CollectionCase['collectionStatus'],
    contactAttempts: Number(row.contact_attempts),
    lastContactDate: (row.last_contact_date as string | null) ?? null,
    isServiceSuspended: Boolean(row.is_service_suspended),
    openedAt: String(row.opened_at),
    noticeLetter: letter('notice', row.notice_letter_id),
    collectionLetter: letter('collection', row.collection_letter_id),
  };
}

/** The cases a list or export reads: the stage asked for, else every unresolved one. */
const stageScope = (stage: CollectionStage | undefined) =>
  stage ? sql`c.stage = ${stage}` : sql`c.stage <> 'resolved'`;

// One array parameter, not one per id: the statement's text is the same for every page.
const idScope = (ids: string[]) => sql`c.id = any(${`{${ids.join(',')}}`}::uuid[])`;

const opposite = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');

/** The rows' order, the one the read model chose the page in (readModelOrder). */
function orderOf(query: Pick<CollectionCasesQuery, 'sortBy' | 'sortOrder'>): SQL {
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  // Days overdue, then the due date: the cases not yet overdue (0 days) in the order of their due date.
  if (query.sortBy === 'daysOverdue')
    return sql.raw(`days_overdue ${direction}, due_date ${opposite(direction)}, id`);
  return sql.raw(`${sortColumns[query.sortBy]} ${direction} nulls last, id`);
}

// The page's cases are chosen from the read model collection_claim_state `s` (migration 0018): the filters
// and sorts read its columns only, with the derivations of caseRowsCte; only the page's rows are derived in full.
const STAGE_ORDER = sql.raw(
  `array_position(array['initial_notice','first_reminder','second_reminder','final_notice','legal_action','resolved'], s.case_stage)`,
);

function readModelColumns(today: IsoDate) {
  const daysOverdue = sql`greatest(${today}::date - s.due_date, 0)`;
  const risk = sql`(case when s.case_stage = 'legal_action' or ${daysOverdue} > 60 then 'critical'
    when ${daysOverdue} > 30 or s.invoice_status = 'failed' then 'high'
    when ${daysOverdue} > 14 then 'medium' else 'low' end)`;
  return { daysOverdue, risk };
}

function readModelFilters(today: IsoDate, query: Omit<CollectionCasesQuery, 'page' | 'limit'>): SQL {
  const { risk } = readModelColumns(today);
  const conditions: SQL[] = [
    query.stage
      ? sql`s.case_stage = ${query.stage}`
      : sql`s.case_stage is not null and s.case_stage <> 'resolved'`,
  ];
  // Critical said on the columns (legal action, or due more than 60 days ago), so the indexes can find it.
  if (query.riskLevel === 'critical')
    conditions.push(sql`(s.case_stage = 'legal_action' or s.due_date < ${addDays(today, -60)}::date)`);
  else if (query.riskLevel) conditions.push(sql`${risk} = ${query.riskLevel}`);
  if (query.amountBand === 'low') conditions.push(sql`s.open_cents < 2500`);
  if (query.amountBand === 'medium') conditions.push(sql`s.open_cents >= 2500 and s.open_cents < 7500`);
  if (query.amountBand === 'high') conditions.push(sql`s.open_cents >= 7500`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(
      sql`(s.customer_name ilike ${pattern} or s.email ilike ${pattern} or s.invoice_number like ${`${query.search}%`})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

function readModelOrder(today: IsoDate, query: Pick<CollectionCasesQuery, 'sortBy' | 'sortOrder'>): SQL {
  const { daysOverdue } = readModelColumns(today);
  const columns: Record<CollectionCasesQuery['sortBy'], SQL> = {
    customerName: sql`s.customer_name`,
    invoiceNumber: sql`s.invoice_number`,
    dueDate: sql`s.due_date`,
    outstandingAmount: sql`s.open_cents`,
    daysOverdue,
    collectionStage: STAGE_ORDER,
    lastContactDate: sql`s.last_contact_at`,
  };
  const direction = query.sortOrder === 'asc' ? 'asc' : 'desc';
  // Most days overdue first is the earliest due date first (days overdue is today − due date, at least 0):
  // on the column itself an index gives page 1 without sorting every open case (migration 0019).
  if (query.sortBy === 'daysOverdue') return sql.raw(`s.due_date ${opposite(direction)}, s.case_id`);
  return sql`${columns[query.sortBy]} ${sql.raw(direction)} nulls last, s.case_id`;
}

/** One page of cases, with the total for paging; the page's ids and the total from the read model. */
export async function findCollectionCases(
  db: DbOrTx,
  today: IsoDate,
  query: CollectionCasesQuery,
): Promise<{ cases: CollectionCase[]; total: number }> {
  const where = readModelFilters(today, query);
  const offset = (query.page - 1) * query.limit;
  // Without a filter the total is every open case: collection.openCases, which the figures keep counted.
  const unfiltered = !query.stage && !query.riskLevel && !query.amountBand && !query.search;
  const [page, total] = await Promise.all([
    db.execute<{ id: string }>(sql`select s.case_id as id from collection_claim_state s where ${where}
      order by ${readModelOrder(today, query)} limit ${query.limit} offset ${offset}`),
    unfiltered
      ? collectionFigures(db, today).then((figures) => figures.openCases)
      : db
          .execute<{ total: number }>(
            sql`select count(*)::int as total from collection_claim_state s where ${where}`,
          )
          .then((count) => count.rows[0]?.total ?? 0),
  ]);
  if (page.rows.length === 0) return { cases: [], total };
  // Prepared per order (the order is part of the text; the ids and today are parameters).
  const rows = await executePrepared<Row>(
    db,
    `collection_case_rows_${query.sortBy}_${query.sortOrder}`,
    sql`with ${caseRowsCte(
      today,
      idScope(page.rows.map((row) => String(row.id))),
      'few',
    )} select * from derived order by ${orderOf(query)}`,
  );
  return { cases: rows.rows.map(toCase), total };
}

/** Cases by id (after an action), whatever their stage. */
export async function findCollectionCasesById(
  db: DbOrTx,
  today: IsoDate,
  ids: string[],
): Promise<CollectionCase[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<Row>(
    sql`with ${caseRowsCte(today, idScope(ids), 'few')} select * from derived`,
  );
  return result.rows.map(toCase);
}

/** The export: every case of the filters, in the list's order (a few thousand rows at most). */
export async function exportCollectionCases(db: DbOrTx, today: IsoDate, query: CollectionExportQuery) {
  const result = await db.execute<Row>(sql`with ${caseRowsCte(today, stageScope(query.stage))}
    select * from derived where ${filters(query)} order by ${orderOf(query)}`);
  return result.rows.map(toCase);
}

/** The stat cards over every unresolved case (filters do not apply): the collection figures of the read model. */
export async function collectionStats(db: DbOrTx, today: IsoDate): Promise<CollectionStats> {
  const figures = await collectionFigures(db, today);
  return {
    overdueAccounts: figures.overdueAccounts,
    openCases: figures.openCases,
    overdueAmountCents: figures.outstandingClaimsCents,
    avgDaysOverdue: figures.avgDaysOverdue,
    highRiskAccounts: figures.highRiskAccounts,
    recoveryRate: figures.recoveryRate,
  };
}
