import type { AdjustArrangementBody } from '@hostportaal/contract';
import {
  type ArrangementEvent,
  amsterdamToday,
  decideArrangement,
  instalmentSchedule,
  invalidSchedule,
  MAX_INSTALMENTS,
} from '@hostportaal/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  arrangementInstalments,
  type PaymentArrangement,
  paymentArrangements,
} from '../../db/schema/index.ts';
import { issueArrangementConfirmation } from './arrangement-confirmation.ts';
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
import { firstDebitDateOf, writeSchedule } from './create-arrangement.ts';
import { closeArrangement, resumeServices } from './pay-arrangement.ts';

// Staff's actions on an arrangement (issue 30): approve or reject a customer's proposal, adjust the schedule
// (a new version replaces the old; both stay), end it, resume the services once the first instalment is
// paid. Each locks the arrangement and asks packages/domain whether the action may happen in its status.

type Staff = { id: string; now: Date };

async function locked(tx: DbOrTx, id: string, event: ArrangementEvent) {
  const arrangement = await findArrangement(tx, id, { lock: true });
  if (!arrangement) throw refusal('NOT_FOUND', 'arrangement_not_found', 'Betalingsregeling niet gevonden');
  const decision = decideArrangement(arrangement.status, event);
  if (!decision.allowed) throw refusal('CONFLICT', decision.code, decision.reason);
  return { arrangement, status: decision.status };
}

export async function approveArrangement(db: Db, id: string, note: string, staff: Staff) {
  return db.transaction(async (tx) => {
    const { arrangement } = await locked(tx, id, { type: 'approve' });
    const [row] = await tx
      .update(paymentArrangements)
      .set({ status: 'active', decidedBy: staff.id, decidedAt: staff.now, updatedAt: staff.now })
      .where(eq(paymentArrangements.id, arrangement.id))
      .returning();
    if (!row) throw new Error('arrangement vanished');
    await recordArrangementEvent(tx, id, 'approved', staff, note ? { note } : {});
    const confirmation = await issueArrangementConfirmation(tx, row, staff);
    await arrangementEmail(tx, row, 'approved', staff, { confirmation });
    return row;
  });
}

export async function rejectArrangement(db: Db, id: string, reason: string, staff: Staff) {
  return db.transaction(async (tx) => {
    const { arrangement } = await locked(tx, id, { type: 'reject' });
    const row = await closeArrangement(tx, arrangement, 'rejected', staff, { reason });
    await arrangementEmail(tx, row, 'rejected', staff, { reason });
    return row;
  });
}

export async function endArrangement(db: Db, id: string, reason: string, staff: Staff) {
  return db.transaction(async (tx) => {
    const { arrangement } = await locked(tx, id, { type: 'end' });
    const row = await closeArrangement(tx, arrangement, 'ended', staff, { reason });
    await arrangementEmail(tx, row, 'ended', staff, { reason });
    return row;
  });
}

/** A new schedule over what is still open; the old version's rows are kept, marked superseded. */
export async function adjustArrangement(db: Db, id: string, body: AdjustArrangementBody, staff: Staff) {
  return db.transaction(async (tx) => {
    const { arrangement } = await locked(tx, id, { type: 'adjust' });
    const open = openOfCovered(await loadCovered(tx, id));
    if (open <= 0)
      throw refusal(
        'CONFLICT',
        'arrangement_nothing_open',
        'Op deze betalingsregeling staat niets meer open.',
      );
    const today = amsterdamToday(staff.now);
    // One instalment is allowed here: staff may agree that the rest is paid at once on a later date.
    // By direct debit the new confirmation is the new pre-notification: the first debit waits for it.
    const firstDebit = arrangement.method === 'sepa' ? await firstDebitDateOf(tx, today) : undefined;
    const invalid = invalidSchedule(
      { totalCents: open, instalments: Math.max(2, body.instalments), firstDueDate: body.firstDueDate },
      today,
      firstDebit,
    );
    if (invalid) throw refusal('VALIDATION_FAILED', invalid.code, invalid.message, invalid.params);
    if (body.instalments > MAX_INSTALMENTS || body.instalments > open)
      throw refusal(
        'VALIDATION_FAILED',
        'arrangement_too_many_instalments',
        `Ten hoogste ${MAX_INSTALMENTS} termijnen.`,
        {
          max: MAX_INSTALMENTS,
        },
      );
    const version = arrangement.scheduleVersion + 1;
    await tx
      .update(arrangementInstalments)
      .set({ supersededAt: staff.now })
      .where(and(eq(arrangementInstalments.arrangementId, id), isNull(arrangementInstalments.supersededAt)));
    await writeSchedule(
      tx,
      id,
      version,
      instalmentSchedule(open, body.instalments, body.firstDueDate),
      staff.now,
    );
    const [row] = await tx
      .update(paymentArrangements)
      .set({ scheduleVersion: version, updatedAt: staff.now })
      .where(eq(paymentArrangements.id, id))
      .returning();
    if (!row) throw new Error('arrangement vanished');
    await recordArrangementEvent(tx, id, 'adjusted', staff, {
      fromVersion: arrangement.scheduleVersion,
      toVersion: version,
      openCents: open,
      instalments: body.instalments,
      firstDueDate: body.firstDueDate,
      ...(body.note ? { note: body.note } : {}),
    });
    if (row.status === 'active') {
      const confirmation = await issueArrangementConfirmation(tx, row, staff);
      await arrangementEmail(tx, row, 'adjusted', staff, { confirmation });
    }
    return row;
  });
}

/** Staff resume the suspended services once the first instalment is paid (issue 30). */
export async function resumeArrangementServices(
  db: Db,
  id: string,
  staff: Staff,
): Promise<PaymentArrangement> {
  return db.transaction(async (tx) => {
    const arrangement = await findArrangement(tx, id, { lock: true });
    if (!arrangement) throw refusal('NOT_FOUND', 'arrangement_not_found', 'Betalingsregeling niet gevonden');
    if (arrangement.status !== 'active')
      throw refusal('CONFLICT', 'arrangement_closed', 'Deze betalingsregeling loopt niet.');
    const covered = await loadCovered(tx, id);
    const rules = await getArrangementRules(tx);
    const progress = progressOf(
      await scheduleOf(tx, arrangement),
      openOfCovered(covered),
      amsterdamToday(staff.now),
      rules.graceDays,
    );
    if (!progress.firstPaid)
      throw refusal(
        'CONFLICT',
        'arrangement_first_unpaid',
        'De diensten gaan weer aan zodra de eerste termijn is betaald.',
      );
    return resumeServices(tx, arrangement, covered.invoices, staff);
  });
}
