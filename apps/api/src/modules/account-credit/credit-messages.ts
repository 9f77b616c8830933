import { formatCents } from '@hostportaal/domain';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';

// What the customer is told when money for a claim came twice or more than asked (issue 27, case 1): where
// the money is now (their account credit) and how it comes back (it settles what is open, the rest is paid
// back), so nobody pays twice without hearing it.

const wayBack =
  'Daarmee verrekenen we eerst wat je nog open hebt staan; wat overblijft betalen we je terug op je rekening.';

/** A collection came in for a claim that had been paid (or credited) meanwhile. */
export function paidTwiceText(input: { invoiceNumber: string; amountCents: number; creditCents: number }) {
  return `De incasso van ${formatCents(input.amountCents)} voor factuur ${input.invoiceNumber} is van je rekening afgeschreven, terwijl die factuur al was betaald. ${formatCents(input.creditCents)} staat daarom als tegoed op je account. ${wayBack}`;
}

export function paidTwiceEmail(input: {
  name: string;
  invoiceNumber: string;
  amountCents: number;
  creditCents: number;
}): EmailMessage {
  const firstName = input.name.split(' ')[0] ?? input.name;
  return emailMessage(
    'paid_twice',
    `Factuur ${input.invoiceNumber} is twee keer betaald`,
    `Hallo ${firstName},\n\n${paidTwiceText(input)}\n\nJe ziet je tegoed op de pagina Facturen in het klantportaal.`,
  );
}

/** A transfer quoting the invoice's reference was booked from the bank's statement. */
export function transferBookedText(input: {
  invoiceNumber: string;
  amountCents: number;
  creditCents: number;
  collectionAtBank: boolean;
}) {
  const more =
    input.creditCents > 0
      ? ` ${formatCents(input.creditCents)} was meer dan er openstond; dat staat als tegoed op je account. ${wayBack}`
      : '';
  const atBank = input.collectionAtBank
    ? ` De incasso van deze factuur lag al bij de bank en wordt nog afgeschreven; wat je daardoor dubbel betaalt, zetten we als tegoed op je account. ${wayBack}`
    : '';
  return `We hebben je overboeking van ${formatCents(input.amountCents)} voor factuur ${input.invoiceNumber} ontvangen. Dank je wel!${more}${atBank}`;
}
