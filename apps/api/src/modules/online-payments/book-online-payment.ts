import { formatCents } from '@hostportaal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  collectionLetters,
  type OnlinePayment,
  onlinePaymentClaims,
  onlinePayments,
} from '../../db/schema/index.ts';
import { applyAvailableCredit } from '../account-credit/apply-available-credit.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { paymentMethodLabels } from '../billing/export-labels.ts';
import { type Claim, loadClaimsById } from '../claims/claim-facts.ts';
import { bookClaimPayment, type PaymentMethod, type ReceivedMoney } from '../claims/claim-payments.ts';
import {
  findOpenFeeLetter,
  openFeeCents,
  payInvoice,
  payLetter,
  reactivateSettled,
} from '../collections/pay-letter.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { bookInstalmentPayment } from './instalment-payments.ts';
import type { ProviderPayment } from './payment-provider.ts';

// Money an online payment brought, booked once (issue 29): through the existing payment path with the route
// 'online' — a letter's fee first, then its claims oldest first (art. 6:44 BW), what is left the customer's
// credit — so dunning stops and suspended services come back on as after a manual payment. Claims settled in
// the meantime (the bank file, a transfer, another tab) take nothing: the money becomes account credit marked
// for refund, which puts it on staff's Account credit list.

type Actor = { id: string | null; now: Date };

const methods: Record<string, PaymentMethod> = {
  ideal: 'ideal',
  creditcard: 'credit_card',
  bancontact: 'bancontact',
  paypal: 'paypal',
};
/** Mollie's method in the registers' words (paymentMethodLabels), or as Mollie names it. */
export const methodLabelOf = (method: string | null) => {
  if (!method) return 'online';
  const ours = methods[method];
  return ours ? paymentMethodLabels[ours] : method;
};

const forWhat = (numbers: string[]) => (numbers.length === 0 ? '' : ` voor factuur ${numbers.join(', ')}`);

export type BookedOnlinePayment = {
  paymentId: string;
  creditedCents: number;
  settledInvoiceNumbers: string[];
  /** The invoices the money was booked on (the customer's message names them). */
  invoiceNumbers: string[];
  reactivated: number;
  /** What the customer's message says it was for, when not the invoices (an arrangement's instalment). */
  forWhat?: string;
  link?: string;
};

async function bookOnClaims(
  tx: DbOrTx,
  row: OnlinePayment,
  money: Omit<ReceivedMoney, 'amountCents'>,
  amountCents: number,
  actor: Actor,
): Promise<BookedOnlinePayment> {
  const parts = await tx
    .select()
    .from(onlinePaymentClaims)
    .where(eq(onlinePaymentClaims.onlinePaymentId, row.id));
  const claims = await loadClaimsById(
    tx,
    parts.flatMap((part) => part.invoiceId ?? []),
    { lock: true },
  );
  claims.sort((a, b) => a.row.due_date.localeCompare(b.row.due_date));
  let remaining = amountCents;
  let paymentId: string | null = null;
  let creditedCents = 0;
  const settled: Claim[] = [];
  for (const claim of claims) {
    if (remaining <= 0) break;
    const letter = await findOpenFeeLetter(tx, claim.row.id);
    const wanted = Math.max(0, claim.facts.openCents) + (letter ? openFeeCents(letter) : 0);
    const cents = Math.min(remaining, wanted);
    if (cents <= 0) continue;
    const paid = await payInvoice(tx, claim, { ...money, amountCents: cents }, actor);
    if (!paid.allowed) throw new AppError('CONFLICT', { reason: paid.code, message: paid.reason });
    paymentId ??= paid.paymentId;
    creditedCents += paid.creditedCents;
    if (paid.booked?.decision.settles) settled.push(claim);
    remaining -= cents;
  }
  // Letter fees asked on their own (their claims were paid before): costs still open.
  for (const part of parts) {
    if (remaining <= 0) break;
    if (!part.letterId) continue;
    const [letter] = await tx
      .select()
      .from(collectionLetters)
      .where(and(eq(collectionLetters.id, part.letterId), isNull(collectionLetters.supersededById)));
    const open = letter ? openFeeCents(letter) : 0;
    if (open === 0) continue;
    const paid = await payLetter(
      tx,
      part.letterId,
      { ...money, amountCents: Math.min(remaining, open), reactivate: true },
      actor,
    );
    paymentId ??= paid.paymentId;
    remaining -= Math.min(remaining, open);
  }
  // What nothing asks any more (paid twice, or more than was open): the customer's credit, on the last claim.
  if (remaining > 0) {
    const last = claims.at(-1);
    if (!last) throw new Error(`online payment ${row.id} has no claim to book its surplus on`);
    const [fresh] = await loadClaimsById(tx, [last.row.id], { lock: true });
    const booked = await bookClaimPayment(tx, fresh ?? last, { ...money, amountCents: remaining }, actor);
    if (!booked.allowed) throw new AppError('CONFLICT', { reason: booked.code, message: booked.reason });
    paymentId ??= booked.paymentId;
    creditedCents += booked.creditedCents;
  }
  if (!paymentId) throw new Error(`online payment ${row.id} booked nothing`);
  const reactivated = await reactivateSettled(
    tx,
    settled,
    actor,
    'Online betaling ontvangen',
    settled[0] ? { invoiceNumber: settled[0].row.invoice_number } : { bulk: true },
  );
  return {
    paymentId,
    creditedCents,
    settledInvoiceNumbers: settled.map((claim) => claim.row.invoice_number),
    invoiceNumbers: claims.map((claim) => claim.row.invoice_number),
    reactivated,
  };
}

