import type { CustomerLetter, CustomerLettersQuery } from '@hostportaal/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collectionLetters } from '../../db/schema/index.ts';
import { letterPaidSql } from './letter-records.ts';

// The customer's own letters (GET /api/letters): what the portal shows of each, never another's.

// Paid: booked as paid on the letter, or everything it asks is paid however it came in (an invoice paid by
// SEPA or bank transfer sets no date on the letter), as in the staff's letter list.
const paid = sql<boolean>`(collection_letters.payment_received_at is not null or ${letterPaidSql('collection_letters')})`;

export async function listCustomerLetters(
  db: DbOrTx,
  userId: string,
  { page, limit }: CustomerLettersQuery,
): Promise<{ letters: CustomerLetter[]; totalItems: number }> {
  const own = eq(collectionLetters.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: collectionLetters.id,
        letterNumber: collectionLetters.letterNumber,
        letterType: collectionLetters.letterType,
        letterDate: collectionLetters.letterDate,
        termEndDate: collectionLetters.termEndDate,
        principalCents: collectionLetters.principalCents,
        feeCents: collectionLetters.feeCents,
        feePaidCents: collectionLetters.feePaidCents,
        paymentReference: collectionLetters.paymentReference,
        paid,
      })
      .from(collectionLetters)
      .where(own)
      .orderBy(desc(collectionLetters.createdAt), desc(collectionLetters.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(collectionLetters).where(own),
  ]);
  return {
    letters: rows.map(({ feePaidCents, paid: isPaid, ...letter }) => ({
      ...letter,
      feeOpenCents: Math.max(0, letter.feeCents - feePaidCents),
      paid: Boolean(isPaid),
    })),
    totalItems: Number(total?.total ?? 0),
  };
}

/** The PDF exactly as sent; "not found" too when the letter is someone else's, so its existence never leaks. */
export async function customerLetterPdf(
  db: DbOrTx,
  userId: string,
  letterId: string,
): Promise<{ pdf: Buffer; letterNumber: string }> {
  const [letter] = await db
    .select({ pdf: collectionLetters.pdf, letterNumber: collectionLetters.letterNumber })
    .from(collectionLetters)
    .where(and(eq(collectionLetters.id, letterId), eq(collectionLetters.userId, userId)));
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  return letter;
}
