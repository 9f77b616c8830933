import { createHash } from 'node:crypto';
import { formatCents } from '@hostportaal/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type BankFileLineRecord,
  bankFileImports,
  invoices,
  payments,
  sepaBatches,
  sepaBatchItems,
  sepaMandates,
} from '../../db/schema/index.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { type BankLine, readBankFileLines } from './bank-file-lines.ts';
import { collectionFailedEmail } from './collection-emails.ts';
import { returnAction } from './return-reasons.ts';

type Actor = { id: string | null; now: Date };

async function findItem(tx: DbOrTx, line: BankLine) {
  const base = tx
    .select({ item: sepaBatchItems, invoice: invoices, mandateReference: sepaMandates.reference })
    .from(sepaBatchItems)
    .innerJoin(invoices, eq(invoices.id, sepaBatchItems.invoiceId))
    .innerJoin(sepaMandates, eq(sepaMandates.id, sepaBatchItems.mandateId));
  if (line.endToEndId) {
    const [row] = await base.where(eq(sepaBatchItems.endToEndId, line.endToEndId)).limit(1);
    if (row) return row;
  }
  // Second chance: the mandate and the amount of a collection still in progress.
  if (line.mandateId && line.amountCents !== null) {
    const [row] = await base
      .where(
        and(
          eq(sepaMandates.reference, line.mandateId),
          eq(sepaBatchItems.amountCents, line.amountCents),
          sql`${sepaBatchItems.status} in ('pending', 'collected')`,
        ),
      )
      .limit(1);
    if (row) return row;
  }
  return null;
}

type Found = NonNullable<Awaited<ReturnType<typeof findItem>>>;

async function bookCollection(tx: DbOrTx, found: Found, actor: Actor): Promise<string> {
  const { item, invoice } = found;
  const paidCents = Math.min(invoice.totalCents, invoice.paidCents + item.amountCents);
  const settled = paidCents >= invoice.totalCents;
  await tx.update(sepaBatchItems).set({ status: 'collected' }).where(eq(sepaBatchItems.id, item.id));
  await tx
    .update(invoices)
    .set({
      paidCents,
      status: settled ? 'paid' : invoice.status,
      paidAt: settled ? actor.now : invoice.paidAt,
    })
    .where(eq(invoices.id, invoice.id));
  await tx.insert(payments).values({
    userId: invoice.userId,
    invoiceId: invoice.id,
    amountCents: item.amountCents,
    method: 'sepa',
    reference: invoice.paymentReference,
    externalId: item.endToEndId,
    receivedAt: actor.now,
    createdBy: actor.id,
    createdAt: actor.now,
  });
  return `Factuur ${invoice.invoiceNumber} betaald via incasso`;
}

async function bookReturn(tx: DbOrTx, found: Found, line: BankLine, actor: Actor): Promise<string> {
  const { item, invoice } = found;
  const action = returnAction(line.reasonCode);
  const attempts = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(sepaBatchItems)
    .where(eq(sepaBatchItems.invoiceId, invoice.id));
  const retry = action.retry && (attempts[0]?.count ?? 0) < 3;
  if (item.status === 'collected') {
    // A refund after the collection (MD06 within 8 weeks): the payment is reversed and the debt reopens.
    await tx
      .update(payments)
      .set({ status: 'reversed', returnReasonCode: line.reasonCode })
      .where(and(eq(payments.externalId, item.endToEndId), eq(payments.status, 'received')));
  }
  const paidCents =
    item.status === 'collected' ? Math.max(0, invoice.paidCents - item.amountCents) : invoice.paidCents;
  await tx
    .update(sepaBatchItems)
    .set({ status: 'returned', returnReasonCode: line.reasonCode })
    .where(eq(sepaBatchItems.id, item.id));
  await tx
    .update(invoices)
    .set({ paidCents, status: retry ? 'open' : 'failed', paidAt: null, submittedForCollectionAt: null })
    .where(eq(invoices.id, invoice.id));
  if (action.invalidateMandate) {
    await tx
      .update(sepaMandates)
      .set({ status: 'invalid', updatedAt: actor.now })
      .where(eq(sepaMandates.id, item.mandateId));
  }
  await createNotification(tx, {
    userId: invoice.userId,
    type: 'payment_failed',
    title: 'Incasso mislukt',
    body: `De incasso van ${formatCents(item.amountCents)} voor factuur ${invoice.invoiceNumber} is niet gelukt: ${action.customerText}`,
    link: `/dashboard/invoices?invoice=${invoice.id}`,
    now: actor.now,
  });
  const company = await getCompanySettings(tx);
  await enqueueEmail(tx, {
    to: invoice.customer.email,
    userId: invoice.userId,
    message: collectionFailedEmail({
      name: invoice.customer.name,
      invoiceNumber: invoice.invoiceNumber,
      amountCents: item.amountCents,
      reasonText: action.customerText,
      paymentReference: invoice.paymentReference,
      companyIban: company.iban,
      companyName: company.name,
    }),
    now: actor.now,
  });
  return `Factuur ${invoice.invoiceNumber}: ${action.adminText}${retry ? '; gaat mee in de volgende incasso' : ''}`;
}

