import { amsterdamToday, decideClaimEvent, formatCents } from '@hostportaal/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  collectionActions,
  type OnlinePayment,
  onlinePayments,
  payments,
  users,
} from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { addCreditEntries } from '../account-credit/credit-ledger.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { claimWriteOf, writeClaims } from '../claims/claim-executor.ts';
import { loadClaimsById } from '../claims/claim-facts.ts';
import { syncCollectionCases } from '../collections/sync-collection-cases.ts';
import { createNotification } from '../notifications/create-notification.ts';

// Money an online payment gives back (issue 29): a refund staff asked for, once Mollie says `refunded`, or a
// chargeback Mollie reports. The claim lifecycle decides (online_refunded, online_charged_back): what the
// payment had put on account credit and is still there comes off the credit first, only the rest is owed
// again. The books: a refund of credit is a 'refund' entry (money paid back); what reopens a claim, and all of
// a chargeback, is a negative payment of that method, so what came in and what is booked still agree.

type Actor = { id: string | null; now: Date };
export type TakeBack = {
  kind: 'refund' | 'chargeback';
  amountCents: number;
  /** Mollie's id of the refund or chargeback. */
  providerId: string;
  /** A refund is from one invoice; a chargeback from the claims the payment paid, the last first. */
  invoiceId?: string;
};

/** The claims this online payment's money is on, with what it paid on each, the last paid first. */
async function paidClaims(tx: DbOrTx, row: OnlinePayment) {
  const result = await tx.execute<{ invoice_id: string; cents: number }>(sql`
    select invoice_id, sum(amount_cents)::int as cents, max(created_at) as last
    from payments where external_id = ${row.providerPaymentId} and invoice_id is not null and status = 'received'
    group by invoice_id having sum(amount_cents) > 0 order by last desc`);
  return result.rows;
}

/** What of the credit this payment made is still the customer's (never more than their balance). */
async function creditStillThere(tx: DbOrTx, row: OnlinePayment): Promise<number> {
  const [user] = await tx
    .select({ balance: users.creditBalanceCents })
    .from(users)
    .where(eq(users.id, row.userId))
    .for('update');
  return Math.max(0, Math.min(user?.balance ?? 0, row.creditedCents - row.creditReturnedCents));
}

/** The most that may be refunded of this payment from this invoice: what it paid there, plus its credit left. */
export async function refundableFromInvoice(tx: DbOrTx, row: OnlinePayment, invoiceId: string) {
  const paid = (await paidClaims(tx, row)).find((claim) => claim.invoice_id === invoiceId)?.cents ?? 0;
  return paid + (await creditStillThere(tx, row));
}

