import { formatCents, formatDateLong } from '@hostportaal/domain';
import type { CompanySettings } from '../../db/schema/index.ts';
import { type EmailMessage, emailMessage } from '../email/email-templates.ts';

type CompanyAddress = Pick<
  CompanySettings,
  'name' | 'street' | 'houseNumber' | 'zipcode' | 'city' | 'email' | 'phone' | 'kvkNumber' | 'vatId'
>;

/**
 * The model withdrawal form of Bijlage I(B) of Richtlijn 2011/83/EU (Bijlage bij art. 6:230o BW), Dutch text,
 * with our name and addresses filled in as the form asks.
 */
export function modelWithdrawalForm(company: CompanyAddress): string {
  return [
    'Modelformulier voor herroeping',
    '(dit formulier alleen invullen en terugzenden als u de overeenkomst wilt herroepen)',
    '',
    `— Aan: ${company.name}, ${company.street} ${company.houseNumber}, ${company.zipcode} ${company.city}, ${company.email}:`,
    '— Ik/Wij (*) deel/delen (*) u hierbij mede, dat ik/wij (*) onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst (*) herroep/herroepen (*):',
    '— Besteld op (*)/ontvangen op (*):',
    '— Naam/Namen consument(en):',
    '— Adres consument(en):',
    '— Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):',
    '— Datum:',
    '',
    '(*) Doorhalen wat niet van toepassing is.',
  ].join('\n');
}

export type OrderConfirmationInput = {
  firstname: string;
  placedOn: string;
  lines: { title: string; invoiceNumber: string | null; totalCents: number | null }[];
  termsVersion: number;
  privacyVersion: number;
  /** Consumers only: the last day to withdraw. */
  withdrawalEndsOn: string | null;
  subscriptionsLink: string;
  company: CompanyAddress;
};

/**
 * The confirmation on a durable medium (art. 6:230v lid 7 BW): what was ordered, the terms as PDF (attached),
 * and for a consumer the withdrawal right with the model form (art. 6:230m lid 1 sub h BW).
 */
export function orderConfirmationEmail(input: OrderConfirmationInput): EmailMessage {
  const lines = input.lines
    .map(
      (line) =>
        `- ${line.title}${line.invoiceNumber && line.totalCents !== null ? `: eerste factuur ${line.invoiceNumber}, ${formatCents(line.totalCents)} incl. btw` : ''}`,
    )
    .join('\n');
  const withdrawal = input.withdrawalEndsOn
    ? [
        'Herroepingsrecht',
        `Je mag deze bestelling tot en met ${formatDateLong(input.withdrawalEndsOn)} (14 dagen na vandaag) zonder opgave van redenen herroepen. Dat doe je het snelst met de knop "Herroepen" bij het abonnement in het klantenportaal (${input.subscriptionsLink}); je kunt ons ook een e-mail sturen aan ${input.company.email} of het modelformulier hieronder invullen en terugsturen.`,
        'Je hebt ons gevraagd de dienst direct te laten beginnen. Herroep je, dan betaal je een bedrag dat evenredig is aan wat we tot dan toe leverden (de dagen dat je de dienst had); wat je meer betaalde, krijg je terug met een creditnota.',
        '',
        modelWithdrawalForm(input.company),
      ].join('\n')
    : 'Je bestelt als bedrijf (met KvK-nummer of btw-id); het herroepingsrecht voor consumenten geldt daarom niet.';
  return emailMessage(
    'order_confirmation',
    'Bevestiging van je bestelling',
    [
      `Hallo ${input.firstname},`,
      '',
      `Bedankt voor je bestelling van ${formatDateLong(input.placedOn)} bij ${input.company.name}. Je hebt besteld met betaalverplichting:`,
      '',
      lines,
      '',
      `Je ging akkoord met onze algemene voorwaarden (versie ${input.termsVersion}); die vind je als pdf bij deze e-mail. Onze privacyverklaring (versie ${input.privacyVersion}) staat op onze website. We incasseren de facturen met je SEPA-machtiging.`,
      '',
      withdrawal,
      '',
      `${input.company.name}, ${input.company.street} ${input.company.houseNumber}, ${input.company.zipcode} ${input.company.city} · KvK ${input.company.kvkNumber} · btw-id ${input.company.vatId} · ${input.company.phone}`,
    ].join('\n'),
  );
}

export function withdrawalConfirmedEmail(input: {
  firstname: string;
  title: string;
  withdrawnOn: string;
  keptCents: number;
  creditNote: { invoiceNumber: string; totalCents: number } | null;
}): EmailMessage {
  const credit = input.creditNote
    ? `Voor wat je niet meer gebruikt, maakten we creditnota ${input.creditNote.invoiceNumber} van ${formatCents(-input.creditNote.totalCents)}: staat de factuur nog open, dan verlaagt die het bedrag; heb je al betaald, dan komt het als tegoed op je account en betalen we het terug.`
    : 'Er was niets te crediteren.';
  return emailMessage(
    'withdrawal_confirmed',
    `Herroeping ontvangen: ${input.title}`,
    `Hallo ${input.firstname},\n\nWe hebben je herroeping van ${input.title} op ${formatDateLong(input.withdrawnOn)} ontvangen. De dienst is vandaag beëindigd. Voor de dagen dat je de dienst had, blijft ${formatCents(input.keptCents)} verschuldigd. ${credit}`,
  );
}
