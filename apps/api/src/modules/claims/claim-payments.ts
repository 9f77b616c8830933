import { randomUUID } from 'node:crypto';
import {
  type AllowedClaimEvent,
  amsterdamToday,
  decideClaimEvent,
  type PaymentRoute,
  type RefusedClaimEvent,
  type StoredClaimStatus,
} from '@hostportaal/domain';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';
import { addCreditEntries, creditEntryOf } from '../account-credit/credit-ledger.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { claimWriteOf, writeClaims } from './claim-executor.ts';
import type { Claim } from './claim-facts.ts';

// Money received for one claim, by any route (issue 27): the claim lifecycle's payment event decides what it
// pays and what becomes the customer's credit, the executor writes the claim, the payment is recorded whole
// and the credit entry says why. Used by a manual payment, a bank-file line assigned by hand, a letter's
// claims and the transfers the bank-file import books one by one.

export type PaymentMethod = (typeof payments.$inferInsert)['method'];

export type ReceivedMoney = {
  amountCents: number;
  route: Exclude<PaymentRoute, 'account_credit'>;
  method: PaymentMethod;
  /** The bank's or the provider's id of the payment, so the same one in a later file is known. */
  externalId?: string | null;
  /** The reference the money quoted (the invoice's own, or a letter's). */
  reference?: string | null;
  notes?: string | null;
  /** Staff saw that the claim's collection is at the bank and book it anyway. */
  confirmedAtBank?: boolean;
};

export type BookedClaimPayment = {
  allowed: true;
  decision: AllowedClaimEvent;
  paymentId: string;
  /** What the money paid of the claim, and what went to the account credit. */
  appliedCents: number;
  creditedCents: number;
  status: StoredClaimStatus;
  openCents: number;
};

/**
 * Books money on a claim the caller loaded locked (loadClaimsById with lock). A refusal of the lifecycle is
 * returned as it is (nothing written); the caller answers it.
 */
export async function bookClaimPayment(
  tx: DbOrTx,
  claim: Claim,
  money: ReceivedMoney,
  actor: { id: string | null; now: Date },
): Promise<BookedClaimPayment | RefusedClaimEvent> {
  const decision = decideClaimEvent(
    claim.facts,
    {
      type: 'payment',
      amountCents: money.amountCents,
      route: money.route,
      ...(money.confirmedAtBank ? { confirmedAtBank: true } : {}),
    },
    { today: amsterdamToday(actor.now), dueDate: claim.row.due_date },
  );
  if (!decision.allowed) return decision;
  const { row } = claim;
  const paymentId = randomUUID();
  await writeClaims(tx, [
    claimWriteOf({ id: row.id, paidCents: Number(row.paid_cents) }, decision, actor.now),
  ]);
  await tx.insert(payments).values({
    id: paymentId,
    userId: row.user_id,
    invoiceId: row.id,
    amountCents: money.amountCents,
    method: money.method,
    reference: money.reference ?? row.payment_reference,
    externalId: money.externalId ?? null,
    notes: money.notes || null,
    receivedAt: actor.now,
    createdBy: actor.id,
    createdAt: actor.now,
  });
  const entry = creditEntryOf(
    decision.money,
    { userId: row.user_id, invoiceId: row.id, invoiceNumber: row.invoice_number },
    { paymentId, createdBy: actor.id },
  );
  if (entry) await addCreditEntries(tx, [entry], actor.now);
  // A claim the payment settles leaves collection now, not at the next dunning run.
  await syncCollectionCases(tx, actor.now, { invoiceIds: [row.id] });
  return {
    allowed: true,
    decision,
    paymentId,
    appliedCents: decision.money?.claimCents ?? 0,
    creditedCents: Math.max(0, decision.money?.creditCents ?? 0),
    status: decision.status,
    openCents: decision.facts.openCents,
  };
}
