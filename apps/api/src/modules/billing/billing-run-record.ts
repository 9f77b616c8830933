import { formatDateTime } from '@hostportaal/domain';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type BillingRun, type BillingRunFlag, billingRuns } from '../../db/schema/index.ts';

// A billing run's row in billing_runs: one billing run at a time, across API instances (issue 27).

/**
 * How long a billing run may take: its job's time limit (the billing-run job's expireInSeconds, after which
 * pg-boss fails the job). A run still running after that has no process behind it any more (killed, crashed).
 */
export const BILLING_RUN_TIMEOUT_SECONDS = 15 * 60;

export const ABANDONED_RUN_ERROR = `Not finished within ${BILLING_RUN_TIMEOUT_SECONDS / 60} minutes, the billing-run job's time limit: the process running it stopped (a restart, a crash). What it invoiced stands; the next run invoices the rest.`;

const runTotals = (runId: SQL) => ({
  invoicesCreated: sql<number>`(select count(*) from invoices where billing_run_id = ${runId})::int`,
  totalCents: sql<number>`(select coalesce(sum(total_cents), 0) from invoices where billing_run_id = ${runId})::int`,
});

/** Runs left running past the job's time limit are dead: failed, with what they invoiced. */
async function failAbandonedBillingRuns(db: DbOrTx, now: Date): Promise<void> {
  await db
    .update(billingRuns)
    .set({
      status: 'failed',
      error: ABANDONED_RUN_ERROR,
      ...runTotals(sql`billing_runs.id`),
      finishedAt: now,
    })
    .where(
      and(
        eq(billingRuns.status, 'running'),
        eq(billingRuns.scoped, false),
        lt(billingRuns.startedAt, new Date(now.getTime() - BILLING_RUN_TIMEOUT_SECONDS * 1000)),
      ),
    );
}

function billingRunInProgress(running: BillingRun) {
  return refusal(
    'CONFLICT',
    'billing_run_in_progress',
    `Er loopt al een facturatierun (gestart ${formatDateTime(running.startedAt)}). Start een nieuwe als die klaar is.`,
    { startedAt: running.startedAt.toISOString(), runId: running.id },
  );
}

/**
 * The run's row, written before the work starts so an admin sees it running. One billing run at a time
 * (the partial unique index billing_runs_one_running_idx, whichever instance inserts first): while another
 * runs nothing is written and the start is refused, 409 billing_run_in_progress naming when that run
 * started. A run past its job's time limit is failed first, so a crashed run does not block for ever. A
 * scoped run (an order's subscriptions, inside its caller's transaction) is not one of them: it always starts.
 */
export async function startBillingRun(
  db: DbOrTx,
  input: { today: string; now: Date; triggeredBy?: string | null; scoped?: boolean },
): Promise<BillingRun> {
  const scoped = input.scoped ?? false;
  if (!scoped) await failAbandonedBillingRuns(db, input.now);
  // The run in the way may finish between the insert and the look-up: then the insert is tried again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const [run] = await db
      .insert(billingRuns)
      .values({ runDate: input.today, triggeredBy: input.triggeredBy ?? null, startedAt: input.now, scoped })
      .onConflictDoNothing()
      .returning();
    if (run) return run;
    const [running] = await db
      .select()
      .from(billingRuns)
      .where(and(eq(billingRuns.status, 'running'), eq(billingRuns.scoped, false)))
      .limit(1);
    if (running) throw billingRunInProgress(running);
  }
  throw new Error('billing run row was not created');
}

/**
 * The run a job was handed, if it may go on with it: still running (an earlier attempt of the job was
 * killed) or finished (the job is repeated after its work was done). A failed run stays failed, and so does
 * one past its time limit: the job starts a new run instead.
 */
export async function continuableBillingRun(
  db: DbOrTx,
  runId: string,
  now: Date,
): Promise<BillingRun | null> {
  await failAbandonedBillingRuns(db, now);
  const [run] = await db.select().from(billingRuns).where(eq(billingRuns.id, runId));
  return run && run.status !== 'failed' ? run : null;
}

/** A run whose job could not be queued never runs: failed at once (when nothing finished it meanwhile). */
export async function failUnqueuedBillingRun(db: DbOrTx, runId: string, now: Date, reason: string) {
  await db
    .update(billingRuns)
    .set({
      status: 'failed',
      error: `Not started: its job could not be queued (${reason}).`,
      finishedAt: now,
    })
    .where(and(eq(billingRuns.id, runId), eq(billingRuns.status, 'running')));
}

export async function finishBillingRun(
  db: DbOrTx,
  runId: string,
  outcome: { status: 'finished' | 'failed'; error: string | null; flagged?: BillingRunFlag[] },
) {
  const [row] = await db
    .update(billingRuns)
    .set({ ...outcome, ...runTotals(sql`${runId}::uuid`), finishedAt: new Date() })
    .where(eq(billingRuns.id, runId))
    .returning();
  return row;
}