export async function takeBackOnlinePayment(tx: DbOrTx, row: OnlinePayment, back: TakeBack, actor: Actor) {
  const context = (dueDate: string) => ({ today: amsterdamToday(actor.now), dueDate });
  let fromCredit = Math.min(back.amountCents, await creditStillThere(tx, row));
  let remaining = back.amountCents;
  const claims = (await paidClaims(tx, row)).filter(
    (claim) => back.invoiceId === undefined || claim.invoice_id === back.invoiceId,
  );
  const loaded = await loadClaimsById(
    tx,
    claims.map((claim) => claim.invoice_id),
    { lock: true },
  );
  const method = (
    await tx
      .select({ method: payments.method })
      .from(payments)
      .where(and(eq(payments.externalId, row.providerPaymentId ?? ''), gt(payments.amountCents, 0)))
      .orderBy(desc(payments.createdAt))
      .limit(1)
  )[0]?.method;
  const reopened: string[] = [];
  for (const part of claims) {
    if (remaining <= 0) break;
    const claim = loaded.find((candidate) => candidate.row.id === part.invoice_id);
    if (!claim) continue;
    const credit = fromCredit;
    const cents = Math.min(remaining, part.cents + credit);
    fromCredit = 0;
    const decision = decideClaimEvent(
      claim.facts,
      {
        type: back.kind === 'refund' ? 'online_refunded' : 'online_charged_back',
        amountCents: cents,
        surplusOnCreditCents: credit,
      },
      context(claim.row.due_date),
    );
    if (!decision.allowed) throw new Error(`${back.providerId}: ${decision.reason}`);
    const money = decision.money ?? { claimCents: 0, creditCents: 0 };
    await writeClaims(tx, [
      claimWriteOf({ id: claim.row.id, paidCents: Number(claim.row.paid_cents) }, decision, actor.now),
    ]);
    const creditCents = -money.creditCents;
    if (creditCents > 0 && money.creditKind)
      await addCreditEntries(
        tx,
        [
          {
            userId: row.userId,
            kind: money.creditKind,
            amountCents: -creditCents,
            invoiceId: claim.row.id,
            paymentId: row.paymentId,
            description:
              back.kind === 'refund'
                ? `Terugbetaald via Mollie (${back.providerId})`
                : `Online betaling door de bank teruggeboekt (${back.providerId})`,
            createdBy: actor.id,
          },
        ],
        actor.now,
      );
    // A refund of credit is the credit paid back; everything else leaves as a negative payment.
    const negative = back.kind === 'refund' ? -money.claimCents : cents;
    if (negative > 0)
      await tx.insert(payments).values({
        userId: row.userId,
        invoiceId: claim.row.id,
        amountCents: -negative,
        method: method ?? 'ideal',
        reference: claim.row.payment_reference,
        externalId: back.providerId,
        notes: back.kind === 'refund' ? 'Terugbetaling via Mollie' : 'Chargeback via Mollie',
        receivedAt: actor.now,
        createdBy: actor.id,
        createdAt: actor.now,
      });
    await tx
      .update(onlinePayments)
      .set({
        creditReturnedCents: sql`${onlinePayments.creditReturnedCents} + ${creditCents}`,
        ...(back.kind === 'refund'
          ? { refundedCents: sql`${onlinePayments.refundedCents} + ${cents}` }
          : { chargedBackCents: sql`${onlinePayments.chargedBackCents} + ${cents}` }),
        updatedAt: actor.now,
      })
      .where(eq(onlinePayments.id, row.id));
    if (decision.reopens || money.claimCents < 0) reopened.push(claim.row.invoice_number);
    remaining -= cents;
  }
  if (remaining > 0)
    throw new Error(`${back.providerId}: ${formatCents(remaining)} found no claim to come off`);
  // Credit the customer has from elsewhere settles what is owed again before anyone asks for it (issue 27).
  if (reopened.length > 0)
    await applyAvailableCredit(tx, { userIds: [row.userId] }, actor, { syncCases: false });
  await syncCollectionCases(tx, actor.now, { invoiceIds: claims.map((claim) => claim.invoice_id) });
  const words =
    back.kind === 'refund'
      ? `${formatCents(back.amountCents)} van online betaling ${row.providerPaymentId} terugbetaald (${back.providerId})`
      : `Chargeback van ${formatCents(back.amountCents)} op online betaling ${row.providerPaymentId} (${back.providerId})`;
  await tx.insert(collectionActions).values({
    userId: row.userId,
    actorId: actor.id,
    action: back.kind === 'refund' ? 'online_refund_done' : 'online_charged_back',
    description: `${words}${reopened.length > 0 ? `; weer open: ${reopened.join(', ')}` : ''}`,
    result: back.kind === 'refund' ? 'success' : 'failed',
    letterId: row.letterId,
    createdAt: actor.now,
  });
  await recordActivity(tx, {
    userId: row.userId,
    actorId: actor.id,
    type: 'payment',
    action: back.kind === 'refund' ? 'Terugbetaling' : 'Chargeback',
    description: words,
    now: actor.now,
    metadata: { onlinePaymentId: row.id, providerId: back.providerId, amountCents: back.amountCents },
  });
  await createNotification(tx, {
    userId: row.userId,
    type: 'payment_received',
    title: back.kind === 'refund' ? 'Terugbetaling verstuurd' : 'Betaling teruggeboekt',
    body:
      back.kind === 'refund'
        ? `We hebben ${formatCents(back.amountCents)} van je online betaling teruggestort.${reopened.length > 0 ? ` Factuur ${reopened.join(', ')} staat daardoor weer open.` : ''}`
        : `Je bank of creditcardmaatschappij heeft je online betaling van ${formatCents(back.amountCents)} teruggeboekt. ${reopened.length > 0 ? `Factuur ${reopened.join(', ')} staat daardoor weer open; betaal die opnieuw of neem contact met ons op.` : ''}`.trim(),
    link: '/dashboard/invoices',
    now: actor.now,
  });
}
