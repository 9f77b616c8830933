import { daysBetween, formatCents, type IsoDate, isIsoDate } from '@hostportaal/domain';
import type { DocumentParty } from './invoice-document.ts';

/** One overdue invoice named in a collection letter. */
export type CollectionLetterClaim = {
  /** The invoice number as printed on the invoice ('2026-000123'). */
  invoiceNumber: string;
  /** The invoice's issue date. */
  issueDate: IsoDate;
  /** The invoice's due date, passed before the letter is sent. */
  dueDate: IsoDate;
  /** What is still unpaid on this invoice, VAT included, after any part payments. */
  openCents: number;
};

/** The 14-day term of a notice (art. 6:96 lid 6 BW), computed by the caller from the sending channel. */
export type NoticeTerm = {
  /** The day we assume the customer receives the letter (post: second working day; e-mail: same day). */
  expectedReceiptDate: IsoDate;
  /** The fourteenth day after expectedReceiptDate: the last day the customer may pay without costs. */
  termEndDate: IsoDate;
  /** How the letter is sent; decides how the receipt date is explained. */
  channel: 'post' | 'email' | 'hand';
};

/** A notice sent again by another channel: the letter it replaces. */
export type ReplacedLetter = { letterNumber: string; letterDate: IsoDate };

/** The notice a collection letter follows up on. */
export type NoticeReference = {
  /** The notice's letter number. */
  letterNumber: string;
  /** The notice's letter date. */
  letterDate: IsoDate;
  /** The last day of the notice's term, which passed unpaid. */
  termEndDate: IsoDate;
};

/**
 * Everything printed on a collection letter; amounts and dates arrive computed, dates are 'YYYY-MM-DD'.
 * 'notice' is the 14-dagenbrief that announces the fee, 'collection' the incassobrief that charges it.
 */
export type CollectionLetterDocument = {
  /** Which of the two letters to render. */
  kind: 'notice' | 'collection';
  /** Our unique number for this letter, printed as its reference. */
  letterNumber: string;
  /** The date the letter is sent; printed beside our place name and used as the PDF's creation date. */
  letterDate: IsoDate;
  /** The addressee, printed in the envelope window. */
  customer: DocumentParty;
  /** A notice is only for consumers; businesses owe the fee without one (Directive 2011/7/EU). */
  customerType: 'consumer' | 'business';
  /** The reference the customer quotes when paying (PAY-YYYY-####). */
  paymentReference: string;
  /** The open invoices the letter is about, in the order printed. */
  claims: CollectionLetterClaim[];
  /** The sum of claims[].openCents: the principal the fee is computed on (art. 2 BIK). */
  principalCents: number;
  /** The collection fee by the BIK staffel: announced by a notice, charged by a collection letter. */
  feeCents: number;
  /** Notice only: the 14-day term. */
  term?: NoticeTerm;
  /** Collection letter only: the notice whose term passed. */
  notice?: NoticeReference;
  /** Notice only: the earlier letter this one replaces (same claims, sent by another channel). */
  replaces?: ReplacedLetter;
  /** The signed link to pay this letter online (issue 29), printed with a QR code; absent when it is off. */
  payOnline?: { url: string; validUntil: IsoDate };
};

function sumOpenCents(claims: CollectionLetterClaim[]): number {
  return claims.reduce((sum, claim) => sum + claim.openCents, 0);
}

/** Throws, in Dutch, when the letter would be legally void or internally inconsistent. */
export function assertCollectionLetterDocument(document: CollectionLetterDocument): void {
  if (!isIsoDate(document.letterDate)) throw new Error(`Ongeldige briefdatum: ${document.letterDate}.`);
  if (document.claims.length === 0)
    throw new Error('Een brief zonder openstaande facturen kan niet worden gemaakt.');
  const sum = sumOpenCents(document.claims);
  if (sum !== document.principalCents) {
    throw new Error(
      `Het totaalbedrag (${formatCents(document.principalCents)}) is niet gelijk aan de som van de openstaande facturen (${formatCents(sum)}).`,
    );
  }
  if (document.kind === 'notice') assertNotice(document);
  else assertCollection(document);
}

function assertNotice(document: CollectionLetterDocument): void {
  // Art. 6:96 lid 6 BW: the 14-dagenbrief protects consumers; businesses owe the fee without it (2011/7/EU).
  if (document.customerType === 'business') {
    throw new Error(
      'Een 14-dagenbrief is alleen voor consumenten; een zakelijke klant is de incassokosten zonder deze brief verschuldigd.',
    );
  }
  const term = document.term;
  if (!term) {
    throw new Error(
      'Een 14-dagenbrief heeft een betaaltermijn nodig: geef de verwachte ontvangstdatum en de laatste dag van de termijn mee.',
    );
  }
  if (daysBetween(document.letterDate, term.expectedReceiptDate) < 0) {
    throw new Error('De verwachte ontvangstdatum ligt vóór de briefdatum.');
  }
  // Art. 6:96 lid 6 BW: fourteen days from the day after receipt; a shorter term voids the letter.
  if (daysBetween(term.expectedReceiptDate, term.termEndDate) < 14) {
    throw new Error('De betaaltermijn is te kort: die eindigt pas veertien dagen na de dag van ontvangst.');
  }
}

function assertCollection(document: CollectionLetterDocument): void {
  const notice = document.notice;
  // Directive 2011/7/EU, art. 6:96 lid 4 BW: a business owes the fee without a 14-dagenbrief first.
  if (!notice && document.customerType === 'business') return;
  if (!notice) {
    throw new Error(
      'Een incassobrief verwijst naar de 14-dagenbrief waarvan de termijn is verstreken: de gegevens van die brief ontbreken.',
    );
  }
  // Art. 6:96 lid 6 BW: the fee may only be charged once the notice's term has passed unpaid.
  if (daysBetween(notice.termEndDate, document.letterDate) < 1) {
    throw new Error(
      'De termijn van de 14-dagenbrief is nog niet verstreken: de incassokosten mogen nog niet worden berekend.',
    );
  }
}
