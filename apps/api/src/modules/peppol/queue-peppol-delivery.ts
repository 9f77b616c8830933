import { parsePeppolParticipantId } from '@hostportaal/documents';
import type { DbOrTx } from '../../db/client.ts';
import { peppolDeliveries } from '../../db/schema/index.ts';

/**
 * Queues an invoice or credit note that is being delivered for sending over Peppol, when the portal has an
 * access point and the customer gave their Peppol ID: that ID makes their UBL a Peppol BIS document
 * (decision 029), and it is their word that they receive e-invoices there. A KvK number or VAT id alone
 * also gives a Peppol address, but not the knowledge that the company is registered on Peppol; a consumer
 * has none. Once per invoice (the unique invoice id); false when nothing was queued.
 */
export async function queuePeppolDelivery(
  db: DbOrTx,
  input: { invoiceId: string; customerPeppolId: string | null; configured: boolean; now: Date },
): Promise<boolean> {
  if (!input.configured || !input.customerPeppolId) return false;
  const address = parsePeppolParticipantId(input.customerPeppolId);
  if (!address) return false;
  const inserted = await db
    .insert(peppolDeliveries)
    .values({
      invoiceId: input.invoiceId,
      receiverId: `${address.schemeId}:${address.id}`,
      nextAttemptAt: input.now,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoNothing({ target: peppolDeliveries.invoiceId })
    .returning({ id: peppolDeliveries.id });
  return inserted.length > 0;
}
