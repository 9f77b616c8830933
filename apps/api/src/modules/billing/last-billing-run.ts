import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billingRuns } from '../../db/schema/index.ts';

/**
 * When the last billing run that finished did so (null: none has). The newest runs first through
 * billing_runs_started_idx; a failed or running newest run is stepped over, so the answer says how long
 * billing has gone without a complete run.
 */
export async function lastBillingRunFinishedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ finishedAt: billingRuns.finishedAt })
    .from(billingRuns)
    .where(eq(billingRuns.status, 'finished'))
    .orderBy(desc(billingRuns.startedAt))
    .limit(1);
  return row?.finishedAt ?? null;
}
