import { createHash, randomUUID } from 'node:crypto';
import { type CollectionLetterDocument, renderCollectionLetterPdf } from '@hostportaal/documents';
import {
  formatCollectionLetterNumber,
  type IsoDate,
  type NoticeChannel,
  noticeTerm,
  reissuedNoticeTerm,
} from '@hostportaal/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  type CollectionLetter,
  collectionLetterClaims,
  collectionLetterSeries,
  collectionLetters,
  users,
} from '../../db/schema/index.ts';
import { invoiceCustomerSnapshot } from '../billing/invoice-amounts.ts';
import { takePaymentReference } from '../billing/number-series.ts';
import { getCompanySettings } from '../company/company-settings.ts';
import { offerPayLink, type PayLinks } from '../online-payments/pay-links.ts';

export type LetterClaim = {
  invoiceId: string;
  invoiceNumber: string;
  issueDate: IsoDate;
  dueDate: IsoDate;
  openCents: number;
};

/**
 * A business customer: registered with the KvK or for VAT (they owe the fee without a 14-dagenbrief). A
 * company name alone is free text anyone can type, so it does not take away a consumer's protection.
 */
export function isBusinessCustomer(user: { kvkNumber: string | null; vatId: string | null }): boolean {
  return Boolean(user.kvkNumber?.trim() || user.vatId?.trim());
}

async function takeLetterNumber(db: DbOrTx, year: number): Promise<string> {
  const [row] = await db
    .insert(collectionLetterSeries)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: collectionLetterSeries.year,
      set: { lastSequence: sql`${collectionLetterSeries.lastSequence} + 1` },
    })
    .returning({ lastSequence: collectionLetterSeries.lastSequence });
  if (!row) throw new Error(`No letter number for ${year}`);
  return formatCollectionLetterNumber(year, row.lastSequence);
}

/**
 * Writes a 14-dagenbrief ('notice') or an incassobrief ('collection') for some of one customer's claims:
 * renders the PDF, stores its bytes and hash with the claims and amounts, and gives the letter its own
 * PAY- reference, so the customer pays everything it asks with one transfer. Runs in the caller's
 * transaction.
 */
export async function issueCollectionLetter(
  tx: DbOrTx,
  input: {
    letterType: 'notice' | 'collection';
    userId: string;
    claims: LetterClaim[];
    feeCents: number;
    channel: NoticeChannel;
    today: IsoDate;
    now: Date;
    actorId: string | null;
    /** The collection letter's notice (consumers). */
    notice?: Pick<CollectionLetter, 'id' | 'letterNumber' | 'letterDate' | 'termEndDate'> | null;
    /** A notice sent again by another channel: the letter it replaces (its PAY- reference is kept). */
    replaces?: Pick<
      CollectionLetter,
      'letterNumber' | 'letterDate' | 'expectedReceiptDate' | 'paymentReference'
    >;
    /** Signed pay links (issue 29): the letter prints its own, as a link and a QR code; null: none. */
    payLinks?: PayLinks | null;
  },
): Promise<CollectionLetter> {
  const [user] = await tx.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw new Error(`customer ${input.userId} not found`);
  const company = await getCompanySettings(tx);
  const customer = invoiceCustomerSnapshot(user);
  const year = Number(input.today.slice(0, 4));
  const letterNumber = await takeLetterNumber(tx, year);
  // A replacement keeps the reference the customer may already have paid with.
  const paymentReference = input.replaces?.paymentReference ?? (await takePaymentReference(tx, year));
  const principalCents = input.claims.reduce((sum, claim) => sum + claim.openCents, 0);
  const replaced = input.replaces?.expectedReceiptDate
    ? { expectedReceiptDate: input.replaces.expectedReceiptDate }
    : null;
  const term =
    input.letterType !== 'notice'
      ? null
      : replaced
        ? reissuedNoticeTerm(input.today, input.channel, replaced)
        : noticeTerm(input.today, input.channel);
  const notice = input.notice;
  // The id is the letter's before it is written: its pay link names it, and the PDF carries that link.
  const letterId = randomUUID();
  const payOnline = await offerPayLink(input.payLinks, { scope: 'letter', userId: input.userId, letterId });

  const document: CollectionLetterDocument = {
    kind: input.letterType,
    letterNumber,
    letterDate: input.today,
    customer,
    customerType: isBusinessCustomer(user) ? 'business' : 'consumer',
    paymentReference,
    claims: input.claims.map(({ invoiceId: _id, ...claim }) => claim),
    principalCents,
    feeCents: input.feeCents,
    ...(term ? { term: { ...term, channel: input.channel } } : {}),
    ...(input.replaces
      ? { replaces: { letterNumber: input.replaces.letterNumber, letterDate: input.replaces.letterDate } }
      : {}),
    ...(notice?.termEndDate
      ? {
          notice: {
            letterNumber: notice.letterNumber,
            letterDate: notice.letterDate,
            termEndDate: notice.termEndDate,
          },
        }
      : {}),
    ...(payOnline ? { payOnline } : {}),
  };
  const pdf = await renderCollectionLetterPdf(document, company);

  const [letter] = await tx
    .insert(collectionLetters)
    .values({
      id: letterId,
      letterNumber,
      letterType: input.letterType,
      userId: input.userId,
      customer,
      channel: input.channel,
      letterDate: input.today,
      expectedReceiptDate: term?.expectedReceiptDate ?? null,
      termEndDate: term?.termEndDate ?? null,
      firstFeeDate: term?.firstFeeDate ?? null,
      noticeLetterId: notice?.id ?? null,
      principalCents,
      feeCents: input.feeCents,
      paymentReference,
      pdf,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      createdBy: input.actorId,
      createdAt: input.now,
    })
    .returning();
  if (!letter) throw new Error('letter insert returned nothing');
  await tx.insert(collectionLetterClaims).values(
    input.claims.map((claim) => ({
      letterId: letter.id,
      invoiceId: claim.invoiceId,
      openCents: claim.openCents,
    })),
  );
  return letter;
}
