import {
  allocatePayment,
  amsterdamToday,
  decideClaimEvent,
  formatCents,
  type RefusedClaimEvent,
} from '@hostportaal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
import { type Claim, loadClaims, loadClaimsById } from '../claims/claim-facts.ts';
import { type BookedClaimPayment, bookClaimPayment, type ReceivedMoney } from '../claims/claim-payments.ts';
import { openAmountCents } from '../invoices/customer-invoices.ts';
import { type ReactivationCause, reactivateSubscription } from '../subscriptions/reactivate-subscription.ts';

type Actor = { id: string | null; now: Date };
type Payment = Omit<ReceivedMoney, 'reference'> & { reactivate: boolean };

/** The collection costs a letter still asks: an incassobrief's fee less what was paid or waived of it. */
export function openFeeCents(
  letter: Pick<CollectionLetter, 'letterType' | 'feeCents' | 'feePaidCents' | 'feeWaivedCents'>,
): number {
  if (letter.letterType !== 'collection') return 0;
  return Math.max(0, letter.feeCents - letter.feePaidCents - letter.feeWaivedCents);
}

/** What a letter still asks: its claims' open amounts, plus the unpaid fee of a collection letter. */
export async function letterOpenCents(db: DbOrTx, letter: CollectionLetter): Promise<number> {
  const claims = await db
    .select({ invoice: invoices })
    .from(collectionLetterClaims)
    .innerJoin(invoices, eq(invoices.id, collectionLetterClaims.invoiceId))
    .where(eq(collectionLetterClaims.letterId, letter.id));
  const open = claims.reduce((sum, { invoice }) => sum + openAmountCents(invoice), 0);
  return open + openFeeCents(letter);
}

export async function findLetterByReference(
  db: DbOrTx,
  reference: string,
): Promise<CollectionLetter | undefined> {
  // A re-issued notice keeps its reference: the letter in force is the one not replaced.
  const [letter] = await db
    .select()
    .from(collectionLetters)
    .where(and(eq(collectionLetters.paymentReference, reference), isNull(collectionLetters.supersededById)))
    .limit(1);
  return letter;
}

/**
 * The incassobrief in force that charges costs on this claim and still has some open, locked: a payment on
 * the claim's own reference pays those costs first (art. 6:44 BW, issue 27 case 5).
 */
export async function findOpenFeeLetter(
  tx: DbOrTx,
  invoiceId: string,
): Promise<CollectionLetter | undefined> {
  const [letter] = await tx
    .select()
    .from(collectionLetters)
    .where(
      and(
        eq(collectionLetters.letterType, 'collection'),
        isNull(collectionLetters.supersededById),
        sql`${collectionLetters.feeCents} > ${collectionLetters.feePaidCents} + ${collectionLetters.feeWaivedCents}`,
        sql`exists (select 1 from collection_letter_claims lc where lc.letter_id = ${collectionLetters.id}
          and lc.invoice_id = ${invoiceId}::uuid)`,
      ),
    )
    .orderBy(collectionLetters.createdAt)
    .limit(1)
    .for('update');
  return letter;
}

/** Books the part of a payment that goes to a letter's costs: the fee paid and its own payment row. */
export async function payLetterFee(
  tx: DbOrTx,
  letter: CollectionLetter,
  cents: number,
  payment: Omit<ReceivedMoney, 'amountCents'>,
  actor: Actor,
): Promise<string | null> {
  if (cents <= 0) return null;
  await tx
    .update(collectionLetters)
    .set({ feePaidCents: sql`${collectionLetters.feePaidCents} + ${cents}` })
    .where(eq(collectionLetters.id, letter.id));
  const [fee] = await tx
    .insert(payments)
    .values({
      userId: letter.userId,
      invoiceId: null,
      amountCents: cents,
      method: payment.method,
      reference: payment.reference ?? letter.paymentReference,
      externalId: payment.externalId ?? null,
      notes: `Incassokosten brief ${letter.letterNumber}${payment.notes ? ` — ${payment.notes}` : ''}`,
      receivedAt: actor.now,
      createdBy: actor.id,
      createdAt: actor.now,
    })
    .returning({ id: payments.id });
  return fee?.id ?? null;
}

