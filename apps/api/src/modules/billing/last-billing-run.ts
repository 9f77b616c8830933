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

/** What the last finished billing run flagged for one customer (and when it finished). */
export async function lastBillingRunFlagsOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ flagged: billingRuns.flagged, finishedAt: billingRuns.finishedAt })
    .from(billingRuns)
    .where(eq(billingRuns.status, 'finished'))
    .orderBy(desc(billingRuns.startedAt))
    .limit(1);
  if (!row) return { flagged: [], finishedAt: null };
  return { flagged: row.flagged.filter((flag) => flag.userId === userId), finishedAt: row.finishedAt };
}
