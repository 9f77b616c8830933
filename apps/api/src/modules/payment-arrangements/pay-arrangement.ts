import { amsterdamToday, formatCents } from '@hostportaal/domain';
import { and, eq } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  arrangementClaims,
  arrangementInstalments,
  type InstalmentBooking,
  type PaymentArrangement,
  paymentArrangements,
  payments,
} from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { addCreditEntries } from '../account-credit/credit-ledger.ts';
import type { Claim } from '../claims/claim-facts.ts';
import { bookClaimPayment, type ReceivedMoney } from '../claims/claim-payments.ts';
import { markLetterPaidWhenSettled, payLetterFee } from '../collections/pay-letter.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { reactivateSubscription } from '../subscriptions/reactivate-subscription.ts';
import { arrangementEmail } from './arrangement-messages.ts';
import {
  arrangementNumber,
  findArrangement,
  loadCovered,
  openOfCovered,
  progressOf,
  recordArrangementEvent,
  scheduleOf,
} from './arrangement-records.ts';
import { getArrangementRules } from './arrangement-settings.ts';

// Money for an arrangement (issue 30), by any route: a transfer quoting an instalment's PAY- reference (bank
// file), staff's manual booking, a payment online. It is booked on the covered claims through the claims'
// own payment path: the letters' costs first, then the invoices oldest first (art. 6:44 BW); what is beyond
// becomes account credit. Overpaying pays the next instalments, because progress is what the claims no
// longer have open.

type Actor = { id: string | null; now: Date };
export type ArrangementMoney = Omit<ReceivedMoney, 'confirmedAtBank'>;

export type ArrangementPayment = {
  arrangement: PaymentArrangement;
  feePaidCents: number;
  appliedCents: number;
  creditedCents: number;
  remainingCents: number;
  completed: boolean;
  /** What the money paid: each letter's costs, each invoice, and the credit (a return takes exactly this back). */
  booking: InstalmentBooking;
};

/** The instalment (of any schedule version) a PAY- reference belongs to. */
export async function findInstalmentByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({ instalment: arrangementInstalments, arrangement: paymentArrangements })
    .from(arrangementInstalments)
    .innerJoin(paymentArrangements, eq(paymentArrangements.id, arrangementInstalments.arrangementId))
    .where(eq(arrangementInstalments.paymentReference, reference))
    .limit(1);
  return row;
}

export async function payArrangement(
  tx: DbOrTx,
  arrangementId: string,
  money: ArrangementMoney,
  actor: Actor,
): Promise<ArrangementPayment> {
  const arrangement = await findArrangement(tx, arrangementId, { lock: true });
  if (!arrangement) throw refusal('NOT_FOUND', 'arrangement_not_found', 'Betalingsregeling niet gevonden');
  const covered = await loadCovered(tx, arrangementId, { lock: true });
  const openBefore = openOfCovered(covered);
  const number = arrangementNumber(arrangement);
  const lastInvoice = covered.invoices.at(-1);
  // Money staff book by hand beyond what is open, with no invoice to carry it as credit, is refused; money
  // that arrived (a bank file) stays on the bank-file report for staff instead.
  if (openBefore === 0 && money.route === 'manual')
    throw refusal(
      'CONFLICT',
      'arrangement_nothing_open',
      `Op betalingsregeling ${number} staat niets meer open.`,
    );
  let left = money.amountCents;
  let feePaidCents = 0;
  const booking: InstalmentBooking = { fees: [], invoices: [], creditCents: 0 };
  for (const fee of covered.fees) {
    const part = Math.min(left, fee.cents);
    if (part <= 0) continue;
    await payLetterFee(tx, fee.letter, part, { ...money, notes: `Betalingsregeling ${number}` }, actor);
    await markLetterPaidWhenSettled(tx, fee.letter, actor.now);
    booking.fees.push({ letterId: fee.letter.id, cents: part });
    feePaidCents += part;
    left -= part;
  }
  const targets: { claim: Claim; cents: number }[] = [];
  for (const claim of covered.invoices) {
    if (claim.row.status === 'cancelled' || claim.row.status === 'expired') continue;
    const part = Math.min(left, Math.max(0, claim.facts.openCents));
    if (part <= 0) continue;
    targets.push({ claim, cents: part });
    left -= part;
  }
  // Money that arrived (not staff's booking) beyond an arrangement of letter costs only has no invoice to
  // carry it: it is the customer's credit straight away, never a payment the bank file or Mollie keeps offering.
  let creditOnly = 0;
  if (left > 0) {
    const last = targets.at(-1);
    if (last) last.cents += left;
    else if (lastInvoice) targets.push({ claim: lastInvoice, cents: left });
    else if (money.route !== 'manual') creditOnly = left;
    else
      throw refusal(
        'CONFLICT',
        'arrangement_nothing_open',
        `Op betalingsregeling ${number} staat niets meer open.`,
      );
  }
  let appliedCents = 0;
  let creditedCents = 0;
  for (const target of targets) {
    const booked = await bookClaimPayment(
      tx,
      target.claim,
      { ...money, amountCents: target.cents, notes: money.notes || `Betalingsregeling ${number}` },
      actor,
    );
    if (!booked.allowed) throw refusal('CONFLICT', booked.code, booked.reason, booked.params);
    appliedCents += booked.appliedCents;
    creditedCents += booked.creditedCents;
    if (booked.appliedCents > 0)
      booking.invoices.push({ invoiceId: target.claim.row.id, cents: booked.appliedCents });
  }
  if (creditOnly > 0) {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: arrangement.userId,
        invoiceId: null,
        amountCents: creditOnly,
        method: money.method,
        reference: money.reference ?? null,
        externalId: money.externalId ?? null,
        notes: `Betalingsregeling ${number}: meer dan er openstond`,
        receivedAt: actor.now,
        createdBy: actor.id,
        createdAt: actor.now,
      })
      .returning({ id: payments.id });
    await addCreditEntries(
      tx,
      [
        {
          userId: arrangement.userId,
          kind: 'overpayment',
          amountCents: creditOnly,
          paymentId: payment?.id ?? null,
          description: `Betaald op betalingsregeling ${number} boven wat openstond`,
          createdBy: actor.id,
        },
      ],
      actor.now,
    );
    creditedCents += creditOnly;
  }
  booking.creditCents = creditedCents;
  // What went beyond the arrangement is the customer's credit: it settles their other open claims at once
  // (issue 27, case 7), as after any other payment.
  if (creditedCents > 0) await applyAvailableCredit(tx, { userIds: [arrangement.userId] }, actor);
  await recordArrangementEvent(tx, arrangementId, 'payment', actor, {
    amountCents: money.amountCents,
    route: money.route,
    method: money.method,
    reference: money.reference ?? null,
    ...(creditedCents > 0 ? { creditedCents } : {}),
  });
  const after = await afterArrangementMoney(tx, arrangement, actor);
  return {
    arrangement: after.arrangement,
    feePaidCents,
    appliedCents: appliedCents + feePaidCents,
    creditedCents,
    remainingCents: after.remainingCents,
    completed: after.completed,
    booking,
  };
}

