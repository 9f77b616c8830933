// A period's invoices and credit notes for the accountant (issue 21): one ZIP with, per document, its UBL
// and its stored PDF under one name, and the invoice register of the period beside them. The UBL and the
// PDF are the very bytes stored at issue that a customer downloads (invoice-ubl-download.ts), so the archive
// cannot disagree with what customers got, nor fold a later payment or credit note into an invoice (issue
// 27). Streamed: a batch of documents is read and written, each is compressed and handed to the reply, and
// the next only when the browser has taken the bytes of the last one.
// A document whose UBL the stored data cannot carry is left out (its PDF still goes in) and named with the
// reason in an error file; a failure of anything else half-way ends the ZIP properly with the error file
// saying where it broke off, so the accountant never gets a truncated archive (issue 26, decision 032).
import { Readable } from 'node:stream';
import type { EinvoiceArchiveQuery } from '@hostportaal/contract';
import { and, count, gte, lte, sql, sum } from 'drizzle-orm';
import { Zip, ZipDeflate } from 'fflate';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceDocuments, invoices } from '../../db/schema/index.ts';
import {
  type ExportColumn,
  type ExportRow,
  invoiceExport,
  invoicesIssuedIn,
  issueOrder,
} from '../billing/billing-export.ts';
import { csvChunks } from '../billing/billing-export-csv.ts';
import { invoiceUblsByIds, isWrittenUbl } from '../invoices/invoice-ubl-download.ts';

// Documents written per round of queries: few enough to hold their UBL and PDF in memory (about 15 kB each),
// enough that the queries are not the work (bench/einvoice-archive.ts).
const DOCUMENT_BATCH_SIZE = 50;
// A PDF not stored yet counts as this many bytes in the estimate (an invoice PDF of a few lines is 2.5–3 kB:
// the standard fonts are not embedded).
const UNSTORED_PDF_BYTES = 2_700;
// Per document besides its PDF: the PDF again as compressed base64 inside the UBL (about 0.8 of its size),
// the compressed UBL text around it and two ZIP entry headers (measured in einvoice-archive.test.ts).
const UBL_PDF_FACTOR = 0.8;
const PER_DOCUMENT_BYTES = 1_500;

const inPeriod = (query: EinvoiceArchiveQuery) =>
  and(gte(invoices.issueDate, query.from), lte(invoices.issueDate, query.to));

export const einvoiceArchiveName = (query: EinvoiceArchiveQuery) =>
  `e-facturen-${query.from}-${query.to}.zip`;

/** The file in the archive naming what it could not write, and why; only there when something was not. */
export const einvoiceErrorFileName = (query: EinvoiceArchiveQuery) =>
  `fouten-e-facturen-${query.from}-${query.to}.csv`;

const ERROR_COLUMNS: ExportColumn[] = [
  { header: 'Bestand', type: 'text', width: 30 },
  { header: 'Factuurnummer', type: 'text', width: 16 },
  { header: 'Factuurdatum', type: 'date', width: 12 },
  { header: 'Reden', type: 'text', width: 80 },
];

/** How many documents the archive will hold, and roughly how many bytes (for the progress bar). */
export async function einvoiceArchiveSize(db: DbOrTx, query: EinvoiceArchiveQuery) {
  const [row] = await db
    .select({
      documents: count(),
      stored: count(invoiceDocuments.invoiceId),
      pdfBytes: sum(sql<number>`octet_length(${invoiceDocuments.pdf})`).mapWith(Number),
    })
    .from(invoices)
    .leftJoin(invoiceDocuments, sql`${invoiceDocuments.invoiceId} = ${invoices.id}`)
    .where(inPeriod(query));
  const documents = row?.documents ?? 0;
  const pdfBytes = (row?.pdfBytes ?? 0) + (documents - (row?.stored ?? 0)) * UNSTORED_PDF_BYTES;
  return {
    documents,
    estimatedBytes: Math.round(pdfBytes * (1 + UBL_PDF_FACTOR) + documents * PER_DOCUMENT_BYTES + 2_000),
  };
}

/** The period's invoice ids in issue-date order, a batch at a time. */
async function* periodInvoiceIds(db: DbOrTx, query: EinvoiceArchiveQuery) {
  const pages = invoicesIssuedIn(query, DOCUMENT_BATCH_SIZE, (where, limit) =>
    db
      .select({ id: invoices.id, issueDate: invoices.issueDate })
      .from(invoices)
      .where(where)
      .orderBy(...issueOrder)
      .limit(limit),
  );
  for await (const rows of pages) yield rows.map((row) => row.id);
}

