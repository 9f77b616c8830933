// The PDF of an invoice as it is kept: rendered once, then the same bytes (and their SHA-256) for the invoice
// e-mail, a resend, the staff download and the PDF inside the UBL, whatever our company details become later.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceDocuments } from '../../db/schema/index.ts';
import { invoicePdfById } from './invoice-pdf-download.ts';

/** The stored PDF of an invoice, or null when none was stored yet. */
export async function storedInvoicePdf(db: DbOrTx, invoiceId: string) {
  const [row] = await db.select().from(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, invoiceId));
  return row ?? null;
}

/**
 * The stored PDF, rendered and stored first when there is none (the invoice e-mail stores it, or whichever
 * comes first of it and a UBL download). Two at once store one: the loser of the insert reads the winner's.
 */
export async function storeInvoicePdf(db: DbOrTx, invoiceId: string, now: Date) {
  const existing = await storedInvoicePdf(db, invoiceId);
  if (existing) return existing;
  const rendered = await invoicePdfById(db, invoiceId);
  if (!rendered) throw new AppError('NOT_FOUND');
  const pdf = Buffer.from(rendered.bytes);
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  await db.insert(invoiceDocuments).values({ invoiceId, pdf, sha256, createdAt: now }).onConflictDoNothing();
  const stored = await storedInvoicePdf(db, invoiceId);
  if (!stored) throw new Error(`The PDF of invoice ${invoiceId} was not stored`);
  return stored;
}
