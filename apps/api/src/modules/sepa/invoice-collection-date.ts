import { amsterdamToday, claimCollectionDate } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type CompanySettings, sepaBatches, sepaBatchItems } from '../../db/schema/index.ts';

/**
 * The date an invoice's direct debit is collected, for its pre-notification (the invoice e-mail, DOMAIN-NL
 * §2): the collection date of the file it is in, else that of the first weekday batch that will take it
 * (claimCollectionDate, from the rule collectable-invoices.ts selects by). Its notice counts from when it
 * was first sent, as the batch counts it.
 */
export async function invoiceCollectionDate(
  db: DbOrTx,
  invoice: { id: string; dueDate: string; sentAt: Date | null },
  settings: Pick<CompanySettings, 'collectionLeadDays' | 'preNotificationDays'>,
  now: Date,
): Promise<string> {
  const [inBatch] = await db
    .select({ collectionDate: sepaBatches.collectionDate })
    .from(sepaBatchItems)
    .innerJoin(sepaBatches, eq(sepaBatches.id, sepaBatchItems.batchId))
    .where(and(eq(sepaBatchItems.invoiceId, invoice.id), eq(sepaBatchItems.status, 'pending')));
  if (inBatch) return inBatch.collectionDate;
  return claimCollectionDate(
    now,
    { dueDate: invoice.dueDate, notifiedOn: amsterdamToday(invoice.sentAt ?? now) },
    { leadDays: settings.collectionLeadDays, preNotificationDays: settings.preNotificationDays },
  );
}
