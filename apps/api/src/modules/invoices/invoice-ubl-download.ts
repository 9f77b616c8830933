// An invoice or credit note as UBL (issue 21, decision 029): written from the stored invoice (its columns,
// lines and customer snapshot, as the PDF is printed from them) with the stored PDF inside, byte for byte,
// so the UBL, the PDF and the e-mail cannot disagree. Nothing is computed anew here.
import { renderInvoiceUbl } from '@hostportaal/documents';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, users } from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { findCustomerInvoice, findInvoiceById } from './customer-invoices.ts';
import { type FoundInvoice, invoiceDocumentOf } from './invoice-pdf-download.ts';
import { storeInvoicePdf } from './stored-invoice-pdf.ts';

async function creditedInvoiceIssueDate(db: DbOrTx, creditForInvoiceId: string | null) {
  if (!creditForInvoiceId) return null;
  const [row] = await db
    .select({ issueDate: invoices.issueDate })
    .from(invoices)
    .where(eq(invoices.id, creditForInvoiceId));
  return row?.issueDate ?? null;
}

async function renderFound(db: DbOrTx, found: FoundInvoice, now: Date) {
  const { invoice, mandateIban } = found.row;
  const [company, stored, creditedIssueDate, [user]] = await Promise.all([
    getCompanySettings(db),
    storeInvoicePdf(db, invoice.id, now),
    creditedInvoiceIssueDate(db, invoice.creditForInvoiceId),
    db
      .select({
        kvkNumber: users.kvkNumber,
        purchaseReference: users.purchaseReference,
        peppolId: users.peppolId,
      })
      .from(users)
      .where(eq(users.id, invoice.userId)),
  ]);
  const xml = renderInvoiceUbl(invoiceDocumentOf(found), company, {
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
    creditedInvoiceIssueDate: creditedIssueDate,
    // The mandate's IBAN in full (BT-91): the customer's own account, shown to them and to staff only.
    debtorIban: mandateIban,
    // What was paid so far (account credit at billing, payments) comes off the payable amount (BT-113).
    prepaidCents: invoice.kind === 'invoice' ? invoice.paidCents : 0,
  });
  return { xml, fileName: `factuur-${invoice.invoiceNumber}.xml`, invoice, pdf: stored.pdf };
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
