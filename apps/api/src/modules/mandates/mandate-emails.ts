import type { MandateCreditor } from '@hostportaal/contract';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';

type MandateEmailInput = {
  firstname: string;
  reference: string;
  ibanMasked: string;
  accountHolder: string;
  creditor: MandateCreditor;
  link: string;
  /** What happens to the unpaid invoices (claims/renew-payment-method.ts renewalText); may be empty. */
  claimsText?: string;
};

// A mandate confirmation names the creditor, the incassant-ID and the mandate reference (DOMAIN-NL §2),
// and states the refund right of the core scheme; B2B has none.
function mandateFacts(input: MandateEmailInput): string {
  const creditorId = input.creditor.creditorId ? `, incassant-ID ${input.creditor.creditorId}` : '';
  const refund =
    input.creditor.scheme === 'CORE'
      ? '\n\nBen je het niet eens met een afschrijving? Dan kun je die binnen 8 weken laten terugboeken via je bank.'
      : '';
  return `Incassant: ${input.creditor.name}, ${input.creditor.address}${creditorId}.\nKenmerk machtiging: ${input.reference}.${refund}\n\nJe machtiging bekijk je altijd in Hostportaal:\n${input.link}\n\nHeb jij dit niet zelf gedaan? Neem dan direct contact met ons op.`;
}

const claims = (input: MandateEmailInput) => (input.claimsText ? `\n\n${input.claimsText}` : '');

/** The IBAN of an existing mandate changed: same reference, the next collection comes from the new account. */
export function mandateIbanChangedEmail(input: MandateEmailInput): EmailMessage {
  return emailMessage(
    'mandate_iban_changed',
    'Je rekeningnummer voor de automatische incasso is gewijzigd',
    `Hallo ${input.firstname},\n\nJe hebt in Hostportaal een nieuw rekeningnummer opgegeven voor je SEPA-machtiging. Vanaf de volgende incasso schrijven we af van ${input.ibanMasked} ten name van ${input.accountHolder}.${claims(input)}\n\n${mandateFacts(input)}`,
  );
}

/** A lapsed or refused mandate was replaced by a new one with a new reference. */
export function mandateRenewedEmail(input: MandateEmailInput & { previousReference: string }): EmailMessage {
  return emailMessage(
    'mandate_renewed',
    'Bevestiging van je nieuwe machtiging voor automatische incasso',
    `Hallo ${input.firstname},\n\nJe hebt in Hostportaal een nieuwe SEPA-machtiging afgegeven. Die vervangt machtiging ${input.previousReference}: je abonnementen schrijven we voortaan af van ${input.ibanMasked} ten name van ${input.accountHolder}.${claims(input)}\n\n${mandateFacts(input)}`,
  );
}
