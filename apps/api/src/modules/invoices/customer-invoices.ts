import type {
  CustomerInvoice,
  CustomerInvoicesQuery,
  InvoiceLineView,
  InvoicePaymentState,
} from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';
import { claimState } from '@hostportaal/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  type Invoice,
  invoiceLines,
  invoices,
  payments,
  sepaMandates,
  users,
} from '../../db/schema/index.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';

// Invoices the customer still has to pay; expired and cancelled ones are not claims any more.
export const unpaidInvoiceStatuses = ['open', 'pending', 'overdue', 'failed'] as const;

const credited = alias(invoices, 'credited_invoice');

const listColumns = {
  invoice: invoices,
  creditedInvoiceNumber: credited.invoiceNumber,
  mandateReference: sepaMandates.reference,
  mandateIban: sepaMandates.iban,
  customerNumber: users.customerNumber,
};

export type InvoiceRow = {
  invoice: Invoice;
  creditedInvoiceNumber: string | null;
  mandateReference: string | null;
  mandateIban: string | null;
  /** The customer's number: their name on the documents when the stored one names nothing. */
  customerNumber: number;
};

function baseQuery(db: DbOrTx) {
  return db
    .select(listColumns)
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(credited, eq(credited.id, invoices.creditForInvoiceId))
    .leftJoin(sepaMandates, eq(sepaMandates.id, invoices.mandateId));
}

export function openAmountCents(invoice: Pick<Invoice, 'status' | 'kind' | 'totalCents' | 'paidCents'>) {
  if (invoice.kind !== 'invoice') return 0;
  if (!(unpaidInvoiceStatuses as readonly string[]).includes(invoice.status)) return 0;
  return Math.max(0, invoice.totalCents - invoice.paidCents);
}

export function serializeInvoice(
  row: InvoiceRow,
  lines: InvoiceLineView[],
  payment: InvoicePaymentState | null,
  creditedToAccountCents = 0,
): CustomerInvoice {
  const { invoice } = row;
  return {
    _id: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    amount: invoice.totalCents,
    status: invoice.status,
    createdAt: invoice.createdAt.toISOString(),
    paidAt: invoice.paidAt?.toISOString() ?? null,
    dueDate: invoice.dueDate,
    issueDate: invoice.issueDate,
    description: invoice.description,
    items: lines.map((line) => ({ description: line.description })),
    metadata: {
      title: invoice.description,
      paymentType: invoice.paymentType,
      mandateId: invoice.mandateId,
    },
    packageID: invoice.packageId,
    kind: invoice.kind,
    creditedInvoiceNumber: row.creditedInvoiceNumber,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    lines,
    subtotalCents: invoice.subtotalCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    paidCents: invoice.paidCents,
    openCents: openAmountCents(invoice),
    paymentReference: invoice.paymentReference,
    reverseCharge: invoice.reverseCharge,
    mandate:
      row.mandateReference && row.mandateIban
        ? { reference: row.mandateReference, ibanMasked: maskIban(row.mandateIban) }
        : null,
    payment,
    creditedToAccountCents,
  };
}

/**
 * Per invoice, what its payments brought in beyond what they paid of it: that went to the account credit
 * (applyPayment, bookCollection). Money from the account credit or a credit note pays exactly what it is.
 */
