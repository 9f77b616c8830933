import type { StartOnlinePaymentBody } from '@hostportaal/contract';
import { amsterdamToday, decideClaimEvent } from '@hostportaal/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type AppError, refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type CollectionLetter, collectionLetters } from '../../db/schema/index.ts';
import { type Claim, loadClaims } from '../claims/claim-facts.ts';
import { findOpenFeeLetter, openFeeCents } from '../collections/pay-letter.ts';

// What a customer may pay online now, and how much (issue 29): the amount is computed here, at the moment of
// paying, from the claims as they stand — never from what a screen or an old link said. The claim lifecycle
// decides per claim whether paying online may start (not while its direct debit is under way).

/** What the customer asked to pay of their claims (an instalment is paid on its arrangement instead). */
export type ClaimsPayBody = Exclude<StartOnlinePaymentBody, { scope: 'instalment' }>;

export type PayableFee = { letter: CollectionLetter; cents: number };
export type Payable = {
  claims: { claim: Claim; cents: number }[];
  fees: PayableFee[];
  amountCents: number;
  /** The reference to quote for a transfer instead: the letter's, or the one invoice's. */
  paymentReference: string | null;
};

const mayStart = (claim: Claim, now: Date) =>
  decideClaimEvent(
    claim.facts,
    { type: 'online_payment_started' },
    { today: amsterdamToday(now), dueDate: claim.row.due_date },
  );

function refusedStart(claim: Claim, now: Date): AppError | null {
  const decision = mayStart(claim, now);
  if (decision.allowed) return null;
  return refusal('CONFLICT', decision.code, decision.reason, {
    invoiceNumber: claim.row.invoice_number,
    ...decision.params,
  });
}

const nothingToPay = () => refusal('CONFLICT', 'nothing_to_pay', 'Er staat niets open om te betalen.');

function payableOf(claims: Claim[], fees: PayableFee[], paymentReference: string | null): Payable {
  const parts = claims.map((claim) => ({ claim, cents: Math.max(0, claim.facts.openCents) }));
  const amountCents =
    parts.reduce((sum, part) => sum + part.cents, 0) + fees.reduce((sum, fee) => sum + fee.cents, 0);
  if (amountCents <= 0) throw nothingToPay();
  return { claims: parts, fees, amountCents, paymentReference };
}

/** The customer's open collection letters in force that still ask their fee. */
async function openFeeLetters(db: DbOrTx, userId: string): Promise<PayableFee[]> {
  const letters = await db
    .select()
    .from(collectionLetters)
    .where(
      and(
        eq(collectionLetters.userId, userId),
        eq(collectionLetters.letterType, 'collection'),
        isNull(collectionLetters.supersededById),
        sql`${collectionLetters.feeCents} > ${collectionLetters.feePaidCents} + ${collectionLetters.feeWaivedCents}`,
        // Costs a running arrangement covers are paid by its instalments (issue 30).
        sql`not exists (select 1 from payment_arrangement_claims pac
          join payment_arrangements pa on pa.id = pac.arrangement_id
          where pac.letter_id = ${collectionLetters.id} and pac.holding and pa.status = 'active')`,
      ),
    )
    .orderBy(asc(collectionLetters.createdAt));
  return letters.map((letter) => ({ letter, cents: openFeeCents(letter) }));
}

export async function payableClaims(
  db: DbOrTx,
  userId: string,
  body: ClaimsPayBody,
  now: Date,
): Promise<Payable> {
  switch (body.scope) {
    case 'invoice': {
      const [claim] = await loadClaims(
        db,
        sql`i.id = ${body.invoiceId}::uuid and i.user_id = ${userId}::uuid`,
      );
      if (!claim) throw refusal('NOT_FOUND', 'invoice_not_found', 'Factuur niet gevonden');
      const refused = refusedStart(claim, now);
      if (refused) throw refused;
      // An incassobrief covering the claim asks its fee first (art. 6:44 BW): the payment brings it too.
      const letter = await findOpenFeeLetter(db, claim.row.id);
      const fees = letter ? [{ letter, cents: openFeeCents(letter) }] : [];
      return payableOf([claim], fees, claim.row.payment_reference);
    }
    case 'letter': {
      const [letter] = await db
        .select()
        .from(collectionLetters)
        .where(
          and(
            eq(collectionLetters.id, body.letterId),
            eq(collectionLetters.userId, userId),
            isNull(collectionLetters.supersededById),
          ),
        );
      if (!letter) throw refusal('NOT_FOUND', 'letter_not_found', 'Brief niet gevonden');
      const claims = (
        await loadClaims(
          db,
          sql`exists (select 1 from collection_letter_claims lc where lc.letter_id = ${letter.id}::uuid
            and lc.invoice_id = i.id)`,
          { orderBy: sql`i.due_date, i.invoice_number` },
        )
      ).filter((claim) => claim.facts.openCents > 0 && claim.row.status !== 'cancelled');
      for (const claim of claims) {
        const refused = refusedStart(claim, now);
        if (refused) throw refused;
      }
      const fee = openFeeCents(letter);
      if (claims.length === 0 && fee === 0)
        throw refusal(
          'INVOICE_ALREADY_PAID',
          'letter_paid',
          `Brief ${letter.letterNumber} is al volledig betaald`,
          {
            letter: letter.letterNumber,
          },
        );
      return payableOf(claims, fee > 0 ? [{ letter, cents: fee }] : [], letter.paymentReference);
    }
    case 'all': {
      // Every open claim the lifecycle lets the customer pay now, oldest first; one whose direct debit is
      // under way is left to the bank. And every open letter fee (costs first when booked).
      const open = await loadClaims(
        db,
        sql`i.user_id = ${userId}::uuid and i.status in ('open', 'overdue', 'failed') and i.total_cents > i.paid_cents`,
        { orderBy: sql`i.due_date, i.invoice_number` },
      );
      const claims = open.filter((claim) => mayStart(claim, now).allowed);
      const fees = await openFeeLetters(db, userId);
      // Everything open is held by a running arrangement: its instalments are what there is to pay.
      const held = open.find((claim) => refusedStart(claim, now)?.reason === 'claim_held_by_arrangement');
      if (claims.length === 0 && fees.length === 0 && held) throw refusedStart(held, now);
      return payableOf(claims, fees, claims.length === 1 ? (claims[0]?.row.payment_reference ?? null) : null);
    }
  }
}
