import {
  type CreditBalance,
  type CreditBalanceQuery,
  type CreditEntry,
  paginationOf,
} from '@hostportaal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { isoTimestamp } from '../../db/iso-timestamp.ts';
import { payingBackCentsOf } from './credit-payout-reservations.ts';

// Finance's list of account credit (issue 27, case 4): every customer we owe money, what of it is to be paid
// back, and each customer's ledger. The list's total is a liability, and is on the open-items report too.

/** Customers `u` with credit, with what decides whether it is paid back or settles their next invoice. */
const balances = sql`
  select u.id, u.customer_number, u.firstname || ' ' || u.lastname as customer_name, u.email,
    u.credit_balance_cents as balance, ${payingBackCentsOf(sql`u.id`)} as paying_back,
    -- What paying twice put on the credit, at most what is still there after it was used or paid back since.
    least(u.credit_balance_cents, greatest(0, coalesce((
      select sum(e.amount_cents) from account_credit_entries e
      where e.user_id = u.id and (e.refund_due or e.kind = 'refund')), 0)))::int as paid_twice,
    ${isoTimestamp(sql`u.credit_refund_requested_at`)} as refund_requested_at,
    (select min(s.next_billing_date)::text from subscriptions s where s.user_id = u.id
      and s.status in ('active', 'payment_pending', 'suspended', 'pending') and s.next_billing_date is not null
      and (s.end_date is null or s.next_billing_date <= s.end_date)) as next_invoice_date,
    (select m.iban from sepa_mandates m where m.user_id = u.id order by (m.status = 'valid') desc,
      m.created_at desc limit 1) as refund_iban,
    ${isoTimestamp(sql`(select max(e.created_at) from account_credit_entries e where e.user_id = u.id)`)}
      as last_change_at
  from users u where u.credit_balance_cents > 0`;

const toRefund = sql`(paid_twice > 0 or refund_requested_at is not null or next_invoice_date is null)`;

type Row = {
  id: string;
  customer_number: number;
  customer_name: string;
  email: string;
  balance: number;
  paying_back: number;
  paid_twice: number;
  refund_requested_at: string | null;
  next_invoice_date: string | null;
  refund_iban: string | null;
  last_change_at: string | null;
  to_refund: boolean;
};

function toBalance(row: Row): CreditBalance {
  return {
    userId: row.id,
    customerNumber: Number(row.customer_number),
    customerName: row.customer_name,
    email: row.email,
    balanceCents: Number(row.balance),
    payingBackCents: Number(row.paying_back),
    paidTwiceCents: Number(row.paid_twice),
    refundRequestedAt: row.refund_requested_at,
    nextInvoiceDate: row.next_invoice_date,
    toRefund: row.to_refund,
    refundIban: row.refund_iban,
    lastChangeAt: row.last_change_at ?? new Date(0).toISOString(),
  };
}

function conditions(query: Pick<CreditBalanceQuery, 'search' | 'show'>): SQL {
  const where: SQL[] = [sql`true`];
  if (query.show === 'refund') where.push(sql`to_refund`);
  if (query.search) {
    const text = query.search.trim();
    const number = /^(?:k|klantnummer\s*)?(\d{1,9})$/i.exec(text)?.[1];
    const pattern = `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
    where.push(
      number
        ? sql`customer_number = ${Number(number)}`
        : sql`(customer_name ilike ${pattern} or email ilike ${pattern})`,
    );
  }
  return sql.join(where, sql` and `);
}

/** GET /api/admin/account-credit: one page, largest balance first, with the totals over all of them. */
export async function listCreditBalances(db: DbOrTx, query: CreditBalanceQuery) {
  const rows = sql`with b as (${balances}), r as (select b.*, ${toRefund} as to_refund from b)`;
  const where = conditions(query);
  const [page, totals] = await Promise.all([
    db.execute<Row>(sql`${rows} select * from r where ${where}
      order by balance desc, customer_number limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
    db.execute<{ customers: number; balance: number; to_refund: number; matching: number }>(sql`${rows}
      select count(*)::int as customers, coalesce(sum(balance), 0)::int as balance,
        coalesce(sum(balance) filter (where to_refund), 0)::int as to_refund,
        count(*) filter (where ${where})::int as matching
      from r`),
  ]);
  const total = totals.rows[0];
  return {
    balances: page.rows.map(toBalance),
    pagination: paginationOf(query.page, query.limit, Number(total?.matching ?? 0)),
    totals: {
      customers: Number(total?.customers ?? 0),
      balanceCents: Number(total?.balance ?? 0),
      toRefundCents: Number(total?.to_refund ?? 0),
    },
  };
}

/** One customer's credit as the list shows it, or null when they have none. */
export async function findCreditBalance(db: DbOrTx, userId: string): Promise<CreditBalance | null> {
  const result = await db.execute<Row>(sql`with b as (${balances}), r as (select b.*, ${toRefund} as to_refund
    from b) select * from r where id = ${userId}::uuid`);
  const row = result.rows[0];
  return row ? toBalance(row) : null;
}

/** A customer's ledger, newest first: every entry with its source. */
export async function listCreditEntries(
  db: DbOrTx,
  userId: string,
  page: { page: number; limit: number },
): Promise<{ entries: CreditEntry[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.execute<Record<string, unknown>>(sql`
      select e.id, e.kind::text as kind, e.amount_cents, i.invoice_number, n.invoice_number as credit_note_number,
        e.refund_iban, e.description, case when s.id is null then null else s.firstname || ' ' || s.lastname end
          as created_by_name, ${isoTimestamp(sql`e.created_at`)} as created_at
      from account_credit_entries e
      left join invoices i on i.id = e.invoice_id
      left join invoices n on n.id = e.credit_note_id
      left join users s on s.id = e.created_by
      where e.user_id = ${userId}::uuid
      order by e.created_at desc, e.id desc
      limit ${page.limit} offset ${(page.page - 1) * page.limit}`),
    db.execute<{ total: number }>(
      sql`select count(*)::int as total from account_credit_entries where user_id = ${userId}::uuid`,
    ),
  ]);
  return {
    entries: rows.rows.map((row) => ({
      id: String(row.id),
      kind: row.kind as CreditEntry['kind'],
      amountCents: Number(row.amount_cents),
      invoiceNumber: (row.invoice_number as string | null) ?? null,
      creditNoteNumber: (row.credit_note_number as string | null) ?? null,
      refundIban: (row.refund_iban as string | null) ?? null,
      description: String(row.description),
      createdByName: (row.created_by_name as string | null) ?? null,
      createdAt: String(row.created_at),
    })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
