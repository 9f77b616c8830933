import { createHash } from 'node:crypto';
import { formatCents } from '@hostportaal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type BankFileLineRecord,
  bankFileImports,
  payments,
  sepaBatches,
  sepaBatchItems,
} from '../../db/schema/index.ts';
import { findLetterByReference, payLetter } from '../collections/pay-letter.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { applyPayment } from '../payments/mark-paid.ts';
import {
  addPayment,
  type Collection,
  invoiceChanged,
  type Ledger,
  loadLedger,
  reverseCollectionPayments,
  transferExternalId,
  writeLedger,
} from './bank-file-ledger.ts';
import { type BankLine, readBankFileLines } from './bank-file-lines.ts';
import { collectionFailedEmail } from './collection-emails.ts';
import { returnAction } from './return-reasons.ts';

type Actor = { id: string | null; now: Date };

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

// A collection is of the amount we asked for and is booked whole, so a refund later undoes exactly it.
function bookCollection(ledger: Ledger, { item, invoice }: Collection, actor: Actor): string {
  const paidCents = Math.min(invoice.totalCents, invoice.paidCents + item.amountCents);
  const settled = paidCents >= invoice.totalCents;
  item.status = 'collected';
  ledger.changedItems.add(item);
  invoice.paidCents = paidCents;
  if (settled) {
    invoice.status = 'paid';
    invoice.paidAt = actor.now;
  }
  invoiceChanged(ledger, invoice, { paidAt: settled });
  addPayment(ledger, invoice, { amountCents: item.amountCents, method: 'sepa', externalId: item.endToEndId });
  return `Factuur ${invoice.invoiceNumber} betaald via incasso`;
}

function bookReturn(ledger: Ledger, { item, invoice }: Collection, line: BankLine): string {
  const action = returnAction(line.reasonCode);
  const retry = action.retry && (ledger.attempts.get(invoice.id) ?? 0) < 3;
  if (item.status === 'collected') {
    // A refund after the collection (MD06 within 8 weeks): the payment is reversed and the debt reopens.
    reverseCollectionPayments(ledger, item.endToEndId, line.reasonCode);
    invoice.paidCents = Math.max(0, invoice.paidCents - item.amountCents);
  }
  item.status = 'returned';
  item.returnReasonCode = line.reasonCode;
  ledger.changedItems.add(item);
  invoice.status = retry ? 'open' : 'failed';
  invoice.paidAt = null;
  invoice.submittedForCollectionAt = null;
  invoiceChanged(ledger, invoice, { paidAt: true, submittedForCollectionAt: true });
  if (action.invalidateMandate) ledger.invalidMandates.add(item.mandateId);
  ledger.returns.push({ invoice, amountCents: item.amountCents, customerText: action.customerText });
  return `Factuur ${invoice.invoiceNumber}: ${action.adminText}${retry ? '; gaat mee in de volgende incasso' : ''}`;
}

function bookCreditTransfer(ledger: Ledger, line: BankLine, actor: Actor) {
  const invoice = line.paymentReference ? ledger.byReference.get(line.paymentReference) : undefined;
  const externalId = transferExternalId(line);
  if (!invoice || line.amountCents === null || externalId === null) return null;
  if (ledger.bookedTransfers.has(externalId)) {
    return { invoice, outcome: 'already_known' as const, action: 'Al geboekt' };
  }
  ledger.bookedTransfers.add(externalId);
  const effect = applyPayment(invoice, line.amountCents, actor.now);
  invoiceChanged(ledger, invoice, { paidAt: effect.invoice.paidAt !== invoice.paidAt });
  Object.assign(invoice, effect.invoice);
  if (effect.creditedCents > 0) {
    ledger.credits.set(invoice.userId, (ledger.credits.get(invoice.userId) ?? 0) + effect.creditedCents);
  }
  addPayment(ledger, invoice, { amountCents: line.amountCents, method: 'bank_transfer', externalId });
  const credit = effect.creditedCents > 0 ? `; ${formatCents(effect.creditedCents)} als tegoed` : '';
  return {
    invoice,
    outcome: 'matched' as const,
    action: `Overboeking voor factuur ${invoice.invoiceNumber} geboekt${credit}`,
  };
}

async function itemsOfRejectedBlock(tx: DbOrTx, line: BankLine) {
  const [batch] = await tx
    .select({ id: sepaBatches.id, messageId: sepaBatches.messageId })
    .from(sepaBatches)
    .where(eq(sepaBatches.messageId, line.originalMessageId ?? ''));
  if (!batch || !line.rejectedPaymentInformationId) return [];
  const sequence = line.rejectedPaymentInformationId.endsWith('-FRST') ? 'FRST' : 'RCUR';
  const rows = await tx
    .select({ endToEndId: sepaBatchItems.endToEndId })
    .from(sepaBatchItems)
    .where(and(eq(sepaBatchItems.batchId, batch.id), eq(sepaBatchItems.sequenceType, sequence)));
  return rows.map(
    (row): BankLine => ({ ...line, endToEndId: row.endToEndId, rejectedPaymentInformationId: null }),
  );
}

