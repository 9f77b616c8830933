import {
  NEEDS_NEW_PAYMENT_METHOD,
  type ReturnReasonClass,
  reasonOfReturn,
  STAFF_REVIEW,
} from './return-reasons';

// ARCHITECTURE "Claims": one lifecycle decides what may happen to a claim (an invoice) next. The services
// load these facts, ask this module, and act on its answer; nothing else decides whether a claim may be
// debited, reminded or offered again.

/** How an invoice is stored (invoices.status). 'failed': a collection came back and was not offered again. */
export type StoredClaimStatus = 'open' | 'pending' | 'paid' | 'failed' | 'overdue' | 'expired' | 'cancelled';

/** The dunning stage of the claim's open collection case, if it has one. */
export type DunningStage =
  | 'initial_notice'
  | 'first_reminder'
  | 'second_reminder'
  | 'final_notice'
  | 'legal_action';

/** Everything the lifecycle needs to know about one invoice, read in one query (claim-facts.ts in the API). */
export type ClaimFacts = {
  paymentType: 'sepa' | 'bank_transfer';
  status: StoredClaimStatus;
  /** Total minus paid, in cents. */
  openCents: number;
  /** The invoice's mandate; usable: status 'valid'. */
  mandate: { id: string; iban: string; usable: boolean } | null;
  /** The customer's structured address is complete (a debtor needs one in the pain.008 and on the invoice). */
  addressComplete: boolean;
  /**
   * A detail of the debtor (name, address, IBAN, mandate) that the pain.008 writer cannot carry, by the
   * writer's own rules (packages/sepa debtorProblem); null when it can. The batch leaves such a claim out.
   */
  debtorData: DebtorDataProblem | null;
  /** The collection under way: in a file not yet at the bank, or in one handed to the bank. */
  collection: 'batch_created' | 'batch_submitted' | null;
  /**
   * The collection under way as its file carries it: the debtor's IBAN and the amount, as they were when the
   * file was written. A file whose debtor changed IBAN since, or whose claim was lowered since, may not go
   * to the bank (issue 27). Null without a collection under way; absent in facts made before issue 27.
   */
  collectionInFile?: { iban: string | null; amountCents: number; mandateId?: string } | null;
  /** Collections that reached the bank (collected, returned, or pending in a submitted batch). */
  bankAttempts: number;
  /**
   * The newest return: its code and the mandate and IBAN it was collected from; batchRejected when the
   * bank refused the whole file or block it was in (its code is then about our file, not the debtor).
   */
  lastReturn: { code: string | null; mandateId: string; iban: string | null; batchRejected?: boolean } | null;
  /** An earlier collection of this claim was refunded on the debtor's request (MD06). */
  chargedBack: boolean;
  /** Staff paid (part of) an online payment of this claim back (issue 29): not debited again unasked. */
  refundedOnline?: boolean;
  dunning: { stage: DunningStage; noticeSent: boolean } | null;
  /**
   * The payment arrangement that covers the claim (issue 30), while it holds it (proposed or active): the
   * claim is paid by the arrangement's instalments, not debited or dunned itself. Absent: none. number: the
   * arrangement's BR-… number, for what the customer is told.
   */
  arrangement?: { id: string; status: 'proposed' | 'active'; number?: string } | null;
};

/** The debtor's detail a SEPA file cannot carry: which one, and the value as stored. */
export type DebtorDataProblem = { field: DebtorDataField; value: string };
export type DebtorDataField =
  | 'name'
  | 'town'
  | 'country'
  | 'iban'
  | 'bic'
  | 'mandate_reference'
  | 'mandate_signed_on'
  | 'amendment'
  | 'original_mandate_reference'
  | 'original_iban';

const debtorFieldWords: Record<DebtorDataField, string> = {
  name: 'de naam van de rekeninghouder',
  town: 'de woonplaats van de klant',
  country: 'het land van de klant',
  iban: 'het IBAN van de machtiging',
  bic: 'de BIC van de machtiging',
  mandate_reference: 'het kenmerk van de machtiging',
  mandate_signed_on: 'de ondertekendatum van de machtiging',
  amendment: 'de wijziging van de machtiging',
  original_mandate_reference: 'het oude kenmerk van de machtiging',
  original_iban: 'het oude IBAN van de machtiging',
};

/** Who moves the claim next if the customer does nothing. A customer can always pay; nobody waits on them. */
export type NextActor = 'next_batch' | 'staff' | 'bank' | 'dunning_run' | 'arrangement';

