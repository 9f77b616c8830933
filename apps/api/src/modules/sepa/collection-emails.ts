import { formatCents } from '@hostportaal/domain';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';

/** The customer hears at once when a direct debit comes back, with what to do next. */
export function collectionFailedEmail(input: {
  name: string;
  invoiceNumber: string;
  amountCents: number;
  reasonText: string;
  paymentReference: string | null;
  companyIban: string;
  companyName: string;
}): EmailMessage {
  const firstName = input.name.split(' ')[0] ?? input.name;
  const transfer = input.paymentReference
    ? `\n\nJe kunt het bedrag ook zelf overmaken naar ${input.companyIban} ten name van ${input.companyName}, onder vermelding van ${input.paymentReference}.`
    : '';
  return emailMessage(
    'collection_failed',
    `Incasso van factuur ${input.invoiceNumber} is niet gelukt`,
    `Hallo ${firstName},\n\nDe automatische incasso van ${formatCents(input.amountCents)} voor factuur ${input.invoiceNumber} is niet gelukt: ${input.reasonText}${transfer}`,
  );
}
