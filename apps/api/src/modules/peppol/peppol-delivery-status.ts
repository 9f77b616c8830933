import type { AdminInvoicePeppol, PeppolDelivery as PeppolDeliveryView } from '@hostportaal/contract';
import { and, eq, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, type PeppolDelivery, peppolDeliveries } from '../../db/schema/index.ts';
import { PEPPOL_MAX_ATTEMPTS } from './send-peppol-deliveries.ts';

function deliveryView(row: PeppolDelivery): PeppolDeliveryView {
  return {
    status: row.status,
    receiverId: row.receiverId,
    attempts: row.attempts,
    maxAttempts: PEPPOL_MAX_ATTEMPTS,
    nextAttemptAt:
      row.status === 'queued' || row.status === 'sending' ? row.nextAttemptAt.toISOString() : null,
    lastError: row.lastError,
    messageId: row.messageId,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An invoice's Peppol delivery as staff see it; NOT_FOUND for an unknown invoice. */
export async function findPeppolDelivery(
  db: DbOrTx,
  invoiceId: string,
  configured: boolean,
): Promise<AdminInvoicePeppol> {
  const { delivery } = await findDeliveryRow(db, invoiceId);
  return { configured, delivery: delivery ? deliveryView(delivery) : null };
}

/**
 * Staff send a failed delivery again: queued now, attempts from zero, and a new idempotency key (the access
 * point would answer the old one with its old refusal). Only a failed one: a queued, sending or sent
 * delivery is refused, so a second click never sends twice.
 */
export async function requeueFailedPeppolDelivery(
  db: DbOrTx,
  input: { invoiceId: string; configured: boolean; now: Date },
): Promise<{ before: PeppolDelivery; after: PeppolDelivery }> {
  if (!input.configured) {
    throw refusal(
      'CONFLICT',
      'peppol_not_configured',
      'Peppol-verzending is niet ingesteld (PEPPOL_ACCESS_POINT_URL).',
    );
  }
  const { delivery } = await findDeliveryRow(db, input.invoiceId);
  const [after] = await db
    .update(peppolDeliveries)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: input.now,
      idempotencyKey: sql`gen_random_uuid()`,
      updatedAt: input.now,
    })
    .where(and(eq(peppolDeliveries.invoiceId, input.invoiceId), eq(peppolDeliveries.status, 'failed')))
    .returning();
  if (!delivery || !after) {
    throw refusal(
      'CONFLICT',
      'peppol_delivery_not_failed',
      'Alleen een mislukte Peppol-verzending kan opnieuw worden verstuurd.',
    );
  }
  return { before: delivery, after };
}

/** The invoice's delivery row, null when it has none; NOT_FOUND for an unknown invoice. */
async function findDeliveryRow(db: DbOrTx, invoiceId: string) {
  const [found] = await db
    .select({ delivery: peppolDeliveries })
    .from(invoices)
    .leftJoin(peppolDeliveries, eq(peppolDeliveries.invoiceId, invoices.id))
    .where(eq(invoices.id, invoiceId));
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}
