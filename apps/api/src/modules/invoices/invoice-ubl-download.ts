// An invoice or credit note as UBL (issue 21, decision 029): written from the stored invoice (its columns,
// lines and customer snapshot, as the PDF is printed from them) with the stored PDF inside, byte for byte,
// so the UBL, the PDF and the e-mail cannot disagree. Nothing is computed anew here.
import {
  type InvoiceUblExtras,
  isDocumentDataError,
  peppolEnvelopeOf,
  renderInvoiceUbl,
} from '@hostportaal/documents';
import { inArray } from 'drizzle-orm';
import { type AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Invoice } from '../../db/schema/index.ts';
import { invoiceDocuments, invoices, users } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { findCustomerInvoice, findInvoiceById, findInvoicesByIds } from './customer-invoices.ts';
import { type FoundInvoice, invoiceDocumentOf } from './invoice-pdf-download.ts';
import { storeInvoicePdf } from './stored-invoice-pdf.ts';

const unique = (values: (string | null)[]) => [...new Set(values.filter((value) => value !== null))];

/**
 * What the UBL of these invoices needs besides the invoices themselves, a query each for all of them: our
 * company, each invoice's stored PDF (rendered and stored first where there is none), the issue date of each
 * credited invoice, and each customer's identifiers as they are now.
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

function writeUbl(found: FoundInvoice, inputs: Awaited<ReturnType<typeof ublInputs>>) {
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
    // Where Peppol delivers to them now.
    peppolId: user?.peppolId ?? null,
    creditedInvoiceIssueDate: invoice.creditForInvoiceId
      ? (inputs.creditedIssueDates.get(invoice.creditForInvoiceId) ?? null)
      : null,
    // The mandate's IBAN in full (BT-91): the customer's own account, shown to them and to staff only.
    debtorIban: mandateIban,
    // What was paid so far (account credit at billing, payments) comes off the payable amount (BT-113).
    prepaidCents: invoice.kind === 'invoice' ? invoice.paidCents : 0,
  };
  const document = invoiceDocumentOf(found);
  try {
    return {
      xml: renderInvoiceUbl(document, inputs.company, extras),
      fileName: `factuur-${invoice.invoiceNumber}.xml`,
      invoice,
      pdf: stored.pdf,
      // Sender and receiver for an access point, from the addresses the document's EndpointIDs are written
      // from; null when it is not a Peppol BIS document (decision 030).
      peppolEnvelope: peppolEnvelopeOf(document, inputs.company, extras),
    };
  } catch (error) {
    if (isDocumentDataError(error)) throw unwritable(invoice, error.message);
    throw error;
  }
}

export type WrittenUbl = ReturnType<typeof writeUbl>;

/** An invoice whose UBL could not be written, with its stored PDF and the refusal saying why. */
export type UnwritableUbl = { invoice: Invoice; fileName: string; pdf: Buffer; error: AppError };

async function renderFound(db: DbOrTx, found: FoundInvoice, now: Date) {
  return writeUbl(found, await ublInputs(db, [found], now));
}

/** The UBL of one of the customer's invoices, or null when it is not theirs. */
export async function customerInvoiceUbl(db: DbOrTx, userId: string, invoiceId: string, now: Date) {
  const found = await findCustomerInvoice(db, userId, invoiceId);
  return found ? renderFound(db, found, now) : null;
}

/** The UBL of any invoice (the invoice e-mail of a customer who asked for it), or null when there is none. */
export async function invoiceUblById(db: DbOrTx, invoiceId: string, now: Date) {
  const found = await findInvoiceById(db, invoiceId);
  return found ? renderFound(db, found, now) : null;
}

/**
 * The UBL of each of these invoices that exists, in their order, with a handful of queries for them all. One
 * whose stored data the UBL cannot carry comes back as unwritable, with its reason, instead of stopping the
 * others (issue 26).
 */
export async function invoiceUblsByIds(
  db: DbOrTx,
  invoiceIds: string[],
  now: Date,
): Promise<(WrittenUbl | UnwritableUbl)[]> {
  const found = await findInvoicesByIds(db, invoiceIds);
  if (found.length === 0) return [];
  const inputs = await ublInputs(db, found, now);
  return found.map((one) => {
    try {
      return writeUbl(one, inputs);
    } catch (error) {
      const { invoice } = one.row;
      if (!isUnwritable(error)) throw error;
      const pdf = inputs.pdfs.get(invoice.id)?.pdf ?? Buffer.alloc(0);
      return { invoice, fileName: `factuur-${invoice.invoiceNumber}.xml`, pdf, error };
    }
  });
}

/** Whether this error is an invoice's UBL that cannot be written (and not the database or a bug). */
export function isUnwritable(error: unknown): error is AppError {
  return (error as AppError | null)?.reason === 'einvoice_unwritable';
}

export function isWrittenUbl(ubl: WrittenUbl | UnwritableUbl): ubl is WrittenUbl {
  return 'xml' in ubl;
}
