import type { BankFileActionCode, BankFileWordParams } from '@hostportaal/contract';
import {
  claimState,
  decideClaimEvent,
  formatCents,
  type IsoDate,
  type MessageContext,
  returnMessage,
} from '@hostportaal/domain';
import type { BankFileLineRecord } from '../../db/schema/index.ts';
import { bookBatchRejection } from './bank-file-batch-rejections.ts';
import {
  addCredit,
  applyMoney,
  collectedFacts,
  collectionPaymentId,
  surplusOf,
} from './bank-file-claim-money.ts';
import {
  addPayment,
  type Collection,
  type Invoice,
  invoiceChanged,
  type Ledger,
  reverseCollectionPayments,
  transferExternalId,
} from './bank-file-ledger.ts';
import type { BankLine } from './bank-file-lines.ts';

// What each line of a bank file does, decided by the claim lifecycle for the claim it touches and applied
// to the ledger in memory (bank-file-ledger.ts writes it back). Lines are processed in file order, so a
// later line sees what an earlier one did.

export type BookingContext = {
  now: Date;
  today: IsoDate;
  /** For the customer's message: when the next batch debits, where to transfer to. */
  message: Omit<MessageContext, 'paymentReference'>;
};

/** What was done, in Dutch (`action`) and as a code with its facts for the screens' own words. */
type Action = { action: string; actionCode: BankFileActionCode; actionParams: BankFileWordParams };
type Outcome = Action & { invoice: Invoice | null; outcome: BankFileLineRecord['outcome'] };

const did = (
  action: string,
  actionCode: BankFileActionCode,
  actionParams: BankFileWordParams = {},
): Action => ({
  action,
  actionCode,
  actionParams,
});

/**
 * A collection came in. It is booked whole: what the claim still owes pays it, anything beyond (the claim
 * was paid or credited meanwhile) becomes account credit, marked to be paid back, and the customer is told
 * they paid twice (issue 27, case 1).
 */
function bookCollection(ledger: Ledger, { item, invoice }: Collection, context: BookingContext): Action {
  const claim = ledger.claims.get(invoice.id);
  const decision = decideClaimEvent(
    claim?.facts ?? collectedFacts(invoice),
    { type: 'bank_collected', amountCents: item.amountCents },
    { today: context.today, dueDate: claim?.row.due_date ?? context.today },
  );
  if (!decision.allowed) throw new Error(`collection ${item.endToEndId}: ${decision.reason}`);
  if (claim) claim.facts = decision.facts;
  item.status = 'collected';
  ledger.changedItems.add(item);
  applyMoney(ledger, invoice, decision, context.now);
  const paymentId = addPayment(ledger, invoice, {
    amountCents: item.amountCents,
    method: 'sepa',
    externalId: item.endToEndId,
  });
  addCredit(ledger, invoice, decision, paymentId);
  const excess = Math.max(0, decision.money?.creditCents ?? 0);
  if (excess > 0)
    ledger.payments.push({ invoice, kind: 'paid_twice', amountCents: item.amountCents, creditCents: excess });
  const extra = excess > 0 ? `; ${formatCents(excess)} als tegoed (de factuur was al voldaan)` : '';
  return did(`Factuur ${invoice.invoiceNumber} betaald via incasso${extra}`, 'collection_paid', {
    invoiceNumber: invoice.invoiceNumber,
    ...(excess > 0 ? { creditCents: excess } : {}),
  });
}

