import type { IsoDate } from '../amsterdam-date';
import { formatCents } from '../money';
import { type ClaimMoney, moneyReceived, moneyTakenBack } from './claim-money';
import {
  AUTOMATIC_RETRY_ATTEMPTS,
  type ClaimFacts,
  type ClaimState,
  claimState,
  type DebitBlock,
  type DebitBlockCode,
  debitBlock,
  isFinal,
  returnStillStands,
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
  | { type: 'dunning_step' };

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
      // But the file debits the account and the amount it was written with (issue 27, case 3): after a new
      // IBAN or mandate it would debit the old account, after a part payment or credit note too much.
      const inFile = facts.collectionInFile;
      if (
        inFile &&
        facts.mandate &&
        ((inFile.iban !== null && inFile.iban !== facts.mandate.iban) ||
          (inFile.mandateId !== undefined && inFile.mandateId !== facts.mandate.id))
      )
        return refuse(
          'claim_iban_changed',
          'De klant heeft na het schrijven van dit bestand een ander rekeningnummer of een nieuwe machtiging opgegeven; het bestand zou nog van de oude rekening afschrijven.',
        );
      if (inFile && inFile.amountCents > facts.openCents)
        return {
          allowed: false,
          code: 'claim_amount_changed',
          reason: `Op deze factuur staat nu ${formatCents(facts.openCents)} open; het bestand schrijft ${formatCents(inFile.amountCents)} af.`,
          params: {
            openCents: facts.openCents,
            fileCents: inFile.amountCents,
            open: formatCents(facts.openCents),
            file: formatCents(inFile.amountCents),
          },
        };
      return allow({ ...facts, collection: 'batch_submitted' }, 'pending');
    }
    case 'bank_collected': {
      if (!facts.collection) return refuse('claim_no_collection', 'Er loopt voor deze factuur geen incasso.');
      // Booked whole: what the claim still asks is paid, the rest is the customer's credit (paid twice when the
      // claim was settled meanwhile by a transfer, a manual payment or a credit note).
      const money = moneyReceived(isFinal(facts) ? 0 : facts.openCents, event.amountCents);
      const openAfter = facts.openCents - money.claimCents;
      const collected: ClaimFacts = {
        ...facts,
        collection: null,
        collectionInFile: null,
        openCents: openAfter,
      };
      if (facts.status === 'cancelled' || facts.status === 'expired')
        return allow(collected, facts.status, { money });
      if (openAfter > 0) return allow(collected, offeredStatus(context), { money });
      return allow(collected, 'paid', { money, ...(facts.status !== 'paid' ? { settles: true } : {}) });
    }
    case 'bank_returned': {
      const reason = returnReasonOf(event.code);
      const chargedBack = facts.chargedBack || reason.code === CHARGEBACK_REASON_CODE;
      // A return is about the account it was collected from: it says nothing of an account the mandate
      // carries since, so it never makes that one unusable (issue 27, case 3).
      const sameAccount =
        facts.mandate === null ||
        facts.mandate.id !== event.item.mandateId ||
        facts.mandate.iban === event.item.iban;
      const invalidateMandate = reason.invalidatesMandate && sameAccount;
      const mandate =
        facts.mandate && invalidateMandate && facts.mandate.id === event.item.mandateId
          ? { ...facts.mandate, usable: false }
          : facts.mandate;
      const bankAttempts = facts.collection === 'batch_created' ? facts.bankAttempts + 1 : facts.bankAttempts;
      const money = event.afterCollection
        ? moneyTakenBack(event.amountCents ?? 0, event.surplusOnCreditCents ?? 0)
        : null;
      const openAfter = facts.openCents - (money?.claimCents ?? 0);
      const returned: ClaimFacts = {
        ...facts,
        collection: null,
        collectionInFile: null,
        openCents: openAfter,
        mandate,
        chargedBack,
        bankAttempts,
        lastReturn: { code: reason.code || null, mandateId: event.item.mandateId, iban: event.item.iban },
      };
      const extra = {
        returnReason: reason,
        invalidateMandate,
        ...(money && (money.claimCents !== 0 || money.creditCents !== 0) ? { money } : {}),
      };
      if (facts.status === 'cancelled' || facts.status === 'expired')
        return allow(returned, facts.status, extra);
      // Paid by other means while the collection was under way, or paid net once the refund came off the
      // credit the collection had become: the return takes nothing the claim still needs, it stays paid.
      if (openAfter <= 0) return allow(returned, 'paid', extra);
      const mayDebit = debitBlock({ ...returned, status: 'open' }) === null;
      // AM04: once more with the next batch while retries are left (DOMAIN-NL §2: at most two).
      const retry =
        reason.reasonClass === 'insufficient_funds' && bankAttempts < AUTOMATIC_RETRY_ATTEMPTS && mayDebit;
      // The account was refused, but the customer gave another since the file was written: the next batch
      // debits that one, as a new IBAN given after the return would (payment_method_renewed).
      const renewedMeanwhile =
        NEEDS_NEW_PAYMENT_METHOD.has(reason.reasonClass) && !returnStillStands(returned) && mayDebit;
      const status = retry || renewedMeanwhile ? offeredStatus(context) : 'failed';
      return allow(returned, status, { ...extra, ...(facts.status === 'paid' ? { reopens: true } : {}) });
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
      const atBank = facts.collection === 'batch_submitted';
      const amount = event.amountCents;
      let money: ClaimMoney;
      if (event.route === 'account_credit') {
        if (facts.status === 'cancelled' || facts.status === 'expired')
          return refuse('claim_closed', 'Deze factuur staat niet meer open.');
        if (isFinal(facts)) return refuse('claim_paid', 'Deze factuur is al betaald.');
        // Credit waits for the outcome of a collection under way: settling it too would take the money twice.
        if (facts.collection === 'batch_created')
          return refuse('claim_in_batch', 'Deze factuur zit al in een incassobestand.');
        if (atBank) return refuse('claim_at_bank', 'De incasso van deze factuur ligt al bij de bank.');
        const used = Math.min(amount, facts.openCents);
        money = { claimCents: used, creditCents: -used, creditKind: 'applied' };
      } else if (event.route === 'manual') {
        if (facts.status === 'cancelled') return refuse('claim_credited', 'Deze factuur is gecrediteerd.');
        if (isFinal(facts)) return refuse('claim_paid', 'Deze factuur is al betaald.');
        // The bank debits the file's amount on its date whatever is booked here: staff are asked first.
        if (atBank && !event.confirmedAtBank)
          return refuse(
            'claim_collection_at_bank',
            'De incasso van deze factuur ligt al bij de bank en wordt nog afgeschreven; boek je deze betaling ook, dan betaalt de klant dubbel.',
          );
        money = moneyReceived(facts.openCents, amount);
      } else {
        // A transfer or an online payment has arrived: it is booked, on a settled claim as credit.
        money = moneyReceived(isFinal(facts) ? 0 : facts.openCents, amount);
      }
      const openAfter = facts.openCents - money.claimCents;
      const settles = !isFinal(facts) && money.claimCents > 0 && openAfter <= 0;
      return allow({ ...facts, openCents: openAfter }, settles ? 'paid' : facts.status, {
        money,
        ...(settles ? { settles } : {}),
        ...(atBank ? { collectionAtBank: true } : {}),
      });
    }
    case 'credit_note': {
      if (facts.status === 'cancelled')
        return refuse('claim_fully_credited', 'Deze factuur is al volledig gecrediteerd.');
      const atBank = facts.collection === 'batch_submitted';
      if (atBank && !event.confirmedAtBank)
        return refuse(
          'claim_collection_at_bank',
          'De incasso van deze factuur ligt al bij de bank en wordt nog afgeschreven; crediteer je haar nu, dan komt wat de bank int als tegoed bij de klant.',
        );
      // The credit settles what is open; what the customer had already paid of it becomes their credit.
      const received = moneyReceived(isFinal(facts) ? 0 : facts.openCents, event.amountCents);
      const money: ClaimMoney =
        received.creditCents > 0 ? { ...received, creditKind: 'credit_note' } : received;
      const openAfter = facts.openCents - money.claimCents;
      const credited = { ...facts, openCents: openAfter };
      const flag = atBank ? { collectionAtBank: true } : {};
      if (event.whole) return allow(credited, 'cancelled', { money, ...flag });
      const settles = !isFinal(facts) && money.claimCents > 0 && openAfter <= 0;
      return allow(credited, settles ? 'paid' : facts.status, {
        money,
        ...(settles ? { settles } : {}),
        ...flag,
      });
    }
    case 'due_date_passed': {
      if (facts.status !== 'open' || context.dueDate >= context.today)
        return allow(facts, facts.status, { unchanged: true });
      return allow(facts, 'overdue');
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
