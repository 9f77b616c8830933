import type { EmailMessage } from '../email/email-templates.ts';

const signature = '\n\nMet vriendelijke groet,\nHet supportteam van Hostportaal';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function ticketAnsweredEmail(input: {
  firstname: string;
  number: number;
  subject: string;
  reply: string;
  link: string;
}): EmailMessage {
  const text = `Hallo ${input.firstname},\n\nWe hebben gereageerd op je ticket #${input.number} "${input.subject}":\n\n${input.reply}\n\nJe kunt het hele gesprek lezen en reageren via:\n${input.link}${signature}`;
  return {
    template: 'ticket_answered',
    subject: `Nieuw antwoord op je ticket #${input.number}`,
    text,
    html: `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${escapeHtml(text).split('\n').join('<br>')}</div>`,
  };
}
