import type { IsoDate } from '../amsterdam-date';
import type { ClaimMoney } from './claim-money';
import {
  type ClaimFacts,
  type ClaimState,
  claimState,
  type DebitBlock,
  type DebitBlockCode,
  type StoredClaimStatus,
} from './claim-state';
import type { ReturnReason } from './return-reasons';

// The events that move a claim, and for each whether it is allowed now and what the claim becomes. A
// refused event comes back with the reason in Dutch; the services answer it as a 409.

export type ClaimEvent =
  /** The next SEPA batch takes the claim. */
  | { type: 'batch_include' }
  /** The batch it is in was cancelled before it reached the bank. */
  | { type: 'batch_cancel' }
  /** The batch it is in is handed to the bank. */
  | { type: 'batch_submit' }
  /** A bank file says the collection came in, for the amount its file asked. */
  | { type: 'bank_collected'; amountCents: number }
  /** A bank file returns or rejects the collection (with the IBAN it was collected from). */
  | {
      type: 'bank_returned';
      code: string | null;
      /** The collection had come in first: a refund or a late return reverses its payment. */
      afterCollection: boolean;
      item: { mandateId: string; iban: string | null };
      /** afterCollection: the amount the bank takes back. */
      amountCents?: number;
      /** afterCollection: what that collection put on account credit and is still there (issue 27, case 2). */
      surplusOnCreditCents?: number;
    }
  /**
   * The bank refused the whole file or payment-information block the collection was in (pain.002 GrpSts or
   * PmtInfSts RJCT, the transaction without a status of its own), before any debtor's bank saw it.
   */
  | { type: 'batch_rejected'; code: string | null; item: { mandateId: string; iban: string | null } }
  /** Money received outside the direct debit, or the customer's account credit used on the claim. */
  | {
      type: 'payment';
      amountCents: number;
      route: PaymentRoute;
      /** Staff saw that the claim's collection is at the bank and book a manual payment anyway. */
      confirmedAtBank?: boolean;
    }
  /** A credit note on the claim; whole: nothing is left to credit after it. */
  | { type: 'credit_note'; amountCents: number; whole: boolean; confirmedAtBank?: boolean }
  /** The due date passed: an open claim is overdue. */
  | { type: 'due_date_passed' }
  /** The customer gave a new IBAN or a new mandate. */
  | { type: 'payment_method_renewed' }
  /** Staff offer the claim to the next batch (retry-payment, "naar incasso"). */
  | { type: 'staff_retry' }
  /** The dunning run (or staff through it) takes a reminder or letter step. */
  | { type: 'dunning_step' }
  /**
   * The customer starts paying the claim online (issue 29): may they, now? arrangementId: as part of an
   * instalment of that payment arrangement (issue 30), not the claim on its own.
   */
  | { type: 'online_payment_started'; arrangementId?: string }
  /** A started online payment failed, was canceled or expired: no money moved. */
  | { type: 'online_payment_ended'; outcome: 'failed' | 'canceled' | 'expired' }
  /**
   * The provider gave money of an online payment back: a refund staff asked for (now done), or a chargeback.
   * surplusOnCreditCents: what that payment put on account credit and is still there.
   */
  | { type: 'online_refunded'; amountCents: number; surplusOnCreditCents: number }
  | { type: 'online_charged_back'; amountCents: number; surplusOnCreditCents: number }
  /**
   * The bank took back an arrangement instalment's direct debit after it was booked (issue 30): what it had
   * paid on this claim is owed again. disputed: the customer had it reversed (MD06), staff decide what next.
   */
  | { type: 'instalment_returned'; amountCents: number; disputed: boolean };

/**
 * How money reaches a claim. manual: booked by staff (who can be asked first); bank_transfer and online: it has
 * arrived and is booked whatever the claim's state; account_credit: the customer's credit settles the claim.
 */
export type PaymentRoute = 'manual' | 'bank_transfer' | 'online' | 'account_credit';

export type AllowedClaimEvent = {
  allowed: true;
  /** What invoices.status becomes. */
  status: StoredClaimStatus;
  /** The facts after the event (amounts as before: the caller books the money). */
  facts: ClaimFacts;
  /** The state after the event, for the customer's message and the report. */
  after: ClaimState;
  /** bank_returned and batch_rejected: the row of the reason code, and whether the mandate is no longer usable. */
  returnReason?: ReturnReason;
  invalidateMandate?: boolean;
  /**
   * payment, credit_note: the claim's collection is at the bank and will still be debited; when it comes in,
   * what it brings beyond the claim becomes account credit, marked for refund, and the customer is told.
   */
  collectionAtBank?: boolean;
  /** What the event does with money: on the claim and on the customer's account credit. */
  money?: ClaimMoney;
  /** The claim is settled by this event (paid_at is now); reopens: it was settled and is open again. */
  settles?: boolean;
  reopens?: boolean;
  /** The claim did not change (already as asked). */
  unchanged?: boolean;
};

/** Why an event is refused: a code a screen words in its own language (the contract's error reasons). */
export type ClaimRefusalCode =
  | 'claim_in_batch'
  | 'claim_not_offered'
  | 'claim_batch_not_cancellable'
  | 'claim_batch_not_submittable'
  | 'claim_no_collection'
  | 'claim_credited'
  | 'claim_fully_credited'
  | 'claim_paid'
  | 'claim_at_bank'
  | 'claim_closed'
  | 'claim_nothing_open'
  | 'claim_next_batch'
  | 'claim_bank_deciding'
  | 'claim_in_unsent_batch'
  | 'claim_awaits_staff'
  | 'claim_step_not_due'
  | 'claim_duplicate_submission'
  | 'claim_collection_at_bank'
  | 'claim_iban_changed'
  | 'claim_amount_changed'
  | 'claim_in_arrangement'
  | 'claim_held_by_arrangement'
  | `debit_${DebitBlockCode}`;

export type RefusedClaimEvent = {
  allowed: false;
  /** In Dutch, for the API's `error` text and the reports. */
  reason: string;
  code: ClaimRefusalCode;
  params?: Record<string, string | number>;
};

export type ClaimDecision = AllowedClaimEvent | RefusedClaimEvent;

export type ClaimContext = { today: IsoDate; dueDate: IsoDate };

export const refuse = (code: ClaimRefusalCode, reason: string): ClaimDecision => ({
  allowed: false,
  reason,
  code,
});

export const refuseDebit = (blocked: DebitBlock): ClaimDecision => ({
  allowed: false,
  reason: blocked.message,
  code: `debit_${blocked.code}`,
  ...(blocked.params ? { params: blocked.params } : {}),
});

/** open before the due date, overdue after: what an invoice offered for collection is stored as. */
export function offeredStatus(context: ClaimContext): StoredClaimStatus {
  return context.dueDate < context.today ? 'overdue' : 'open';
}

export function allow(
  facts: ClaimFacts,
  status: StoredClaimStatus,
  extra: Partial<Omit<AllowedClaimEvent, 'allowed' | 'status' | 'after' | 'facts'>> = {},
): AllowedClaimEvent {
  const next = { ...facts, status };
  return { allowed: true, status, facts: next, after: claimState(next), ...extra };
}
