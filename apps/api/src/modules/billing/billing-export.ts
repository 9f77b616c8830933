import type { BillingExportQuery } from '@hostportaal/contract';
import { invoiceStatusLabel, toAmsterdamDate } from '@hostportaal/domain';
import { and, asc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, payments, users } from '../../db/schema/index.ts';

// Rows per query: big enough to keep the round trips few, small enough to never hold a period in memory.
export const EXPORT_BATCH_SIZE = 1000;

export type ExportColumn = { header: string; type: 'text' | 'date' | 'money'; width: number };
/** One value per column: text (or null), an ISO date 'YYYY-MM-DD', or cents. */
export type ExportRow = (string | number | null)[];

export type ExportSource = {
  sheetName: string;
  fileStem: string;
  columns: ExportColumn[];
  batches: (db: DbOrTx, query: BillingExportQuery) => AsyncGenerator<ExportRow[]>;
};

export function exportFileName(source: ExportSource, query: BillingExportQuery) {
  return `${source.fileStem}-${query.from}-${query.to}.${query.format}`;
}

// B2B customers are booked under their company; consumers under their name.
const invoiceCustomer = sql<string>`coalesce(nullif(${invoices.customer}->>'company', ''), ${invoices.customer}->>'name')`;

const kindLabels = { invoice: 'Factuur', credit_note: 'Creditnota' } as const;

async function* invoiceBatches(db: DbOrTx, query: BillingExportQuery): AsyncGenerator<ExportRow[]> {
  let after: { issueDate: string; id: string } | null = null;
  for (;;) {
    const conditions: SQL[] = [gte(invoices.issueDate, query.from), lte(invoices.issueDate, query.to)];
    // Keyset paging on (issue_date, id): every batch is an index range scan, however deep in the period.
    if (after)
      conditions.push(
        sql`(${invoices.issueDate}, ${invoices.id}) > (${after.issueDate}::date, ${after.id}::uuid)`,
      );
    const rows = await db
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
      .where(and(...conditions))
      .orderBy(asc(invoices.issueDate), asc(invoices.id))
      .limit(EXPORT_BATCH_SIZE);
    if (rows.length === 0) return;
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
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { issueDate: last.issueDate, id: last.id };
  }
}

export const invoiceExport: ExportSource = {
  sheetName: 'Facturen',
  fileStem: 'facturen',
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

const methodLabels = {
  bank_transfer: 'Overboeking',
  sepa: 'SEPA-incasso',
  ideal: 'iDEAL',
  credit_card: 'Creditcard',
  manual: 'Handmatig',
  account_credit: 'Tegoed',
} as const;
const paymentStatusLabels = { received: 'Ontvangen', reversed: 'Teruggeboekt' } as const;

// The period is in Amsterdam days: from its first midnight up to (not incl.) the midnight after `to`.
const amsterdamStart = (isoDate: string) =>
  sql`(${isoDate}::date::timestamp at time zone 'Europe/Amsterdam')`;
const amsterdamEndExclusive = (isoDate: string) =>
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
      methodLabels[row.method],
      row.amountCents,
      paymentStatusLabels[row.status],
    ]);
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_BATCH_SIZE) return;
    after = { receivedAt: last.cursor, id: last.id };
  }
}

export const paymentExport: ExportSource = {
  sheetName: 'Betalingen',
  fileStem: 'betalingen',
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
