import { amsterdamToday, batchClaimLimits, collectionDateOf } from '@hostportaal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CompanySettings } from '../../db/schema/index.ts';
import { invoices, sepaMandates } from '../../db/schema/index.ts';

/** The date a batch written now collects on: the bank's lead time in TARGET2 business days after today. */
export function batchCollectionDate(
  now: Date,
  settings: Pick<CompanySettings, 'collectionLeadDays'>,
): string {
  return collectionDateOf(amsterdamToday(now), settings.collectionLeadDays);
}

// The candidates of a batch: SEPA invoices offered for collection (open or overdue), due by the collection
// date, whose pre-notification (the invoice e-mail) went out at least the agreed number of days before it
// (batchClaimLimits: the invoice e-mail names the date from the same rule).
// Whether each may really be debited (mandate, returns, chargebacks, letters, address, data a file can
// carry) is the claim lifecycle's decision (batch_include), asked for every candidate.
export function collectableInvoices(
  db: DbOrTx,
  input: { collectionDate: string; preNotificationDays: number; lock: boolean },
) {
  const { dueBy, notifiedBy } = batchClaimLimits(input.collectionDate, input.preNotificationDays);
  const query = db
    .select({ invoiceId: invoices.id, firstCollectionDone: sepaMandates.firstCollectionDone })
    .from(invoices)
    .innerJoin(sepaMandates, eq(sepaMandates.id, invoices.mandateId))
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        eq(invoices.paymentType, 'sepa'),
        inArray(invoices.status, ['open', 'overdue']),
        sql`${invoices.totalCents} > ${invoices.paidCents}`,
        sql`${invoices.dueDate} <= ${dueBy}::date`,
        sql`(${invoices.sentAt} at time zone 'Europe/Amsterdam')::date <= ${notifiedBy}::date`,
        sql`not exists (select 1 from sepa_batch_items i where i.invoice_id = invoices.id and i.status = 'pending')`,
      ),
    )
    .orderBy(invoices.year, invoices.sequence)
    .limit(50_000);
  // An IBAN change committing while the file is written must not lose its amendment: it waits.
  return input.lock ? query.for('update', { of: sepaMandates }) : query;
}
