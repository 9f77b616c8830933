import { createHash } from 'node:crypto';
import {
  amsterdamToday,
  type ClaimState,
  claimState,
  formatCents,
  nextCollectionDate,
  nextStepFacts,
  nextStepText,
} from '@hostportaal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type BankFileLineRecord, bankFileImports, payments, sepaBatches } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { paidTwiceEmail, paidTwiceText, transferBookedText } from '../account-credit/credit-messages.ts';
import { matchPayoutLines } from '../account-credit/credit-payout-bank-lines.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { findLetterByReference, payInvoice, payLetter } from '../collections/pay-letter.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { bookArrangementTransfers } from '../payment-arrangements/arrangement-bank-lines.ts';
import {
  bookInstalmentCollectionLines,
  instalmentEndToEndIds,
} from '../payment-arrangements/arrangement-collection-lines.ts';
import {
  expandUnlistedRejections,
  restoreMandatesOfRejectedCollections,
} from './bank-file-batch-rejections.ts';
import { processLine } from './bank-file-bookings.ts';
import { type Ledger, loadLedger, transferExternalId } from './bank-file-ledger.ts';
import { writeLedger } from './bank-file-ledger-write.ts';
import { type BankLine, readBankFileLines } from './bank-file-lines.ts';
import { assertBankFileIsOurs } from './bank-file-owner.ts';
import { collectionFailedEmail } from './collection-emails.ts';

type Actor = { id: string | null; now: Date };

const SETTLED: ClaimState = { name: 'paid', nextActor: null, debitBlock: null, returnClass: null };

/** The claim's next step in Dutch and as the state's code with its facts, both from the lifecycle. */
function withNextStep(
  record: BankFileLineRecord,
  state: ClaimState,
  context: Parameters<typeof nextStepText>[1],
): BankFileLineRecord {
  const { code, params } = nextStepFacts(state, context);
  return { ...record, nextStep: nextStepText(state, context), nextStepCode: code, nextStepParams: params };
}

/** After the whole file: what happens next to each line's claim, from the lifecycle. */
function withNextSteps(ledger: Ledger, records: BankFileLineRecord[], retryOn: string): BankFileLineRecord[] {
  return records.map((record) => {
    const claim = record.invoiceId ? ledger.claims.get(record.invoiceId) : undefined;
    // A collection that came in: its claim was not loaded, it is settled.
    if (!claim)
      return record.outcome === 'matched' && record.kind === 'collected'
        ? withNextStep(record, SETTLED, { retryOn })
        : record;
    return withNextStep(record, claimState(claim.facts), {
      retryOn,
      dunningStage: claim.facts.dunning?.stage ?? null,
    });
  });
}

/**
 * Reads a camt.053 / camt.054 / pain.002 and acts on every line: collections paid, returns and
 * rejections applied with the action table of DOMAIN-NL §2, transfers quoting a PAY- reference booked.
 * One transaction; the file's SHA-256 is unique, so the same file twice changes nothing, and a line
 * already processed from another file is reported as already known. What the lines touch is read and
 * written set-based (bank-file-ledger.ts); the lines themselves are processed in file order.
 */
