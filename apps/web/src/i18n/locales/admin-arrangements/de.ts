import type { AdminArrangements } from './en';

export const adminArrangementsDe: AdminArrangements = {
  title: 'Ratenzahlungen',
  description:
    'Kunden, die überfällige Forderungen in Raten bezahlen. Solange sie sich daran halten, lässt der Mahnlauf diese Forderungen aus.',
  stats: {
    label: 'Kennzahlen der Ratenzahlungen',
    open: 'Offen',
    openHint: '{{active}} aktiv, {{proposed}} vorgeschlagen',
    review: 'Wartet auf Prüfung',
    reviewHint: 'Vorschläge außerhalb der Regeln des Unternehmens',
    kept: 'Eingehalten',
    keptHint: 'Vollständig bezahlt',
    broken: 'Gebrochen',
    brokenHint: 'Nach einer versäumten Rate verfallen',
  },
  filters: { status: 'Status', all: 'Alle Status', clear: 'Alle anzeigen' },
  columns: {
    number: 'Nummer',
    customer: 'Kunde',
    status: 'Status',
    total: 'Gesamt',
    paid: 'Bezahlt',
    next: 'Nächste Rate',
    created: 'Angelegt',
    actions: 'Aktionen',
  },
  customerNumber: 'Kundennr. {{number}}',
  paidOf: '{{amount}} bezahlt',
  open: 'Öffnen',
  openLabel: 'Ratenzahlung {{number}} von {{customer}} öffnen',
  loading: 'Ratenzahlungen werden geladen…',
  loadError: 'Die Ratenzahlungen konnten nicht geladen werden: {{message}}',
  empty: 'Noch keine Ratenzahlungen.',
  emptyFiltered: 'Keine Ratenzahlungen mit diesem Status.',
  summary: '{{shown}} von {{total}} Ratenzahlungen',
  run: {
    button: 'Ratenzahlungen prüfen',
    title: 'Prüfung der Ratenzahlungen abgeschlossen',
    counts:
      '{{checked}} geprüft: {{reminded}} an eine verspätete Rate erinnert, {{lapsed}} verfallen, {{completed}} erfüllt.',
    failures_one: '{{count}} Ratenzahlung konnte nicht geprüft werden; der nächste Lauf versucht es erneut:',
    failures_other:
      '{{count}} Ratenzahlungen konnten nicht geprüft werden; der nächste Lauf versucht es erneut:',
    failed: 'Die Prüfung der Ratenzahlungen ist fehlgeschlagen: {{message}}',
    dismiss: 'Schließen',
  },
  rules: {
    title: 'Regeln für Ratenzahlungen',
    description:
      'Was ein Kunde im Portal selbst vereinbaren darf. Außerhalb dieser Regeln wartet ein Vorschlag auf einen Mitarbeiter, der ihn trotzdem vereinbaren kann; die verletzten Regeln werden mit ihm festgehalten.',
    loading: 'Regeln für Ratenzahlungen werden geladen…',
    loadError: 'Die Regeln für Ratenzahlungen konnten nicht geladen werden',
    minTotal: 'Mindestgesamtbetrag (€)',
    minTotalHint: 'Kleinere Beträge werden auf einmal bezahlt.',
    maxInstalments: 'Höchstzahl der Raten',
    minInstalment: 'Mindestrate (€)',
    graceDays: 'Karenztage',
    graceDaysHint:
      'Für eine verspätete Rate: nach diesen Tagen eine Erinnerung, nach ebenso vielen weiteren verfällt die Ratenzahlung.',
    allowAfterLapse:
      'Ein Kunde, dessen Ratenzahlung in den letzten 12 Monaten verfallen ist, darf eine neue vereinbaren',
    resumeOnFirstInstalment:
      'Gesperrte Dienste wieder freigeben, sobald die erste Rate bezahlt ist (Standard für neue Ratenzahlungen)',
    amountInvalid: 'Gib einen Betrag von {{min}} bis {{max}} ein',
    wholeNumber: 'Gib eine ganze Zahl ein',
    range: 'Gib eine Zahl von {{min}} bis {{max}} ein',
    undo: 'Änderungen verwerfen',
    save: 'Regeln speichern',
    saved: 'Regeln für Ratenzahlungen gespeichert',
    saveFailed: 'Die Regeln für Ratenzahlungen konnten nicht gespeichert werden: {{message}}',
  },
};