async function bookCreditTransfer(tx: DbOrTx, line: BankLine, actor: Actor) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(eq(invoices.paymentReference, line.paymentReference ?? ''))
    .limit(1);
  if (!invoice || line.amountCents === null) return null;
  const externalId = `${line.endToEndId ?? 'CT'}:${line.paymentReference}:${line.amountCents}`;
  const [known] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.externalId, externalId));
  if (known) return { invoice, outcome: 'already_known' as const, action: 'Al geboekt' };
  const open = Math.max(0, invoice.totalCents - invoice.paidCents);
  const applied = Math.min(open, line.amountCents);
  const settled = invoice.paidCents + applied >= invoice.totalCents;
  await tx
    .update(invoices)
    .set({
      paidCents: invoice.paidCents + applied,
      status: settled ? 'paid' : invoice.status,
      paidAt: settled ? actor.now : null,
    })
    .where(eq(invoices.id, invoice.id));
  await tx.insert(payments).values({
    userId: invoice.userId,
    invoiceId: invoice.id,
    amountCents: line.amountCents,
    method: 'bank_transfer',
    reference: invoice.paymentReference,
    externalId,
    receivedAt: actor.now,
    createdBy: actor.id,
    createdAt: actor.now,
  });
  return {
    invoice,
    outcome: 'matched' as const,
    action: `Overboeking voor factuur ${invoice.invoiceNumber} geboekt`,
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

async function processLine(tx: DbOrTx, line: BankLine, actor: Actor): Promise<BankFileLineRecord> {
  const record = (
    found: { id: string; invoiceNumber: string } | null,
    outcome: BankFileLineRecord['outcome'],
    action: string,
  ) => ({
    endToEndId: line.endToEndId,
    amountCents: line.amountCents,
    kind: line.kind,
    reasonCode: line.reasonCode,
    invoiceId: found?.id ?? null,
    invoiceNumber: found?.invoiceNumber ?? null,
    outcome,
    action,
  });
  if (line.kind === 'credit_transfer') {
    const booked = await bookCreditTransfer(tx, line, actor);
    return booked
      ? record(booked.invoice, booked.outcome, booked.action)
      : record(null, 'unmatched', 'Geen factuur bij deze referentie');
  }
  if (line.kind === 'other') return record(null, 'unmatched', 'Geen incasso of betalingsreferentie herkend');
  const found = await findItem(tx, line);
  if (!found) return record(null, 'unmatched', 'Geen incasso van ons gevonden');
  const { item, invoice } = found;
  if (line.kind === 'collected') {
    if (item.status !== 'pending') return record(invoice, 'already_known', 'Al verwerkt');
    return record(invoice, 'matched', await bookCollection(tx, found, actor));
  }
  if (item.status === 'returned' || item.status === 'cancelled')
    return record(invoice, 'already_known', 'Al verwerkt');
  return record(invoice, 'matched', await bookReturn(tx, found, line, actor));
}

/**
 * Reads a camt.053 / camt.054 / pain.002 and acts on every line: collections paid, returns and
 * rejections applied with the action table of DOMAIN-NL §2, transfers quoting a PAY- reference booked.
 * One transaction; the file's SHA-256 is unique, so the same file twice changes nothing, and a line
 * already processed from another file is reported as already known.
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
    const records: BankFileLineRecord[] = [];
    for (const line of expanded) records.push(await processLine(tx, line, actor));
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