export async function importBankFile(db: DbOrTx, input: { fileName: string; content: string }, actor: Actor) {
  const { messageType, lines, owner } = readBankFileLines(input.content);
  const sha256 = createHash('sha256').update(input.content).digest('hex');
  const today = amsterdamToday(actor.now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank-file-import'))`);
    const [previous] = await tx.select().from(bankFileImports).where(eq(bankFileImports.sha256, sha256));
    if (previous) return { row: previous, alreadyImported: true };
    const company = await getCompanySettings(tx);
    await assertBankFileIsOurs(tx, { owner, lines, companyIban: company.iban });
    const expanded = await expandUnlistedRejections(tx, lines);
    // A status report proves the bank has the file: it can no longer be cancelled here.
    if (owner.originalMessageId) await markBatchAtBank(tx, owner.originalMessageId, actor);
    const ledger = await loadLedger(tx, expanded);
    const retryOn = nextCollectionDate(actor.now, company.collectionLeadDays);
    const context = {
      now: actor.now,
      today,
      message: { retryOn, companyIban: company.iban, companyName: company.name },
    };
    // An instalment's direct debit is the arrangement's (below): never matched to an invoice by its mandate.
    const instalments = await instalmentEndToEndIds(tx, expanded);
    const processed = expanded.map((line) =>
      processLine(
        ledger,
        line.endToEndId && instalments.has(line.endToEndId) ? { ...line, mandateId: null } : line,
        context,
      ),
    );
    await writeLedger(tx, ledger, actor, {
      notifications: [
        ...ledger.returns.map(({ invoice, amountCents, customerText }) => ({
          user_id: invoice.userId,
          type: 'payment_failed' as const,
          title: 'Incasso mislukt',
          body: `De incasso van ${formatCents(amountCents)} voor factuur ${invoice.invoiceNumber} is niet gelukt: ${customerText}`,
          link: `/dashboard/invoices?invoice=${invoice.id}`,
        })),
        // A transfer booked is heard of as a manual payment is; money that came twice, with where it is now.
        ...ledger.payments.map((notice) => ({
          user_id: notice.invoice.userId,
          type: 'payment_received' as const,
          title: notice.kind === 'paid_twice' ? 'Dubbel betaald' : 'Betaling ontvangen',
          body:
            notice.kind === 'paid_twice'
              ? paidTwiceText({ ...notice, invoiceNumber: notice.invoice.invoiceNumber })
              : transferBookedText({
                  ...notice,
                  invoiceNumber: notice.invoice.invoiceNumber,
                  collectionAtBank: notice.collectionAtBank === true,
                }),
          link: `/dashboard/invoices?invoice=${notice.invoice.id}`,
        })),
      ],
      emails: [
        ...ledger.payments
          .filter((notice) => notice.kind === 'paid_twice')
          .map((notice) => {
            const message = paidTwiceEmail({
              name: notice.invoice.customerName,
              invoiceNumber: notice.invoice.invoiceNumber,
              amountCents: notice.amountCents,
              creditCents: notice.creditCents,
            });
            return {
              user_id: notice.invoice.userId,
              to_address: notice.invoice.customerEmail,
              subject: message.subject,
              text_body: message.text,
              html_body: message.html ?? null,
              template: message.template,
            };
          }),
        ...ledger.returns.map(({ invoice, amountCents, customerText }) => {
          const message = collectionFailedEmail({
            name: invoice.customerName,
            invoiceNumber: invoice.invoiceNumber,
            amountCents,
            reasonText: customerText,
          });
          return {
            user_id: invoice.userId,
            to_address: invoice.customerEmail,
            subject: message.subject,
            text_body: message.text,
            html_body: message.html ?? null,
            template: message.template,
          };
        }),
      ],
    });
    const rejected = [...ledger.changedItems].filter((item) => item.batchRejected);
    await restoreMandatesOfRejectedCollections(
      tx,
      rejected.map((item) => item.id),
      actor.now,
    );
    // Cases of claims the file paid close, and of claims it reopened open, in this transaction.
    await syncCollectionCases(tx, actor.now, { invoiceIds: [...ledger.claims.keys()] });
    await bookLetterTransfers(tx, expanded, processed, actor);
    await bookArrangementTransfers(tx, expanded, processed, actor);
    await bookInstalmentCollectionLines(tx, expanded, processed, actor, retryOn);
    await bookFeeFirstTransfers(tx, ledger, expanded, processed, actor);
    // Credit paid back by transfer (issue 29): its debit confirms it, a return gives the credit back.
    await matchPayoutLines(tx, expanded, processed, actor);
    // Credit the file made (an overpaid transfer, a collection that came twice) settles what else is open, and
    // credit a customer already had settles a claim the file opened again (a return): never both at once.
    const customers = new Set([
      ...ledger.creditEntries.map((entry) => entry.userId),
      ...[...ledger.claims.values()].map((claim) => claim.row.user_id),
    ]);
    await applyAvailableCredit(tx, { userIds: [...customers] }, actor);
    const records = withNextSteps(ledger, processed, retryOn);
    const count = (outcome: BankFileLineRecord['outcome']) =>
      records.filter((r) => r.outcome === outcome).length;
    const [row] = await tx
      .insert(bankFileImports)
      .values({
        fileName: input.fileName,
        messageType,
        sha256,
        matched: count('matched'),
        alreadyKnown: count('already_known'),
        unmatched: count('unmatched'),
        lines: records,
        importedBy: actor.id,
        importedAt: actor.now,
      })
      .returning();
    if (!row) throw new Error('import insert returned nothing');
    return { row, alreadyImported: false };
  });
}

/**
 * A batch the admin did not mark sent, yet the bank reports on: it is at the bank. Cancelling it would put its
 * claims in a new file while the bank may still collect this one, and would forget what the report returned.
 */
async function markBatchAtBank(tx: DbOrTx, messageId: string, actor: Actor) {
  const [batch] = await tx
    .update(sepaBatches)
    .set({ status: 'submitted', submittedAt: actor.now })
    .where(and(eq(sepaBatches.messageId, messageId), eq(sepaBatches.status, 'created')))
    .returning({ id: sepaBatches.id });
  if (!batch) return;
  await recordActivity(tx, {
    userId: null,
    actorId: actor.id,
    type: 'invoice_sent_to_collection',
    action: 'Incassobestand aangeleverd',
    description: `Incassobestand ${messageId} is bij de bank: de bank stuurde er een statusrapport over`,
    now: actor.now,
    metadata: { batchId: batch.id },
  });
}

/**
 * A 14-dagenbrief or incassobrief has a PAY- reference of its own (collections): a transfer quoting it pays
 * the letter, fee first (art. 6:44 BW). Such transfers are few; each is booked on its own after the ledger.
 */
