import { formatDateLong } from '@hostportaal/domain';
import type { EmailMessage } from '../email/email-templates.ts';
import type { OfferedPayLink } from '../online-payments/pay-links.ts';

// The five dunning e-mails of SPEC §2 (letter templates). Admins may reword them (letter_templates); the
// placeholders are filled per customer. The 14-dagenbrief and the incassobrief themselves are PDFs whose
// legal wording is fixed in packages/documents; these e-mails carry them.

export const dunningTemplateKeys = [
  'first_reminder',
  'second_reminder',
  'final_notice',
  'suspension_notice',
  'legal_notice',
] as const;
export type DunningTemplateKey = (typeof dunningTemplateKeys)[number];

export const dunningPlaceholders = [
  'customerName',
  'claims',
  'totalAmount',
  'paymentReference',
  'companyName',
  'iban',
  'portalLink',
  'noticeText',
  // The signed pay link's paragraph (issue 29), empty while online payment is off.
  'payOnline',
] as const;
export type DunningPlaceholder = (typeof dunningPlaceholders)[number];
export type DunningValues = Record<DunningPlaceholder, string>;

export type DunningTemplate = {
  key: DunningTemplateKey;
  name: string;
  description: string;
  subject: string;
  body: string;
};

const closing =
  '\n\nJe facturen vind je in Hostportaal:\n{{portalLink}}\n\nMet vriendelijke groet,\n{{companyName}}';
const howToPay =
  'Maak {{totalAmount}} over naar {{iban}} ten name van {{companyName}}, onder vermelding van {{paymentReference}}.';

export const defaultDunningTemplates: Record<DunningTemplateKey, DunningTemplate> = {
  first_reminder: {
    key: 'first_reminder',
    name: 'First reminder',
    description: 'Friendly reminder a week after the due date; no costs.',
    subject: 'Herinnering: je betaling staat nog open',
    body: `Hallo {{customerName}},\n\nWe hebben de betaling van deze factuur nog niet ontvangen:\n{{claims}}\n\nWaarschijnlijk is het aan je aandacht ontsnapt. ${howToPay} Heb je het al betaald? Dan kun je deze herinnering negeren.{{payOnline}}${closing}`,
  },
  second_reminder: {
    key: 'second_reminder',
    name: 'Second reminder',
    description: 'Second reminder two weeks after the due date; still no costs.',
    subject: 'Tweede herinnering: betaal je openstaande factuur',
    body: `Hallo {{customerName}},\n\nOndanks onze eerdere herinnering staat er nog een bedrag open:\n{{claims}}\n\n${howToPay} Lukt betalen niet in één keer? Neem dan contact met ons op, dan zoeken we samen een oplossing.{{payOnline}}${closing}`,
  },
  final_notice: {
    key: 'final_notice',
    name: 'Final notice',
    description:
      'The 14-day letter (consumers, PDF attached) or the final notice with the EUR 40 compensation (businesses).',
    subject: 'Laatste herinnering: betaal binnen 14 dagen',
    body: `Hallo {{customerName}},\n\nDe volgende facturen zijn nog steeds niet betaald:\n{{claims}}\n\n{{noticeText}}\n\n${howToPay}{{payOnline}}${closing}`,
  },
  suspension_notice: {
    key: 'suspension_notice',
    name: 'Suspension notice',
    description: 'Tells the customer the service is suspended until the claims are paid.',
    subject: 'Je dienst is opgeschort wegens een betalingsachterstand',
    body: `Hallo {{customerName}},\n\nOmdat de volgende facturen na onze laatste herinnering niet zijn betaald, hebben we je dienst opgeschort:\n{{claims}}\n\nZodra het bedrag binnen is, zetten we de dienst weer aan. ${howToPay}{{payOnline}}${closing}`,
  },
  legal_notice: {
    key: 'legal_notice',
    name: 'Legal notice',
    description: 'The collection letter (PDF attached) that charges the collection costs.',
    subject: 'Incassokosten: je openstaande facturen',
    body: `Hallo {{customerName}},\n\nDe termijn uit onze laatste herinnering is verstreken zonder dat we je betaling hebben ontvangen. In de bijgevoegde brief lees je welke incassokosten we daarom in rekening brengen.\n{{claims}}\n\n${howToPay} Betaal je niet, dan dragen we de vordering over aan een incassobureau of deurwaarder; de kosten daarvan komen voor jouw rekening.{{payOnline}}${closing}`,
  },
};

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** The placeholders a text uses that do not exist (an admin's typo would otherwise reach customers). */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(dunningPlaceholders);
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '').filter((name) => !known.has(name));
}

export function renderDunningText(text: string, values: DunningValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? values[name as DunningPlaceholder] : whole,
  );
}

export function renderDunningEmail(template: DunningTemplate, values: DunningValues): EmailMessage {
  // A text staff wrote before the pay link existed still offers it, at the end (issue 29: every reminder).
  const body = template.body.includes('{{payOnline}}') ? template.body : `${template.body}{{payOnline}}`;
  return {
    template: `dunning_${template.key}`,
    subject: renderDunningText(template.subject, values),
    text: renderDunningText(body, values),
  };
}

/** The pay link's paragraph in a reminder: on its own line, with the date it works until. */
export function payOnlineParagraph(payLink: OfferedPayLink | null): string {
  return payLink
    ? `\n\nBetaal direct online met iDEAL of een andere betaalmethode (deze link werkt tot en met ${formatDateLong(payLink.validUntil)}):\n${payLink.url}`
    : '';
}
