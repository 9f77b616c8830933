import type { BillingExportQuery } from '@hostportaal/contract';
import type { ReportColumn, ReportRow, ReportTable } from '@hostportaal/documents';
import { formatDateShort, invoiceStatusLabel, toAmsterdamDate } from '@hostportaal/domain';
import { and, asc, count, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, payments, users } from '../../db/schema/index.ts';
import { paymentMethodLabels } from './export-labels.ts';

// Rows per query: big enough to keep the round trips few, small enough to never hold a period in memory.
export const EXPORT_BATCH_SIZE = 1000;

export type ExportColumn = ReportColumn;
/** One value per column: text (or null), an ISO date 'YYYY-MM-DD', cents (money) or a plain number. */
export type ExportRow = ReportRow;

/** A report the admin downloads as CSV, Excel or PDF (section "reports"), streamed in batches. */
export type ExportSource<Query> = {
  /** The PDF's heading. */
  title: string;
  sheetName: string;
  columns: ExportColumn[];
  /** Whether the Excel and PDF files close with a 'Totaal' row under the money columns. */
  totals: boolean;
  /** The file name without extension, e.g. 'facturen-2026-11-01-2026-11-30'. */
  fileStem: (query: Query) => string;
  /** What the report covers, under the PDF's heading. */
  subtitle: (query: Query) => string;
  /** The number of rows `batches` will yield (the download's progress bar counts on it). */
  count: (db: DbOrTx, query: Query) => Promise<number>;
  batches: (db: DbOrTx, query: Query) => AsyncGenerator<ExportRow[]>;
  /** Tables after the rows: totals per stage, ageing buckets… */
  summary?: (db: DbOrTx, query: Query) => Promise<ReportTable[]>;
};

export const periodText = (query: { from: string; to: string }) =>
  `Periode ${formatDateShort(query.from)} t/m ${formatDateShort(query.to)}`;

// B2B customers are booked under their company; consumers under their name.
export const invoiceCustomer = sql<string>`coalesce(nullif(${invoices.customer}->>'company', ''), ${invoices.customer}->>'name')`;

const kindLabels = { invoice: 'Factuur', credit_note: 'Creditnota' } as const;

/**
 * The invoices issued in a period, a page at a time in (issue date, id) order: keyset paging, so every page is
 * an index range scan however deep in the period. `page` selects what the caller needs, with the given
 * condition, `issueOrder` and limit.
 */
