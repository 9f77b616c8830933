import { emailAddressSchema } from '@hostportaal/contract';
import { maskIban } from '@hostportaal/documents';
import { eq, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, sepaMandates, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';
import { storeInvoicePdf } from '../invoices/stored-invoice-pdf.ts';
import { storeInvoiceUbl } from '../invoices/stored-invoice-ubl.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { offerPayLink, type PayLinks } from '../online-payments/pay-links.ts';
import { queuePeppolDelivery } from '../peppol/queue-peppol-delivery.ts';
import { invoiceCollectionDate } from '../sepa/invoice-collection-date.ts';
import { invoiceIssuedEmail } from './invoice-emails.ts';

type Actor = { id: string | null; ip?: string; now: Date };

/** An invoice the delivery run left out, and why (the invoice keeps the reason too, for staff). */
export type UndeliveredInvoice = { invoiceId: string; reason: string };

// A left-out invoice is tried again an hour later: what stopped it (our company settings, a fault) may be
// fixed by then. Staff can resend it at once from the invoice.
const RETRY_LEFT_OUT_AFTER_MS = 60 * 60_000;

/**
 * The invoice cannot go out as it is stored (issue 26): a snapshot from before the rules with no e-mail
 * address that can take mail. An issued invoice never changes, so the fix is staff's: send it another way,
 * or credit it and issue it again.
 */
function undeliverable(invoiceNumber: string, problem: string) {
  return refusal(
    'CONFLICT',
    'invoice_undeliverable',
    `Factuur ${invoiceNumber} kan niet worden verstuurd: ${problem}`,
    { invoiceNumber, problem },
  );
}

async function queueInvoiceEmail(db: DbOrTx, invoiceId: string, now: Date, payLinks: PayLinks | null) {
  const [row] = await db
    .select({
      invoice: invoices,
      creditedNumber: sql<
        string | null
      >`(select c.invoice_number from invoices c where c.id = invoices.credit_for_invoice_id)`,
      mandateReference: sepaMandates.reference,
      mandateIban: sepaMandates.iban,
      einvoiceByEmail: users.einvoiceByEmail,
      peppolId: users.peppolId,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(sepaMandates, eq(sepaMandates.id, invoices.mandateId))
    .where(eq(invoices.id, invoiceId));
  if (!row) throw new AppError('NOT_FOUND');
  const { invoice } = row;
  if (!emailAddressSchema.safeParse(invoice.customer.email ?? '').success)
    throw undeliverable(
      invoice.invoiceNumber,
      `op de factuur staat geen geldig e-mailadres van de klant ('${invoice.customer.email ?? ''}'). Stuur de factuur op een andere manier, of crediteer haar en maak een nieuwe.`,
    );
  const fileStem = `${invoice.kind === 'credit_note' ? 'creditnota' : 'factuur'}-${invoice.invoiceNumber}`;
  // Rendered and kept on first use, so a resend carries the very bytes first sent; the UBL e-invoice as
  // issued beside it (issue 27). One the stored data cannot carry is refused wherever it is asked for (the
  // download, this mail's attachment, Peppol) and never holds back the invoice.
  await storeInvoicePdf(db, invoiceId, now);
  await storeInvoiceUbl(db, invoiceId, now);
  const company = await getCompanySettings(db);
  const mandate =
    row.mandateReference && row.mandateIban
      ? { reference: row.mandateReference, ibanMasked: maskIban(row.mandateIban) }
      : null;
  const openCents = openAmountCents(invoice);
  const byDirectDebit =
    invoice.kind === 'invoice' && invoice.paymentType === 'sepa' && mandate && openCents > 0;
  const message = invoiceIssuedEmail({
    kind: invoice.kind,
    invoiceNumber: invoice.invoiceNumber,
    creditedInvoiceNumber: row.creditedNumber,
    totalCents: invoice.totalCents,
    openCents,
    dueDate: invoice.dueDate,
    collectionDate: byDirectDebit ? await invoiceCollectionDate(db, invoice, company, now) : null,
    paymentType: invoice.paymentType,
    paymentReference: invoice.paymentReference,
    customer: invoice.customer,
    mandate,
    company: { name: company.name, iban: company.iban, creditorId: company.creditorId },
    // A transfer customer may pay it online at once (issue 29); a direct debit needs nothing of them.
    payLink:
      invoice.kind === 'invoice' && !byDirectDebit && openCents > 0
        ? await offerPayLink(payLinks, { scope: 'invoice', userId: invoice.userId, invoiceId })
        : null,
  });
  await enqueueEmail(db, {
    to: invoice.customer.email,
    userId: invoice.userId,
    message,
    now,
    attachments: [
      { kind: 'invoice_pdf', invoiceId, filename: `${fileStem}.pdf` },
      // The customer's choice in Instellingen: the UBL e-invoice too, for their bookkeeping (issue 21).
      ...(row.einvoiceByEmail
        ? [{ kind: 'invoice_ubl' as const, invoiceId, filename: `${fileStem}.xml` }]
        : []),
    ],
  });
  return { invoice, peppolId: row.peppolId };
}

/**
 * E-mails invoices that were issued but not yet sent, one transaction per invoice: the claim (row lock,
 * SKIP LOCKED so two instances share the work), the stored PDF and UBL, the outbox row, the customer's
 * notification and sent_at commit together or not at all. For a customer with a Peppol ID, when Peppol
 * sending is configured, the Peppol delivery is queued in the same transaction (decision 030): issued
 * invoices go out both ways, each once, and a resent e-mail does not send the invoice over Peppol again.
 * An invoice that cannot go out is left out with its reason on it and the run goes on (issue 26); it is
 * tried again an hour later. Only when even that reason cannot be written (the database is gone) does the
 * run stop.
 */
export async function deliverPendingInvoices(
  db: DbOrTx,
  input: { now: Date; limit?: number; peppolConfigured?: boolean; payLinks?: PayLinks | null },
): Promise<{ delivered: number; leftOut: UndeliveredInvoice[] }> {
  const limit = input.limit ?? 500;
  const retryBefore = new Date(input.now.getTime() - RETRY_LEFT_OUT_AFTER_MS).toISOString();
  let delivered = 0;
  const leftOut: UndeliveredInvoice[] = [];
  while (delivered + leftOut.length < limit) {
    const claimed: { id: string | null } = { id: null };
    try {
      const sent = await deliverNext(db, input, retryBefore, (id) => {
        claimed.id = id;
      });
      if (!sent) break;
      delivered++;
    } catch (error) {
      const claimedId = claimed.id;
      if (claimedId === null) throw error;
      const reason = isRefusal(error) ? error.message : `Kon de factuur niet klaarzetten: ${String(error)}`;
      await db
        .update(invoices)
        .set({ deliveryProblem: reason.slice(0, 1000), deliveryFailedAt: input.now })
        .where(eq(invoices.id, claimedId));
      leftOut.push({ invoiceId: claimedId, reason });
    }
  }
  return { delivered, leftOut };
}

const isRefusal = (error: unknown): error is AppError => error instanceof AppError;

async function deliverNext(
  db: DbOrTx,
  input: { now: Date; peppolConfigured?: boolean; payLinks?: PayLinks | null },
  retryBefore: string,
  claim: (id: string) => void,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
        select id from invoices
        where sent_at is null and (delivery_failed_at is null or delivery_failed_at <= ${retryBefore}::timestamptz)
        order by created_at, id limit 1 for update skip locked`);
    const id = (claimed.rows[0] as { id: string } | undefined)?.id;
    if (!id) return false;
    claim(id);
    const { invoice, peppolId } = await queueInvoiceEmail(tx, id, input.now, input.payLinks ?? null);
    await queuePeppolDelivery(tx, {
      invoiceId: id,
      customerPeppolId: peppolId,
      configured: input.peppolConfigured ?? false,
      now: input.now,
    });
    await tx
      .update(invoices)
      .set({ sentAt: input.now, deliveryProblem: null, deliveryFailedAt: null })
      .where(eq(invoices.id, id));
    await createNotification(tx, {
      userId: invoice.userId,
      type: 'invoice_issued',
      title: invoice.kind === 'credit_note' ? 'Nieuwe creditnota' : 'Nieuwe factuur',
      body: `${invoice.kind === 'credit_note' ? 'Creditnota' : 'Factuur'} ${invoice.invoiceNumber} staat voor je klaar.`,
      link: `/dashboard/invoices?invoice=${invoice.id}`,
      now: input.now,
    });
    return true;
  });
}

/** Queues the invoice e-mail again with the PDF exactly as it was first sent. */
export async function resendInvoice(
  db: DbOrTx,
  invoiceId: string,
  actor: Actor,
  payLinks: PayLinks | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { invoice } = await queueInvoiceEmail(tx, invoiceId, actor.now, payLinks);
    await tx
      .update(invoices)
      .set({
        sentAt: sql`coalesce(${invoices.sentAt}, ${actor.now.toISOString()}::timestamptz)`,
        deliveryProblem: null,
        deliveryFailedAt: null,
      })
      .where(eq(invoices.id, invoiceId));
    await recordActivity(tx, {
      userId: invoice.userId,
      actorId: actor.id,
      type: 'invoice_resent',
      action: 'Factuur opnieuw verstuurd',
      description: `${invoice.kind === 'credit_note' ? 'Creditnota' : 'Factuur'} ${invoice.invoiceNumber} opnieuw per e-mail verstuurd`,
      ip: actor.ip,
      now: actor.now,
      metadata: { invoiceId, invoiceNumber: invoice.invoiceNumber, kind: invoice.kind },
    });
  });
}
