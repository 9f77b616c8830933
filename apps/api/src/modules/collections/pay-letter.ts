import { formatCents } from '@hostportaal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CollectionLetter,
  collectionActions,
  collectionLetterClaims,
  collectionLetters,
  invoices,
  payments,
} from '../../db/schema/index.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';
import { bookPayment } from '../payments/mark-paid.ts';
import { reactivateSubscription } from '../subscriptions/reactivate-subscription.ts';

type Method = (typeof payments.$inferInsert)['method'];
type Actor = { id: string | null; now: Date };

/** What a letter still asks: its claims' open amounts, plus the unpaid fee of a collection letter. */
export async function letterOpenCents(db: DbOrTx, letter: CollectionLetter): Promise<number> {
  const claims = await db
    .select({ invoice: invoices })
    .from(collectionLetterClaims)
    .innerJoin(invoices, eq(invoices.id, collectionLetterClaims.invoiceId))
    .where(eq(collectionLetterClaims.letterId, letter.id));
  const open = claims.reduce((sum, { invoice }) => sum + openAmountCents(invoice), 0);
  return open + (letter.letterType === 'collection' ? Math.max(0, letter.feeCents - letter.feePaidCents) : 0);
}

export async function findLetterByReference(
  db: DbOrTx,
  reference: string,
): Promise<CollectionLetter | undefined> {
  // A re-issued notice keeps its reference: the letter in force is the one not replaced.
  const [letter] = await db
    .select()
    .from(collectionLetters)
    .where(and(eq(collectionLetters.paymentReference, reference), isNull(collectionLetters.supersededById)));
  return letter;
}

/**
 * Books a payment quoting a letter's reference. Art. 6:44 BW: a payment goes first to the costs, then to
 * the principal — so the collection fee first, then the claims oldest first; anything beyond becomes
 * account credit. Locks the letter and its invoices; concurrent payments queue. Suspended services of
 * settled claims come back on when asked.
 */
export async function payLetter(
  tx: DbOrTx,
  letterId: string,
  payment: {
    amountCents: number;
    method: Method;
    notes: string;
    reactivate: boolean;
    /** The bank's id of the transfer, so the same transfer in a later file is known. */
    externalId?: string | null;
  },
  actor: Actor,
) {
  const [letter] = await tx
    .select()
    .from(collectionLetters)
    .where(eq(collectionLetters.id, letterId))
    .for('update');
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  const claimIds = (
    await tx
      .select({ id: collectionLetterClaims.invoiceId })
      .from(collectionLetterClaims)
      .where(eq(collectionLetterClaims.letterId, letterId))
  ).map((row) => row.id);
  const claims = await tx
    .select()
    .from(invoices)
    .where(inArray(invoices.id, claimIds))
    .orderBy(asc(invoices.dueDate), asc(invoices.invoiceNumber))
    .for('update');
  const feeDue = letter.letterType === 'collection' ? Math.max(0, letter.feeCents - letter.feePaidCents) : 0;
  const openClaims = claims.filter((invoice) => openAmountCents(invoice) > 0);
  if (feeDue === 0 && openClaims.length === 0)
    throw refusal(
      'INVOICE_ALREADY_PAID',
      'letter_paid',
      `Brief ${letter.letterNumber} is al volledig betaald`,
      {
        letter: letter.letterNumber,
      },
    );

  let remaining = payment.amountCents;
  const feePaid = Math.min(remaining, feeDue);
  remaining -= feePaid;
  let firstPaymentId: string | null = null;
  if (feePaid > 0) {
    await tx
      .update(collectionLetters)
      .set({ feePaidCents: sql`${collectionLetters.feePaidCents} + ${feePaid}` })
      .where(eq(collectionLetters.id, letterId));
    const [fee] = await tx
      .insert(payments)
      .values({
        userId: letter.userId,
        invoiceId: null,
        amountCents: feePaid,
        method: payment.method,
        reference: letter.paymentReference,
        externalId: payment.externalId ?? null,
        notes: `Incassokosten brief ${letter.letterNumber}${payment.notes ? ` — ${payment.notes}` : ''}`,
        receivedAt: actor.now,
        createdBy: actor.id,
        createdAt: actor.now,
      })
      .returning({ id: payments.id });
    firstPaymentId = fee?.id ?? null;
  }
  const settled: typeof claims = [];
  let creditedCents = 0;
  const targets = openClaims.length > 0 ? openClaims : claims.slice(-1);
  for (const [index, invoice] of targets.entries()) {
    if (remaining <= 0) break;
    const last = index === targets.length - 1;
    const portion = last ? remaining : Math.min(remaining, openAmountCents(invoice));
    const booked = await bookPayment(
      tx,
      invoice,
      {
        amountCents: portion,
        method: payment.method,
        notes: payment.notes || `Betaling brief ${letter.letterNumber}`,
        externalId: payment.externalId ?? null,
      },
      actor,
    );
    firstPaymentId ??= booked.paymentId;
    creditedCents += booked.creditedCents;
    remaining -= portion;
    if (booked.updated.status === 'paid') settled.push(booked.updated);
  }
  const stillOpen = await letterOpenCents(tx, { ...letter, feePaidCents: letter.feePaidCents + feePaid });
  if (stillOpen === 0)
    await tx
      .update(collectionLetters)
      .set({ paymentReceivedAt: actor.now })
      .where(eq(collectionLetters.id, letterId));
  let reactivated = 0;
  if (payment.reactivate) {
    for (const subscriptionId of new Set(settled.flatMap((invoice) => invoice.subscriptionId ?? []))) {
      const outcome = await reactivateSubscription(
        tx,
        subscriptionId,
        actor,
        `Betaling ontvangen voor brief ${letter.letterNumber}`,
        { liftSuspensionOnly: true, cause: { letterNumber: letter.letterNumber } },
      );
      if (outcome.reactivated) reactivated += 1;
    }
  }
  await tx.insert(collectionActions).values({
    userId: letter.userId,
    actorId: actor.id,
    action: 'payment_received',
    description: `${formatCents(payment.amountCents)} ontvangen op brief ${letter.letterNumber}${feePaid > 0 ? ` (waarvan ${formatCents(feePaid)} incassokosten)` : ''}`,
    letterId,
    createdAt: actor.now,
  });
  if (!firstPaymentId) throw new Error('no payment was booked');
  const oldestOpen = claims.find(
    (invoice) => !settled.some((paid) => paid.id === invoice.id) && openAmountCents(invoice) > 0,
  );
  return {
    letter,
    paymentId: firstPaymentId,
    feePaidCents: feePaid,
    openCents: stillOpen,
    creditedCents,
    invoiceStatus: oldestOpen?.status ?? ('paid' as const),
    subscriptionReactivated: reactivated > 0,
  };
}
