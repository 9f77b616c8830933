import { eq, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collectionActions, collectionLetters, subscriptions, users } from '../../db/schema/index.ts';
import type { PayLinks } from '../online-payments/pay-links.ts';
import { channelOfDelivery, reissueNotice } from './reissue-notice.ts';

type Actor = { id: string; now: Date };

async function lockLetter(tx: DbOrTx, id: string) {
  const [letter] = await tx
    .select()
    .from(collectionLetters)
    .where(eq(collectionLetters.id, id))
    .for('update');
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  return letter;
}

async function staffName(tx: DbOrTx, id: string): Promise<string> {
  const [staff] = await tx
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, id));
  return staff ? `${staff.firstname} ${staff.lastname}` : 'Onbekend';
}

/**
 * Records how the letter reached the customer (a registered letter is proof of receipt). A 14-dagenbrief
 * that went by another channel than its dates were counted for is re-issued with the right dates
 * (reissue-notice.ts); the answer is then the letter that replaces it.
 */
export async function markLetterDelivered(
  db: DbOrTx,
  id: string,
  body: { deliveryType: string; notes: string },
  actor: Actor,
  payLinks: PayLinks | null = null,
): Promise<{ letterId: string }> {
  return db.transaction(async (tx) => {
    const letter = await lockLetter(tx, id);
    if (letter.supersededById) {
      const [replacement] = await tx
        .select({ letterNumber: collectionLetters.letterNumber })
        .from(collectionLetters)
        .where(eq(collectionLetters.id, letter.supersededById));
      throw refusal(
        'CONFLICT',
        'letter_replaced',
        `Brief ${letter.letterNumber} is vervangen door brief ${replacement?.letterNumber ?? ''}; werk die bij.`,
        { letter: letter.letterNumber, replacement: replacement?.letterNumber ?? '' },
      );
    }
    const channel = channelOfDelivery(body.deliveryType);
    const replacement =
      letter.letterType === 'notice' && channel !== letter.channel
        ? await reissueNotice(tx, letter, channel, actor, payLinks)
        : null;
    await tx
      .update(collectionLetters)
      .set({ deliveredAt: actor.now, deliveryType: body.deliveryType })
      .where(eq(collectionLetters.id, id));
    await tx.insert(collectionActions).values({
      userId: letter.userId,
      actorId: actor.id,
      action: 'letter_delivered',
      description: `Brief ${letter.letterNumber} afgeleverd (${body.deliveryType})${body.notes ? `: ${body.notes}` : ''}`,
      letterId: id,
      createdAt: actor.now,
    });
    return { letterId: replacement?.id ?? id };
  });
}

/** Appends a note to the letter; the history keeps it too. */
export async function addLetterNote(
  db: DbOrTx,
  id: string,
  body: { note: string; isCustomerNote: boolean },
  actor: Actor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const letter = await lockLetter(tx, id);
    const note = {
      note: body.note,
      isCustomerNote: body.isCustomerNote,
      byName: await staffName(tx, actor.id),
      at: actor.now.toISOString(),
    };
    await tx
      .update(collectionLetters)
      .set({ notes: sql`${collectionLetters.notes} || ${JSON.stringify([note])}::jsonb` })
      .where(eq(collectionLetters.id, id));
    await tx.insert(collectionActions).values({
      userId: letter.userId,
      actorId: actor.id,
      action: 'letter_note',
      description: `Notitie bij brief ${letter.letterNumber}${body.isCustomerNote ? ' (van de klant)' : ''}: ${body.note}`,
      letterId: id,
      createdAt: actor.now,
    });
  });
}

/** The PDF exactly as it was sent. */
export async function letterPdf(db: DbOrTx, id: string): Promise<{ pdf: Buffer; letterNumber: string }> {
  const [letter] = await db
    .select({ pdf: collectionLetters.pdf, letterNumber: collectionLetters.letterNumber })
    .from(collectionLetters)
    .where(eq(collectionLetters.id, id));
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  return letter;
}

export async function customerOfSubscription(db: DbOrTx, subscriptionId: string): Promise<string> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!row) throw refusal('NOT_FOUND', 'subscription_not_found', 'Abonnement niet gevonden');
  return row.userId;
}
