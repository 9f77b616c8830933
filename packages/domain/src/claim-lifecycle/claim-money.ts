// Where money that comes in for a claim goes, and where money the bank takes back comes from. Every event
// that moves money (a payment by any route, a collection, a refund, a credit note, account credit used)
// answers with a ClaimMoney: what it puts on the claim and what it puts on, or takes off, the customer's
// account credit, with why. Nothing is left over: claimCents + creditCents is the money of the event.

/** Why account credit grows or shrinks: each entry of the customer's credit ledger has one. */
export type CreditKind =
  /** A payment was more than the claim still asked. */
  | 'overpayment'
  /** Money came in for a claim that was already settled: the customer paid twice (a collection after a transfer). */
  | 'double_payment'
  /** A credit note on what the customer had already paid. */
  | 'credit_note'
  /** Credit settled an open claim. */
  | 'applied'
  /** The bank took back a collection (MD06, a late return) whose money had become credit. */
  | 'reversal'
  /** Paid back to the customer. */
  | 'refund'
  /** The balance kept before the ledger existed (migration 0028). */
  | 'opening_balance';

export type ClaimMoney = {
  /** What the event adds to what is paid on the claim (negative: a reversal reopens it). */
  claimCents: number;
  /** What the event adds to the customer's account credit (negative: credit used or taken back). */
  creditCents: number;
  /** Why the credit changes; absent when it does not. */
  creditKind?: CreditKind;
};

/** What a sum received for a claim does: what is open is paid, the rest becomes credit with its reason. */
export function moneyReceived(openCents: number, amountCents: number): ClaimMoney {
  const open = Math.max(0, openCents);
  const claimCents = Math.min(open, amountCents);
  const creditCents = amountCents - claimCents;
  if (creditCents === 0) return { claimCents, creditCents };
  // Nothing was open: this money pays the claim a second time.
  return { claimCents, creditCents, creditKind: open === 0 ? 'double_payment' : 'overpayment' };
}

/**
 * The bank takes back a collection that had come in: what that collection put on account credit (and is
 * still there) comes back off the credit first, only the rest reopens the claim. So a claim paid by hand and
 * then collected stays paid when the customer's bank refunds the collection (issue 27, case 2).
 */
export function moneyTakenBack(amountCents: number, surplusStillOnCreditCents: number): ClaimMoney {
  const fromCredit = Math.min(amountCents, Math.max(0, surplusStillOnCreditCents));
  return {
    claimCents: fromCredit - amountCents,
    creditCents: -fromCredit,
    ...(fromCredit > 0 ? { creditKind: 'reversal' as const } : {}),
  };
}

export type AllocationTarget = { id: string; openCents: number };
export type Allocation = {
  /** What goes to the letter's collection costs. */
  feeCents: number;
  /** What goes to each claim, in the order given (oldest first). */
  claims: { id: string; cents: number }[];
  /** What is left after the costs and every claim: the customer's credit. */
  surplusCents: number;
};

/**
 * Art. 6:44 BW: a payment goes first to the costs, then to the principal — the letter's collection fee
 * first, then the claims in the order given (the caller gives the one the payment names first, then the
 * oldest); what is left over is the customer's.
 */
export function allocatePayment(
  amountCents: number,
  owed: { feeOpenCents: number; claims: AllocationTarget[] },
): Allocation {
  let remaining = amountCents;
  const feeCents = Math.min(remaining, Math.max(0, owed.feeOpenCents));
  remaining -= feeCents;
  const claims: Allocation['claims'] = [];
  for (const claim of owed.claims) {
    const cents = Math.min(remaining, Math.max(0, claim.openCents));
    if (cents <= 0) continue;
    claims.push({ id: claim.id, cents });
    remaining -= cents;
  }
  return { feeCents, claims, surplusCents: remaining };
}
