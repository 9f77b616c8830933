import type { OrderAcceptance } from '@hostportaal/contract';
import { addDays, amsterdamToday } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type LegalDocument, type Order, orders, users } from '../../db/schema/index.ts';
import { isBusinessCustomer } from '../collections/issue-collection-letter.ts';
import { currentLegalDocument } from '../legal/legal-documents.ts';

// Art. 6:230o BW: a service contract may be withdrawn from within 14 days after the day it was concluded.
export const WITHDRAWAL_DAYS = 14;

export const immediateStartRequired =
  'Geef toestemming om de dienst direct te laten beginnen. Herroep je binnen 14 dagen, dan betaal je alleen voor de dagen dat je de dienst al had.';

export type RecordedOrder = { order: Order; terms: LegalDocument; privacy: LegalDocument };

/**
 * Checks what the customer accepted against what is in force and records the order: the terms and privacy
 * versions (art. 6:230m BW) and, for a consumer, the express request to start at once (art. 6:230p BW),
 * which we require, because the service starts the moment the order is placed.
 */
export async function recordOrderAcceptance(
  db: DbOrTx,
  userId: string,
  acceptance: OrderAcceptance,
  actor: { ip?: string; now: Date },
): Promise<RecordedOrder> {
  const [user] = await db
    .select({ kvkNumber: users.kvkNumber, vatId: users.vatId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError('NOT_FOUND');
  const terms = await currentLegalDocument(db, 'terms');
  const privacy = await currentLegalDocument(db, 'privacy');
  if (acceptance.termsVersion !== terms.version || acceptance.privacyVersion !== privacy.version) {
    throw refusal(
      'CONFLICT',
      'terms_version_changed',
      'De algemene voorwaarden of de privacyverklaring zijn gewijzigd sinds je ze opende; lees de nieuwe versie en bestel opnieuw.',
      { termsVersion: terms.version, privacyVersion: privacy.version },
    );
  }
  const consumer = !isBusinessCustomer(user);
  if (consumer && !acceptance.immediateStart) {
    throw new AppError('VALIDATION_FAILED', {
      details: [{ field: 'acceptance.immediateStart', message: immediateStartRequired }],
    });
  }
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      placedAt: actor.now,
      termsDocumentId: terms.id,
      privacyDocumentId: privacy.id,
      termsAcceptedAt: actor.now,
      customerType: consumer ? 'consumer' : 'business',
      immediateStartConsentAt: consumer ? actor.now : null,
      withdrawalEndsOn: consumer ? addDays(amsterdamToday(actor.now), WITHDRAWAL_DAYS) : null,
      ip: actor.ip ?? null,
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  return { order, terms, privacy };
}
