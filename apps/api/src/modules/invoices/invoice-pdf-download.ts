import { type InvoiceDocument, maskIban, renderInvoicePdf } from '@hostportaal/documents';
import type { DbOrTx } from '../../db/client.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { findCustomerInvoice, findInvoiceById } from './customer-invoices.ts';

export type FoundInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceById>>>;

/** What the PDF (and the UBL) of a stored invoice says: its own columns, lines and snapshot, as stored. */
export function invoiceDocumentOf(found: FoundInvoice): InvoiceDocument {
  const { invoice, creditedInvoiceNumber, mandateReference, mandateIban, customerNumber } = found.row;
  return {
    kind: invoice.kind,
    invoiceNumber: invoice.invoiceNumber,
    creditedInvoiceNumber,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    customer: { ...invoice.customer, customerNumber },
    lines: found.lines,
    subtotalCents: invoice.subtotalCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    reverseCharge: invoice.reverseCharge,
    paymentType: invoice.paymentType,
    paymentReference: invoice.paymentReference,
    mandate:
      mandateReference && mandateIban
        ? { reference: mandateReference, ibanMasked: maskIban(mandateIban) }
        : null,
    status: invoice.status,
  };
}

async function renderFound(db: DbOrTx, found: FoundInvoice) {
  const company = await getCompanySettings(db);
  const bytes = await renderInvoicePdf(invoiceDocumentOf(found), company);
  const { invoice } = found.row;
  return { bytes, fileName: `factuur-${invoice.invoiceNumber}.pdf`, invoice };
}

/** The PDF of one of the customer's invoices, or null when it is not theirs. */
export async function customerInvoicePdf(db: DbOrTx, userId: string, invoiceId: string) {
  const found = await findCustomerInvoice(db, userId, invoiceId);
  return found ? renderFound(db, found) : null;
}

/** The PDF of any invoice as it reads now (staff, delivery job), or null when it does not exist. */
export async function invoicePdfById(db: DbOrTx, invoiceId: string) {
  const found = await findInvoiceById(db, invoiceId);
  return found ? renderFound(db, found) : null;
}
