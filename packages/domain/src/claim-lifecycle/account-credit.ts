import type { IsoDate } from '../amsterdam-date';
import { formatCents } from '../money';
import { type AllowedClaimEvent, decideClaimEvent } from './claim-events';
import type { ClaimFacts } from './claim-state';

// The customer's account credit is money we owe them. It settles their open claims, oldest first, before a
// batch debits them or the dunning run reminds them (issue 27, case 7); what cannot be settled is paid back,
// and an account is not closed while we owe it anything.

export type CreditClaim = { id: string; dueDate: IsoDate; facts: ClaimFacts };

/**
 * What the available credit settles: each claim in the order given (oldest first) is asked of the lifecycle
 * (payment by account_credit), so a claim whose collection is under way is left for its collection.
 */
export function planCreditUse(
  balanceCents: number,
  claims: CreditClaim[],
  today: IsoDate,
): { id: string; decision: AllowedClaimEvent }[] {
  let remaining = balanceCents;
  const plan: { id: string; decision: AllowedClaimEvent }[] = [];
  for (const claim of claims) {
    if (remaining <= 0) break;
    const decision = decideClaimEvent(
      claim.facts,
      { type: 'payment', route: 'account_credit', amountCents: remaining },
      { today, dueDate: claim.dueDate },
    );
    if (!decision.allowed || !decision.money || decision.money.claimCents <= 0) continue;
    remaining -= decision.money.claimCents;
    plan.push({ id: claim.id, decision });
  }
  return plan;
}

/** What an account still has with us when it asks to be deleted. */
export type AccountClosingFacts = {
  /** Claims with something open. */
  unpaidClaims: number;
  /** Collection costs of letters, unpaid and not waived. */
  openFeeCents: number;
  /** The account credit: money we owe the customer. */
  creditCents: number;
  /** Collections in a file the bank has: it still debits them on their date. */
  collectionsAtBank: number;
};

export type AccountClosingRefusal =
  | 'account_unpaid_claims'
  | 'account_open_fees'
  | 'account_has_credit'
  | 'account_collection_at_bank';

export type AccountDeletionDecision =
  | { allowed: true }
  | {
      allowed: false;
      code: AccountClosingRefusal;
      reason: string;
      params: Record<string, string | number>;
    };

/**
 * Whether an account may be deleted (anonymised) now. Not while the customer owes us (collection must stay
 * possible), nor while we owe the customer (the credit would vanish with the account: issue 27, case 4), nor
 * while a collection is at the bank (its money would arrive for an account nobody can pay back).
 */
export function decideAccountDeletion(facts: AccountClosingFacts): AccountDeletionDecision {
  if (facts.unpaidClaims > 0)
    return {
      allowed: false,
      code: 'account_unpaid_claims',
      reason: 'Er staan nog facturen open; die moeten eerst betaald of gecrediteerd zijn.',
      params: { count: facts.unpaidClaims },
    };
  if (facts.openFeeCents > 0)
    return {
      allowed: false,
      code: 'account_open_fees',
      reason: `Er staat nog ${formatCents(facts.openFeeCents)} aan incassokosten open.`,
      params: { amountCents: facts.openFeeCents, amount: formatCents(facts.openFeeCents) },
    };
  if (facts.collectionsAtBank > 0)
    return {
      allowed: false,
      code: 'account_collection_at_bank',
      reason:
        'Er ligt nog een incasso bij de bank; die wordt nog afgeschreven en moet eerst binnen of terug zijn.',
      params: { count: facts.collectionsAtBank },
    };
  if (facts.creditCents > 0)
    return {
      allowed: false,
      code: 'account_has_credit',
      reason: `Er staat nog ${formatCents(facts.creditCents)} tegoed op het account; dat wordt eerst terugbetaald.`,
      params: { amountCents: facts.creditCents, amount: formatCents(facts.creditCents) },
    };
  return { allowed: true };
}
