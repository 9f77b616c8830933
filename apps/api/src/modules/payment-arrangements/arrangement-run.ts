import { amsterdamToday, arrangementDailyAction } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrangementInstalments, paymentArrangements } from '../../db/schema/index.ts';
import { instalmentsAtBank } from './arrangement-collection-lines.ts';
import { arrangementEmail } from './arrangement-messages.ts';
import {
  findArrangement,
  loadCovered,
  openOfCovered,
  progressOf,
  recordArrangementEvent,
  scheduleOf,
} from './arrangement-records.ts';
import { getArrangementRules } from './arrangement-settings.ts';
import { afterArrangementMoney, closeArrangement } from './pay-arrangement.ts';

// The daily arrangement run (issue 30), before the dunning run: an arrangement paid in full (by any route)
// is completed, services come back on after the first instalment when it says so, a late instalment is
// reminded once after the grace days, and one still unpaid a second grace period later lapses the
// arrangement — its claims go back into collection, and the dunning run that follows takes them on. Each
// arrangement is its own transaction: one that cannot be processed is reported, the others go on.

export type ArrangementRunResult = {
  checked: number;
  reminded: number;
  lapsed: number;
  completed: number;
  failures: { arrangementId: string; error: string }[];
};

export async function runArrangements(db: DbOrTx, now: Date): Promise<ArrangementRunResult> {
  const result: ArrangementRunResult = { checked: 0, reminded: 0, lapsed: 0, completed: 0, failures: [] };
  const active = await db
    .select({ id: paymentArrangements.id })
    .from(paymentArrangements)
    .where(eq(paymentArrangements.status, 'active'))
    .orderBy(paymentArrangements.createdAt);
  const actor = { id: null, now };
  const today = amsterdamToday(now);
  for (const { id } of active) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const arrangement = await findArrangement(tx, id, { lock: true });
        // Closed since the list was read (a payment completed it, staff ended it): nothing to do.
        if (!arrangement) return 'none';
        if (arrangement.status !== 'active') return 'none';
        const after = await afterArrangementMoney(tx, arrangement, actor);
        if (after.completed) return 'completed';
        const rules = await getArrangementRules(tx);
        const schedule = await scheduleOf(tx, after.arrangement);
        const progress = progressOf(
          schedule,
          openOfCovered(await loadCovered(tx, id)),
          today,
          rules.graceDays,
        );
        // An instalment whose direct debit is at the bank is not late: the bank file decides.
        const atBank = await instalmentsAtBank(
          tx,
          schedule.map((row) => row.id),
        );
        const action = arrangementDailyAction(progress, {
          remindedSequences: new Set(schedule.filter((row) => row.remindedAt).map((row) => row.sequence)),
          atBankSequences: new Set(schedule.filter((row) => atBank.has(row.id)).map((row) => row.sequence)),
        });
        if (action.type === 'remind') {
          await tx
            .update(arrangementInstalments)
            .set({ remindedAt: now })
            .where(
              and(
                eq(arrangementInstalments.arrangementId, id),
                eq(arrangementInstalments.scheduleVersion, after.arrangement.scheduleVersion),
                eq(arrangementInstalments.sequence, action.sequence),
              ),
            );
          await arrangementEmail(tx, after.arrangement, 'reminder', actor, { sequence: action.sequence });
          await recordArrangementEvent(tx, id, 'reminded', actor, { sequence: action.sequence });
          return 'reminded';
        }
        if (action.type === 'lapse') {
          // The mail is written after the claims are let go, so it tells what is open now.
          const lapsed = await closeArrangement(tx, after.arrangement, 'lapsed', actor, {
            sequence: action.sequence,
          });
          await arrangementEmail(tx, lapsed, 'lapsed', actor, { sequence: action.sequence });
          return 'lapsed';
        }
        return 'none';
      });
      result.checked += 1;
      if (outcome === 'reminded') result.reminded += 1;
      if (outcome === 'lapsed') result.lapsed += 1;
      if (outcome === 'completed') result.completed += 1;
    } catch (error) {
      result.failures.push({
        arrangementId: id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}
