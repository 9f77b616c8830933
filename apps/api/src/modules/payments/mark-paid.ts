import type { MarkPaidBody } from '@hostportaal/contract';
import { amsterdamToday, decideClaimEvent, formatCents, formatDateLong } from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, payments, users } from '../../db/schema/index.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { paymentMethodLabels } from '../billing/export-labels.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { type CollectionAtBank, findCollectionsAtBank } from '../claims/collections-at-bank.ts';
import { payLetter } from '../collections/pay-letter.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { reactivateSubscription } from '../subscriptions/reactivate-subscription.ts';
import { onceForKey } from './idempotency.ts';

type Actor = { id: string; ip?: string; now: Date };
type Invoice = typeof invoices.$inferSelect;

export type MarkPaidResult = {
  paymentId: string;
  invoiceStatus: Invoice['status'];
  openCents: number;
  creditedCents: number;
  subscriptionReactivated: boolean;
};

/**
 * What a payment received for an invoice does to it: the part up to what is open pays it off (all of it:
 * paid, with the date), whatever exceeds it becomes the customer's account credit. Pure, so the bank-file
 * import applies it to thousands of invoices in memory and writes them in one statement.
 */
export function applyPayment(
  invoice: Pick<Invoice, 'kind' | 'status' | 'totalCents' | 'paidCents' | 'paidAt'>,
  amountCents: number,
  now: Date,
) {
  const applied = Math.min(openAmountCents(invoice), amountCents);
  const paidCents = invoice.paidCents + applied;
  const settled = applied > 0 && paidCents >= invoice.totalCents;
  return {
    applied,
    creditedCents: amountCents - applied,
    invoice: {
      paidCents,
      status: settled ? ('paid' as const) : invoice.status,
      paidAt: settled ? now : invoice.paidAt,
    },
  };
}

/**
 * Books one payment on an invoice the caller has locked (`for update`): the invoice's new state, the payment
 * row and any account credit. Used for a manual payment and for a bank-file line an admin assigns by hand.
 */
export async function bookPayment(
  tx: DbOrTx,
  invoice: Invoice,
  payment: {
    amountCents: number;
    method: (typeof payments.$inferInsert)['method'];
    externalId?: string | null;
    notes?: string | null;
  },
  actor: { id: string | null; now: Date },
) {
  const effect = applyPayment(invoice, payment.amountCents, actor.now);
  const [updated] = await tx
    .update(invoices)
    .set(effect.invoice)
    .where(eq(invoices.id, invoice.id))
    .returning();
  const [booked] = await tx
    .insert(payments)
    .values({
      userId: invoice.userId,
      invoiceId: invoice.id,
      amountCents: payment.amountCents,
      method: payment.method,
      reference: invoice.paymentReference,
      externalId: payment.externalId ?? null,
      notes: payment.notes || null,
      receivedAt: actor.now,
      createdBy: actor.id,
      createdAt: actor.now,
    })
    .returning({ id: payments.id });
  if (!booked || !updated) throw new Error('payment was not booked');
  if (effect.creditedCents > 0) {
    await tx
      .update(users)
      .set({ creditBalanceCents: sql`${users.creditBalanceCents} + ${effect.creditedCents}` })
      .where(eq(users.id, invoice.userId));
  }
  // A claim the payment settles leaves collection now, not at the next dunning run.
  await syncCollectionCases(tx, actor.now, { invoiceIds: [invoice.id] });
  return { paymentId: booked.id, updated, applied: effect.applied, creditedCents: effect.creditedCents };
}

/**
 * Books a payment received outside the direct debit against a claim. The claim row is locked first, so
 * concurrent calls for one claim queue: the first books it, the others find it paid and get a 409. A part
 * payment lowers what is open; whatever exceeds it becomes account credit for the next invoice. With an
 * idempotency key, a repeat of the request answers the first result and books nothing (issue 27, case 8).
 */
