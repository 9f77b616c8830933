import { max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sepaBatches } from '../../db/schema/index.ts';

/**
 * When the last SEPA batch was made, by the weekday job or an admin, whatever became of it (null: never).
 * The end of sepa_batches_created_idx. The weekday job makes no batch on a day with nothing to collect.
 */
export async function lastSepaBatchCreatedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db.select({ createdAt: max(sepaBatches.createdAt) }).from(sepaBatches);
  return row?.createdAt ? new Date(row.createdAt) : null;
}
