import type { adminOnlinePaymentsNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const adminOnlinePaymentsDe: Texts<typeof adminOnlinePaymentsNl> = {
  title: 'Online-Zahlungen',
  intro:
    'Kunden bezahlen offene Rechnungen und Schreiben online über Mollie. Aus: nirgends Zahlungsschaltflächen; Kunden zahlen per Lastschrift oder Überweisung.',
  mode: 'Modus',
  modes: {
    off: 'Aus',
    demo: 'Testmodus ohne Netzwerk',
    test: 'Mollie Test',
    live: 'Mollie Live',
  },
  modeHints: {
    off: 'Es werden keine Zahlungsschaltflächen angezeigt.',
    demo: 'Ein eingebauter Checkout auf diesem Server, deutlich als Testmodus gekennzeichnet; es fließt kein Geld. In der Produktion nicht verfügbar.',
    test: 'Die Testumgebung von Mollie mit einem test_-Schlüssel: Kunden sehen den echten Checkout, es fließt kein Geld.',
    live: 'Echte Zahlungen mit einem live_-Schlüssel.',
  },
  apiKey: 'Mollie-API-Schlüssel',
  apiKeyStored: 'Gespeichert: {{hint}}',
  apiKeyHint:
    'Leer lassen, um den gespeicherten Schlüssel zu behalten. Der Schlüssel wird verschlüsselt gespeichert und nie wieder angezeigt.',
  apiKeyNeeded: 'Geben Sie den {{prefix}}-Schlüssel aus Ihrem Mollie-Dashboard ein.',
  apiKeyFormat: 'Ein Mollie-API-Schlüssel beginnt mit test_ oder live_, gefolgt von mindestens 30 Zeichen.',
  apiKeyWrongMode: 'Dieser Modus braucht einen Schlüssel, der mit {{prefix}} beginnt.',
  methods: 'Zahlungsarten',
  methodNames: {
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    creditcard: 'Karte',
    paypal: 'PayPal',
  },
  methodsNeeded: 'Wählen Sie mindestens eine Zahlungsart.',
  save: 'Speichern',
  saved: 'Einstellungen für Online-Zahlungen gespeichert.',
  loadError: 'Die Einstellungen für Online-Zahlungen konnten nicht geladen werden',
};
