import type { AdminInvoiceDetail } from '@hostportaal/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceDocuments, invoices, payments } from '../../db/schema/index.ts';
import { loadInvoiceLines } from '../invoices/customer-invoices.ts';
import { invoicePdfById } from '../invoices/invoice-pdf-download.ts';
import { adminInvoiceRowColumns, toAdminInvoiceRow } from './admin-invoice-list.ts';
import { creditableCents } from './credit-notes.ts';

const credited = alias(invoices, 'credited_invoice');

/** One invoice or credit note with everything the admin detail panel shows, or null. */
export async function findAdminInvoice(db: DbOrTx, invoiceId: string): Promise<AdminInvoiceDetail | null> {
  const [[found], lines, paymentRows, creditNotes, creditable] = await Promise.all([
    db
      .select({
        row: adminInvoiceRowColumns,
        subscriptionId: invoices.subscriptionId,
        periodStart: invoices.periodStart,
        periodEnd: invoices.periodEnd,
        reverseCharge: invoices.reverseCharge,
        customerVatId: sql<string | null>`${invoices.customer}->>'vatId'`,
        creditReason: invoices.creditReason,
        submittedForCollectionAt: invoices.submittedForCollectionAt,
        creditForId: credited.id,
        creditForNumber: credited.invoiceNumber,
        sentPdfSha256: invoiceDocuments.sha256,
        deliveryProblem: invoices.deliveryProblem,
        deliveryFailedAt: invoices.deliveryFailedAt,
      })
      .from(invoices)
      .leftJoin(credited, eq(credited.id, invoices.creditForInvoiceId))
      .leftJoin(invoiceDocuments, eq(invoiceDocuments.invoiceId, invoices.id))
      .where(eq(invoices.id, invoiceId))
      .limit(1),
    loadInvoiceLines(db, [invoiceId]),
    db
      .select({
        id: payments.id,
        amountCents: payments.amountCents,
        method: payments.method,
        status: payments.status,
        reference: payments.reference,
        notes: payments.notes,
        receivedAt: payments.receivedAt,
      })
      .from(payments)
      .where(eq(payments.invoiceId, invoiceId))
      .orderBy(asc(payments.receivedAt), asc(payments.id)),
    db
      .select({ id: invoices.id, invoiceNumber: invoices.invoiceNumber, totalCents: invoices.totalCents })
      .from(invoices)
      .where(eq(invoices.creditForInvoiceId, invoiceId))
      .orderBy(asc(invoices.issueDate), asc(invoices.invoiceNumber)),
    creditableCents(db, invoiceId),
  ]);
  if (!found) return null;
  const row = toAdminInvoiceRow(found.row);
  return {
    ...row,
    subscriptionId: found.subscriptionId,
    periodStart: found.periodStart,
    periodEnd: found.periodEnd,
    reverseCharge: found.reverseCharge,
    customerVatId: found.customerVatId,
    lines: lines.get(invoiceId) ?? [],
    payments: paymentRows.map((payment) => ({ ...payment, receivedAt: payment.receivedAt.toISOString() })),
    creditForInvoice:
      found.creditForId && found.creditForNumber
        ? { id: found.creditForId, invoiceNumber: found.creditForNumber }
        : null,
    creditNotes,
    creditReason: found.creditReason,
    creditableCents: creditable,
    submittedForCollectionAt: found.submittedForCollectionAt?.toISOString() ?? null,
    sentPdfSha256: found.sentPdfSha256,
    deliveryProblem: found.deliveryProblem,
    deliveryFailedAt: found.deliveryFailedAt?.toISOString() ?? null,
  };
}

/**
 * The PDF of an invoice for an admin: the stored bytes when it was sent (exactly what the customer got),
 * else rendered now the way the customer's download renders it. Null for an unknown invoice.
 * The bytes are only loaded here, never for the detail view.
 */
export async function adminInvoicePdf(db: DbOrTx, invoiceId: string) {
  const [found] = await db
    .select({ invoiceNumber: invoices.invoiceNumber, pdf: invoiceDocuments.pdf })
    .from(invoices)
    .leftJoin(invoiceDocuments, eq(invoiceDocuments.invoiceId, invoices.id))
    .where(eq(invoices.id, invoiceId))
    .limit(1);
  if (!found) return null;
  if (found.pdf) return { bytes: found.pdf, fileName: `factuur-${found.invoiceNumber}.pdf` };
  return invoicePdfById(db, invoiceId);
}