/**
 * After money reached the covered claims (by this path or any other): a fully paid arrangement is completed,
 * and once the first instalment is paid the suspended services come back on when the arrangement says so.
 */
export async function afterArrangementMoney(tx: DbOrTx, arrangement: PaymentArrangement, actor: Actor) {
  const covered = await loadCovered(tx, arrangement.id);
  const open = openOfCovered(covered);
  if (arrangement.status !== 'active') return { arrangement, remainingCents: open, completed: false };
  if (open === 0) {
    const completed = await closeArrangement(tx, arrangement, 'completed', actor);
    await arrangementEmail(tx, completed, 'completed', actor);
    return { arrangement: completed, remainingCents: 0, completed: true };
  }
  const rules = await getArrangementRules(tx);
  const progress = progressOf(
    await scheduleOf(tx, arrangement),
    open,
    amsterdamToday(actor.now),
    rules.graceDays,
  );
  if (progress.firstPaid && arrangement.resumeOnFirstInstalment && !arrangement.servicesResumedAt) {
    const resumed = await resumeServices(tx, arrangement, covered.invoices, actor);
    return { arrangement: resumed, remainingCents: open, completed: false };
  }
  return { arrangement, remainingCents: open, completed: false };
}

/** Lifts the suspension of the services whose invoices the arrangement covers; records that it did. */
export async function resumeServices(
  tx: DbOrTx,
  arrangement: PaymentArrangement,
  invoicesCovered: Claim[],
  actor: Actor,
): Promise<PaymentArrangement> {
  const number = arrangementNumber(arrangement);
  let resumed = 0;
  for (const subscriptionId of new Set(invoicesCovered.flatMap((claim) => claim.row.subscription_id ?? []))) {
    const outcome = await reactivateSubscription(
      tx,
      subscriptionId,
      actor,
      `Betalingsregeling ${number}: eerste termijn betaald`,
      { liftSuspensionOnly: true, cause: { arrangementNumber: number } },
    );
    if (outcome.reactivated) resumed += 1;
  }
  const [row] = await tx
    .update(paymentArrangements)
    .set({ servicesResumedAt: actor.now, updatedAt: actor.now })
    .where(eq(paymentArrangements.id, arrangement.id))
    .returning();
  await recordArrangementEvent(tx, arrangement.id, 'services_resumed', actor, { services: resumed });
  return row ?? arrangement;
}

/**
 * Closes an arrangement (completed, lapsed, ended, rejected): it lets go of its claims, which go back into
 * collection at the stage their cases had reached — the dunning run takes them on from there.
 */
export async function closeArrangement(
  tx: DbOrTx,
  arrangement: PaymentArrangement,
  status: 'completed' | 'lapsed' | 'ended' | 'rejected',
  actor: Actor,
  details: { reason?: string; sequence?: number } = {},
): Promise<PaymentArrangement> {
  const [row] = await tx
    .update(paymentArrangements)
    .set({
      status,
      closedAt: actor.now,
      closeReason: details.reason ?? null,
      updatedAt: actor.now,
      ...(status === 'rejected' ? { decidedBy: actor.id, decidedAt: actor.now } : {}),
    })
    .where(eq(paymentArrangements.id, arrangement.id))
    .returning();
  const released = await tx
    .update(arrangementClaims)
    .set({ holding: false })
    .where(and(eq(arrangementClaims.arrangementId, arrangement.id), eq(arrangementClaims.holding, true)))
    .returning({ invoiceId: arrangementClaims.invoiceId });
  const invoiceIds = released.flatMap((claim) => claim.invoiceId ?? []);
  if (invoiceIds.length > 0) await syncCollectionCases(tx, actor.now, { invoiceIds });
  await recordArrangementEvent(tx, arrangement.id, status, actor, {
    ...(details.reason ? { reason: details.reason } : {}),
    ...(details.sequence ? { sequence: details.sequence } : {}),
  });
  if (!row) throw new Error('arrangement vanished while closing');
  return row;
}

export const paymentText = (payment: ArrangementPayment) =>
  `${formatCents(payment.appliedCents)} geboekt op betalingsregeling ${arrangementNumber(payment.arrangement)}${payment.creditedCents > 0 ? `; ${formatCents(payment.creditedCents)} werd tegoed` : ''}`;
