import { formatCents, formatDateLong } from '@hostportaal/domain';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';

type Company = { name: string; iban: string };

export type OpenInvoice = {
  invoiceNumber: string;
  openCents: number;
  dueDate: string;
  paymentReference: string | null;
};

/** The invoices an e-mail is about, one line each with what is open and the reference to pay it with. */
export function invoiceLines(invoices: OpenInvoice[]): string {
  return invoices
    .map(
      (invoice) =>
        `- Factuur ${invoice.invoiceNumber}: ${formatCents(invoice.openCents)}, vervallen op ${formatDateLong(invoice.dueDate)}${invoice.paymentReference ? ` (kenmerk ${invoice.paymentReference})` : ''}`,
    )
    .join('\n');
}

/** The invoice goes to the bank again: the customer hears amount and approximate date first. */
export function collectionRetryEmail(input: {
  firstname: string;
  invoices: OpenInvoice[];
  collectionDate: string;
  company: Company;
}): EmailMessage {
  const total = input.invoices.reduce((sum, invoice) => sum + invoice.openCents, 0);
  return emailMessage(
    'collection_retry',
    'We schrijven het openstaande bedrag opnieuw af',
    `Hallo ${input.firstname},\n\nWe bieden het openstaande bedrag van ${formatCents(total)} opnieuw ter incasso aan. Het wordt op of rond ${formatDateLong(input.collectionDate)} van je rekening afgeschreven:\n${invoiceLines(input.invoices)}\n\nZorg dat er dan genoeg saldo is. Liever zelf overmaken? Dat kan naar ${input.company.iban} ten name van ${input.company.name}, onder vermelding van het kenmerk; dan schrijven we niets af.`,
  );
}
