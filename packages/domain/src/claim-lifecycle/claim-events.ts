import type { IsoDate } from '../amsterdam-date';
import {
  AUTOMATIC_RETRY_ATTEMPTS,
  type ClaimFacts,
  type ClaimState,
  claimState,
  type DebitBlock,
  type DebitBlockCode,
  debitBlock,
  type StoredClaimStatus,
} from './claim-state';
import {
  batchRejectionReason,
  CHARGEBACK_REASON_CODE,
  NEEDS_NEW_PAYMENT_METHOD,
  type ReturnReason,
  reasonOfReturn,
  returnReasonOf,
} from './return-reasons';

// The events that move a claim, and for each whether it is allowed now and what the claim becomes. A
// refused event comes back with the reason in Dutch; the services answer it as a 409.

export type ClaimEvent =
  /** The next SEPA batch takes the claim. */
  | { type: 'batch_include' }
  /** The batch it is in was cancelled before it reached the bank. */
  | { type: 'batch_cancel' }
  /** The batch it is in is handed to the bank. */
  | { type: 'batch_submit' }
  /** A bank file says the collection came in. */
  | { type: 'bank_collected' }
  /** A bank file returns or rejects the collection (with the IBAN it was collected from). */
  | {
      type: 'bank_returned';
      code: string | null;
      /** The collection had come in first: a refund or a late return reverses its payment. */
      afterCollection: boolean;
      item: { mandateId: string; iban: string | null };
    }
  /**
   * The bank refused the whole file or payment-information block the collection was in (pain.002 GrpSts or
   * PmtInfSts RJCT, the transaction without a status of its own), before any debtor's bank saw it.
   */
  | { type: 'batch_rejected'; code: string | null; item: { mandateId: string; iban: string | null } }
  /** Money received outside the direct debit (a transfer, a manual booking). */
  | { type: 'payment' }
  | { type: 'credit_note' }
  /** The customer gave a new IBAN or a new mandate. */
  | { type: 'payment_method_renewed' }
  /** Staff offer the claim to the next batch (retry-payment, "naar incasso"). */
  | { type: 'staff_retry' }
  /** The dunning run (or staff through it) takes a reminder or letter step. */
  | { type: 'dunning_step' };

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
  /** payment: the claim's collection is at the bank and will still be debited (the surplus becomes credit). */
  collectionAtBank?: boolean;
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

const refuse = (code: ClaimRefusalCode, reason: string): ClaimDecision => ({ allowed: false, reason, code });

const refuseDebit = (blocked: DebitBlock): ClaimDecision => ({
  allowed: false,
  reason: blocked.message,
  code: `debit_${blocked.code}`,
  ...(blocked.params ? { params: blocked.params } : {}),
});

/** open before the due date, overdue after: what an invoice offered for collection is stored as. */
function offeredStatus(context: ClaimContext): StoredClaimStatus {
  return context.dueDate < context.today ? 'overdue' : 'open';
}

function allow(
  facts: ClaimFacts,
  status: StoredClaimStatus,
  extra: Partial<Omit<AllowedClaimEvent, 'allowed' | 'status' | 'after' | 'facts'>> = {},
): AllowedClaimEvent {
  const next = { ...facts, status };
  return { allowed: true, status, facts: next, after: claimState(next), ...extra };
}

function whyNotDunning(state: ClaimState): ClaimDecision {
  switch (state.nextActor) {
    case null:
      return refuse('claim_nothing_open', 'Er staat op deze factuur niets meer open.');
    case 'next_batch':
      return refuse(
        'claim_next_batch',
        'Deze factuur gaat mee in de volgende incasso; er wordt nu niet aangemaand.',
      );
    case 'bank':
      return refuse(
        'claim_bank_deciding',
        'De incasso van deze factuur ligt bij de bank; wacht op de uitslag.',
      );
    case 'staff':
      return state.name === 'in_batch'
        ? refuse(
            'claim_in_unsent_batch',
            'Deze factuur zit in een incassobestand dat nog niet naar de bank is.',
          )
        : refuse(
            'claim_awaits_staff',
            'Deze factuur wacht op een medewerker; de aanmaanrun slaat haar over.',
          );
    default:
      return refuse('claim_step_not_due', 'Deze stap is nu niet aan de orde.');
  }
}

