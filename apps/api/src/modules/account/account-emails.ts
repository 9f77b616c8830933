import { formatDateTime } from '@hostportaal/domain';
import type { EmailMessage } from '../email/email-templates.ts';

const signature = '\n\nMet vriendelijke groet,\nHet team van Hostportaal';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function message(template: string, subject: string, text: string): EmailMessage {
  const body = `${text}${signature}`;
  const html = `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${escapeHtml(body)
    .split('\n')
    .join('<br>')}</div>`;
  return { template, subject, text: body, html };
}

// Sent after each successful login when the user has login notifications on (settings → security).
export function loginNotificationEmail(input: {
  firstname: string;
  at: Date;
  ip?: string;
  userAgent?: string;
}): EmailMessage {
  const lines = [
    `Tijdstip: ${formatDateTime(input.at)} (Nederlandse tijd)`,
    `IP-adres: ${input.ip ?? 'onbekend'}`,
    `Browser: ${input.userAgent?.slice(0, 200) ?? 'onbekend'}`,
  ];
  return message(
    'login_notification',
    'Nieuwe login op je Hostportaal-account',
    `Hallo ${input.firstname},\n\nEr is zojuist ingelogd op je Hostportaal-account.\n\n${lines.join('\n')}\n\nWas jij dit? Dan hoef je niets te doen. Herken je deze login niet? Wijzig dan direct je wachtwoord en neem contact met ons op.\n\nJe kunt deze meldingen uitzetten bij Instellingen → Beveiliging.`,
  );
}