export async function* invoicesIssuedIn<Row extends { id: string; issueDate: string }>(
  period: { from: string; to: string },
  pageSize: number,
  page: (where: SQL | undefined, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after: { issueDate: string; id: string } | null = null;
  for (;;) {
    const rows: Row[] = await page(
      and(
        gte(invoices.issueDate, period.from),
        lte(invoices.issueDate, period.to),
        after
          ? sql`(${invoices.issueDate}, ${invoices.id}) > (${after.issueDate}::date, ${after.id}::uuid)`
          : undefined,
      ),
      pageSize,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < pageSize) return;
    after = last;
  }
}

export const issueOrder = [asc(invoices.issueDate), asc(invoices.id)];

async function* invoiceBatches(db: DbOrTx, query: BillingExportQuery): AsyncGenerator<ExportRow[]> {
  const pages = invoicesIssuedIn(query, EXPORT_BATCH_SIZE, (where, limit) =>
    db
      .select({
        id: invoices.id,
        invoiceNumber: invoices.invoiceNumber,
        issueDate: invoices.issueDate,
        customer: invoiceCustomer,
        vatId: sql<string | null>`${invoices.customer}->>'vatId'`,
        kind: invoices.kind,
        subtotalCents: invoices.subtotalCents,
        vatCents: invoices.vatCents,
        totalCents: invoices.totalCents,
        status: invoices.status,
      })
      .from(invoices)
      .where(where)
      .orderBy(...issueOrder)
      .limit(limit),
  );
  for await (const rows of pages) {
    yield rows.map((row) => [
      row.invoiceNumber,
      row.issueDate,
      row.customer,
      row.vatId,
      kindLabels[row.kind],
      row.subtotalCents,
      row.vatCents,
      row.totalCents,
      invoiceStatusLabel(row.status),
    ]);
  }
}

async function countInvoices(db: DbOrTx, query: BillingExportQuery) {
  const [row] = await db
    .select({ rows: count() })
    .from(invoices)
    .where(and(gte(invoices.issueDate, query.from), lte(invoices.issueDate, query.to)));
  return row?.rows ?? 0;
}

export const invoiceExport: ExportSource<BillingExportQuery> = {
  title: 'Facturenregister',
  sheetName: 'Facturen',
  totals: true,
  fileStem: (query) => `facturen-${query.from}-${query.to}`,
  subtitle: periodText,
  count: countInvoices,
  columns: [
    { header: 'Factuurnummer', type: 'text', width: 16 },
    { header: 'Factuurdatum', type: 'date', width: 13 },
    { header: 'Klant', type: 'text', width: 32 },
    { header: 'Btw-nummer klant', type: 'text', width: 18 },
    { header: 'Soort', type: 'text', width: 11 },
    { header: 'Excl. btw', type: 'money', width: 13 },
    { header: 'Btw', type: 'money', width: 12 },
    { header: 'Incl. btw', type: 'money', width: 13 },
    { header: 'Status', type: 'text', width: 16 },
  ],
  batches: invoiceBatches,
};

const paymentStatusLabels = { received: 'Ontvangen', reversed: 'Teruggeboekt' } as const;

// The period is in Amsterdam days: from its first midnight up to (not incl.) the midnight after `to`.
export const amsterdamStart = (isoDate: string) =>
  sql`(${isoDate}::date::timestamp at time zone 'Europe/Amsterdam')`;
export const amsterdamEndExclusive = (isoDate: string) =>
  sql`((${isoDate}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`;

async function* paymentBatches(db: DbOrTx, query: BillingExportQuery): AsyncGenerator<ExportRow[]> {
  // The cursor keeps received_at as text: a JS Date would drop the microseconds and repeat rows.
  let after: { receivedAt: string; id: string } | null = null;
  for (;;) {
    const conditions: SQL[] = [
      sql`${payments.receivedAt} >= ${amsterdamStart(query.from)}`,
      sql`${payments.receivedAt} < ${amsterdamEndExclusive(query.to)}`,
    ];
    if (after) {
      conditions.push(
        sql`(${payments.receivedAt}, ${payments.id}) > (${after.receivedAt}::timestamptz, ${after.id}::uuid)`,
      );
    }
    const rows = await db
      .select({
        id: payments.id,
        receivedAt: payments.receivedAt,
        cursor: sql<string>`${payments.receivedAt}::text`,
        reference: sql<string | null>`coalesce(${payments.reference}, ${invoices.paymentReference})`,
        invoiceNumber: invoices.invoiceNumber,
        customer: sql<string>`coalesce(${invoiceCustomer}, nullif(${users.company}, ''), ${users.firstname} || ' ' || ${users.lastname})`,
        method: payments.method,
        amountCents: payments.amountCents,
        status: payments.status,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .leftJoin(invoices, eq(invoices.id, payments.invoiceId))
      .where(and(...conditions))
      .orderBy(asc(payments.receivedAt), asc(payments.id))
      .limit(EXPORT_BATCH_SIZE);
    if (rows.length === 0) return;
    yield rows.map((row) => [
      toAmsterdamDate(row.receivedAt),
      row.reference,
      row.invoiceNumber,
      row.customer,
      paymentMethodLabels[row.method],
      row.amountCents,
      paymentStatusLabels[row.status],
    ]);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { receivedAt: last.cursor, id: last.id };
  }
}

async function countPayments(db: DbOrTx, query: BillingExportQuery) {
  const [row] = await db
    .select({ rows: count() })
    .from(payments)
    .where(
      and(
        sql`${payments.receivedAt} >= ${amsterdamStart(query.from)}`,
        sql`${payments.receivedAt} < ${amsterdamEndExclusive(query.to)}`,
      ),
    );
  return row?.rows ?? 0;
}

export const paymentExport: ExportSource<BillingExportQuery> = {
  title: 'Betalingenregister',
  sheetName: 'Betalingen',
  totals: true,
  fileStem: (query) => `betalingen-${query.from}-${query.to}`,
  subtitle: periodText,
  count: countPayments,
  columns: [
    { header: 'Datum', type: 'date', width: 12 },
    { header: 'Betalingsreferentie', type: 'text', width: 20 },
    { header: 'Factuurnummer', type: 'text', width: 16 },
    { header: 'Klant', type: 'text', width: 32 },
    { header: 'Methode', type: 'text', width: 14 },
    { header: 'Bedrag', type: 'money', width: 13 },
    { header: 'Status', type: 'text', width: 14 },
  ],
  batches: paymentBatches,
};