export function decideClaimEvent(facts: ClaimFacts, event: ClaimEvent, context: ClaimContext): ClaimDecision {
  switch (event.type) {
    case 'batch_include': {
      if (facts.collection) return refuse('claim_in_batch', 'Deze factuur zit al in een incassobestand.');
      if (facts.status !== 'open' && facts.status !== 'overdue')
        return refuse('claim_not_offered', 'Deze factuur is niet aangeboden voor incasso.');
      const blocked = debitBlock(facts);
      if (blocked) return refuseDebit(blocked);
      return allow({ ...facts, collection: 'batch_created' }, 'pending');
    }
    case 'batch_cancel': {
      if (facts.collection !== 'batch_created')
        return refuse(
          'claim_batch_not_cancellable',
          'Deze factuur zit niet in een incassobestand dat nog geannuleerd kan worden.',
        );
      if (facts.openCents <= 0)
        return allow({ ...facts, collection: null }, facts.status === 'cancelled' ? 'cancelled' : 'paid');
      return allow({ ...facts, collection: null }, offeredStatus(context));
    }
    case 'batch_submit': {
      if (facts.collection !== 'batch_created')
        return refuse(
          'claim_batch_not_submittable',
          'Deze factuur zit niet in een incassobestand dat nog naar de bank moet.',
        );
      // The file already holds the debtor's address and data as they were written: a customer changing them
      // since cannot make the file unwritable, so it does not hold back everybody's batch (issue 26).
      const blocked = debitBlock({
        ...facts,
        collection: null,
        status: 'open',
        addressComplete: true,
        debtorData: null,
      });
      if (blocked) return refuseDebit(blocked);
      return allow({ ...facts, collection: 'batch_submitted' }, 'pending');
    }
    case 'bank_collected': {
      if (!facts.collection) return refuse('claim_no_collection', 'Er loopt voor deze factuur geen incasso.');
      return allow({ ...facts, collection: null }, facts.status === 'cancelled' ? 'cancelled' : 'paid');
    }
    case 'bank_returned': {
      const reason = returnReasonOf(event.code);
      const chargedBack = facts.chargedBack || reason.code === CHARGEBACK_REASON_CODE;
      const mandate =
        facts.mandate && reason.invalidatesMandate ? { ...facts.mandate, usable: false } : facts.mandate;
      const bankAttempts = facts.collection === 'batch_created' ? facts.bankAttempts + 1 : facts.bankAttempts;
      const returned: ClaimFacts = {
        ...facts,
        collection: null,
        mandate,
        chargedBack,
        bankAttempts,
        lastReturn: { code: reason.code || null, mandateId: event.item.mandateId, iban: event.item.iban },
      };
      if (facts.status === 'cancelled')
        return allow(returned, 'cancelled', {
          returnReason: reason,
          invalidateMandate: reason.invalidatesMandate,
        });
      // Paid by hand while the collection was under way: the return takes nothing back, the claim stays paid.
      if (!event.afterCollection && facts.openCents <= 0)
        return allow(returned, 'paid', {
          returnReason: reason,
          invalidateMandate: reason.invalidatesMandate,
        });
      // AM04: once more with the next batch while retries are left (DOMAIN-NL §2: at most two).
      const retry =
        reason.reasonClass === 'insufficient_funds' &&
        bankAttempts < AUTOMATIC_RETRY_ATTEMPTS &&
        debitBlock({ ...returned, status: 'open' }) === null;
      const status = retry ? offeredStatus(context) : 'failed';
      return allow(returned, status, { returnReason: reason, invalidateMandate: reason.invalidatesMandate });
    }
    case 'batch_rejected': {
      if (!facts.collection) return refuse('claim_no_collection', 'Er loopt voor deze factuur geen incasso.');
      // A duplicate upload is refused, not the collections in it: the first upload of the file stands and
      // its collections still come in.
      if (returnReasonOf(event.code).reasonClass === 'duplicate')
        return refuse(
          'claim_duplicate_submission',
          'De bank weigerde een dubbele aanlevering van het incassobestand; de incasso uit de eerste aanlevering loopt door.',
        );
      const reason = batchRejectionReason(event.code);
      const rejected: ClaimFacts = {
        ...facts,
        collection: null,
        // No debtor's bank saw it: it is not one of the claim's attempts at the bank.
        bankAttempts:
          facts.collection === 'batch_submitted' ? Math.max(0, facts.bankAttempts - 1) : facts.bankAttempts,
        lastReturn: {
          code: reason.code || null,
          mandateId: event.item.mandateId,
          iban: event.item.iban,
          batchRejected: true,
        },
      };
      // Paid or credited while the file was at the bank: nothing is left to collect.
      const status =
        facts.status === 'cancelled' || facts.status === 'expired'
          ? facts.status
          : facts.openCents <= 0
            ? 'paid'
            : 'failed';
      return allow(rejected, status, { returnReason: reason, invalidateMandate: false });
    }
    case 'payment': {
      if (facts.status === 'cancelled') return refuse('claim_credited', 'Deze factuur is gecrediteerd.');
      if (facts.openCents <= 0) return refuse('claim_paid', 'Deze factuur is al betaald.');
      // The bank debits the file's amount on its date whatever is booked here (decision 022: a collection
      // that comes in for a claim paid meanwhile becomes account credit); staff are warned first.
      return allow(
        facts,
        facts.status,
        facts.collection === 'batch_submitted' ? { collectionAtBank: true } : {},
      );
    }
    case 'credit_note': {
      if (facts.status === 'cancelled')
        return refuse('claim_fully_credited', 'Deze factuur is al volledig gecrediteerd.');
      return allow(facts, facts.status);
    }
    case 'payment_method_renewed': {
      // Only a claim that waited for a new IBAN or mandate goes back to the next batch by itself. The facts
      // are those after the renewal, so the return that asked for it no longer stands: its class tells.
      const asked = facts.lastReturn ? reasonOfReturn(facts.lastReturn).reasonClass : null;
      const waited = facts.status === 'failed' && asked !== null && NEEDS_NEW_PAYMENT_METHOD.has(asked);
      if (!waited || debitBlock({ ...facts, status: 'open' }) !== null)
        return allow(facts, facts.status, { unchanged: true });
      return allow(facts, offeredStatus(context));
    }
    case 'staff_retry': {
      if (facts.collection === 'batch_created')
        return refuse('claim_in_batch', 'Deze factuur zit al in een incassobestand.');
      if (facts.collection === 'batch_submitted' || facts.status === 'pending')
        return refuse('claim_at_bank', 'De incasso van deze factuur ligt al bij de bank.');
      if (facts.status === 'paid' || facts.openCents <= 0)
        return refuse('claim_paid', 'Deze factuur is al betaald.');
      if (facts.status === 'cancelled' || facts.status === 'expired')
        return refuse('claim_closed', 'Deze factuur staat niet meer open.');
      const blocked = debitBlock(facts);
      if (blocked) return refuseDebit(blocked);
      if (facts.status === 'open' || facts.status === 'overdue')
        return allow(facts, facts.status, { unchanged: true });
      return allow(facts, offeredStatus(context));
    }
    case 'dunning_step': {
      const state = claimState(facts);
      if (state.nextActor !== 'dunning_run') return whyNotDunning(state);
      return allow(facts, facts.status, { unchanged: true });
    }
  }
}
