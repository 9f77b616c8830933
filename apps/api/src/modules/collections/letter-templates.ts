import { eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { letterTemplates } from '../../db/schema/index.ts';
import {
  type DunningTemplate,
  type DunningTemplateKey,
  type DunningValues,
  defaultDunningTemplates,
  dunningTemplateKeys,
  renderDunningEmail,
  unknownPlaceholders,
} from './dunning-templates.ts';

/** The template as admins worded it, or the built-in text. */
export async function findDunningTemplate(db: DbOrTx, key: DunningTemplateKey): Promise<DunningTemplate> {
  const builtIn = defaultDunningTemplates[key];
  const [custom] = await db.select().from(letterTemplates).where(eq(letterTemplates.key, key));
  return custom ? { ...builtIn, subject: custom.subject, body: custom.body } : builtIn;
}

/** All five templates, as customers would get them now. */
export async function listDunningTemplates(db: DbOrTx) {
  const custom = new Map((await db.select().from(letterTemplates)).map((row) => [row.key, row]));
  return dunningTemplateKeys.map((key) => {
    const row = custom.get(key);
    const builtIn = defaultDunningTemplates[key];
    return row
      ? { ...builtIn, subject: row.subject, body: row.body, customised: true }
      : { ...builtIn, customised: false };
  });
}

function assertKnownPlaceholders(text: { subject: string; body: string }): void {
  const unknown = [...new Set([...unknownPlaceholders(text.subject), ...unknownPlaceholders(text.body)])];
  if (unknown.length > 0)
    throw new AppError('VALIDATION_FAILED', {
      reason: 'template_unknown_fields',
      params: { fields: unknown.map((name) => `{{${name}}}`).join(', ') },
      message: `Onbekende invulvelden: ${unknown.map((name) => `{{${name}}}`).join(', ')}`,
      details: [
        {
          field: 'body',
          message: `Onbekende invulvelden: ${unknown.map((name) => `{{${name}}}`).join(', ')}`,
        },
      ],
    });
}

/** Saves an admin's wording of a template. */
export async function saveDunningTemplate(
  db: DbOrTx,
  key: DunningTemplateKey,
  text: { subject: string; body: string },
  actor: { id: string; now: Date },
) {
  assertKnownPlaceholders(text);
  await db
    .insert(letterTemplates)
    .values({ key, ...text, updatedBy: actor.id, updatedAt: actor.now })
    .onConflictDoUpdate({
      target: letterTemplates.key,
      set: { subject: text.subject, body: text.body, updatedBy: actor.id, updatedAt: actor.now },
    });
  return { ...defaultDunningTemplates[key], ...text, customised: true };
}

/** The text as a customer would read it, with sample values (the preview in the template editor). */
export function previewDunningTemplate(key: DunningTemplateKey, text: { subject: string; body: string }) {
  assertKnownPlaceholders(text);
  const message = renderDunningEmail({ ...defaultDunningTemplates[key], ...text }, sampleValues);
  return { subject: message.subject, body: message.text };
}

const sampleValues: DunningValues = {
  customerName: 'Sanne',
  claims: '- Factuur 2026-000123: € 18,15, vervallen op 1 november 2026',
  totalAmount: '€ 18,15',
  paymentReference: 'PAY-2026-0042',
  companyName: 'Hostportaal B.V.',
  iban: 'NL91 ABNA 0417 1643 00',
  portalLink: 'https://portaal.example.nl/dashboard/invoices',
  noticeText:
    'In de bijgevoegde brief BRF-2026-000007 lees je dat je 14 dagen hebt om te betalen, tot en met 21 december 2026.',
  payOnline:
    '\n\nBetaal direct online met iDEAL of een andere betaalmethode (deze link werkt tot en met 31 januari 2027):\nhttps://portaal.example.nl/betalen/…',
};
