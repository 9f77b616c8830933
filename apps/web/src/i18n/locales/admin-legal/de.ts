import type { adminLegalNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const adminLegalDe: Texts<typeof adminLegalNl> = {
  title: 'AGB und Datenschutzerklärung',
  intro:
    'Die Allgemeinen Geschäftsbedingungen und die Datenschutzerklärung, die Kunden bei der Bestellung akzeptieren. Jedes Speichern veröffentlicht eine neue Version; frühere Versionen bleiben schreibgeschützt für die Bestellungen erhalten, die sie akzeptiert haben.',
  kinds: { terms: 'AGB (algemene voorwaarden)', privacy: 'Datenschutzerklärung' },
  current: 'Aktuell: Version {{version}} vom {{date}}',
  none: 'Noch keine Version veröffentlicht.',
  text: 'Text',
  textHelp:
    'Absätze werden durch eine Leerzeile getrennt; eine Zeile, die mit „# “ beginnt, ist eine Überschrift.',
  publish: 'Neue Version veröffentlichen',
  published: 'Version {{version}} veröffentlicht.',
  unchanged: 'Der Text entspricht der aktuellen Version.',
  versions: 'Frühere Versionen',
  version: 'Version {{version}} · {{date}}',
  loadError: 'Die Texte konnten nicht geladen werden',
  publicPage: 'Öffentliche Seite ansehen',
};
