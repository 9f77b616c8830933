import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { collectionLetters, letterDownloadTokens } from '../../db/schema/index.ts';

const TOKEN_LIFETIME_MS = 5 * 60 * 1000;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A single-use link to a letter's PDF for five minutes (SPEC §7 download-token); only the hash is stored. */
export async function createLetterDownloadToken(
  db: DbOrTx,
  letterId: string,
  actor: { id: string; now: Date },
) {
  const [letter] = await db
    .select({ id: collectionLetters.id })
    .from(collectionLetters)
    .where(eq(collectionLetters.id, letterId));
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(actor.now.getTime() + TOKEN_LIFETIME_MS);
  await db
    .insert(letterDownloadTokens)
    .values({ tokenHash: hash(token), letterId, createdBy: actor.id, expiresAt });
  return { downloadUrl: `/api/download/${token}`, expiresAt: expiresAt.toISOString() };
}

/** Uses the token up (one download) and gives the letter; an unknown, used or expired token is a 404. */
export async function redeemLetterDownloadToken(db: DbOrTx, token: string, now: Date) {
  const [used] = await db
    .update(letterDownloadTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(letterDownloadTokens.tokenHash, hash(token)),
        isNull(letterDownloadTokens.usedAt),
        gt(letterDownloadTokens.expiresAt, now),
      ),
    )
    .returning({ letterId: letterDownloadTokens.letterId });
  if (!used)
    throw refusal('NOT_FOUND', 'download_link_expired', 'Deze downloadlink is verlopen of al gebruikt');
  const [letter] = await db
    .select({ pdf: collectionLetters.pdf, letterNumber: collectionLetters.letterNumber })
    .from(collectionLetters)
    .where(eq(collectionLetters.id, used.letterId));
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  return letter;
}
