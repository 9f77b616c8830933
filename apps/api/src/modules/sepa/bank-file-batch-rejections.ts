// A pain.002 that refuses a whole file (GrpSts RJCT) or payment-information block (PmtInfSts RJCT): per
// ISO 20022 the status stands for every transaction without one of its own, listed or not. Each collection
// of ours it covers becomes a line of the import report of its own, and its claim moves by the claim
// lifecycle's batch_rejected event: to staff, with the code, the mandate untouched (decision 035).
import type { BankFileActionCode, BankFileWordParams } from '@hostportaal/contract';
import { decideClaimEvent, returnMessage, returnReasonOf } from '@hostportaal/domain';
import { toSepaId } from '@hostportaal/sepa';
import { asc, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { arrangementCollections, sepaBatches, sepaBatchItems, sepaMandates } from '../../db/schema/index.ts';
import type { BookingContext } from './bank-file-bookings.ts';
import { type Collection, invoiceChanged, type Ledger } from './bank-file-ledger.ts';
import type { BankLine } from './bank-file-lines.ts';

/** The PmtInfId create-sepa-batch.ts gives the block of one sequence type. */
const blockIdOf = (messageId: string, sequenceType: string) => toSepaId(`${messageId}-${sequenceType}`);

/**
 * Puts one line per collection of ours in the place of a rejection of the transactions a report does not
 * list, read in one query for the file. A block that is none of ours stays, to be reported unmatched.
 */
export async function expandUnlistedRejections(tx: DbOrTx, lines: BankLine[]): Promise<BankLine[]> {
  const messageIds = new Set(lines.flatMap((line) => (line.unlisted ? [line.originalMessageId ?? ''] : [])));
  if (messageIds.size === 0) return lines;
  const rows = await tx
    .select({
      endToEndId: sepaBatchItems.endToEndId,
      amountCents: sepaBatchItems.amountCents,
      sequenceType: sepaBatchItems.sequenceType,
      mandateReference: sepaMandates.reference,
      messageId: sepaBatches.messageId,
    })
    .from(sepaBatchItems)
    .innerJoin(sepaBatches, sql`${sepaBatches.id} = ${sepaBatchItems.batchId}`)
    .innerJoin(sepaMandates, sql`${sepaMandates.id} = ${sepaBatchItems.mandateId}`)
    .where(inArray(sepaBatches.messageId, [...messageIds]))
    .orderBy(asc(sepaBatchItems.sequenceType), asc(sepaBatchItems.endToEndId));
  // The instalments of payment arrangements in those files (issue 30), in blocks of their own.
  const instalments = await tx
    .select({
      endToEndId: arrangementCollections.endToEndId,
      amountCents: arrangementCollections.amountCents,
      block: arrangementCollections.paymentInformationId,
      mandateReference: sepaMandates.reference,
      messageId: sepaBatches.messageId,
    })
    .from(arrangementCollections)
    .innerJoin(sepaBatches, sql`${sepaBatches.id} = ${arrangementCollections.batchId}`)
    .innerJoin(sepaMandates, sql`${sepaMandates.id} = ${arrangementCollections.mandateId}`)
    .where(inArray(sepaBatches.messageId, [...messageIds]))
    .orderBy(asc(arrangementCollections.endToEndId));
  const collections = [
    ...rows.map(({ sequenceType, ...row }) => ({ ...row, block: blockIdOf(row.messageId, sequenceType) })),
    ...instalments,
  ];
  return lines.flatMap((line) => {
    const { unlisted } = line;
    if (!unlisted) return [line];
    const listed = new Set(unlisted.exceptEndToEndIds);
    const named = new Set(unlisted.exceptPaymentInformationIds);
    const inScope = collections.filter((row) => {
      if (row.messageId !== line.originalMessageId) return false;
      return unlisted.paymentInformationId
        ? row.block === unlisted.paymentInformationId
        : !named.has(row.block);
    });
    const covered = inScope.filter((row) => !listed.has(row.endToEndId));
    // Every collection in scope listed (or in a block named on its own): the report's other lines say it all.
    if (covered.length === 0 && (inScope.length > 0 || named.size > 0)) return [];
    // A block that is none of ours: reported, unmatched.
    if (covered.length === 0) return [{ ...line, unlisted: null }];
    return covered.map(
      (row): BankLine => ({
        ...line,
        unlisted: null,
        endToEndId: row.endToEndId,
        mandateId: row.mandateReference,
        amountCents: row.amountCents,
        rejectedPaymentInformationId: line.rejectionLevel === 'payment_information' ? row.block : null,
      }),
    );
  });
}

type Booked = {
  outcome: 'matched' | 'already_known';
  action: string;
  actionCode: BankFileActionCode;
  actionParams: BankFileWordParams;
};

/** A collection of a file or block the bank refused whole: the claim leaves it, as the lifecycle decides. */
export function bookBatchRejection(
  ledger: Ledger,
  { item, invoice }: Collection,
  line: BankLine,
  context: BookingContext,
): Booked {
  const level = line.rejectionLevel === 'group' ? 'group' : 'payment_information';
  const claim = ledger.claims.get(invoice.id);
  if (!claim) throw new Error(`claim ${invoice.id} was not loaded`);
  const decision = decideClaimEvent(
    claim.facts,
    {
      type: 'batch_rejected',
      code: line.reasonCode,
      item: { mandateId: item.mandateId, iban: item.debtorIban },
    },
    { today: context.today, dueDate: claim.row.due_date },
  );
  if (!decision.allowed)
    return {
      // A duplicate upload refused: the collection stands, nothing changed.
      outcome: decision.code === 'claim_duplicate_submission' ? 'already_known' : 'matched',
      action: `Factuur ${invoice.invoiceNumber}: ${decision.reason}`,
      actionCode: 'return_refused',
      actionParams: { invoiceNumber: invoice.invoiceNumber, refusal: decision.code, ...decision.params },
    };
  const reason = decision.returnReason;
  if (!reason) throw new Error('batch_rejected decided without a reason');
  item.status = 'returned';
  item.returnReasonCode = line.reasonCode;
  item.batchRejected = true;
  ledger.changedItems.add(item);
  invoice.status = decision.status;
  invoice.submittedForCollectionAt = null;
  invoiceChanged(ledger, invoice, { submittedForCollectionAt: true });
  claim.facts = { ...decision.facts, openCents: invoice.totalCents - invoice.paidCents };
  const message = returnMessage(decision.after, reason, {
    ...context.message,
    paymentReference: invoice.paymentReference,
  });
  if (message.promise !== 'none')
    ledger.returns.push({ invoice, amountCents: item.amountCents, customerText: message.text });
  const what = level === 'group' ? 'het hele incassobestand' : 'het hele incassoblok';
  const why = reason.code ? ` (${reason.code}: ${returnReasonOf(reason.code).meaning})` : '';
  return {
    outcome: 'matched',
    action: `Factuur ${invoice.invoiceNumber}: de bank weigerde ${what}${why}`,
    actionCode: 'batch_rejection_applied',
    actionParams: { invoiceNumber: invoice.invoiceNumber, returnCode: reason.code, level },
  };
}

/**
 * The mandates of collections in a refused file are as if the file never reached the bank (as a cancelled
 * batch leaves them): a first collection still to come, the last collection date of what did reach it, and
 * an amendment the file carried (AmdmntInd) pending again, since no debtor's bank saw it.
 */
export async function restoreMandatesOfRejectedCollections(tx: DbOrTx, itemIds: string[], now: Date) {
  if (itemIds.length === 0) return;
  await tx.execute(sql`
    update sepa_mandates m set
      first_collection_done = m.first_collection_done and i.sequence_type <> 'FRST',
      last_collection_date = (select max(b.collection_date) from sepa_batch_items o
        join sepa_batches b on b.id = o.batch_id
        where o.mandate_id = m.id and o.status <> 'cancelled' and not o.batch_rejected),
      amendment_pending = (m.amendment_pending or i.amended_from_iban is not null)
        and coalesce(i.amended_from_iban, m.original_iban) is distinct from m.iban,
      original_iban = case when coalesce(i.amended_from_iban, m.original_iban) is distinct from m.iban
        then coalesce(i.amended_from_iban, m.original_iban) end,
      updated_at = ${now}
    from sepa_batch_items i
    where i.id = any(${`{${itemIds.join(',')}}`}::uuid[]) and i.mandate_id = m.id`);
}
