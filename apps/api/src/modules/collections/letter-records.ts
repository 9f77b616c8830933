import type { LetterListQuery, LetterRecord } from '@hostportaal/contract';
import { addDays, type IsoDate } from '@hostportaal/domain';
import { type SQL, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';

// SPEC §3 "Letter record": the letters as sent, with whether everything they ask was paid (the claims,
// and a collection letter's fee).

/** Whether everything the letter in table `alias` asks is paid: its claims, and a collection letter's fee. */
export function letterPaidSql(alias: string): SQL {
  const l = sql.raw(alias);
  return sql`(not exists (select 1 from collection_letter_claims lc join invoices i on i.id = lc.invoice_id
    where lc.letter_id = ${l}.id and i.status not in ('paid', 'cancelled') and i.paid_cents < i.total_cents)
  and (${l}.letter_type = 'notice' or ${l}.fee_paid_cents + ${l}.fee_waived_cents >= ${l}.fee_cents))`;
}

const paymentReceived = letterPaidSql('l');

const selectLetters = sql`
  select l.id, l.letter_number, l.user_id, u.firstname || ' ' || u.lastname as customer_name, u.email,
    l.letter_type::text as letter_type, ${paymentReceived} as payment_received, l.principal_cents, l.fee_cents,
    l.fee_paid_cents, l.fee_waived_cents, l.fee_waiver_reason, l.channel::text as channel, l.letter_date::text as letter_date,
    l.expected_receipt_date::text as expected_receipt_date, l.term_end_date::text as term_end_date,
    l.first_fee_date::text as first_fee_date, l.payment_reference, l.sha256, l.delivery_type, l.notes,
    (select r.letter_number from collection_letters r where r.id = l.superseded_by_id) as replaced_by,
    ${isoTimestamp(sql`l.delivered_at`)} as delivered_at,
    ${isoTimestamp(sql`l.created_at`)} as created_at,
    coalesce((select array_agg(i.invoice_number order by i.due_date, i.invoice_number)
      from collection_letter_claims lc join invoices i on i.id = lc.invoice_id where lc.letter_id = l.id),
      '{}') as invoice_numbers
  from collection_letters l join users u on u.id = l.user_id`;

type Row = Record<string, unknown>;

function toRecord(row: Row): LetterRecord {
  const letterType = row.letter_type as LetterRecord['letterType'];
  const principal = Number(row.principal_cents);
  const fee = Number(row.fee_cents);
  return {
    id: String(row.id),
    letterNumber: String(row.letter_number),
    customerId: String(row.user_id),
    customerName: String(row.customer_name),
    customerEmail: String(row.email),
    letterType,
    collectionStatus: letterType === 'notice' ? 'notice_sent' : 'collection_sent',
    paymentReceived: Boolean(row.payment_received),
    totalAmount: letterType === 'collection' ? principal + fee : principal,
    principalCents: principal,
    feeCents: fee,
    feePaidCents: Number(row.fee_paid_cents),
    feeWaivedCents: Number(row.fee_waived_cents),
    feeWaiverReason: (row.fee_waiver_reason as string | null) ?? null,
    channel: row.channel as LetterRecord['channel'],
    letterDate: String(row.letter_date),
    expectedReceiptDate: (row.expected_receipt_date as string | null) ?? null,
    termEndDate: (row.term_end_date as string | null) ?? null,
    firstFeeDate: (row.first_fee_date as string | null) ?? null,
    paymentReference: String(row.payment_reference),
    invoiceNumbers: (row.invoice_numbers as string[] | null) ?? [],
    sha256: String(row.sha256),
    deliveredAt: (row.delivered_at as string | null) ?? null,
    deliveryType: (row.delivery_type as string | null) ?? null,
    notes: (row.notes as LetterRecord['notes'] | null) ?? [],
    replacedBy: (row.replaced_by as string | null) ?? null,
    createdAt: String(row.created_at),
  };
}

function listFilters(query: LetterListQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.letterType) conditions.push(sql`l.letter_type = ${query.letterType}`);
  if (query.collectionStatus)
    conditions.push(
      sql`l.letter_type = ${query.collectionStatus === 'notice_sent' ? 'notice' : 'collection'}`,
    );
  if (query.paymentReceived !== undefined)
    conditions.push(query.paymentReceived ? paymentReceived : sql`not ${paymentReceived}`);
  if (query.startDate) conditions.push(sql`l.letter_date >= ${query.startDate}::date`);
  if (query.endDate) conditions.push(sql`l.letter_date <= ${query.endDate}::date`);
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    conditions.push(sql`(u.firstname || ' ' || u.lastname ilike ${pattern} or u.email ilike ${pattern}
      or l.letter_number ilike ${pattern} or l.payment_reference = ${query.search.toUpperCase()})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function listLetters(db: DbOrTx, query: LetterListQuery) {
  const where = listFilters(query);
  const [page, count] = await Promise.all([
    db.execute<Row>(sql`${selectLetters} where ${where} order by l.created_at desc, l.id desc
      limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from collection_letters l
      join users u on u.id = l.user_id where ${where}`),
  ]);
  return { letters: page.rows.map(toRecord), total: count.rows[0]?.total ?? 0 };
}

export async function customerLetters(db: DbOrTx, customerId: string): Promise<LetterRecord[]> {
  const result = await db.execute<Row>(
    sql`${selectLetters} where l.user_id = ${customerId} order by l.created_at desc, l.id desc`,
  );
  return result.rows.map(toRecord);
}

export async function findLetterRecord(db: DbOrTx, id: string): Promise<LetterRecord> {
  const result = await db.execute<Row>(sql`${selectLetters} where l.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  return toRecord(row);
}

/** Letters whose demand passed unpaid: a notice's term ended, or a collection letter older than 14 days. */
export async function overdueLetters(db: DbOrTx, today: IsoDate): Promise<LetterRecord[]> {
  const result = await db.execute<Row>(sql`${selectLetters}
    where not ${paymentReceived} and ((l.letter_type = 'notice' and l.term_end_date < ${today}::date)
      or (l.letter_type = 'collection' and l.letter_date < ${addDays(today, -14)}::date))
    order by l.letter_date, l.id limit 500`);
  return result.rows.map(toRecord);
}

/** GET /api/admin/letters/collection-summary: what the letters of the last `timeframe` days brought. */
export async function letterSummary(db: DbOrTx, today: IsoDate, timeframe: number) {
  const since = addDays(today, -timeframe);
  const result = await db.execute<Record<string, number>>(sql`
    select count(*) filter (where l.letter_type = 'notice')::int as notices,
      count(*) filter (where l.letter_type = 'collection')::int as collections,
      count(*) filter (where ${paymentReceived})::int as paid,
      coalesce(sum(case when l.letter_type = 'collection' then l.fee_cents else 0 end), 0)::int as fees,
      coalesce(sum(l.fee_paid_cents), 0)::int as fees_paid
    from collection_letters l where l.letter_date > ${since}::date`);
  const outstanding = await db.execute<{ cents: number }>(sql`
    select coalesce(sum(greatest(i.total_cents - i.paid_cents, 0)), 0)::int as cents
    from invoices i where i.status in ('overdue', 'failed')
      and exists (select 1 from collection_letter_claims lc join collection_letters l on l.id = lc.letter_id
        where lc.invoice_id = i.id and l.letter_date > ${since}::date)`);
  const row = result.rows[0] ?? {};
  return {
    timeframeDays: timeframe,
    noticesSent: row.notices ?? 0,
    collectionLettersSent: row.collections ?? 0,
    paidAfterLetter: row.paid ?? 0,
    outstandingCents: outstanding.rows[0]?.cents ?? 0,
    feesChargedCents: row.fees ?? 0,
    feesPaidCents: row.fees_paid ?? 0,
  };
}
