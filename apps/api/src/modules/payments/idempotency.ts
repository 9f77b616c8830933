import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

// A money-moving request sent twice — a double click, a retry after a timeout, fifteen at once — books once
// (issue 27, case 8). The client sends an `Idempotency-Key` header, one per intent; the first request with it
// runs, and every repeat by the same staff member answers what the first answered. The key's lock and its
// record live in the caller's transaction: a request that fails leaves no record, and its retry runs anew.

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY = /^[\x21-\x7e]{8,200}$/;

/** The header's value when sent; a malformed one is refused before anything is booked. */
export function idempotencyKeyOf(headers: Record<string, unknown>): string | undefined {
  const value = headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value))
    throw new AppError('VALIDATION_FAILED', {
      details: [{ field: 'Idempotency-Key', message: '8 tot 200 zichtbare tekens (bijvoorbeeld een UUID)' }],
    });
  return value;
}

/**
 * Runs `book` once per (scope, actor, key): repeats wait for the first, then answer its result. The same key
 * with another request (another target or body) is refused: it is a client's mistake, not a repeat.
 */
export async function onceForKey<T>(
  tx: DbOrTx,
  input: { scope: string; actorId: string; key: string | undefined; request: unknown; now: Date },
  book: () => Promise<T>,
): Promise<T> {
  const { scope, actorId, key, now } = input;
  if (key === undefined) return book();
  const requestHash = createHash('sha256').update(JSON.stringify(input.request)).digest('hex');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${scope}:${actorId}:${key}`}))`);
  const [earlier] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.actorId, actorId),
        eq(idempotencyKeys.key, key),
      ),
    );
  if (earlier) {
    if (earlier.requestHash !== requestHash)
      throw new AppError('VALIDATION_FAILED', {
        details: [
          { field: 'Idempotency-Key', message: 'Deze sleutel is al gebruikt voor een ander verzoek' },
        ],
      });
    return earlier.response as T;
  }
  const result = await book();
  await tx
    .insert(idempotencyKeys)
    .values({ scope, actorId, key, requestHash, response: result, createdAt: now });
  return result;
}

/** A repeat comes within seconds or minutes; a day later the key is let go (the nightly purge). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;

export async function purgeIdempotencyKeys(db: DbOrTx, now: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
