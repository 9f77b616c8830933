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

/** The steps the last dunning run could not take for one customer (and when it finished). */
export async function lastDunningRunFailuresOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ failures: dunningRuns.failures, finishedAt: dunningRuns.finishedAt })
    .from(dunningRuns)
    .orderBy(desc(dunningRuns.finishedAt))
    .limit(1);
  if (!row) return { failures: [], finishedAt: null };
  return {
    failures: row.failures.filter((failure) => failure.userId === userId),
    finishedAt: row.finishedAt,
  };
}
