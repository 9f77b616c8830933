import type { SkippedItem } from '@hostportaal/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError, refusedItem, skippedBy } from '../../app-error.ts';
import type { Db } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { offerClaimsForCollection, refusedClaimItem } from '../claims/offer-for-collection.ts';
import type { PayLinks } from '../online-payments/pay-links.ts';
import type { Actor } from './credit-notes.ts';
import { resendInvoice } from './invoice-delivery.ts';

export type BulkResult = { succeeded: number; skipped: SkippedItem[] };

const notFound = (id: string) => refusedItem(id, 'NOT_FOUND', 'invoice_not_found', 'Factuur niet gevonden');

/**
 * "Naar incasso": offers the invoices to the next SEPA batch, as far as the claim lifecycle allows (a
 * returned collection whose reason forbids a retry, a chargeback, a letter asking for a transfer, an invalid
 * mandate are refused with the reason). The next batch then collects them; nothing is left pending
 * without a collection. The rows are locked first, so the reasons match what is written.
 */
export async function markSentToCollection(db: Db, ids: string[], actor: Actor): Promise<BulkResult> {
  return db.transaction(async (tx) => {
    const unique = [...new Set(ids)];
    const claims = await loadClaimsById(tx, unique, { lock: true });
    const found = new Set(claims.map((claim) => claim.row.id));
    const missing = unique.filter((id) => !found.has(id));
    const creditNotes = new Set(
      missing.length === 0
        ? []
        : (
            await tx
              .select({ id: invoices.id })
              .from(invoices)
              .where(and(inArray(invoices.id, missing), eq(invoices.kind, 'credit_note')))
          ).map((row) => row.id),
    );
    const skipped: SkippedItem[] = missing.map((id) =>
      creditNotes.has(id)
        ? refusedItem(id, 'CONFLICT', 'credit_note_not_collected', 'Een creditnota gaat niet naar incasso')
        : notFound(id),
    );
    const outcome = await offerClaimsForCollection(tx, claims, actor.now);
    skipped.push(...outcome.refused.map(refusedClaimItem));
    // One entry per customer, so each customer's history shows their own invoices.
    const perCustomer = new Map<string, typeof outcome.offered>();
    for (const claim of outcome.offered)
      perCustomer.set(claim.row.user_id, [...(perCustomer.get(claim.row.user_id) ?? []), claim]);
    for (const [userId, rows] of perCustomer) {
      const numbers = rows.map((claim) => claim.row.invoice_number).sort();
      await recordActivity(tx, {
        userId,
        actorId: actor.id,
        type: 'invoice_sent_to_collection',
        action: 'Naar incasso',
        description: `${numbers.length === 1 ? 'Factuur' : 'Facturen'} ${numbers.join(', ')} gaan mee in de volgende incasso`,
        ip: actor.ip,
        now: actor.now,
        metadata: { invoiceIds: rows.map((claim) => claim.row.id), invoiceNumbers: numbers },
      });
    }
    return { succeeded: outcome.offered.length + outcome.waiting.length, skipped };
  });
}

/**
 * Sends each invoice again, one by one (each queues its own e-mail). An invoice the delivery refuses is
 * skipped with the refusal; anything else is a real failure and stops the batch.
 */
export async function resendInvoices(
  db: Db,
  ids: string[],
  actor: Actor,
  payLinks: PayLinks | null = null,
): Promise<BulkResult> {
  const unique = [...new Set(ids)];
  const existing = await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.id, unique));
  const known = new Set(existing.map((row) => row.id));
  const skipped: SkippedItem[] = [];
  let succeeded = 0;
  for (const id of unique) {
    if (!known.has(id)) {
      skipped.push(notFound(id));
      continue;
    }
    try {
      await resendInvoice(db, id, actor, payLinks);
      succeeded += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push(skippedBy(id, error, 'Kan deze factuur niet opnieuw versturen'));
    }
  }
  return { succeeded, skipped };
}
