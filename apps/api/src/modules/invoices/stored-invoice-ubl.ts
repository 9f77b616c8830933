// The UBL of an invoice as it is kept (issue 27): written once, from the invoice as issued (its columns, lines
// and customer snapshot, as the PDF is printed from them) with the stored PDF inside, byte for byte, and then
// these bytes and their SHA-256 for every download, the accountant's ZIP, the e-mail and Peppol. Payments and
// credit notes after issue are events and documents of their own: nothing about them is written into it.
import { createHash } from 'node:crypto';
import {
  type InvoiceUblExtras,
  isDocumentDataError,
  peppolEnvelopeOf,
  renderInvoiceUbl,
} from '@hostportaal/documents';
import { eq, inArray } from 'drizzle-orm';
import { type AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Invoice } from '../../db/schema/index.ts';
import { invoiceDocuments, invoices, invoiceUblDocuments, users } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { findInvoicesByIds } from './customer-invoices.ts';
import { type FoundInvoice, invoiceDocumentOf } from './invoice-pdf-download.ts';
import { storeInvoicePdf } from './stored-invoice-pdf.ts';

const unique = (values: (string | null)[]) => [...new Set(values.filter((value) => value !== null))];

/**
 * What the UBL of these invoices needs besides the invoices themselves, a query each for all of them: our
 * company, each invoice's stored PDF (rendered and stored first where there is none), the issue date of each
 * credited invoice, and each customer's identifiers as they are when the UBL is written: at issue, or for an
 * invoice issued before UBLs were kept, on its first download.
 */
async function ublInputs(db: DbOrTx, found: FoundInvoice[], now: Date) {
  const ids = found.map(({ row }) => row.invoice.id);
  const creditedIds = unique(found.map(({ row }) => row.invoice.creditForInvoiceId));
  const [company, stored, credited, customers] = await Promise.all([
    getCompanySettings(db),
    db.select().from(invoiceDocuments).where(inArray(invoiceDocuments.invoiceId, ids)),
    creditedIds.length === 0
      ? []
      : db
          .select({ id: invoices.id, issueDate: invoices.issueDate })
          .from(invoices)
          .where(inArray(invoices.id, creditedIds)),
    db
      .select({
        id: users.id,
        kvkNumber: users.kvkNumber,
        purchaseReference: users.purchaseReference,
        peppolId: users.peppolId,
      })
      .from(users)
      .where(inArray(users.id, unique(found.map(({ row }) => row.invoice.userId)))),
  ]);
  const pdfs = new Map(stored.map((row) => [row.invoiceId, row]));
  for (const id of ids) if (!pdfs.has(id)) pdfs.set(id, await storeInvoicePdf(db, id, now));
  return {
    company,
    pdfs,
    creditedIssueDates: new Map(credited.map((row) => [row.id, row.issueDate])),
    customers: new Map(customers.map((row) => [row.id, row])),
  };
}

/**
 * Stored data the UBL cannot carry truthfully (an invoice stored before a rule, company settings gone
 * wrong): a refusal naming the invoice and what is wrong, for staff to fix or explain, never a 500.
 */
function unwritable(invoice: Invoice, problem: string): AppError {
  return refusal(
    'CONFLICT',
    'einvoice_unwritable',
    `Factuur ${invoice.invoiceNumber} kan niet als e-factuur (UBL) worden geschreven: ${problem}.`,
    { invoiceNumber: invoice.invoiceNumber, problem },
  );
}

/** Whether this error is an invoice's UBL that cannot be written (and not the database or a bug). */
export function isUnwritable(error: unknown): error is AppError {
  return (error as AppError | null)?.reason === 'einvoice_unwritable';
}

function writeUbl(found: FoundInvoice, inputs: Awaited<ReturnType<typeof ublInputs>>, now: Date) {
  const { invoice, mandateIban } = found.row;
  const stored = inputs.pdfs.get(invoice.id);
  if (!stored) throw new Error(`The PDF of invoice ${invoice.id} was not stored`);
  const user = inputs.customers.get(invoice.userId);
  const extras: InvoiceUblExtras = {
    pdf: stored.pdf,
    // The KvK number as on the invoice (snapshots since issue 21 carry it), else the customer's own.
    kvkNumber: invoice.customer.kvkNumber ?? user?.kvkNumber ?? null,
    // Their reference as it was when the invoice was issued; a snapshot from before issue 21 has no say in it.
    buyerReference:
      'purchaseReference' in invoice.customer
        ? invoice.customer.purchaseReference
        : (user?.purchaseReference ?? null),
    // Where Peppol delivered to them when the document was written; kept with it from then on.
    peppolId: user?.peppolId ?? null,
    creditedInvoiceIssueDate: invoice.creditForInvoiceId
      ? (inputs.creditedIssueDates.get(invoice.creditForInvoiceId) ?? null)
      : null,
    // The mandate's IBAN in full (BT-91): the customer's own account, shown to them and to staff only.
    debtorIban: mandateIban,
  };
  const document = invoiceDocumentOf(found);
  try {
    const xml = renderInvoiceUbl(document, inputs.company, extras);
    // Sender and receiver for an access point, from the addresses the document's EndpointIDs are written
    // from; null when it is not a Peppol BIS document (decision 030).
    const envelope = peppolEnvelopeOf(document, inputs.company, extras);
    return {
      invoiceId: invoice.id,
      xml,
      // Of the bytes every reader gets: the text's UTF-8, as the download sends it.
      sha256: createHash('sha256').update(Buffer.from(xml, 'utf8')).digest('hex'),
      peppolSenderId: envelope?.senderId ?? null,
      peppolReceiverId: envelope?.receiverId ?? null,
      createdAt: now,
    };
  } catch (error) {
    if (isDocumentDataError(error)) throw unwritable(invoice, error.message);
    throw error;
  }
}

/**
 * Writes and stores the UBL of these invoices (that have none stored), with a handful of queries for them
 * all; returns the refusal of each whose stored data the UBL cannot carry, which stays unstored: it is
 * refused again wherever it is asked for, and never stops the others (issue 26). Two at once store one: the
 * loser's insert does nothing, and whoever reads next reads the winner's.
 */
export async function storeInvoiceUbls(db: DbOrTx, invoiceIds: string[], now: Date) {
  const refusals = new Map<string, AppError>();
  const found = await findInvoicesByIds(db, invoiceIds);
  if (found.length === 0) return refusals;
  const inputs = await ublInputs(db, found, now);
  const written = [];
  for (const one of found) {
    try {
      written.push(writeUbl(one, inputs, now));
    } catch (error) {
      if (!isUnwritable(error)) throw error;
      refusals.set(one.row.invoice.id, error);
    }
  }
  if (written.length > 0) await db.insert(invoiceUblDocuments).values(written).onConflictDoNothing();
  return refusals;
}

/**
 * The UBL of an invoice being issued, written now beside its PDF unless it was already (the invoice delivery
 * job, a resend). Null when it is stored; the refusal when the UBL cannot be written, for the caller to go
 * on without it: the invoice is what goes out.
 */
export async function storeInvoiceUbl(db: DbOrTx, invoiceId: string, now: Date): Promise<AppError | null> {
  const [stored] = await db
    .select({ invoiceId: invoiceUblDocuments.invoiceId })
    .from(invoiceUblDocuments)
    .where(eq(invoiceUblDocuments.invoiceId, invoiceId));
  if (stored) return null;
  return (await storeInvoiceUbls(db, [invoiceId], now)).get(invoiceId) ?? null;
}
