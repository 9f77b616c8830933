import type { MarkPaidBody } from '@hostportaal/contract';
import { formatCents, formatDateLong } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { invoices } from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { paymentMethodLabels } from '../billing/export-labels.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { type CollectionAtBank, findCollectionsAtBank } from '../claims/collections-at-bank.ts';
import { payInvoice, payLetter } from '../collections/pay-letter.ts';
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
        const [claim] = await loadClaimsById(tx, [invoice.id], { lock: true });
        if (!claim) throw new AppError('NOT_FOUND');
        const atBank = (await findCollectionsAtBank(tx, [invoice.id])).get(invoice.id) ?? null;
        const paid = await payInvoice(
          tx,
          claim,
          {
            amountCents: body.amount,
            route: 'manual',
            method: body.paymentMethod,
            notes: body.notes,
            confirmedAtBank: body.confirmCollectionAtBank === true,
          },
          actor,
        );
        if (!paid.allowed) {
          if (paid.code === 'claim_collection_at_bank' && atBank)
            throw collectionAtBankWarning(invoice, atBank);
          if (paid.code === 'claim_paid') throw new AppError('INVOICE_ALREADY_PAID');
          throw refusal('CONFLICT', paid.code, paid.reason, paid.params);
        }
        const { paymentId, appliedCents: applied, creditedCents } = paid;
        const updated = { status: paid.status, openCents: paid.openCents };
        const settled = paid.booked?.decision.settles === true;
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
            ...(paid.fee
              ? { feeLetterNumber: paid.fee.letter.letterNumber, feePaidCents: paid.fee.cents }
              : {}),
          },
        });
        // The customer pays twice: say so, and where the second payment goes.
        const twice = atBank
          ? ` De incasso van ${formatCents(atBank.amountCents)} op ${formatDateLong(atBank.collectionDate)} was al bij de bank en gaat nog door; wat je daardoor dubbel betaalt, zetten we als tegoed op je account. Daarmee verrekenen we wat je nog open hebt staan, en wat overblijft betalen we je terug.`
          : '';
        const fee = paid.fee
          ? ` Daarvan is ${formatCents(paid.fee.cents)} voor de incassokosten van brief ${paid.fee.letter.letterNumber}; die gaan voor (art. 6:44 BW).`
          : '';
        await createNotification(tx, {
          userId: invoice.userId,
          type: 'payment_received',
          title: 'Betaling ontvangen',
          body: `We hebben ${formatCents(body.amount)} ontvangen voor factuur ${invoice.invoiceNumber}. Dank je wel!${fee}${twice}`,
          link: `/dashboard/invoices?invoice=${invoice.id}`,
          now: actor.now,
        });
        // What the payment brought beyond the claim settles the customer's other open claims first.
        if (creditedCents > 0) await applyAvailableCredit(tx, { userIds: [invoice.userId] }, actor);
        return {
          paymentId,
          invoiceStatus: updated.status,
          openCents: updated.openCents,
          creditedCents,
          subscriptionReactivated,
        };
      },
    ),
  );
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
      route: 'manual',
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
