import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sepaBatches, sepaBatchItems } from '../../db/schema/index.ts';

/** A collection in a file handed to the bank: the bank debits it on its date, whatever is booked meanwhile. */
export type CollectionAtBank = {
  invoiceId: string;
  messageId: string;
  collectionDate: string;
  amountCents: number;
};

/** The collections at the bank of these invoices (at most one each: one pending collection per invoice). */
export async function findCollectionsAtBank(
  db: DbOrTx,
  invoiceIds: string[],
): Promise<Map<string, CollectionAtBank>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({
      invoiceId: sepaBatchItems.invoiceId,
      messageId: sepaBatches.messageId,
      collectionDate: sepaBatches.collectionDate,
      amountCents: sepaBatchItems.amountCents,
    })
    .from(sepaBatchItems)
    .innerJoin(sepaBatches, eq(sepaBatches.id, sepaBatchItems.batchId))
    .where(
      and(
        inArray(sepaBatchItems.invoiceId, invoiceIds),
        eq(sepaBatchItems.status, 'pending'),
        eq(sepaBatches.status, 'submitted'),
      ),
    );
  return new Map(rows.map((row) => [row.invoiceId, row]));
}
