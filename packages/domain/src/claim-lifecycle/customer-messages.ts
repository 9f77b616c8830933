import type { IsoDate } from '../amsterdam-date';
import { formatDateLong } from '../format-date';
import type { ClaimState } from './claim-state';
import type { ReturnReason } from './return-reasons';

// What we tell the customer after a collection came back, made from the claim's state after the return:
// the message promises only what that state will do (a retry on a date, a debit after a new IBAN, a
// transfer), never something the system will not keep.

/** What the message asks or promises; the model test checks it against the claim's next actor. */
export type CustomerPromise =
  /** We debit again with the next batch, on the date given. */
  | 'retry'
  /** Give a new IBAN or mandate (then we debit), or transfer. */
  | 'new_payment_method'
  /** We do not debit again: transfer the money. */
  | 'transfer'
  /** We look at it first and get in touch. */
  | 'staff'
  /** No message (MD07: handled personally). */
  | 'none';

export type CustomerMessage = { promise: CustomerPromise; text: string };

export type MessageContext = {
  /** When the next batch debits (nextCollectionDate). */
  retryOn: IsoDate;
  paymentReference: string | null;
  companyIban: string;
  companyName: string;
};

function transferLine(context: MessageContext): string {
  const reference = context.paymentReference ? ` onder vermelding van ${context.paymentReference}` : '';
  return `maak het bedrag over naar ${context.companyIban} ten name van ${context.companyName}${reference}`;
}

const why: Partial<Record<string, string>> = {
  AC01: 'het rekeningnummer is onjuist',
  AC04: 'de rekening is opgeheven',
  AC06: 'de rekening is geblokkeerd',
  DNOR: 'je bank doet niet mee aan SEPA-incasso',
  MD01: 'je bank kent geen geldige machtiging',
  AG01: 'incasso is op deze rekening niet toegestaan',
  SL01: 'je bank staat deze incasso niet toe',
  MD06: 'je hebt de afschrijving laten terugboeken',
  MS02: 'de afschrijving is geweigerd',
  MS03: 'de bank heeft de afschrijving geweigerd',
  AM04: 'er was onvoldoende saldo',
  AM05: 'de afschrijving is als dubbel geweigerd',
};

/** The message after a return, for the claim's state after it (claim-events: bank_returned). */
export function returnMessage(
  after: ClaimState,
  reason: ReturnReason,
  context: MessageContext,
): CustomerMessage {
  if (reason.reasonClass === 'deceased') return { promise: 'none', text: '' };
  // Paid or credited while the collection was under way: nothing is open, nothing to ask or promise.
  if (after.nextActor === null) return { promise: 'none', text: '' };
  // A whole file refused is about our file, never the customer's account (their AC01 would be our IBAN).
  const cause =
    reason.reasonClass === 'batch_rejected'
      ? 'de bank heeft ons incassobestand niet verwerkt, dus er is niets van je rekening afgeschreven'
      : (why[reason.code] ?? 'de afschrijving is niet gelukt');
  if (after.nextActor === 'next_batch')
    return {
      promise: 'retry',
      text: `${cause}. We schrijven het bedrag opnieuw af met de volgende incasso, op ${formatDateLong(context.retryOn)}; zorg dat er dan genoeg saldo is.`,
    };
  if (after.nextActor === 'staff')
    return {
      promise: 'staff',
      text: `${cause}. Je hoeft nu niets te doen: we zoeken uit wat er mis ging en nemen contact met je op voordat we opnieuw afschrijven.`,
    };
  if (after.name === 'awaiting_payment_method') {
    const ask =
      reason.code === 'MD01'
        ? 'geef in je portaal een nieuwe machtiging af'
        : 'geef in je portaal een ander IBAN op';
    return {
      promise: 'new_payment_method',
      text: `${cause}. Zo los je het op: ${ask}, dan schrijven we het bedrag met de eerstvolgende incasso daarvan af. Of ${transferLine(context)}.`,
    };
  }
  const again = reason.reasonClass === 'insufficient_funds' ? ' We schrijven niet nog een keer af.' : '';
  const noDebit = reason.reasonClass === 'chargeback' ? ' We schrijven dit bedrag niet opnieuw af.' : again;
  return {
    promise: 'transfer',
    text: `${cause}.${noDebit} Het bedrag staat nog open: ${transferLine(context)}. Neem contact met ons op als er iets niet klopt.`,
  };
}
