// An invoice or credit note as UBL (issue 21, decision 029): the document as issued, stored once with the
// PDF inside (stored-invoice-ubl.ts) and served as those bytes ever after, to the customer, staff, the
// accountant's ZIP, the e-mail and Peppol alike (issue 27). An invoice issued before UBLs were kept gets its
// UBL written and stored on the first of these that asks for it.
import type { PeppolEnvelope } from '@hostportaal/documents';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Invoice } from '../../db/schema/index.ts';
import { invoiceDocuments, invoices, invoiceUblDocuments } from '../../db/schema/index.ts';
import { storeInvoiceUbls } from './stored-invoice-ubl.ts';

/** The stored UBL of an invoice: its bytes and their SHA-256, the stored PDF inside it, its Peppol envelope. */
export type WrittenUbl = {
  invoice: Invoice;
  fileName: string;
  /** The stored XML's UTF-8 bytes, as every reader gets them. */
  xml: Buffer;
  sha256: string;
  pdf: Buffer;
  /** Sender and receiver as the document's EndpointIDs name them; null for an EN 16931 document. */
  peppolEnvelope: PeppolEnvelope | null;
};

/** An invoice whose UBL could not be written, with its stored PDF and the refusal saying why. */
export type UnwritableUbl = { invoice: Invoice; fileName: string; pdf: Buffer; error: AppError };

const storedColumns = {
  invoice: invoices,
  pdf: invoiceDocuments.pdf,
  xml: invoiceUblDocuments.xml,
  sha256: invoiceUblDocuments.sha256,
  peppolSenderId: invoiceUblDocuments.peppolSenderId,
  peppolReceiverId: invoiceUblDocuments.peppolReceiverId,
};

function loadStored(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(storedColumns)
    .from(invoices)
    .leftJoin(invoiceDocuments, eq(invoiceDocuments.invoiceId, invoices.id))
    .leftJoin(invoiceUblDocuments, eq(invoiceUblDocuments.invoiceId, invoices.id))
    .where(where);
}

type StoredRow = Awaited<ReturnType<typeof loadStored>>[number];

function ublOf(row: StoredRow, refusal: AppError | undefined): WrittenUbl | UnwritableUbl {
  const { invoice } = row;
  const fileName = `factuur-${invoice.invoiceNumber}.xml`;
  if (row.xml && row.sha256 && row.pdf) {
    const { peppolSenderId: senderId, peppolReceiverId: receiverId } = row;
    const peppolEnvelope = senderId && receiverId ? { senderId, receiverId } : null;
    const xml = Buffer.from(row.xml, 'utf8');
    return { invoice, fileName, xml, sha256: row.sha256, pdf: row.pdf, peppolEnvelope };
  }
  if (!refusal) throw new Error(`The UBL of invoice ${invoice.id} was not stored`);
  return { invoice, fileName, pdf: row.pdf ?? Buffer.alloc(0), error: refusal };
}

/**
 * The UBL of each invoice `where` names, in no particular order: one query when they are all stored, and a
 * handful more to write and store those that are not yet.
 */
async function issuedUbls(db: DbOrTx, where: SQL | undefined, now: Date) {
  const rows = await loadStored(db, where);
  const missing = rows.filter((row) => row.xml === null).map((row) => row.invoice.id);
  if (missing.length === 0) return rows.map((row) => ublOf(row, undefined));
  const refusals = await storeInvoiceUbls(db, missing, now);
  const stored = new Map(
    (await loadStored(db, inArray(invoices.id, missing))).map((row) => [row.invoice.id, row]),
  );
  return rows.map((row) => ublOf(stored.get(row.invoice.id) ?? row, refusals.get(row.invoice.id)));
}

async function oneUbl(db: DbOrTx, where: SQL | undefined, now: Date): Promise<WrittenUbl | null> {
  const [ubl] = await issuedUbls(db, where, now);
  if (!ubl) return null;
  if (!isWrittenUbl(ubl)) throw ubl.error;
  return ubl;
}

/** The UBL of one of the customer's invoices, or null when it is not theirs. */
export async function customerInvoiceUbl(db: DbOrTx, userId: string, invoiceId: string, now: Date) {
  return oneUbl(db, and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)), now);
}

/** The UBL of any invoice (the invoice e-mail, Peppol delivery), or null when there is none. */
export async function invoiceUblById(db: DbOrTx, invoiceId: string, now: Date) {
  return oneUbl(db, eq(invoices.id, invoiceId), now);
}

/**
 * The UBL of each of these invoices that exists, in their order. One whose stored data the UBL cannot carry
 * comes back as unwritable, with its reason, instead of stopping the others (issue 26).
 */
export async function invoiceUblsByIds(
  db: DbOrTx,
  invoiceIds: string[],
  now: Date,
): Promise<(WrittenUbl | UnwritableUbl)[]> {
  if (invoiceIds.length === 0) return [];
  const ubls = new Map(
    (await issuedUbls(db, inArray(invoices.id, invoiceIds), now)).map((ubl) => [ubl.invoice.id, ubl]),
  );
  return invoiceIds.flatMap((id) => ubls.get(id) ?? []);
}

export function isWrittenUbl(ubl: WrittenUbl | UnwritableUbl): ubl is WrittenUbl {
  return 'xml' in ubl;
}
