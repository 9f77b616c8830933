import { formatDateLong } from '@hostportaal/domain';
import type { EmailMessage } from '../email/email-templates.ts';

// DOMAIN-NL §5: a cancellation made online is confirmed by e-mail, with the date the service ends.
export function subscriptionCancelledEmail(input: {
  firstname: string;
  title: string;
  endDate: string;
  link: string;
}): EmailMessage {
  const endDate = formatDateLong(input.endDate);
  return {
    template: 'subscription_cancelled',
    subject: `Bevestiging opzegging: ${input.title}`,
    text: `Hallo ${input.firstname},\n\nWe hebben je opzegging van ${input.title} ontvangen. Je dienst blijft actief tot en met ${endDate}; daarna stopt de dienst en schrijven we er niets meer voor af.\n\nJe abonnementen bekijk je altijd in Hostportaal:\n${input.link}\n\nHeb je niet zelf opgezegd? Neem dan direct contact met ons op.\n\nMet vriendelijke groet,\nHet team van Hostportaal`,
  };
}