function processLine(ledger: Ledger, line: BankLine, actor: Actor): BankFileLineRecord {
  const record = (
    found: { id: string; invoiceNumber: string } | null,
    outcome: BankFileLineRecord['outcome'],
    action: string,
  ): BankFileLineRecord => ({
    endToEndId: line.endToEndId,
    amountCents: line.amountCents,
    kind: line.kind,
    reasonCode: line.reasonCode,
    invoiceId: found?.id ?? null,
    invoiceNumber: found?.invoiceNumber ?? null,
    outcome,
    action,
    // What an admin needs to book the line by hand (bank-file-assign.ts).
    ...(outcome === 'unmatched'
      ? { creditDebit: line.creditDebit, remittance: line.remittance, debtorName: line.debtorName }
      : {}),
  });
  if (line.kind === 'credit_transfer') {
    const booked = bookCreditTransfer(ledger, line, actor);
    return booked
      ? record(booked.invoice, booked.outcome, booked.action)
      : record(null, 'unmatched', 'Geen factuur bij deze referentie');
  }
  if (line.kind === 'other') return record(null, 'unmatched', 'Geen incasso of betalingsreferentie herkend');
  const found = findCollection(ledger, line);
  if (!found) return record(null, 'unmatched', 'Geen incasso van ons gevonden');
  const { item, invoice } = found;
  if (line.kind === 'collected') {
    if (item.status !== 'pending') return record(invoice, 'already_known', 'Al verwerkt');
    return record(invoice, 'matched', bookCollection(ledger, found, actor));
  }
  if (item.status === 'returned' || item.status === 'cancelled')
    return record(invoice, 'already_known', 'Al verwerkt');
  return record(invoice, 'matched', bookReturn(ledger, found, line));
}

/**
 * Reads a camt.053 / camt.054 / pain.002 and acts on every line: collections paid, returns and
 * rejections applied with the action table of DOMAIN-NL §2, transfers quoting a PAY- reference booked.
 * One transaction; the file's SHA-256 is unique, so the same file twice changes nothing, and a line
 * already processed from another file is reported as already known. What the lines touch is read and
 * written set-based (bank-file-ledger.ts); the lines themselves are processed in file order.
 */
export async function importBankFile(db: DbOrTx, input: { fileName: string; content: string }, actor: Actor) {
  const { messageType, lines } = readBankFileLines(input.content);
  const sha256 = createHash('sha256').update(input.content).digest('hex');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bank-file-import'))`);
    const [previous] = await tx.select().from(bankFileImports).where(eq(bankFileImports.sha256, sha256));
    if (previous) return { row: previous, alreadyImported: true };
    const expanded: BankLine[] = [];
    for (const line of lines) {
      if (line.rejectedPaymentInformationId) expanded.push(...(await itemsOfRejectedBlock(tx, line)));
      else expanded.push(line);
    }
    const ledger = await loadLedger(tx, expanded);
    const records = expanded.map((line) => processLine(ledger, line, actor));
    const company = ledger.returns.length > 0 ? await getCompanySettings(tx) : null;
    await writeLedger(tx, ledger, actor, {
      notifications: ledger.returns.map(({ invoice, amountCents, customerText }) => ({
        user_id: invoice.userId,
        title: 'Incasso mislukt',
        body: `De incasso van ${formatCents(amountCents)} voor factuur ${invoice.invoiceNumber} is niet gelukt: ${customerText}`,
        link: `/dashboard/invoices?invoice=${invoice.id}`,
      })),
      emails: ledger.returns.map(({ invoice, amountCents, customerText }) => {
        const message = collectionFailedEmail({
          name: invoice.customerName,
          invoiceNumber: invoice.invoiceNumber,
          amountCents,
          reasonText: customerText,
          paymentReference: invoice.paymentReference,
          companyIban: company?.iban ?? '',
          companyName: company?.name ?? '',
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
    });
    await bookLetterTransfers(tx, expanded, records, actor);
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
      records[index] = { ...record, outcome: 'already_known', action: 'Al geboekt' };
      continue;
    }
    try {
      const paid = await payLetter(
        tx,
        letter.id,
        { amountCents: line.amountCents, method: 'bank_transfer', notes: '', reactivate: false, externalId },
        actor,
      );
      const fee = paid.feePaidCents > 0 ? ` (waarvan ${formatCents(paid.feePaidCents)} incassokosten)` : '';
      records[index] = {
        ...record,
        outcome: 'matched',
        action: `Overboeking voor brief ${letter.letterNumber} geboekt${fee}`,
      };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      records[index] = { ...record, action: `Brief ${letter.letterNumber}: ${error.message}` };
    }
  }
}