export type ClaimStateName =
  | 'paid'
  | 'credited'
  | 'written_off'
  | 'awaiting_collection'
  | 'retry_scheduled'
  | 'in_batch'
  | 'submitted'
  | 'awaiting_payment_method'
  | 'awaiting_transfer'
  | 'in_collection'
  | 'in_arrangement'
  | 'staff_review';

export type ClaimState = {
  name: ClaimStateName;
  /** null: the claim is final. */
  nextActor: NextActor | null;
  /** Why the claim may not be debited now, or null when the next batch takes it. */
  debitBlock: DebitBlock | null;
  /** The class of the newest return, when that is what the claim waits on. */
  returnClass: ReturnReasonClass | null;
};

/** Collections of one claim that reached the bank, all together: the first, two AM04 retries, one by hand. */
export const MAX_BANK_ATTEMPTS = 4;
/** AM04 is retried automatically while fewer than this many collections reached the bank. */
export const AUTOMATIC_RETRY_ATTEMPTS = 3;

/** Final states: nothing more happens to the claim. */
export function isFinal(facts: Pick<ClaimFacts, 'status' | 'openCents'>): boolean {
  return (
    facts.status === 'paid' ||
    facts.status === 'cancelled' ||
    facts.status === 'expired' ||
    facts.openCents <= 0
  );
}

/** A letter or final notice asks the customer to transfer the money: debiting as well could make them pay twice. */
export function letterAsksTransfer(facts: Pick<ClaimFacts, 'dunning'>): boolean {
  return (
    facts.dunning !== null &&
    (facts.dunning.noticeSent ||
      facts.dunning.stage === 'final_notice' ||
      facts.dunning.stage === 'legal_action')
  );
}

/** The newest return still stands: the claim has not been given a new IBAN or mandate since. */
export function returnStillStands(facts: Pick<ClaimFacts, 'lastReturn' | 'mandate'>): boolean {
  const { lastReturn, mandate } = facts;
  if (!lastReturn) return false;
  if (!mandate) return true;
  return mandate.id === lastReturn.mandateId && mandate.iban === lastReturn.iban;
}

export type DebitBlockCode =
  | 'not_sepa'
  | 'settled'
  | 'chargeback'
  | 'refunded'
  | 'letter'
  | 'needs_payment_method'
  | 'manual_return'
  | 'mandate'
  | 'address'
  | 'debtor_data'
  | 'attempts'
  | 'arrangement';

/** `params` fill the screens' own text for the code (the return code, the attempts). */
export type DebitBlock = { code: DebitBlockCode; message: string; params?: Record<string, string | number> };

const block = (
  code: DebitBlockCode,
  message: string,
  params?: Record<string, string | number>,
): DebitBlock => ({ code, message, ...(params ? { params } : {}) });

/**
 * Why the claim may not be debited, whatever its stored status says, or null when it may. The same rule
 * for the batch, the retry button, "naar incasso", marking a batch sent and what the customer is told.
 */
