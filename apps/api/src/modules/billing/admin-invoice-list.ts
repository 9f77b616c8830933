import {
  ADMIN_INVOICE_COUNT_CAP,
  type AdminInvoiceRow,
  type AdminInvoicesQuery,
} from '@hostportaal/contract';
import { type IsoDate, normalizePaymentReference } from '@hostportaal/domain';
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { AppError, type FieldError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, users } from '../../db/schema/index.ts';
import { overdueClaimCondition } from '../collections/collection-figures.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';

// Enough users for any name a person types; a broader search ('de') should be narrowed, not paged.
const MAX_MATCHING_USERS = 200;
// Digits and dashes read as (the start of) an invoice number: '2026', '2026-0001'.
const INVOICE_NUMBER_PREFIX = /^\d[\d-]*$/;

const customerName = sql<string>`${invoices.customer}->>'name'`;

export const adminInvoiceRowColumns = {
  id: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  kind: invoices.kind,
  status: invoices.status,
  userId: invoices.userId,
  // The snapshot on the invoice is what was printed on it; no join with users for display.
  customerName,
  customerEmail: sql<string>`${invoices.customer}->>'email'`,
  description: invoices.description,
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  subtotalCents: invoices.subtotalCents,
  vatCents: invoices.vatCents,
  totalCents: invoices.totalCents,
  paidCents: invoices.paidCents,
  paymentType: invoices.paymentType,
  paymentReference: invoices.paymentReference,
  sentAt: invoices.sentAt,
};

type RowRecord = Omit<AdminInvoiceRow, 'openCents' | 'sentAt'> & { sentAt: Date | null };

export function toAdminInvoiceRow(row: RowRecord): AdminInvoiceRow {
  return { ...row, openCents: openAmountCents(row), sentAt: row.sentAt?.toISOString() ?? null };
}

const sortColumns = {
  issueDate: invoices.issueDate,
  dueDate: invoices.dueDate,
  invoiceNumber: invoices.invoiceNumber,
  totalCents: invoices.totalCents,
  customerName,
  status: invoices.status,
} as const;

/** Cross-field rules the query schema cannot express per field. */
export function assertInvoicesQueryConsistent(query: AdminInvoicesQuery) {
  const details: FieldError[] = [];
  if (query.from && query.to && query.from > query.to) {
    details.push({ field: 'to', message: 'De einddatum ligt voor de begindatum' });
  }
  if (query.minAmount !== undefined && query.maxAmount !== undefined && query.minAmount > query.maxAmount) {
    details.push({ field: 'maxAmount', message: 'Het maximumbedrag is lager dan het minimumbedrag' });
  }
  if (details.length > 0) throw new AppError('VALIDATION_FAILED', { details });
}

async function matchingUserIds(db: DbOrTx, search: string): Promise<string[]> {
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
        ilike(users.email, pattern),
        ilike(users.company, pattern),
      ),
    )
    .limit(MAX_MATCHING_USERS);
  return rows.map((row) => row.id);
}

/**
 * The search as one index-friendly condition: a number prefix (text_pattern_ops index), an exact payment
 * reference (unique index), or the invoices of the matching customers (user_id index). Null: no match.
 */
async function searchCondition(db: DbOrTx, search: string): Promise<SQL | null> {
  if (/^pay-/i.test(search)) return eq(invoices.paymentReference, normalizePaymentReference(search));
  if (INVOICE_NUMBER_PREFIX.test(search)) return sql`${invoices.invoiceNumber} LIKE ${search} || '%'`;
  const userIds = await matchingUserIds(db, search);
  return userIds.length === 0 ? null : inArray(invoices.userId, userIds);
}

async function filterConditions(
  db: DbOrTx,
  query: AdminInvoicesQuery,
  today: IsoDate,
): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  // "Achterstallig" lists what the Invoices badge counts (receivables.overdueInvoices): unpaid and past the
  // due date, whatever the stored status (an open invoice the daily run has not marked yet, a failed one).
  if (query.status === 'overdue') conditions.push(overdueClaimCondition(sql`${invoices.id}`, today));
  else if (query.status) conditions.push(eq(invoices.status, query.status));
  if (query.kind) conditions.push(eq(invoices.kind, query.kind));
  if (query.userId) conditions.push(eq(invoices.userId, query.userId));
  if (query.from) conditions.push(gte(invoices.issueDate, query.from));
  if (query.to) conditions.push(lte(invoices.issueDate, query.to));
  if (query.minAmount !== undefined) conditions.push(gte(invoices.totalCents, query.minAmount));
  if (query.maxAmount !== undefined) conditions.push(lte(invoices.totalCents, query.maxAmount));
  if (query.search) {
    const condition = await searchCondition(db, query.search);
    if (!condition) return null;
    conditions.push(condition);
  }
  return conditions;
}

/**
 * One page of all invoices and credit notes. Two queries for the page (plus one to find customers by
 * name): the rows, and a count that stops after the cap so it stays cheap on millions of invoices.
 */
export async function listAdminInvoices(db: DbOrTx, query: AdminInvoicesQuery, today: IsoDate) {
  assertInvoicesQueryConsistent(query);
  const conditions = await filterConditions(db, query, today);
  if (!conditions) return { invoices: [], totalItems: 0, totalIsCapped: false };
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const capped = db
    .select({ one: sql`1` })
    .from(invoices)
    .where(where)
    .limit(ADMIN_INVOICE_COUNT_CAP + 1)
    .as('capped');
  const [rows, [counted]] = await Promise.all([
    db
      .select(adminInvoiceRowColumns)
      .from(invoices)
      .where(where)
      // The id breaks ties, so paging never repeats or skips a row with the same sort value.
      .orderBy(direction(sortColumns[query.sortBy]), direction(invoices.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(capped),
  ]);
  const total = counted?.value ?? 0;
  return {
    invoices: rows.map(toAdminInvoiceRow),
    totalItems: Math.min(total, ADMIN_INVOICE_COUNT_CAP),
    totalIsCapped: total > ADMIN_INVOICE_COUNT_CAP,
  };
}
