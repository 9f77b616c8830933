import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dunningRuns } from '../../db/schema/index.ts';
import type { DunningRunResult } from './dunning-run.ts';

/** Writes down that a dunning run happened and what it did; one row per run, never changed. */
export async function recordDunningRun(
  db: DbOrTx,
  input: { runDate: string; triggeredBy: string | null; startedAt: Date; result: DunningRunResult },
): Promise<void> {
  await db.insert(dunningRuns).values({
    runDate: input.runDate,
    triggeredBy: input.triggeredBy,
    ...input.result,
    startedAt: input.startedAt,
    finishedAt: new Date(),
  });
}

/** When the last dunning run finished (null: never), from the index on finished_at. */
export async function lastDunningRunFinishedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ finishedAt: dunningRuns.finishedAt })
    .from(dunningRuns)
    .orderBy(desc(dunningRuns.finishedAt))
    .limit(1);
  return row?.finishedAt ?? null;
}
