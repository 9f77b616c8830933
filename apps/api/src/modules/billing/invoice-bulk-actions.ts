import { invoiceStatusLabel } from '@hostportaal/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { type Invoice, invoices } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import type { Actor } from './credit-notes.ts';
import { resendInvoice } from './invoice-delivery.ts';

export type BulkResult = { succeeded: number; skipped: { id: string; reason: string }[] };

const notFound = 'Factuur niet gevonden';
// Claims a collection can still be attempted for; pending is already with the bank, paid is done.
const collectableStatuses = ['open', 'overdue', 'failed'] as const;

type Candidate = Pick<Invoice, 'id' | 'kind' | 'paymentType' | 'status'>;

/** Why an invoice cannot go to collection, or null when it can. */
export function collectionSkipReason(invoice: Candidate): string | null {
  if (invoice.kind !== 'invoice') return 'Een creditnota gaat niet naar incasso';
  if (invoice.paymentType !== 'sepa') return 'Geen SEPA-incasso: de klant betaalt per overboeking';
  if (!(collectableStatuses as readonly string[]).includes(invoice.status)) {
    return `Status "${invoiceStatusLabel(invoice.status)}" gaat niet naar incasso`;
  }
  return null;
}

/**
 * Hands the eligible SEPA invoices to collection (status pending) in one UPDATE; the rest are reported
 * with the reason. The rows are locked first, so the reasons match what the update saw.
 */
export async function markSentToCollection(db: Db, ids: string[], actor: Actor): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: invoices.id,
        kind: invoices.kind,
        paymentType: invoices.paymentType,
        status: invoices.status,
      })
      .from(invoices)
      .where(inArray(invoices.id, ids))
      .for('update');
    const byId = new Map(found.map((invoice) => [invoice.id, invoice]));
    const skipped: BulkResult['skipped'] = [];
    const eligible: string[] = [];
    for (const id of new Set(ids)) {
      const invoice = byId.get(id);
      const reason = invoice ? collectionSkipReason(invoice) : notFound;
      if (reason) skipped.push({ id, reason });
      else eligible.push(id);
    }
    if (eligible.length === 0) return { succeeded: 0, skipped };
    const updated = await tx
      .update(invoices)
      .set({ status: 'pending', submittedForCollectionAt: actor.now })
      .where(
        and(
          inArray(invoices.id, eligible),
          eq(invoices.kind, 'invoice'),
          eq(invoices.paymentType, 'sepa'),
          inArray(invoices.status, [...collectableStatuses]),
        ),
      )
      .returning({ id: invoices.id, userId: invoices.userId, invoiceNumber: invoices.invoiceNumber });
    // One entry per customer, so each customer's history shows their own invoices.
    const perCustomer = new Map<string, typeof updated>();
    for (const row of updated) perCustomer.set(row.userId, [...(perCustomer.get(row.userId) ?? []), row]);
    for (const [userId, rows] of perCustomer) {
      const numbers = rows.map((row) => row.invoiceNumber).sort();
      await recordActivity(tx, {
        userId,
        actorId: actor.id,
        type: 'invoice_sent_to_collection',
        action: 'Naar incasso',
        description: `${numbers.length === 1 ? 'Factuur' : 'Facturen'} ${numbers.join(', ')} naar incasso`,
        ip: actor.ip,
        now: actor.now,
        metadata: { invoiceIds: rows.map((row) => row.id), invoiceNumbers: numbers },
      });
    }
    return { succeeded: updated.length, skipped };
  });
}

/**
 * Sends each invoice again, one by one (each queues its own e-mail). An invoice the delivery refuses is
 * skipped with the refusal; anything else is a real failure and stops the batch.
 */
export async function resendInvoices(db: Db, ids: string[], actor: Actor): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  const existing = await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, unique));
  const known = new Set(existing.map((row) => row.id));
  const skipped: BulkResult['skipped'] = [];
  let succeeded = 0;
  for (const id of unique) {
    if (!known.has(id)) {
      skipped.push({ id, reason: notFound });
      continue;
    }
    try {
      await resendInvoice(db, id, actor);
      succeeded += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({
        id,
        reason: error.hasCustomMessage ? error.message : 'Kan deze factuur niet opnieuw versturen',
      });
    }
  }
  return { succeeded, skipped };
}
