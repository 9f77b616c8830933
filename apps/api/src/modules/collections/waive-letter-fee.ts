import { formatCents } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collectionActions, collectionLetterClaims, collectionLetters } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { openFeeCents } from './pay-letter.ts';
import { syncCollectionCases } from './sync-collection-cases.ts';

/**
 * Staff let go of what an incassobrief still asks in costs, with why (issue 27, case 5: a fee never outlives
 * its case unseen). The unpaid part is recorded as waived on the letter, in the case history and the activity
 * trail; the cases of its claims that are settled close in the same transaction.
 */
export async function waiveLetterFee(
  tx: DbOrTx,
  letterId: string,
  input: { reason: string },
  actor: { id: string; ip?: string; now: Date },
) {
  const [letter] = await tx
    .select()
    .from(collectionLetters)
    .where(eq(collectionLetters.id, letterId))
    .for('update');
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  const open = openFeeCents(letter);
  if (open <= 0)
    throw refusal(
      'CONFLICT',
      'fee_nothing_to_waive',
      `Brief ${letter.letterNumber} vraagt geen incassokosten (meer).`,
      { letter: letter.letterNumber },
    );
  await tx
    .update(collectionLetters)
    .set({
      feeWaivedCents: sql`${collectionLetters.feeWaivedCents} + ${open}`,
      feeWaivedAt: actor.now,
      feeWaivedBy: actor.id,
      feeWaiverReason: input.reason,
    })
    .where(eq(collectionLetters.id, letterId));
  const description = `${formatCents(open)} incassokosten van brief ${letter.letterNumber} kwijtgescholden: ${input.reason}`;
  await tx.insert(collectionActions).values({
    userId: letter.userId,
    actorId: actor.id,
    action: 'fee_waived',
    description,
    letterId,
    createdAt: actor.now,
  });
  await recordActivity(tx, {
    userId: letter.userId,
    actorId: actor.id,
    type: 'payment',
    action: 'Incassokosten kwijtgescholden',
    description,
    ip: actor.ip,
    now: actor.now,
    metadata: { letterId, letterNumber: letter.letterNumber, waivedCents: open, reason: input.reason },
  });
  const claims = await tx
    .select({ id: collectionLetterClaims.invoiceId })
    .from(collectionLetterClaims)
    .where(eq(collectionLetterClaims.letterId, letterId));
  await syncCollectionCases(tx, actor.now, { invoiceIds: claims.map((claim) => claim.id) });
  return { waivedCents: open };
}