/** The time of a ZIP entry: noon of the issue date, so unpacking shows the invoice's own date anywhere. */
const entryTime = (isoDate: string) => new Date(`${isoDate}T12:00:00`);

/**
 * The ZIP in chunks. fflate compresses synchronously and hands over what it wrote at once, so after each
 * entry the chunks so far are yielded; `Readable.from` asks for more only when the reply has room.
 */
type OpenEntry = (name: string, time: Date) => (data: Uint8Array, last: boolean) => void;

async function* zipChunks(write: (open: OpenEntry) => AsyncGenerator<void>) {
  const pending: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else pending.push(chunk);
  });
  const open: OpenEntry = (name, time) => {
    const entry = new ZipDeflate(name, { level: 6 });
    entry.mtime = time;
    zip.add(entry);
    return (data, last) => entry.push(data, last);
  };
  const flush = function* () {
    if (failure) throw failure;
    yield* pending.splice(0);
  };
  for await (const _ of write(open)) yield* flush();
  zip.end();
  yield* flush();
}

async function* oneBatch(rows: ExportRow[]) {
  yield rows;
}

export type EinvoiceArchiveLog = { error: (details: Record<string, unknown>, message: string) => void };

/**
 * The archive of a period. The first batch of documents is written before anything is sent, so a failure
 * there still answers with an error status; after that a failure ends the archive with the error file.
 */
export async function einvoiceArchive(
  db: DbOrTx,
  query: EinvoiceArchiveQuery,
  now: Date,
  log?: EinvoiceArchiveLog,
) {
  const batches = periodInvoiceIds(db, query);
  const documentsOf = async (batch: IteratorResult<string[]>) => {
    if (batch.done) return null;
    const documents = await invoiceUblsByIds(db, batch.value, now);
    if (documents.length !== batch.value.length) throw new Error('An invoice disappeared during the export');
    return documents;
  };
  const first = await documentsOf(await batches.next());
  const problems: ExportRow[] = [];

  async function* writeDocuments(open: OpenEntry) {
    for (let documents = first; documents; documents = await documentsOf(await batches.next())) {
      for (const document of documents) {
        const stem = document.fileName.replace(/\.xml$/, '');
        const time = entryTime(document.invoice.issueDate);
        if (isWrittenUbl(document)) open(document.fileName, time)(document.xml, true);
        else {
          const { invoice, error } = document;
          problems.push([document.fileName, invoice.invoiceNumber, invoice.issueDate, error.message]);
          log?.error({ invoiceId: invoice.id, reason: error.message }, 'e-invoice left out of the archive');
        }
        if (document.pdf.length > 0) open(`${stem}.pdf`, time)(document.pdf, true);
        yield;
      }
    }
    // The register of the same period, as finance downloads it on its own: the accountant's checklist.
    const register = { ...query, format: 'csv' as const };
    const push = open(`${invoiceExport.fileStem(register)}.csv`, now);
    for await (const chunk of csvChunks(invoiceExport.columns, invoiceExport.batches(db, register))) {
      push(Buffer.from(chunk, 'utf8'), false);
      yield;
    }
    push(new Uint8Array(0), true);
    yield;
  }

  async function* write(open: OpenEntry) {
    // Entries begun and not ended: a ZIP ends only when all have, so a failure ends them first.
    const unfinished = new Set<(data: Uint8Array, last: boolean) => void>();
    const tracked: OpenEntry = (name, time) => {
      const push = open(name, time);
      const pushTracked = (data: Uint8Array, last: boolean) => {
        push(data, last);
        if (last) unfinished.delete(pushTracked);
      };
      unfinished.add(pushTracked);
      return pushTracked;
    };
    try {
      yield* writeDocuments(tracked);
    } catch (error) {
      for (const push of unfinished) push(new Uint8Array(0), true);
      // Too late for an error status: the archive says itself that it is incomplete, and ends whole.
      log?.error({ err: error }, 'e-invoice archive broke off');
      problems.push([
        '',
        '',
        null,
        'De export is afgebroken door een storing; documenten en register na de laatste in dit archief ontbreken. Download de periode opnieuw.',
      ]);
    }
    if (problems.length === 0) return;
    const push = open(einvoiceErrorFileName(query), now);
    for await (const chunk of csvChunks(ERROR_COLUMNS, oneBatch(problems)))
      push(Buffer.from(chunk, 'utf8'), false);
    push(new Uint8Array(0), true);
    yield;
  }

  return Readable.from(zipChunks(write), { objectMode: false });
}
