import { formatCents } from '@hostportaal/domain';
import { invoiceLines, type OpenInvoice } from '../claims/claim-emails.ts';
import { payOnlineParagraph } from '../collections/dunning-templates.ts';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';
import type { OfferedPayLink } from '../online-payments/pay-links.ts';

type Company = { name: string; iban: string };

/** A friendly payment reminder: what is open, and how to pay it now. No costs yet (DOMAIN-NL §1). */
export function paymentReminderEmail(input: {
  firstname: string;
  title: string;
  invoices: OpenInvoice[];
  company: Company;
  link: string;
  /** The signed pay link (issue 29); null while online payment is off. */
  payLink?: OfferedPayLink | null;
}): EmailMessage {
  const total = input.invoices.reduce((sum, invoice) => sum + invoice.openCents, 0);
  return emailMessage(
    'payment_reminder',
    `Herinnering: openstaand bedrag voor ${input.title}`,
    `Hallo ${input.firstname},\n\nVoor ${input.title} staat nog ${formatCents(total)} open:\n${invoiceLines(input.invoices)}\n\nDe automatische incasso is niet gelukt of nog niet gedaan. Maak het bedrag over naar ${input.company.iban} ten name van ${input.company.name}, onder vermelding van het kenmerk, dan is het meteen geregeld. Heb je het al betaald? Dan kun je deze herinnering negeren.${payOnlineParagraph(input.payLink ?? null)}\n\nJe facturen vind je in Hostportaal:\n${input.link}`,
  );
}

/** The service is suspended for non-payment: what happened and how to get it back. */
export function serviceSuspendedEmail(input: {
  firstname: string;
  title: string;
  openCents: number;
  company: Company;
  link: string;
}): EmailMessage {
  return emailMessage(
    'service_suspended',
    `Je dienst ${input.title} is opgeschort`,
    `Hallo ${input.firstname},\n\nOmdat de betalingen voor ${input.title} niet zijn gelukt, hebben we de dienst opgeschort. Er staat ${formatCents(input.openCents)} open.\n\nZodra het bedrag binnen is, zetten we de dienst weer aan. Maak het over naar ${input.company.iban} ten name van ${input.company.name}, onder vermelding van het kenmerk op de factuur.\n\nJe facturen vind je in Hostportaal:\n${input.link}\n\nVragen? Beantwoord deze e-mail of neem contact met ons op.`,
  );
}
