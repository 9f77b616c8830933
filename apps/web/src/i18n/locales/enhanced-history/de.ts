import type { enhancedHistoryNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export const enhancedHistoryDe: Texts<typeof enhancedHistoryNl> = {
  title: 'Verlauf',
  loading: 'Verlauf wird geladen…',
  loadError: 'Der Verlauf konnte nicht geladen werden: {{error}}',
  empty: 'Für diesen Kunden ist noch nichts geschehen.',
  automatic: 'Automatisch',
  failed: 'Fehlgeschlagen',
  kinds: {
    case_opened: 'Fall eröffnet',
    case_reopened: 'Fall wieder eröffnet',
    case_resolved: 'Fall erledigt',
    stage_changed: 'Stufe geändert',
    reminder_sent: 'Erinnerung gesendet',
    final_notice_sent: 'Letzte Mahnung gesendet',
    notice_sent: '14-Tage-Mahnschreiben gesendet',
    collection_letter_sent: 'Inkassoschreiben gesendet',
    service_suspended: 'Dienst gesperrt',
    online_payment_started: 'Online-Zahlung gestartet',
    online_payment_paid: 'Online bezahlt',
    online_payment_failed: 'Online-Zahlung fehlgeschlagen',
    online_payment_canceled: 'Online-Zahlung abgebrochen',
    online_payment_expired: 'Online-Zahlung abgelaufen',
    online_refund_requested: 'Erstattung bei Mollie angefordert',
    online_refund_done: 'Über Mollie erstattet',
    online_charged_back: 'Online-Zahlung zurückgebucht',
  },
};
