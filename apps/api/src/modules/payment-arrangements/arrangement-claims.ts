import type { ArrangementClaim as ArrangementClaimView } from '@hostportaal/contract';
import type { IsoDate } from '@hostportaal/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CollectionLetter,
  collectionLetterClaims,
  collectionLetters,
  invoices,
} from '../../db/schema/index.ts';
import { type Claim, loadClaims } from '../claims/claim-facts.ts';
import { openFeeCents } from '../collections/pay-letter.ts';

// Which claims an arrangement may cover (issue 30): the customer's unpaid invoices that no direct debit is
// under way for and no other arrangement holds — for the customer's own proposal only the overdue ones — and
// the collection costs of their incassobrieven still open (a fee already due stays part of the total).

export type CoverableFee = { letter: CollectionLetter; cents: number };
export type Coverable = { invoices: Claim[]; fees: CoverableFee[] };

export async function coverableClaims(
  db: DbOrTx,
  userId: string,
  options: { overdueOnly: boolean; today: IsoDate; lock?: boolean },
): Promise<Coverable> {
  const claims = await loadClaims(
    db,
    sql`i.user_id = ${userId}::uuid and i.status in ('open', 'overdue', 'failed') and i.total_cents > i.paid_cents`,
    { orderBy: sql`i.due_date, i.year, i.sequence`, ...(options.lock ? { lock: true } : {}) },
  );
  const invoicesCovered = claims.filter(
    (claim) =>
      !claim.facts.arrangement &&
      claim.facts.collection === null &&
      (!options.overdueOnly || claim.row.due_date < options.today),
  );
  const letters = await db
    .select()
    .from(collectionLetters)
    .where(
      and(
        eq(collectionLetters.userId, userId),
        eq(collectionLetters.letterType, 'collection'),
        isNull(collectionLetters.supersededById),
        sql`${collectionLetters.feeCents} > ${collectionLetters.feePaidCents} + ${collectionLetters.feeWaivedCents}`,
        sql`not exists (select 1 from payment_arrangement_claims pac where pac.letter_id = ${collectionLetters.id}
          and pac.holding)`,
      ),
    )
    .orderBy(asc(collectionLetters.createdAt));
  return {
    invoices: invoicesCovered,
    fees: letters.map((letter) => ({ letter, cents: openFeeCents(letter) })),
  };
}

export const invoiceClaimView = (claim: Claim): ArrangementClaimView => ({
  kind: 'invoice',
  id: claim.row.id,
  label: claim.row.invoice_number,
  openCents: Math.max(0, claim.facts.openCents),
  dueDate: claim.row.due_date,
});

export const feeClaimView = (fee: CoverableFee): ArrangementClaimView => ({
  kind: 'fee',
  id: fee.letter.id,
  label: fee.letter.letterNumber,
  openCents: fee.cents,
  dueDate: fee.letter.letterDate,
});

export function coverableViews(coverable: Coverable): ArrangementClaimView[] {
  return [...coverable.fees.map(feeClaimView), ...coverable.invoices.map(invoiceClaimView)];
}

export const coverableTotal = (coverable: Coverable) =>
  coverable.fees.reduce((sum, fee) => sum + fee.cents, 0) +
  coverable.invoices.reduce((sum, claim) => sum + Math.max(0, claim.facts.openCents), 0);

/**
 * The claims a proposal chose, of those it may cover: left out, all of them. A chosen invoice brings the
 * costs of the incassobrief that covers it (art. 6:44 BW: costs come first; an arrangement never drops them).
 * An id that cannot be covered is refused with its label, so nothing is agreed over a claim that is not open.
 */
export async function chooseClaims(
  db: DbOrTx,
  userId: string,
  coverable: Coverable,
  claimIds: string[] | undefined,
): Promise<Coverable> {
  if (!claimIds) return coverable;
  const wanted = new Set(claimIds);
  const chosenInvoices = coverable.invoices.filter((claim) => wanted.has(claim.row.id));
  const lettersOfChosen = new Set(
    chosenInvoices.length === 0
      ? []
      : (
          await db
            .select({ letterId: collectionLetterClaims.letterId })
            .from(collectionLetterClaims)
            .where(
              inArray(
                collectionLetterClaims.invoiceId,
                chosenInvoices.map((claim) => claim.row.id),
              ),
            )
        ).map((row) => row.letterId),
  );
  const chosenFees = coverable.fees.filter(
    (fee) => wanted.has(fee.letter.id) || lettersOfChosen.has(fee.letter.id),
  );
  const known = new Set([
    ...chosenInvoices.map((claim) => claim.row.id),
    ...chosenFees.map((fee) => fee.letter.id),
  ]);
  const unknown = claimIds.find((id) => !known.has(id));
  if (unknown) throw await notCoverable(db, userId, unknown);
  return { invoices: chosenInvoices, fees: chosenFees };
}

async function notCoverable(db: DbOrTx, userId: string, id: string) {
  const [invoice] = await db
    .select({ number: invoices.invoiceNumber, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  if (invoice) {
    const [claim] = await loadClaims(db, sql`i.id = ${id}::uuid`);
    if (claim?.facts.collection)
      return refusal(
        'CONFLICT',
        'arrangement_claim_at_bank',
        `De incasso van factuur ${invoice.number} loopt; wacht de uitslag af.`,
        { label: invoice.number },
      );
    return refusal(
      'CONFLICT',
      'arrangement_claim_not_open',
      `Factuur ${invoice.number} staat niet (meer) open en kan niet in een betalingsregeling.`,
      { label: invoice.number },
    );
  }
  const [letter] = await db
    .select({ number: collectionLetters.letterNumber })
    .from(collectionLetters)
    .where(and(eq(collectionLetters.id, id), eq(collectionLetters.userId, userId)));
  const label = letter?.number ?? 'Deze post';
  return refusal(
    'CONFLICT',
    'arrangement_claim_not_open',
    `${label} staat niet (meer) open en kan niet in een betalingsregeling.`,
    { label },
  );
}
