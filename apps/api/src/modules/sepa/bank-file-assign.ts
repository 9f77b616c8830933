import { isAssignableBankFileLine } from '@hostportaal/contract';
import { formatCents, formatDateTime } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type BankFileLineRecord, bankFileImports, invoices } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { payInvoice } from '../collections/pay-letter.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';

type Actor = { id: string; name: string; ip?: string; now: Date };

const importColumns = {
  id: bankFileImports.id,
  fileName: bankFileImports.fileName,
  messageType: bankFileImports.messageType,
  sha256: bankFileImports.sha256,
  importedAt: bankFileImports.importedAt,
  matched: bankFileImports.matched,
  alreadyKnown: bankFileImports.alreadyKnown,
  unmatched: bankFileImports.unmatched,
};

/**
 * Books an unmatched line of an imported bank file on the invoice an admin picked, as the import would
 * have: the payment, the invoice (partly) paid, any excess as account credit. The import row is locked
 * first, so a second assignment of the same line waits and then gets a 409; the line in the report
 * becomes matched, with who assigned it and when.
 */
export async function assignBankFileLine(
  db: DbOrTx,
  target: { importId: string; index: number; invoiceId: string },
  actor: Actor,
) {
  return db.transaction(async (tx) => {
    // Only the one line is read and rewritten (jsonb_set): a month's report holds 50,000.
    const [file] = await tx
      .select({
        ...importColumns,
        line: sql<BankFileLineRecord | null>`${bankFileImports.lines} -> ${target.index}::int`,
      })
      .from(bankFileImports)
      .where(eq(bankFileImports.id, target.importId))
      .for('update');
    if (!file) throw refusal('NOT_FOUND', 'bank_file_not_found', 'Dit bankbestand is niet gevonden.');
    const { line } = file;
    if (!line) throw refusal('NOT_FOUND', 'bank_line_not_found', 'Deze regel staat niet in het bankbestand.');
    if (line.assignment) {
      throw new AppError('CONFLICT', {
        reason: 'bank_line_already_assigned',
        params: { invoice: line.invoiceNumber ?? '', by: line.assignment.byName },
        message: `Deze regel is al op ${formatDateTime(line.assignment.at)} door ${line.assignment.byName} aan factuur ${line.invoiceNumber} gekoppeld.`,
      });
    }
    if (line.outcome !== 'unmatched') {
      throw refusal('CONFLICT', 'bank_line_already_booked', 'Deze regel is bij het inlezen al verwerkt.');
    }
    if (!isAssignableBankFileLine(line) || line.amountCents === null) {
      throw new AppError('VALIDATION_FAILED', {
        reason: 'bank_line_not_received',
        message: 'Alleen een ontvangen bedrag (incasso of overboeking) kan aan een factuur worden gekoppeld.',
        details: [{ field: 'index', message: 'Geen ontvangen bedrag' }],
      });
    }
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, target.invoiceId)).for('update');
    if (invoice?.kind !== 'invoice') {
      throw refusal('NOT_FOUND', 'invoice_not_found', 'Deze factuur is niet gevonden.');
    }
    if (openAmountCents(invoice) <= 0) throw new AppError('INVOICE_ALREADY_PAID');

    const [claim] = await loadClaimsById(tx, [invoice.id], { lock: true });
    if (!claim) throw refusal('NOT_FOUND', 'invoice_not_found', 'Deze factuur is niet gevonden.');
    // The money has arrived: it is booked as a transfer would be, a letter's costs first (art. 6:44 BW).
    const booked = await payInvoice(
      tx,
      claim,
      {
        amountCents: line.amountCents,
        route: 'bank_transfer',
        method: line.kind === 'collected' ? 'sepa' : 'bank_transfer',
        externalId: `bank-file:${file.id}:${target.index}`,
        notes: `Met de hand gekoppeld: ${file.fileName}, regel ${target.index + 1}`,
      },
      actor,
    );
    if (!booked.allowed) throw refusal('CONFLICT', booked.code, booked.reason, booked.params);
    const credit = booked.creditedCents > 0 ? `; ${formatCents(booked.creditedCents)} als tegoed` : '';
    const assigned: BankFileLineRecord = {
      ...line,
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      outcome: 'matched',
      action: `Met de hand gekoppeld aan factuur ${invoice.invoiceNumber}${credit}`,
      actionCode: 'assigned_by_hand',
      actionParams: {
        invoiceNumber: invoice.invoiceNumber,
        ...(booked.creditedCents > 0 ? { creditCents: booked.creditedCents } : {}),
      },
      assignment: { byId: actor.id, byName: actor.name, at: actor.now.toISOString() },
    };
    const [updated] = await tx
      .update(bankFileImports)
      .set({
        lines: sql`jsonb_set(${bankFileImports.lines}, ${`{${target.index}}`}::text[], ${JSON.stringify(assigned)}::jsonb)`,
        matched: sql`${bankFileImports.matched} + 1`,
        unmatched: sql`${bankFileImports.unmatched} - 1`,
      })
      .where(eq(bankFileImports.id, file.id))
      .returning(importColumns);
    if (!updated) throw new Error('bank file import vanished while locked');
    await recordActivity(tx, {
      userId: invoice.userId,
      actorId: actor.id,
      type: 'payment',
      action: 'Betaling gekoppeld',
      description: `${formatCents(line.amountCents)} uit bankbestand ${file.fileName} (regel ${target.index + 1}) geboekt op factuur ${invoice.invoiceNumber}${credit}`,
      ip: actor.ip,
      now: actor.now,
      metadata: {
        bankFileImportId: file.id,
        lineIndex: target.index,
        invoiceId: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        amountCents: line.amountCents,
        paymentMethod: 'bank_transfer',
        paymentId: booked.paymentId,
        applied: booked.appliedCents,
        creditedCents: booked.creditedCents,
      },
    });
    if (booked.creditedCents > 0) await applyAvailableCredit(tx, { userIds: [invoice.userId] }, actor);
    return {
      import: { ...updated, importedAt: updated.importedAt.toISOString() },
      index: target.index,
      line: assigned,
      invoice: {
        id: invoice.id,
        invoiceNumber: invoice.invoiceNumber,
        status: booked.status,
        openCents: booked.openCents,
      },
      creditedCents: booked.creditedCents,
    };
  });
}