/** A collection came back: the lifecycle decides what the claim becomes and what the customer is told. */
function bookReturn(ledger: Ledger, collection: Collection, line: BankLine, context: BookingContext): Action {
  const { item, invoice } = collection;
  const claim = ledger.claims.get(invoice.id);
  if (!claim) throw new Error(`claim ${invoice.id} was not loaded`);
  const afterCollection = item.status === 'collected';
  const paymentId = afterCollection ? collectionPaymentId(ledger, item.endToEndId) : null;
  const decision = decideClaimEvent(
    claim.facts,
    {
      type: 'bank_returned',
      code: line.reasonCode,
      afterCollection,
      item: { mandateId: item.mandateId, iban: item.debtorIban },
      ...(afterCollection
        ? { amountCents: item.amountCents, surplusOnCreditCents: surplusOf(ledger, paymentId) }
        : {}),
    },
    { today: context.today, dueDate: claim.row.due_date },
  );
  if (!decision.allowed)
    return did(`Factuur ${invoice.invoiceNumber}: ${decision.reason}`, 'return_refused', {
      invoiceNumber: invoice.invoiceNumber,
      refusal: decision.code,
      ...decision.params,
    });
  if (!decision.returnReason)
    return did(`Factuur ${invoice.invoiceNumber}: `, 'return_refused', {
      invoiceNumber: invoice.invoiceNumber,
    });
  const reason = decision.returnReason;
  // A refund after the collection (MD06 within 8 weeks) reverses its payment: what the collection had put on
  // account credit comes off that first, only the rest reopens the claim (issue 27, case 2).
  if (afterCollection) reverseCollectionPayments(ledger, item.endToEndId, line.reasonCode);
  if (decision.money && paymentId) {
    const fromCredit = decision.money.creditCents;
    if (fromCredit !== 0 && decision.money.creditKind) {
      ledger.creditEntries.push({
        userId: invoice.userId,
        kind: decision.money.creditKind,
        amountCents: fromCredit,
        invoiceId: invoice.id,
        paymentId,
        description: `Incasso van factuur ${invoice.invoiceNumber} door de bank teruggeboekt (${line.reasonCode ?? 'zonder code'})`,
      });
    }
  }
  item.status = 'returned';
  item.returnReasonCode = line.reasonCode;
  ledger.changedItems.add(item);
  invoice.paidCents += decision.money?.claimCents ?? 0;
  invoice.status = decision.status;
  if (invoice.paidCents < invoice.totalCents) invoice.paidAt = null;
  invoice.submittedForCollectionAt = null;
  invoiceChanged(ledger, invoice, { paidAt: true, submittedForCollectionAt: true });
  claim.facts = { ...decision.facts, openCents: invoice.totalCents - invoice.paidCents };
  if (decision.invalidateMandate) {
    ledger.invalidMandates.set(item.mandateId, item.debtorIban);
    for (const other of ledger.claims.values())
      if (other.facts.mandate?.id === item.mandateId && other.facts.mandate.iban === item.debtorIban)
        other.facts = { ...other.facts, mandate: { ...other.facts.mandate, usable: false } };
  }
  // What the customer is told follows the claim as it is now, its money corrected (a refund reopens it).
  const message = returnMessage(claimState(claim.facts), reason, {
    ...context.message,
    paymentReference: invoice.paymentReference,
  });
  if (message.promise !== 'none')
    ledger.returns.push({ invoice, amountCents: item.amountCents, customerText: message.text });
  const code = reason.code ? ` (${reason.code})` : '';
  const mandate = decision.invalidateMandate ? '; machtiging ongeldig' : '';
  return did(`Factuur ${invoice.invoiceNumber}: ${reason.meaning}${code}${mandate}`, 'return_applied', {
    invoiceNumber: invoice.invoiceNumber,
    returnCode: reason.code,
    mandateInvalid: decision.invalidateMandate === true,
  });
}

function findCollection(ledger: Ledger, line: BankLine): Collection | null {
  if (line.endToEndId) {
    const found = ledger.byEndToEndId.get(line.endToEndId);
    if (found) return found;
  }
  // Second chance: the mandate and the amount of a collection still in progress.
  if (line.mandateId && line.amountCents !== null) {
    const found = ledger.byMandate
      .get(line.mandateId)
      ?.find(
        ({ item }) =>
          item.amountCents === line.amountCents && (item.status === 'pending' || item.status === 'collected'),
      );
    if (found) return found;
  }
  return null;
}

/**
 * A batch booking: one credit for a whole payment-information block of ours. It pays the block's
 * collections still under way when it is exactly their sum; otherwise it is flagged, never booked.
 */
