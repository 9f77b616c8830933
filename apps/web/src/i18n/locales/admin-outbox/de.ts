import type { AdminOutboxTexts } from './en';

export const adminOutboxDe: AdminOutboxTexts = {
  title: 'E-Mail-Ausgang',
  intro:
    'Jede E-Mail, die das Portal gesendet hat oder noch zurückhält, die neueste zuerst. Ohne SMTP-Server bleibt die Post hier: Öffne eine, um ihren Links zu folgen. In der Produktion gibt es diese Ansicht nicht.',
  subject: 'Betreff',
  to: 'Empfänger',
  date: 'Datum',
  status: 'Status',
  statuses: { pending: 'Wartend', sent: 'Gesendet', failed: 'Fehlgeschlagen' },
  loading: 'E-Mail-Ausgang wird geladen',
  loadingMail: 'E-Mail wird geladen',
  loadFailed: 'Der E-Mail-Ausgang konnte nicht geladen werden.',
  empty: 'Noch keine E-Mails.',
  close: 'Schließen',
};
