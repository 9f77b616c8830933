import { addMonths } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A recurrent mandate lapses after 36 months without a collection (DOMAIN-NL §2): counted from the last
 * collection, or from signing when there was none. One conditional UPDATE: idempotent and safe when two
 * instances run it at once.
 */
export async function expireUnusedMandates(db: DbOrTx, input: { today: string; now: Date }): Promise<number> {
  const cutoff = addMonths(input.today, -36);
  const result = await db.execute(sql`
    update sepa_mandates set status = 'expired', updated_at = ${input.now}
    where status = 'valid' and coalesce(last_collection_date, signed_at) < ${cutoff}::date
    returning id`);
  return result.rows.length;
}
