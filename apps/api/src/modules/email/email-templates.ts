export type EmailMessage = { template: string; subject: string; text: string; html?: string };

const signature = '\n\nMet vriendelijke groet,\nHet team van Hostportaal';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

function toHtml(text: string): string {
  return `<div style="font-family:Arial,sans-serif;font-size:15px;line-height:1.5">${escapeHtml(text)
    .split('\n')
    .join('<br>')}</div>`;
}

export function emailMessage(template: string, subject: string, text: string): EmailMessage {
  const body = `${text}${signature}`;
  return { template, subject, text: body, html: toHtml(body) };
}

export function passwordResetEmail(input: { firstname: string; link: string }): EmailMessage {
  return emailMessage(
    'password_reset',
    'Wachtwoord opnieuw instellen',
    `Hallo ${input.firstname},\n\nJe hebt gevraagd om je wachtwoord opnieuw in te stellen. Via deze link kies je een nieuw wachtwoord:\n\n${input.link}\n\nDe link werkt één keer en is 1 uur geldig. Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.`,
  );
}

export function emailVerificationEmail(input: { firstname: string; link: string }): EmailMessage {
  return emailMessage(
    'email_verification',
    'Bevestig je e-mailadres',
    `Hallo ${input.firstname},\n\nWelkom bij Hostportaal! Bevestig je e-mailadres via deze link:\n\n${input.link}\n\nDe link is 48 uur geldig.`,
  );
}

export function passwordChangedEmail(input: { firstname: string }): EmailMessage {
  return emailMessage(
    'password_changed',
    'Je wachtwoord is gewijzigd',
    `Hallo ${input.firstname},\n\nHet wachtwoord van je Hostportaal-account is zojuist gewijzigd. Ben jij dit niet geweest? Neem dan direct contact met ons op.`,
  );
}

export function twoFactorChangedEmail(input: { firstname: string; enabled: boolean }): EmailMessage {
  const state = input.enabled ? 'ingeschakeld' : 'uitgeschakeld';
  return emailMessage(
    'two_factor_changed',
    `Tweestapsverificatie ${state}`,
    `Hallo ${input.firstname},\n\nTweestapsverificatie is zojuist ${state} voor je Hostportaal-account. Ben jij dit niet geweest? Neem dan direct contact met ons op.`,
  );
}

export function emailChangeConfirmEmail(input: {
  firstname: string;
  currentEmail: string;
  link: string;
}): EmailMessage {
  return emailMessage(
    'email_change_confirm',
    'Bevestig je nieuwe e-mailadres',
    `Hallo ${input.firstname},\n\nJe wilt dit e-mailadres gebruiken voor je Hostportaal-account. Bevestig dat via deze link:\n\n${input.link}\n\nDe link is 24 uur geldig. Tot je bevestigt, log je in met je huidige e-mailadres (${input.currentEmail}). Heb je dit niet zelf aangevraagd? Dan kun je deze e-mail negeren; er verandert niets.`,
  );
}

// Sent to the old address once the new one is confirmed: whoever changed it, the owner of the old mailbox
// can take the account back for 7 days.
export function emailChangedEmail(input: {
  firstname: string;
  newEmail: string;
  link: string;
}): EmailMessage {
  return emailMessage(
    'email_changed',
    'Je e-mailadres is gewijzigd',
    `Hallo ${input.firstname},\n\nHet e-mailadres van je Hostportaal-account is zojuist gewijzigd in ${input.newEmail}. Je logt voortaan in met dat adres.\n\nBen jij dit niet geweest? Maak de wijziging dan ongedaan via deze link. We zetten dit e-mailadres terug, beëindigen alle sessies en je kiest meteen een nieuw wachtwoord:\n\n${input.link}\n\nDe link is 7 dagen geldig.`,
  );
}