/** The lifecycle refused a booking on a claim of a letter: a 409 with its reason. */
function refused(decision: RefusedClaimEvent) {
  return refusal('CONFLICT', decision.code, decision.reason, decision.params);
}

export async function markLetterPaidWhenSettled(tx: DbOrTx, letter: CollectionLetter, now: Date) {
  const [fresh] = await tx.select().from(collectionLetters).where(eq(collectionLetters.id, letter.id));
  if (fresh && fresh.paymentReceivedAt === null && (await letterOpenCents(tx, fresh)) === 0)
    await tx
      .update(collectionLetters)
      .set({ paymentReceivedAt: now })
      .where(eq(collectionLetters.id, letter.id));
}

export async function reactivateSettled(
  tx: DbOrTx,
  settled: Claim[],
  actor: Actor,
  text: string,
  cause: ReactivationCause,
): Promise<number> {
  let reactivated = 0;
  for (const subscriptionId of new Set(settled.flatMap((claim) => claim.row.subscription_id ?? []))) {
    const outcome = await reactivateSubscription(tx, subscriptionId, actor, text, {
      liftSuspensionOnly: true,
      cause,
    });
    if (outcome.reactivated) reactivated += 1;
  }
  return reactivated;
}

/**
 * Books a payment quoting a letter's reference. Art. 6:44 BW: a payment goes first to the costs, then to
 * the principal — so the collection fee first, then the claims oldest first; anything beyond becomes
 * account credit. Locks the letter and its invoices; concurrent payments queue. Suspended services of
 * settled claims come back on when asked.
 */
export async function payLetter(tx: DbOrTx, letterId: string, payment: Payment, actor: Actor) {
  const [letter] = await tx
    .select()
    .from(collectionLetters)
    .where(eq(collectionLetters.id, letterId))
    .for('update');
  if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
  const claims = await loadClaims(
    tx,
    sql`exists (select 1 from collection_letter_claims lc where lc.letter_id = ${letterId}::uuid
      and lc.invoice_id = i.id)`,
    { lock: true, orderBy: sql`i.due_date, i.invoice_number` },
  );
  const feeDue = openFeeCents(letter);
  const openClaims = claims.filter((claim) => claim.facts.openCents > 0 && claim.row.status !== 'cancelled');
  if (feeDue === 0 && openClaims.length === 0)
    throw refusal(
      'INVOICE_ALREADY_PAID',
      'letter_paid',
      `Brief ${letter.letterNumber} is al volledig betaald`,
      {
        letter: letter.letterNumber,
      },
    );
  const allocation = allocatePayment(payment.amountCents, {
    feeOpenCents: feeDue,
    claims: openClaims.map((claim) => ({ id: claim.row.id, openCents: claim.facts.openCents })),
  });
  const money = { ...payment, reference: letter.paymentReference };
  let firstPaymentId = await payLetterFee(tx, letter, allocation.feeCents, money, actor);
  // What is left beyond the costs and the claims goes with the last claim's booking, as its credit.
  const targets = allocation.claims.map((part) => ({ ...part }));
  const last = targets.at(-1);
  if (last) last.cents += allocation.surplusCents;
  else if (allocation.surplusCents > 0) {
    const fallback = claims.at(-1);
    if (fallback) targets.push({ id: fallback.row.id, cents: allocation.surplusCents });
  }
  const settled: Claim[] = [];
  let creditedCents = 0;
  for (const target of targets) {
    const claim = claims.find((candidate) => candidate.row.id === target.id) as Claim;
    const booked = await bookClaimPayment(
      tx,
      claim,
      {
        ...money,
        amountCents: target.cents,
        notes: payment.notes || `Betaling brief ${letter.letterNumber}`,
        confirmedAtBank: true,
      },
      actor,
    );
    if (!booked.allowed) throw refused(booked);
    firstPaymentId ??= booked.paymentId;
    creditedCents += booked.creditedCents;
    if (booked.decision.settles) settled.push(claim);
  }
  await markLetterPaidWhenSettled(tx, letter, actor.now);
  const reactivated = payment.reactivate
    ? await reactivateSettled(tx, settled, actor, `Betaling ontvangen voor brief ${letter.letterNumber}`, {
        letterNumber: letter.letterNumber,
      })
    : 0;
  await tx.insert(collectionActions).values({
    userId: letter.userId,
    actorId: actor.id,
    action: 'payment_received',
    description: `${formatCents(payment.amountCents)} ontvangen op brief ${letter.letterNumber}${allocation.feeCents > 0 ? ` (waarvan ${formatCents(allocation.feeCents)} incassokosten)` : ''}`,
    letterId,
    createdAt: actor.now,
  });
  if (!firstPaymentId) throw new Error('no payment was booked');
  const [fresh] = await tx.select().from(collectionLetters).where(eq(collectionLetters.id, letterId));
  const stillOpen = fresh ? await letterOpenCents(tx, fresh) : 0;
  const oldestOpen = (
    await loadClaimsById(
      tx,
      openClaims.map((claim) => claim.row.id),
    )
  ).find((claim) => claim.facts.openCents > 0);
  return {
    letter,
    paymentId: firstPaymentId,
    feePaidCents: allocation.feeCents,
    openCents: stillOpen,
    creditedCents,
    invoiceStatus: oldestOpen?.row.status ?? ('paid' as const),
    subscriptionReactivated: reactivated > 0,
  };
}