/** Books a paid online payment whose row the caller locked and found not booked yet. */
export async function bookOnlinePayment(
  tx: DbOrTx,
  row: OnlinePayment,
  fetched: ProviderPayment,
  actor: Actor,
): Promise<BookedOnlinePayment> {
  const label = methodLabelOf(fetched.method);
  const money = {
    route: 'online' as const,
    method: methods[fetched.method ?? ''] ?? 'ideal',
    externalId: fetched.id,
    notes: `Online betaling ${fetched.id} (${label})`,
  };
  const amountCents = fetched.amountCents;
  let booked: BookedOnlinePayment;
  if (row.scope === 'instalment') {
    // An arrangement's instalment: booked on the arrangement like every other instalment payment (issue 30).
    const paid = await bookInstalmentPayment(tx, row, money, amountCents, actor);
    booked = { ...paid, settledInvoiceNumbers: [], link: '/dashboard/payment-arrangement' };
  } else if (row.scope === 'letter' && row.letterId) {
    const claimsOpen = await tx.execute<{ open: number }>(sql`
      select count(*)::int as open from online_payment_claims where online_payment_id = ${row.id}::uuid
        and invoice_id is not null`);
    try {
      const paid = await payLetter(tx, row.letterId, { ...money, amountCents, reactivate: true }, actor);
      booked = {
        paymentId: paid.paymentId,
        creditedCents: paid.creditedCents,
        settledInvoiceNumbers: [],
        invoiceNumbers: [],
        reactivated: paid.subscriptionReactivated ? 1 : 0,
      };
    } catch (error) {
      // The letter was paid meanwhile: the money is booked on its claims, where it becomes credit.
      if (
        !(error instanceof AppError) ||
        error.reason !== 'letter_paid' ||
        (claimsOpen.rows[0]?.open ?? 0) === 0
      )
        throw error;
      booked = await bookOnClaims(tx, row, money, amountCents, actor);
    }
  } else {
    booked = await bookOnClaims(tx, row, money, amountCents, actor);
  }
  await tx
    .update(onlinePayments)
    .set({ bookedAt: actor.now, paymentId: booked.paymentId, creditedCents: booked.creditedCents })
    .where(eq(onlinePayments.id, row.id));
  await recordActivity(tx, {
    userId: row.userId,
    actorId: null,
    type: 'payment',
    action: 'Betaling ontvangen',
    description: `Online betaling van ${formatCents(amountCents)} ontvangen (${label}, ${fetched.id})${booked.creditedCents > 0 ? `; ${formatCents(booked.creditedCents)} als tegoed` : ''}${booked.reactivated > 0 ? '; dienst weer actief' : ''}`,
    now: actor.now,
    metadata: {
      onlinePaymentId: row.id,
      providerPaymentId: fetched.id,
      amountCents,
      paymentMethod: money.method,
      paymentId: booked.paymentId,
      creditedCents: booked.creditedCents,
    },
  });
  const credit =
    booked.creditedCents > 0
      ? ` ${formatCents(booked.creditedCents)} daarvan stond al niet meer open; dat zetten we als tegoed op je account en betalen we je terug als je niets meer open hebt.`
      : '';
  await createNotification(tx, {
    userId: row.userId,
    type: 'payment_received',
    title: 'Betaling ontvangen',
    body: `We hebben je online betaling van ${formatCents(amountCents)} ontvangen${booked.forWhat ?? forWhat(booked.invoiceNumbers)}. Dank je wel!${credit}`,
    link: booked.link ?? '/dashboard/invoices',
    now: actor.now,
  });
  if (booked.creditedCents > 0) await applyAvailableCredit(tx, { userIds: [row.userId] }, actor);
  return booked;
}
