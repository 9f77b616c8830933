import { addMonths, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { DunningSettings } from '../../db/schema/index.ts';

/**
 * What may still be charged in collection fees to this customer: since 1 Oct 2024 stacking fees on
 * recurring small claims is capped per six months (DOMAIN-NL §1; the amount is a setting, unverified).
 * Counts the fees charged by collection letters dated in the six months up to today.
 */
export async function feeCapRemainingCents(
  db: DbOrTx,
  userId: string,
  settings: Pick<DunningSettings, 'feeCapCentsPerSixMonths'>,
  today: IsoDate,
): Promise<number> {
  const cap = settings.feeCapCentsPerSixMonths;
  if (cap === null) return Number.POSITIVE_INFINITY;
  const result = await db.execute<{ charged: number }>(sql`
    select coalesce(sum(fee_cents), 0)::int as charged from collection_letters
    where user_id = ${userId} and letter_type = 'collection' and letter_date > ${addMonths(today, -6)}::date`);
  return Math.max(0, cap - (result.rows[0]?.charged ?? 0));
}