export type InvoicePayment = {
  allowed: true;
  /** The booking on the claim itself; null when everything went to the letter's costs. */
  booked: BookedClaimPayment | null;
  /** What went to the costs of an incassobrief covering the claim, first (art. 6:44 BW). */
  fee: { letter: CollectionLetter; cents: number; paymentId: string } | null;
  paymentId: string;
  status: BookedClaimPayment['status'];
  openCents: number;
  creditedCents: number;
  appliedCents: number;
};

/**
 * Books money quoting an invoice's own reference (or assigned to the invoice). Costs first (art. 6:44 BW):
 * when an incassobrief covering the claim still asks its fee, that is paid before the principal, so a
 * payment of the invoice amount alone never closes the case and leaves the fee behind (issue 27, case 5).
 * The claim was loaded locked by the caller. A refusal of the lifecycle comes back as it is.
 */
export async function payInvoice(
  tx: DbOrTx,
  claim: Claim,
  money: ReceivedMoney,
  actor: Actor,
): Promise<InvoicePayment | RefusedClaimEvent> {
  const letter = await findOpenFeeLetter(tx, claim.row.id);
  const feeCents = letter ? Math.min(money.amountCents, openFeeCents(letter)) : 0;
  const rest = money.amountCents - feeCents;
  // Asked before anything is written: a refusal of the principal's booking books no costs either.
  if (rest > 0) {
    const decision = decideClaimEvent(
      claim.facts,
      {
        type: 'payment',
        amountCents: rest,
        route: money.route,
        ...(money.confirmedAtBank ? { confirmedAtBank: true } : {}),
      },
      { today: amsterdamToday(actor.now), dueDate: claim.row.due_date },
    );
    if (!decision.allowed) return decision;
  }
  const feePaymentId = letter && feeCents > 0 ? await payLetterFee(tx, letter, feeCents, money, actor) : null;
  if (letter && feeCents > 0)
    await tx.insert(collectionActions).values({
      userId: letter.userId,
      actorId: actor.id,
      action: 'payment_received',
      description: `${formatCents(feeCents)} incassokosten van brief ${letter.letterNumber} betaald met het kenmerk van factuur ${claim.row.invoice_number}`,
      letterId: letter.id,
      createdAt: actor.now,
    });
  const booked = rest > 0 ? await bookClaimPayment(tx, claim, { ...money, amountCents: rest }, actor) : null;
  if (booked && !booked.allowed) return booked;
  if (letter && feeCents > 0) await markLetterPaidWhenSettled(tx, letter, actor.now);
  const paymentId = booked?.paymentId ?? feePaymentId;
  if (!paymentId) throw new Error('no payment was booked');
  return {
    allowed: true,
    booked,
    fee: letter && feePaymentId ? { letter, cents: feeCents, paymentId: feePaymentId } : null,
    paymentId,
    status: booked?.status ?? claim.row.status,
    openCents: booked?.openCents ?? claim.facts.openCents,
    creditedCents: booked?.creditedCents ?? 0,
    appliedCents: booked?.appliedCents ?? 0,
  };
}