function bookBatch(ledger: Ledger, line: BankLine, id: string, context: BookingContext): Outcome {
  const block = ledger.byPaymentInformation.get(id) ?? [];
  if (block.length === 0)
    return {
      invoice: null,
      outcome: 'unmatched',
      ...did(`Verzamelboeking ${id}: geen incassoblok van ons`, 'batch_not_ours', {
        paymentInformationId: id,
      }),
    };
  const pending = block.filter(({ item }) => item.status === 'pending');
  if (pending.length === 0)
    return {
      invoice: null,
      outcome: 'already_known',
      ...did(`Verzamelboeking ${id}: al verwerkt`, 'batch_already_processed', { paymentInformationId: id }),
    };
  const sum = pending.reduce((total, { item }) => total + item.amountCents, 0);
  if (line.amountCents !== sum)
    return {
      invoice: null,
      outcome: 'unmatched',
      ...did(
        `Verzamelboeking ${id} van ${formatCents(line.amountCents ?? 0)} wijkt af van de ${pending.length} openstaande incasso's in dit blok (${formatCents(sum)}): niet geboekt, controleer de regel`,
        'batch_amount_differs',
        {
          paymentInformationId: id,
          amountCents: line.amountCents ?? 0,
          count: pending.length,
          sumCents: sum,
        },
      ),
    };
  for (const collection of pending) bookCollection(ledger, collection, context);
  return {
    invoice: null,
    outcome: 'matched',
    ...did(`Verzamelboeking ${id}: ${pending.length} incasso's betaald (${formatCents(sum)})`, 'batch_paid', {
      paymentInformationId: id,
      count: pending.length,
      sumCents: sum,
    }),
  };
}

function bookCreditTransfer(ledger: Ledger, line: BankLine, context: BookingContext): Outcome | null {
  const invoice = line.paymentReference ? ledger.byReference.get(line.paymentReference) : undefined;
  const externalId = transferExternalId(line);
  if (!invoice || line.amountCents === null || externalId === null) return null;
  if (ledger.bookedTransfers.has(externalId))
    return {
      invoice,
      outcome: 'already_known',
      ...did('Al geboekt', 'transfer_already_booked', { invoiceNumber: invoice.invoiceNumber }),
    };
  // An incassobrief asks its costs first (art. 6:44 BW): such a transfer is booked on its own after the
  // others (import-bank-file.ts), through the payment path that knows the letter.
  if (ledger.feeFirst.has(invoice.id)) return null;
  const claim = ledger.claims.get(invoice.id);
  if (!claim) throw new Error(`claim ${invoice.id} was not loaded`);
  ledger.bookedTransfers.add(externalId);
  const decision = decideClaimEvent(
    claim.facts,
    { type: 'payment', amountCents: line.amountCents, route: 'bank_transfer' },
    { today: context.today, dueDate: claim.row.due_date },
  );
  if (!decision.allowed) throw new Error(`transfer for ${invoice.invoiceNumber}: ${decision.reason}`);
  applyMoney(ledger, invoice, decision, context.now);
  claim.facts = { ...decision.facts, openCents: invoice.totalCents - invoice.paidCents };
  const paymentId = addPayment(ledger, invoice, {
    amountCents: line.amountCents,
    method: 'bank_transfer',
    externalId,
  });
  addCredit(ledger, invoice, decision, paymentId);
  const creditCents = Math.max(0, decision.money?.creditCents ?? 0);
  ledger.payments.push({
    invoice,
    kind: 'transfer_booked',
    amountCents: line.amountCents,
    creditCents,
    ...(decision.collectionAtBank ? { collectionAtBank: true } : {}),
  });
  const extra = creditCents > 0 ? `; ${formatCents(creditCents)} als tegoed` : '';
  const atBank = decision.collectionAtBank
    ? '; de incasso ligt al bij de bank: wat die brengt wordt tegoed en terugbetaald'
    : '';
  return {
    invoice,
    outcome: 'matched',
    ...did(`Overboeking voor factuur ${invoice.invoiceNumber} geboekt${extra}${atBank}`, 'transfer_booked', {
      invoiceNumber: invoice.invoiceNumber,
      ...(creditCents > 0 ? { creditCents } : {}),
      ...(decision.collectionAtBank ? { collectionAtBank: 1 } : {}),
    }),
  };
}

