import { formatCents } from '../money';
import {
  allow,
  type ClaimContext,
  type ClaimDecision,
  type ClaimEvent,
  offeredStatus,
  refuse,
  refuseDebit,
} from './claim-decision';
import { moneyReceived, moneyTakenBack } from './claim-money';
import {
  AUTOMATIC_RETRY_ATTEMPTS,
  type ClaimFacts,
  debitBlock,
  isFinal,
  returnStillStands,
} from './claim-state';
import {
  batchRejectionReason,
  CHARGEBACK_REASON_CODE,
  NEEDS_NEW_PAYMENT_METHOD,
  returnReasonOf,
} from './return-reasons';

// The events between a claim and the bank: the next batch takes it, the file is cancelled or handed to the
// bank, the bank collects it, returns it, or refuses the file it was in (claim-events.ts dispatches here).

export type CollectionEvent = Extract<
  ClaimEvent,
  {
    type:
      | 'batch_include'
      | 'batch_cancel'
      | 'batch_submit'
      | 'bank_collected'
      | 'bank_returned'
      | 'batch_rejected';
  }
>;

export function decideCollectionEvent(
  facts: ClaimFacts,
  event: CollectionEvent,
  context: ClaimContext,
): ClaimDecision {
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
  }
}