export function debitBlock(facts: ClaimFacts): DebitBlock | null {
  if (facts.paymentType !== 'sepa')
    return block('not_sepa', 'Deze factuur wordt per overboeking betaald, niet via incasso.');
  if (isFinal(facts)) return block('settled', 'Er staat op deze factuur niets meer open.');
  if (facts.arrangement)
    return block(
      'arrangement',
      'Deze factuur valt onder een betalingsregeling: de klant betaalt de termijnen, de factuur zelf wordt niet afgeschreven.',
    );
  if (facts.chargedBack)
    return block(
      'chargeback',
      'Een teruggeboekte incasso (MD06) wordt niet opnieuw afgeschreven; de klant betaalt per overboeking.',
    );
  if (facts.refundedOnline)
    return block(
      'refunded',
      'Op deze factuur is een online betaling terugbetaald; we schrijven niet opnieuw af, de klant betaalt per overboeking.',
    );
  if (letterAsksTransfer(facts))
    return block(
      'letter',
      'De klant heeft een aanmaning gekregen die om een overboeking vraagt; we schrijven niet ook nog af.',
    );
  if (facts.lastReturn && returnStillStands(facts)) {
    const reason = reasonOfReturn(facts.lastReturn);
    if (NEEDS_NEW_PAYMENT_METHOD.has(reason.reasonClass))
      return block(
        'needs_payment_method',
        `De vorige incasso kwam terug (${reason.code}: ${reason.meaning}); eerst een nieuw IBAN of een nieuwe machtiging.`,
        { returnCode: reason.code },
      );
    if (reason.reasonClass === 'deceased' || reason.reasonClass === 'duplicate')
      return block(
        'manual_return',
        `De vorige incasso kwam terug (${reason.code}: ${reason.meaning}); dit handelen we met de hand af.`,
        { returnCode: reason.code },
      );
  }
  if (!facts.mandate?.usable)
    return block(
      'mandate',
      'De machtiging is niet geldig; vraag de klant om een nieuwe machtiging of een overboeking.',
    );
  if (!facts.addressComplete)
    return block(
      'address',
      'Het adres van de klant is niet volledig (straat, huisnummer, postcode, plaats, land); dat is nodig voor de incasso.',
    );
  if (facts.debtorData)
    return block(
      'debtor_data',
      `${debtorFieldWords[facts.debtorData.field]} ('${facts.debtorData.value}') past niet in een incassobestand (SEPA-tekens); pas dat eerst aan.`,
      { field: facts.debtorData.field, value: facts.debtorData.value },
    );
  if (facts.bankAttempts >= MAX_BANK_ATTEMPTS)
    return block(
      'attempts',
      `Deze factuur is al ${facts.bankAttempts} keer ter incasso aangeboden; de klant betaalt per overboeking.`,
      { count: facts.bankAttempts },
    );
  return null;
}

/** The state of a claim and who moves it next. */
export function claimState(facts: ClaimFacts): ClaimState {
  const blocked = debitBlock(facts);
  const state = (
    name: ClaimStateName,
    nextActor: NextActor | null,
    returnClass: ReturnReasonClass | null,
  ): ClaimState => ({
    name,
    nextActor,
    debitBlock: nextActor === 'next_batch' ? null : blocked,
    returnClass,
  });
  if (facts.status === 'cancelled') return state('credited', null, null);
  if (facts.status === 'expired') return state('written_off', null, null);
  if (isFinal(facts)) return state('paid', null, null);
  if (facts.collection === 'batch_created') return state('in_batch', 'staff', null);
  if (facts.collection === 'batch_submitted' || facts.status === 'pending')
    return state('submitted', 'bank', null);
  if (facts.arrangement) return state('in_arrangement', 'arrangement', null);

  const returned = facts.lastReturn && returnStillStands(facts) ? reasonOfReturn(facts.lastReturn) : null;
  const returnClass = returned?.reasonClass ?? null;
  if (returnClass && STAFF_REVIEW.has(returnClass) && facts.status === 'failed')
    return state('staff_review', 'staff', returnClass);
  if (facts.dunning?.stage === 'legal_action') return state('in_collection', 'staff', returnClass);

  const offered = facts.status === 'open' || facts.status === 'overdue';
  if (offered && blocked === null)
    return state(facts.lastReturn ? 'retry_scheduled' : 'awaiting_collection', 'next_batch', returnClass);
  // Offered for collection, but the debit needs an address, or data a SEPA file can carry, first: someone
  // has to ask for it or correct it; the batch leaves the claim out meanwhile (issue 26).
  if (offered && (blocked?.code === 'address' || blocked?.code === 'debtor_data'))
    return state('staff_review', 'staff', returnClass);
  if (facts.dunning && facts.dunning.stage !== 'initial_notice')
    return state('in_collection', 'dunning_run', returnClass);
  if (blocked?.code === 'needs_payment_method' || blocked?.code === 'mandate')
    return state('awaiting_payment_method', 'dunning_run', returnClass);
  return state('awaiting_transfer', 'dunning_run', returnClass);
}

/**
 * A collection letter's fee as a claim of its own: it is never debited (no pre-notification announced it),
 * the customer pays it with the letter's reference, fee first (art. 6:44 BW); once the letter is unpaid past
 * its date, what follows (a bailiff, writing it off) is staff's.
 */
export function letterFeeState(fee: { feeCents: number; feePaidCents: number }): ClaimState {
  if (fee.feePaidCents >= fee.feeCents)
    return { name: 'paid', nextActor: null, debitBlock: null, returnClass: null };
  return {
    name: 'awaiting_transfer',
    nextActor: 'staff',
    debitBlock: {
      code: 'not_sepa',
      message: 'Incassokosten worden niet afgeschreven: de klant betaalt ze met het kenmerk van de brief.',
    },
    returnClass: null,
  };
}