export async function markClaimPaid(
  db: DbOrTx,
  claimId: string,
  body: MarkPaidBody,
  actor: Actor,
  idempotencyKey?: string,
): Promise<MarkPaidResult> {
  return db.transaction((tx) =>
    onceForKey(
      tx,
      {
        scope: 'mark-paid',
        actorId: actor.id,
        key: idempotencyKey,
        request: { claimId, body },
        now: actor.now,
      },
      async () => {
        const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, claimId)).for('update');
        // The claim of a payment lookup is an invoice or a collection letter (its id).
        if (!invoice) return markLetterPaid(tx, claimId, body, actor);
        if (invoice.kind !== 'invoice') throw new AppError('NOT_FOUND');
        if (openAmountCents(invoice) <= 0) throw new AppError('INVOICE_ALREADY_PAID');
        const atBank = await collectionAtBank(tx, invoice, actor.now);
        if (atBank && !body.confirmCollectionAtBank) throw collectionAtBankWarning(invoice, atBank);
        const { paymentId, updated, applied, creditedCents } = await bookPayment(
          tx,
          invoice,
          { amountCents: body.amount, method: body.paymentMethod, notes: body.notes },
          actor,
        );
        const settled = updated.status === 'paid';
        // SPEC §4: a manual payment may reactivate a suspended subscription when the option is set.
        let subscriptionReactivated = false;
        if (body.reactivateSubscription && settled && invoice.subscriptionId) {
          // Only a suspension for non-payment is lifted; a payment never undoes a customer's cancellation.
          const outcome = await reactivateSubscription(
            tx,
            invoice.subscriptionId,
            actor,
            `Betaling ontvangen voor factuur ${invoice.invoiceNumber}`,
            { liftSuspensionOnly: true, cause: { invoiceNumber: invoice.invoiceNumber } },
          );
          subscriptionReactivated = outcome.reactivated;
        }
        const stillCollected = atBank
          ? `; de incasso van ${formatCents(atBank.amountCents)} op ${formatDateLong(atBank.collectionDate)} gaat door`
          : '';
        await recordActivity(tx, {
          userId: invoice.userId,
          actorId: actor.id,
          type: 'payment',
          action: 'Betaling ontvangen',
          description: `Betaling van ${formatCents(body.amount)} voor factuur ${invoice.invoiceNumber} geboekt (${paymentMethodLabels[body.paymentMethod]})${subscriptionReactivated ? '; abonnement weer actief' : ''}${stillCollected}`,
          ip: actor.ip,
          now: actor.now,
          metadata: {
            invoiceId: invoice.id,
            invoiceNumber: invoice.invoiceNumber,
            amountCents: body.amount,
            paymentMethod: body.paymentMethod,
            subscriptionReactivated,
            paymentId,
            applied,
            creditedCents,
            notes: body.notes,
            ...(atBank ? { collectionAtBank: atBank.messageId } : {}),
          },
        });
        // The customer pays twice: say so, and where the second payment goes.
        const twice = atBank
          ? ` De incasso van ${formatCents(atBank.amountCents)} op ${formatDateLong(atBank.collectionDate)} was al bij de bank en gaat nog door; wat je daardoor te veel betaalt, zetten we als tegoed op je account. Dat verrekenen we met je volgende factuur.`
          : '';
        await createNotification(tx, {
          userId: invoice.userId,
          type: 'payment_received',
          title: 'Betaling ontvangen',
          body: `We hebben ${formatCents(body.amount)} ontvangen voor factuur ${invoice.invoiceNumber}. Dank je wel!${twice}`,
          link: `/dashboard/invoices?invoice=${invoice.id}`,
          now: actor.now,
        });
        return {
          paymentId,
          invoiceStatus: updated.status,
          openCents: openAmountCents(updated),
          creditedCents,
          subscriptionReactivated,
        };
      },
    ),
  );
}

/** The claim's collection at the bank, when the claim lifecycle says one is (the payment event's flag). */
async function collectionAtBank(tx: DbOrTx, invoice: Invoice, now: Date): Promise<CollectionAtBank | null> {
  const [claim] = await loadClaimsById(tx, [invoice.id]);
  if (!claim) return null;
  const decision = decideClaimEvent(
    claim.facts,
    { type: 'payment' },
    { today: amsterdamToday(now), dueDate: invoice.dueDate },
  );
  if (!decision.allowed || !decision.collectionAtBank) return null;
  return (await findCollectionsAtBank(tx, [invoice.id])).get(invoice.id) ?? null;
}

/**
 * A file at the bank debits the claim on its date whatever is booked here (decision 022): staff confirm a
 * booking that makes the customer pay twice, the surplus becoming their account credit.
 */
function collectionAtBankWarning(invoice: Invoice, atBank: CollectionAtBank): AppError {
  return new AppError('CONFLICT', {
    reason: 'payment_collection_at_bank',
    params: {
      invoiceNumber: invoice.invoiceNumber,
      amountCents: atBank.amountCents,
      collectionDate: atBank.collectionDate,
      messageId: atBank.messageId,
    },
    message: `De incasso van ${formatCents(atBank.amountCents)} voor factuur ${invoice.invoiceNumber} ligt al bij de bank (bestand ${atBank.messageId}) en wordt op ${formatDateLong(atBank.collectionDate)} afgeschreven. Boek je deze betaling ook, dan betaalt de klant dubbel en komt het teveel betaalde als tegoed op het account van de klant. Bevestig om toch te boeken.`,
  });
}

async function markLetterPaid(
  tx: DbOrTx,
  letterId: string,
  body: MarkPaidBody,
  actor: Actor,
): Promise<MarkPaidResult> {
  const paid = await payLetter(
    tx,
    letterId,
    {
      amountCents: body.amount,
      method: body.paymentMethod,
      notes: body.notes,
      reactivate: body.reactivateSubscription,
    },
    actor,
  );
  await recordActivity(tx, {
    userId: paid.letter.userId,
    actorId: actor.id,
    type: 'payment',
    action: 'Betaling ontvangen',
    description: `Betaling van ${formatCents(body.amount)} op brief ${paid.letter.letterNumber} geboekt (${paymentMethodLabels[body.paymentMethod]})${paid.subscriptionReactivated ? '; dienst weer actief' : ''}`,
    ip: actor.ip,
    now: actor.now,
    metadata: {
      letterId,
      letterNumber: paid.letter.letterNumber,
      amountCents: body.amount,
      paymentMethod: body.paymentMethod,
      subscriptionReactivated: paid.subscriptionReactivated,
      paymentId: paid.paymentId,
      feePaidCents: paid.feePaidCents,
      notes: body.notes,
    },
  });
  await createNotification(tx, {
    userId: paid.letter.userId,
    type: 'payment_received',
    title: 'Betaling ontvangen',
    body: `We hebben ${formatCents(body.amount)} ontvangen voor brief ${paid.letter.letterNumber}. Dank je wel!`,
    link: '/dashboard/invoices',
    now: actor.now,
  });
  return {
    paymentId: paid.paymentId,
    invoiceStatus: paid.invoiceStatus,
    openCents: paid.openCents,
    creditedCents: paid.creditedCents,
    subscriptionReactivated: paid.subscriptionReactivated,
  };
}
