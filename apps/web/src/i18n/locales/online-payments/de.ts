import type { onlinePaymentsNl } from './nl';

export const onlinePaymentsDe: typeof onlinePaymentsNl = {
  payNow: 'Jetzt bezahlen',
  payAll: 'Alles bezahlen',
  testMode: 'Testmodus',
  testModeHint: 'Die Online-Zahlung ist im Testmodus: Es wird kein echtes Geld abgebucht.',
  methods: {
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    creditcard: 'Kreditkarte',
    paypal: 'PayPal',
  },
  status: {
    title: 'Deine Zahlung',
    loading: 'Wir rufen den Stand deiner Zahlung ab…',
    loadFailed: 'Der Stand deiner Zahlung konnte nicht geladen werden.',
    notFound:
      'Wir können diese Zahlung nicht finden. Prüfe, ob du den vollständigen Link geöffnet hast, oder sieh dir deine Rechnungen in Hostportaal an.',
    payee: 'Zahlung an {{company}}',
    details: {
      invoices_one: 'Rechnung',
      invoices_other: 'Rechnungen',
      letter: 'Schreiben',
      amount: 'Betrag',
      method: 'Zahlungsart',
    },
    paid: {
      heading: 'Zahlung erhalten',
      text_one: 'Vielen Dank für deine Zahlung! Die Rechnung ist jetzt bezahlt.',
      text_other: 'Vielen Dank für deine Zahlung! Die Rechnungen sind jetzt bezahlt.',
      textLetter: 'Vielen Dank für deine Zahlung! Schreiben {{letter}} ist jetzt bezahlt.',
      stillOpen: 'Es sind noch {{amount}} offen.',
    },
    pending: {
      heading: 'Wir warten auf die Bestätigung deiner Bank',
      text: 'Das dauert meist nur einen Moment; diese Seite aktualisiert sich von selbst. Du kannst sie auch schließen: Sobald deine Bank die Zahlung bestätigt, steht die Rechnung bei deinen Rechnungen als bezahlt.',
    },
    failed: {
      heading: 'Zahlung fehlgeschlagen',
      text: 'Deine Zahlung ist nicht gelungen. Es wurde nichts abgebucht.',
    },
    canceled: {
      heading: 'Zahlung abgebrochen',
      text: 'Du hast die Zahlung abgebrochen. Es wurde nichts abgebucht.',
    },
    expired: {
      heading: 'Zahlung abgelaufen',
      text: 'Die Zahlungsseite ist abgelaufen, bevor die Zahlung abgeschlossen war. Es wurde nichts abgebucht.',
    },
    payAgain: 'Erneut bezahlen',
    loginToPayAgain: 'Anmelden, um erneut zu bezahlen',
    transferTitle: 'Lieber überweisen?',
    transfer: 'Überweise den Betrag von {{amount}} an {{company}} unter Angabe von {{reference}}.',
    testMode: 'Dies war eine Zahlung im Testmodus: Es wurde kein echtes Geld überwiesen.',
    toInvoices: 'Zu deinen Rechnungen',
    toDashboard: 'Zu deinem Dashboard',
    toHome: 'Zur Startseite',
  },
};