function collectionOutcome(ledger: Ledger, line: BankLine, context: BookingContext): Outcome {
  const found = findCollection(ledger, line);
  if (!found)
    return {
      invoice: null,
      outcome: 'unmatched',
      ...did('Geen incasso van ons gevonden', 'collection_not_found'),
    };
  const { item, invoice } = found;
  // A status report is about one file: a line naming a collection of another file is not for it.
  if (line.originalMessageId && item.batchMessageId !== line.originalMessageId)
    return {
      invoice: null,
      outcome: 'unmatched',
      ...did(`Hoort niet bij incassobestand ${line.originalMessageId}`, 'collection_other_file', {
        messageId: line.originalMessageId,
      }),
    };
  if (line.kind === 'collected') {
    if (item.status !== 'pending')
      return { invoice, outcome: 'already_known', ...did('Al verwerkt', 'already_processed') };
    if (line.amountCents !== null && line.amountCents !== item.amountCents)
      return {
        invoice: null,
        outcome: 'unmatched',
        ...did(
          `Bedrag ${formatCents(line.amountCents)} wijkt af van de incasso van factuur ${invoice.invoiceNumber} (${formatCents(item.amountCents)}): niet geboekt`,
          'collection_amount_differs',
          {
            amountCents: line.amountCents,
            invoiceNumber: invoice.invoiceNumber,
            expectedCents: item.amountCents,
          },
        ),
      };
    return { invoice, outcome: 'matched', ...bookCollection(ledger, found, context) };
  }
  const wholeBatch = line.rejectionLevel === 'group' || line.rejectionLevel === 'payment_information';
  // A refused file or block undoes only what is still under way: one that came in was not refused.
  if (item.status === 'returned' || item.status === 'cancelled' || (wholeBatch && item.status !== 'pending'))
    return { invoice, outcome: 'already_known', ...did('Al verwerkt', 'already_processed') };
  if (wholeBatch) return { invoice, ...bookBatchRejection(ledger, found, line, context) };
  return { invoice, outcome: 'matched', ...bookReturn(ledger, found, line, context) };
}

export function processLine(ledger: Ledger, line: BankLine, context: BookingContext): BankFileLineRecord {
  let result: Outcome;
  if (line.kind === 'credit_transfer')
    result = bookCreditTransfer(ledger, line, context) ?? {
      invoice: null,
      outcome: 'unmatched',
      ...did('Geen factuur bij deze referentie', 'reference_not_found', {
        paymentReference: line.paymentReference ?? '',
      }),
    };
  else if (line.kind === 'other')
    result = {
      invoice: null,
      outcome: 'unmatched',
      ...did('Geen incasso of betalingsreferentie herkend', 'not_recognised'),
    };
  else if (line.kind === 'collected' && line.batchPaymentInformationId)
    result = bookBatch(ledger, line, line.batchPaymentInformationId, context);
  else result = collectionOutcome(ledger, line, context);
  return {
    endToEndId: line.endToEndId,
    amountCents: line.amountCents,
    kind: line.kind,
    reasonCode: line.reasonCode,
    invoiceId: result.invoice?.id ?? null,
    invoiceNumber: result.invoice?.invoiceNumber ?? null,
    outcome: result.outcome,
    action: result.action,
    actionCode: result.actionCode,
    actionParams: result.actionParams,
    paymentInformationId: line.batchPaymentInformationId,
    ...(line.rejectionLevel === 'group' || line.rejectionLevel === 'payment_information'
      ? {
          rejectionLevel: line.rejectionLevel,
          rejectedPaymentInformationId: line.rejectedPaymentInformationId,
        }
      : {}),
    // What an admin needs to book the line by hand (bank-file-assign.ts).
    ...(result.outcome === 'unmatched'
      ? { creditDebit: line.creditDebit, remittance: line.remittance, debtorName: line.debtorName }
      : {}),
  };
}