async function bookLetterTransfers(
  tx: DbOrTx,
  lines: BankLine[],
  records: BankFileLineRecord[],
  actor: Actor,
) {
  for (const [index, line] of lines.entries()) {
    const record = records[index];
    if (record?.outcome !== 'unmatched' || line.kind !== 'credit_transfer' || !line.paymentReference)
      continue;
    const externalId = transferExternalId(line);
    if (line.amountCents === null || line.amountCents <= 0 || externalId === null) continue;
    const letter = await findLetterByReference(tx, line.paymentReference);
    if (!letter) continue;
    const [known] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.externalId, externalId))
      .limit(1);
    if (known) {
      records[index] = {
        ...record,
        outcome: 'already_known',
        action: 'Al geboekt',
        actionCode: 'transfer_already_booked',
        actionParams: { letterNumber: letter.letterNumber },
      };
      continue;
    }
    try {
      const paid = await payLetter(
        tx,
        letter.id,
        {
          amountCents: line.amountCents,
          method: 'bank_transfer',
          route: 'bank_transfer',
          notes: '',
          reactivate: false,
          externalId,
        },
        actor,
      );
      const fee = paid.feePaidCents > 0 ? ` (waarvan ${formatCents(paid.feePaidCents)} incassokosten)` : '';
      records[index] = {
        ...record,
        outcome: 'matched',
        action: `Overboeking voor brief ${letter.letterNumber} geboekt${fee}`,
        actionCode: 'letter_transfer_booked',
        actionParams: {
          letterNumber: letter.letterNumber,
          ...(paid.feePaidCents > 0 ? { feeCents: paid.feePaidCents } : {}),
        },
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      records[index] = {
        ...record,
        action: `Brief ${letter.letterNumber}: ${error.message}`,
        actionCode: 'letter_refused',
        actionParams: {
          letterNumber: letter.letterNumber,
          errorCode: error.code,
          ...(error.reason ? { refusal: error.reason } : {}),
          ...error.params,
        },
      };
    }
  }
}

/**
 * A transfer quoting the reference of an invoice an incassobrief with open costs covers: booked on its own
 * through the payment path, costs first (art. 6:44 BW), so paying the invoice amount alone never leaves
 * the letter's fee behind in a closed case (issue 27, case 5).
 */
async function bookFeeFirstTransfers(
  tx: DbOrTx,
  ledger: Ledger,
  lines: BankLine[],
  records: BankFileLineRecord[],
  actor: Actor,
) {
  for (const [index, line] of lines.entries()) {
    const record = records[index];
    const invoice = line.paymentReference ? ledger.byReference.get(line.paymentReference) : undefined;
    const externalId = transferExternalId(line);
    if (record?.outcome !== 'unmatched' || line.kind !== 'credit_transfer' || !invoice || externalId === null)
      continue;
    if (!ledger.feeFirst.has(invoice.id) || line.amountCents === null || line.amountCents <= 0) continue;
    if (ledger.bookedTransfers.has(externalId)) {
      records[index] = {
        ...record,
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        outcome: 'already_known',
        action: 'Al geboekt',
        actionCode: 'transfer_already_booked',
        actionParams: { invoiceNumber: invoice.invoiceNumber },
      };
      continue;
    }
    ledger.bookedTransfers.add(externalId);
    const [claim] = await loadClaimsById(tx, [invoice.id], { lock: true });
    if (!claim) continue;
    const paid = await payInvoice(
      tx,
      claim,
      { amountCents: line.amountCents, route: 'bank_transfer', method: 'bank_transfer', externalId },
      actor,
    );
    if (!paid.allowed) continue;
    const fee = paid.fee
      ? ` (waarvan ${formatCents(paid.fee.cents)} incassokosten van brief ${paid.fee.letter.letterNumber})`
      : '';
    records[index] = {
      ...record,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      outcome: 'matched',
      action: `Overboeking voor factuur ${invoice.invoiceNumber} geboekt${fee}`,
      actionCode: 'transfer_booked',
      actionParams: {
        invoiceNumber: invoice.invoiceNumber,
        ...(paid.fee ? { feeCents: paid.fee.cents, letterNumber: paid.fee.letter.letterNumber } : {}),
        ...(paid.creditedCents > 0 ? { creditCents: paid.creditedCents } : {}),
      },
    };
    await createNotification(tx, {
      userId: invoice.userId,
      type: 'payment_received',
      title: 'Betaling ontvangen',
      body: `${transferBookedText({ invoiceNumber: invoice.invoiceNumber, amountCents: line.amountCents, creditCents: paid.creditedCents, collectionAtBank: false })}${paid.fee ? ` Daarvan is ${formatCents(paid.fee.cents)} voor de incassokosten van brief ${paid.fee.letter.letterNumber}; die gaan voor (art. 6:44 BW).` : ''}`,
      link: `/dashboard/invoices?invoice=${invoice.id}`,
      now: actor.now,
    });
  }
}