export async function loadCreditedToAccount(db: DbOrTx, invoiceIds: string[]) {
  const credited = new Map<string, number>();
  if (invoiceIds.length === 0) return credited;
  const rows = await db
    .select({
      invoiceId: payments.invoiceId,
      paidCents: invoices.paidCents,
      received: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.method} <> 'account_credit'), 0)::int`,
      fromCredit: sql<number>`coalesce(sum(${payments.amountCents}) filter (where ${payments.method} = 'account_credit'), 0)::int`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .where(and(inArray(payments.invoiceId, invoiceIds), eq(payments.status, 'received')))
    .groupBy(payments.invoiceId, invoices.paidCents);
  for (const row of rows) {
    const surplus = Number(row.received) - (row.paidCents - Number(row.fromCredit));
    if (row.invoiceId && surplus > 0) credited.set(row.invoiceId, surplus);
  }
  return credited;
}

/**
 * How each of these invoices is (to be) paid, as the claim lifecycle decides it (claimState), so the
 * customer is told what the system will do, not what a second rule guesses. Two queries for any number.
 */
export async function loadPaymentStates(db: DbOrTx, invoiceIds: string[]) {
  const states = new Map<string, InvoicePaymentState>();
  if (invoiceIds.length === 0) return states;
  const [claims, bySepa] = await Promise.all([
    loadClaimsById(db, invoiceIds),
    db
      .selectDistinct({ invoiceId: payments.invoiceId })
      .from(payments)
      .where(
        and(
          inArray(payments.invoiceId, invoiceIds),
          eq(payments.method, 'sepa'),
          eq(payments.status, 'received'),
        ),
      ),
  ]);
  const collected = new Set(bySepa.map((row) => row.invoiceId));
  for (const claim of claims) {
    states.set(claim.row.id, {
      state: claimState(claim.facts).name,
      collectedBySepa: collected.has(claim.row.id),
      // Held by a running arrangement: its instalments are paid, not the invoice itself (issue 30).
      ...(claim.facts.arrangement?.status === 'active' && claim.facts.arrangement.number
        ? { arrangementNumber: claim.facts.arrangement.number }
        : {}),
    });
  }
  return states;
}

/** The lines of several invoices in one query, grouped per invoice in print order. */
export async function loadInvoiceLines(db: DbOrTx, invoiceIds: string[]) {
  const byInvoice = new Map<string, InvoiceLineView[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position));
  for (const { invoiceId, id: _id, position: _position, ...line } of rows) {
    const list = byInvoice.get(invoiceId) ?? [];
    list.push(line);
    byInvoice.set(invoiceId, list);
  }
  return byInvoice;
}

/**
 * One page of a customer's invoices and credit notes, newest first. Three queries whatever the page size
 * (page, count, years) plus one for the page's lines; the (user_id, issue_date) index serves all of them.
 */
export async function listCustomerInvoices(db: DbOrTx, userId: string, query: CustomerInvoicesQuery) {
  const { page, limit, status, year } = query;
  const conditions: SQL[] = [eq(invoices.userId, userId)];
  if (status) conditions.push(eq(invoices.status, status));
  if (year) {
    conditions.push(gte(invoices.issueDate, `${year}-01-01`), lt(invoices.issueDate, `${year + 1}-01-01`));
  }
  const where = and(...conditions);
  const [rows, [total], yearRows] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(desc(invoices.issueDate), desc(invoices.year), desc(invoices.sequence))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(invoices).where(where),
    db
      .selectDistinct({ year: invoices.year })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(desc(invoices.year)),
  ]);
  const ids = rows.map((row) => row.invoice.id);
  const [lines, paymentStates, creditedToAccount, [account]] = await Promise.all([
    loadInvoiceLines(db, ids),
    loadPaymentStates(db, ids),
    loadCreditedToAccount(db, ids),
    db.select({ creditCents: users.creditBalanceCents }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    invoices: rows.map((row) =>
      serializeInvoice(
        row,
        lines.get(row.invoice.id) ?? [],
        paymentStates.get(row.invoice.id) ?? null,
        creditedToAccount.get(row.invoice.id) ?? 0,
      ),
    ),
    totalItems: total?.value ?? 0,
    years: yearRows.map((row) => row.year),
    accountCreditCents: account?.creditCents ?? 0,
  };
}

/** One invoice of this customer with its lines, or null (someone else's invoice is "not found"). */
export async function findCustomerInvoice(db: DbOrTx, userId: string, invoiceId: string) {
  return findInvoiceWithLines(db, and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)));
}

/** Any invoice with its lines, for staff and for the delivery job; null when it does not exist. */
export async function findInvoiceById(db: DbOrTx, invoiceId: string) {
  return findInvoiceWithLines(db, eq(invoices.id, invoiceId));
}

/** Invoices with their lines in two queries, in the order of `invoiceIds`; ids that name none are left out. */
export async function findInvoicesByIds(db: DbOrTx, invoiceIds: string[]) {
  if (invoiceIds.length === 0) return [];
  const [rows, lines] = await Promise.all([
    baseQuery(db).where(inArray(invoices.id, invoiceIds)),
    loadInvoiceLines(db, invoiceIds),
  ]);
  const byId = new Map(rows.map((row) => [row.invoice.id, row]));
  return invoiceIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ row, lines: lines.get(id) ?? [] }] : [];
  });
}

async function findInvoiceWithLines(db: DbOrTx, where: SQL | undefined) {
  const [row] = await baseQuery(db).where(where).limit(1);
  if (!row) return null;
  const lines = await loadInvoiceLines(db, [row.invoice.id]);
  return { row, lines: lines.get(row.invoice.id) ?? [] };
}
