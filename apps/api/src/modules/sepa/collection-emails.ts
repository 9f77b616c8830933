import { formatCents } from '@hostportaal/domain';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';

/** The customer hears at once when a direct debit comes back, with what to do next. */
export function collectionFailedEmail(input: {
  name: string;
  invoiceNumber: string;
  amountCents: number;
  /** What happened and what happens next, from the claim lifecycle (returnMessage). */
  reasonText: string;
}): EmailMessage {
  const firstName = input.name.split(' ')[0] ?? input.name;
  return emailMessage(
    'collection_failed',
    `Incasso van factuur ${input.invoiceNumber} is niet gelukt`,
    `Hallo ${firstName},\n\nDe automatische incasso van ${formatCents(input.amountCents)} voor factuur ${input.invoiceNumber} is niet gelukt: ${input.reasonText}`,
  );
}
