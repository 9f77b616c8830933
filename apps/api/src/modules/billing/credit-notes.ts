import {
  amsterdamToday,
  decideClaimEvent,
  formatCents,
  formatDateLong,
  partialCreditLine,
} from '@hostportaal/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Invoice, invoiceLines, invoices, payments } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { addCreditEntries, creditEntryOf } from '../account-credit/credit-ledger.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { claimWriteOf, writeClaims } from '../claims/claim-executor.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { findCollectionsAtBank } from '../claims/collections-at-bank.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { type InvoiceLineAmounts, negateInvoiceLine } from './invoice-amounts.ts';
import { takeInvoiceNumber } from './number-series.ts';

export type Actor = { id: string | null; ip?: string; now: Date };

export type CreatedCreditNote = { id: string; invoiceNumber: string; totalCents: number };

/** What can still be credited on an invoice (incl. VAT, positive cents): its total minus earlier credit notes. */
export async function creditableCents(db: DbOrTx, invoiceId: string): Promise<number> {
  const [row] = await db
    .select({
      kind: invoices.kind,
      status: invoices.status,
      totalCents: invoices.totalCents,
      credited: sql<number>`coalesce((select -sum(c.total_cents) from invoices c
        where c.credit_for_invoice_id = invoices.id and c.kind = 'credit_note'), 0)::int`,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (row?.kind !== 'invoice' || row.status === 'cancelled') return 0;
  return Math.max(0, row.totalCents - row.credited);
}

/**
 * Makes a credit note (negative amounts, referring to the original; the original itself is never
 * edited, art. 35a Wet OB) for the whole creditable amount (amountCents null) or part of it. The credit
 * first settles what is still open on the original; whatever the customer had already paid on top
 * becomes account credit, used by their next invoice. A fully credited invoice is cancelled as a claim.
 */
export async function createCreditNote(
  db: DbOrTx,
  input: {
    invoiceId: string;
    amountCents: number | null;
    reason: string;
    actor: Actor;
    today?: string;
    /** Staff saw that the invoice's direct debit is at the bank and credit it anyway. */
    confirmCollectionAtBank?: boolean;
  },
): Promise<CreatedCreditNote> {
  const today = input.today ?? amsterdamToday(input.actor.now);
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
    if (!original) throw new AppError('NOT_FOUND');
    const creditable = await creditableCents(tx, original.id);
    const amount = input.amountCents ?? creditable;
    if (creditable <= 0 || amount <= 0) throw new AppError('INVOICE_NOT_CREDITABLE');
    if (amount > creditable) {
      throw new AppError('VALIDATION_FAILED', {
        reason: 'credit_exceeds_open',
        message: 'Het bedrag is hoger dan wat nog gecrediteerd kan worden.',
        details: [{ field: 'amountCents', message: `Maximaal ${creditable} cent` }],
      });
    }
    const [claim] = await loadClaimsById(tx, [original.id], { lock: true });
    if (!claim) throw new AppError('INVOICE_NOT_CREDITABLE');
    const decision = decideClaimEvent(
      claim.facts,
      {
        type: 'credit_note',
        amountCents: amount,
        whole: amount === creditable,
        ...(input.confirmCollectionAtBank ? { confirmedAtBank: true } : {}),
      },
      { today, dueDate: original.dueDate },
    );
    if (!decision.allowed) {
      if (decision.code === 'claim_collection_at_bank')
        throw await collectionAtBankRefusal(tx, original, amount);
      throw new AppError('INVOICE_NOT_CREDITABLE');
    }
    const originalLines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, original.id))
      .orderBy(asc(invoiceLines.position));
    const whole = amount === original.totalCents && originalLines.length > 0;
    const first = originalLines[0];
    const lines: InvoiceLineAmounts[] = whole
      ? originalLines.map(({ id: _id, invoiceId: _invoice, position: _position, ...line }) =>
          negateInvoiceLine(line),
        )
      : [
          partialCreditLine(
            first ?? {
              description: original.description,
              periodStart: original.periodStart,
              periodEnd: original.periodEnd,
              quantity: 1,
              unitPriceCents: original.subtotalCents,
              vatRateBp: original.reverseCharge ? 0 : 2100,
              netCents: original.subtotalCents,
              vatCents: original.vatCents,
              totalCents: original.totalCents,
            },
            amount,
            original.invoiceNumber,
          ),
        ];
    const subtotalCents = lines.reduce((sum, line) => sum + line.netCents, 0);
    const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
    const number = await takeInvoiceNumber(tx, Number(today.slice(0, 4)));
    const [note] = await tx
      .insert(invoices)
      .values({
        ...number,
        kind: 'credit_note',
        creditForInvoiceId: original.id,
        creditReason: input.reason,
        userId: original.userId,
        subscriptionId: original.subscriptionId,
        packageId: original.packageId,
        status: 'paid',
        description: `Creditnota bij factuur ${original.invoiceNumber}`,
        issueDate: today,
        dueDate: today,
        periodStart: original.periodStart,
        periodEnd: original.periodEnd,
        subtotalCents,
        vatCents,
        totalCents: -amount,
        paidCents: -amount,
        paidAt: input.actor.now,
        reverseCharge: original.reverseCharge,
        customer: original.customer,
        paymentType: original.paymentType,
        mandateId: original.mandateId,
        createdAt: input.actor.now,
      })
      .returning();
    if (!note) throw new Error('credit note insert returned nothing');
    await tx
      .insert(invoiceLines)
      .values(lines.map((line, index) => ({ ...line, invoiceId: note.id, position: index + 1 })));

    const settles = decision.money?.claimCents ?? 0;
    const toCredit = Math.max(0, decision.money?.creditCents ?? 0);
    await writeClaims(tx, [
      claimWriteOf({ id: original.id, paidCents: original.paidCents }, decision, input.actor.now),
    ]);
    if (settles > 0) {
      await tx.insert(payments).values({
        userId: original.userId,
        invoiceId: original.id,
        amountCents: settles,
        method: 'account_credit',
        reference: original.paymentReference,
        notes: `Verrekend met creditnota ${note.invoiceNumber}`,
        receivedAt: input.actor.now,
        createdBy: input.actor.id,
        createdAt: input.actor.now,
      });
    }
    const entry = creditEntryOf(
      decision.money,
      { userId: original.userId, invoiceId: original.id, invoiceNumber: original.invoiceNumber },
      { creditNoteId: note.id, createdBy: input.actor.id },
    );
    if (entry) await addCreditEntries(tx, [entry], input.actor.now);
    if (decision.collectionAtBank)
      await tellCollectionStillComes(tx, original, note.invoiceNumber, input.actor.now);
    await syncCollectionCases(tx, input.actor.now, { invoiceIds: [original.id] });
    await recordActivity(tx, {
      userId: original.userId,
      actorId: input.actor.id,
      type: 'invoice_credited',
      action: 'Creditnota gemaakt',
      description: `Creditnota ${note.invoiceNumber} bij factuur ${original.invoiceNumber}: ${input.reason}`,
      ip: input.actor.ip,
      now: input.actor.now,
      metadata: {
        invoiceId: original.id,
        invoiceNumber: original.invoiceNumber,
        creditNoteId: note.id,
        creditNoteNumber: note.invoiceNumber,
        amountCents: amount,
        reason: input.reason,
        settles,
        toCredit,
        ...(decision.collectionAtBank ? { collectionAtBank: true } : {}),
      },
    });
    // What the credit put on the account settles the customer's other open claims first.
    if (toCredit > 0) await applyAvailableCredit(tx, { userIds: [original.userId] }, input.actor);
    return { id: note.id, invoiceNumber: note.invoiceNumber, totalCents: note.totalCents };
  });
}

