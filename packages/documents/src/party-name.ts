// The names a document must print for its parties (art. 35a Wet OB; EN 16931 BT-27 and BT-44), from data
// that may be older than the text rule (packages/contract text-rule.ts): a name stored then may hold control
// characters or nothing a reader can call a name. Such a party is named by what identifies it instead.
import { hasLetter, withoutRefusedText } from '@hostportaal/contract';
import type { CompanyDetails, DocumentParty } from './invoice-document.ts';

const NAMES_SOMETHING = /[\p{L}\p{N}]/u;

/** The text as a document prints it: what the text rule refuses dropped (a stored name may hold it). */
export function printableText(value: string | null | undefined): string {
  return withoutRefusedText(value ?? '');
}

/** The name as printed, or null when nothing of it names anything (no letter or digit left). */
export function printableName(value: string | null | undefined): string | null {
  const text = printableText(value);
  return NAMES_SOMETHING.test(text) ? text : null;
}

/** What a customer is called on a document when their stored name names nothing: their customer number. */
export function customerNumberName(customer: Pick<DocumentParty, 'customerNumber'>): string {
  return customer.customerNumber ? `Klantnummer ${customer.customerNumber}` : 'Klant zonder naam';
}

/** The person on the invoice, or their customer number when the stored name has nothing to print. */
export function customerPersonName(customer: DocumentParty): string {
  const name = printableName(customer.name);
  return name && hasLetter(name) ? name : customerNumberName(customer);
}

/** The buyer's legal name (BT-44): the company when it has one to print, else the person. */
export function buyerLegalName(customer: DocumentParty): string {
  return printableName(customer.company) ?? customerPersonName(customer);
}

/** Our name (BT-27), or our KvK number should the settings hold none that prints. */
export function sellerName(company: Pick<CompanyDetails, 'name' | 'kvkNumber'>): string {
  return printableName(company.name) ?? `KvK ${company.kvkNumber}`;
}
