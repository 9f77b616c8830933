import { printableName } from '@hostportaal/documents';
import { formatCents, formatDateLong } from '@hostportaal/domain';
import type { InvoiceCustomerSnapshot } from '../../db/schema/index.ts';
import { payOnlineParagraph } from '../collections/dunning-templates.ts';
import type { EmailMessage } from '../email/email-templates.ts';
import { emailMessage } from '../email/email-templates.ts';
import type { OfferedPayLink } from '../online-payments/pay-links.ts';

export type InvoiceMailFacts = {
  kind: 'invoice' | 'credit_note';
  invoiceNumber: string;
  creditedInvoiceNumber: string | null;
  totalCents: number;
  openCents: number;
  dueDate: string;
  /** A direct debit's collection date (invoiceCollectionDate); null when none is coming. */
  collectionDate: string | null;
  paymentType: 'sepa' | 'bank_transfer';
  paymentReference: string | null;
  customer: InvoiceCustomerSnapshot;
  mandate: { reference: string; ibanMasked: string } | null;
  company: { name: string; iban: string; creditorId: string | null };
  /** The signed pay link for a transfer customer (issue 29); null for a direct debit or while it is off. */
  payLink?: OfferedPayLink | null;
};

// A name stored before the text rule may name nothing (issue 26): then the greeting names no one.
function greeting(customer: InvoiceCustomerSnapshot): string {
  const name = printableName(customer.name);
  return name ? `Hallo ${name.split(' ')[0]},` : 'Hallo,';
}

// For SEPA the invoice e-mail is also the pre-notification: the amount and the date the direct debit is
// really collected (not the due date), at least the agreed number of days before it (DOMAIN-NL §2).
function paymentParagraph(facts: InvoiceMailFacts): string {
  const amount = formatCents(facts.openCents);
  if (facts.openCents <= 0) return 'Dit bedrag is al voldaan met je tegoed; je hoeft niets te doen.';
  if (facts.paymentType === 'sepa' && facts.mandate && facts.collectionDate) {
    const creditor = facts.company.creditorId ? `, incassant-ID ${facts.company.creditorId}` : '';
    return `Vooraankondiging SEPA-incasso: we schrijven ${amount} op ${formatDateLong(facts.collectionDate)} af van rekening ${facts.mandate.ibanMasked} (machtigingskenmerk ${facts.mandate.reference}${creditor}). Zorg dat er dan voldoende saldo is; je hoeft verder niets te doen.`;
  }
  const transfer = `Wil je ${amount} uiterlijk ${formatDateLong(facts.dueDate)} overmaken naar ${facts.company.iban} ten name van ${facts.company.name}, onder vermelding van ${facts.paymentReference ?? facts.invoiceNumber}?`;
  return `${transfer}${payOnlineParagraph(facts.payLink ?? null)}`;
}

export function invoiceIssuedEmail(facts: InvoiceMailFacts): EmailMessage {
  if (facts.kind === 'credit_note') {
    return emailMessage(
      'credit_note_issued',
      `Creditnota ${facts.invoiceNumber} van ${facts.company.name}`,
      `${greeting(facts.customer)}\n\nIn de bijlage vind je creditnota ${facts.invoiceNumber} bij factuur ${facts.creditedInvoiceNumber ?? ''} voor een bedrag van ${formatCents(facts.totalCents)}. Een bedrag dat je al had betaald, verrekenen we met je volgende factuur.`,
    );
  }
  return emailMessage(
    'invoice_issued',
    `Factuur ${facts.invoiceNumber} van ${facts.company.name}`,
    `${greeting(facts.customer)}\n\nIn de bijlage vind je factuur ${facts.invoiceNumber} voor een bedrag van ${formatCents(facts.totalCents)} (inclusief btw).\n\n${paymentParagraph(facts)}\n\nJe facturen vind je ook altijd in je portaal onder Facturen.`,
  );
}