/**
 * The invoice's direct debit is in a file at the bank: it is debited on its date whatever we credit now, and
 * what it brings beyond the claim becomes account credit (issue 27, case 1). Staff confirm that first.
 */
async function collectionAtBankRefusal(tx: DbOrTx, invoice: Invoice, amountCents: number) {
  const atBank = (await findCollectionsAtBank(tx, [invoice.id])).get(invoice.id);
  return refusal(
    'CONFLICT',
    'credit_note_collection_at_bank',
    `De incasso van ${formatCents(atBank?.amountCents ?? 0)} voor factuur ${invoice.invoiceNumber} ligt al bij de bank${atBank ? ` (bestand ${atBank.messageId}) en wordt op ${formatDateLong(atBank.collectionDate)} afgeschreven` : ''}. Crediteer je nu ${formatCents(amountCents)}, dan komt wat de bank int als tegoed bij de klant en betalen we dat terug. Bevestig om toch te crediteren.`,
    {
      invoiceNumber: invoice.invoiceNumber,
      amountCents: atBank?.amountCents ?? 0,
      amount: formatCents(atBank?.amountCents ?? 0),
      collectionDate: atBank?.collectionDate ?? '',
      messageId: atBank?.messageId ?? '',
    },
  );
}

/** Credited while the debit is at the bank: the customer hears the debit still comes, and where it goes. */
async function tellCollectionStillComes(tx: DbOrTx, invoice: Invoice, noteNumber: string, now: Date) {
  const atBank = (await findCollectionsAtBank(tx, [invoice.id])).get(invoice.id);
  if (!atBank) return;
  await createNotification(tx, {
    userId: invoice.userId,
    type: 'payment_received',
    title: 'Creditnota gemaakt',
    body: `We hebben creditnota ${noteNumber} gemaakt bij factuur ${invoice.invoiceNumber}. De incasso van ${formatCents(atBank.amountCents)} op ${formatDateLong(atBank.collectionDate)} lag al bij de bank en wordt nog afgeschreven; wat je daardoor te veel betaalt, zetten we als tegoed op je account. Daarmee verrekenen we eerst wat je nog open hebt staan; wat overblijft betalen we je terug op je rekening.`,
    link: `/dashboard/invoices?invoice=${invoice.id}`,
    now,
  });
}
