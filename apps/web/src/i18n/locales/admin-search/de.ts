import type { adminSearchNl } from './nl';

export const adminSearchDe: typeof adminSearchNl = {
  label: 'Benutzer, Abonnements, Rechnungen und Zahlungen finden',
  placeholder: 'Suchen…',
  shortcutHint: 'Drücken Sie / oder Strg+K, um zu suchen',
  results: 'Treffer',
  hint: 'Geben Sie mindestens 2 Zeichen ein: einen Namen, eine E-Mail-Adresse, eine Kundennummer, eine Domain, eine Rechnungsnummer oder eine Zahlungsreferenz.',
  searching: 'Suche läuft…',
  noResults: 'Keine Ergebnisse für „{{q}}“',
  error: 'Die Suche ist fehlgeschlagen: {{error}}',
  retry: 'Erneut versuchen',
  resultCount_one: '{{count}} Ergebnis',
  resultCount_other: '{{count}} Ergebnisse',
  groups: {
    users: 'Benutzer',
    subscriptions: 'Abonnements',
    invoices: 'Rechnungen',
    payments: 'Zahlungsreferenzen',
  },
  shown: '{{shown}} von {{total}}',
  shownCapped: '{{shown}} von über {{total}}',
  kinds: {
    user: 'Benutzer',
    subscription: 'Abonnement',
    invoice: 'Rechnung',
    invoice_reference: 'Zahlungsreferenz einer Rechnung',
    letter_reference: 'Referenz eines Inkassoschreibens',
    end_to_end_id: 'SEPA-End-to-End-ID',
    mandate_reference: 'SEPA-Mandat',
  },
};
