import type { adminOverviewNl } from './nl';

export const adminOverviewDe: typeof adminOverviewNl = {
  /** The pager of every English admin list (the customer screens' pager is Dutch). */
  pagination: {
    label: 'Seitennavigation',
    pageOf: 'Seite {{page}} von {{totalPages}}',
    previous: 'Zurück',
    next: 'Weiter',
  },
  retry: 'Erneut versuchen',
  period: {
    label: 'Zeitraum',
    option: 'Letzte {{days}} Tage',
  },
  stats: {
    kpiQuestion: 'Was zählt {{label}}?',
    label: 'Kennzahlen',
    loading: 'Kennzahlen werden geladen',
    loadError: 'Die Kennzahlen konnten nicht geladen werden: {{error}}',
    totalUsers: 'Benutzer gesamt',
    activeSubscriptions: 'Aktive Abonnements',
    newInPeriod: '{{count}} neu in den letzten {{days}} Tagen',
    growthLabel: 'Neuzugänge im Vergleich zu den vorherigen {{days}} Tagen',
    monthlyRevenue: 'Monatlicher Umsatz (MRR)',
    revenuePerUser: '{{amount}} pro Kunde',
    paymentSuccessRate: 'Zahlungserfolgsquote',
    paymentSuccessRatePeriod: 'Zahlungserfolgsquote, letzte {{days}} Tage',
    percent: '{{value}} %',
    notAvailable: '—',
    returnedDebits: '{{count}} zurückgegeben in den letzten {{days}} Tagen',
  },
  priority: {
    title: 'Vorrangige Aufgaben',
    loading: 'Vorrangige Aufgaben werden geladen',
    loadError: 'Die vorrangigen Aufgaben konnten nicht geladen werden: {{error}}',
    empty: 'Derzeit ist nichts zu tun.',
    open: '{{section}} öffnen',
    openLabel: '{{section}} öffnen: {{title}}',
  },
  alerts: {
    title: 'Systemwarnungen',
    loading: 'Warnungen werden geladen',
    loadError: 'Die Warnungen konnten nicht geladen werden: {{error}}',
    empty: 'Keine Warnungen',
    open: 'Zu {{section}}',
    openLabel: 'Zu {{section}}: {{title}}',
  },
  urgency: {
    urgent: 'Dringend',
    high: 'Hoch',
    medium: 'Mittel',
  },
  revenue: {
    title: 'Umsatz der letzten 12 Monate',
    description:
      'Fakturierter Umsatz pro Monat (ohne MwSt.) und der monatlich wiederkehrende Umsatz (MRR) am Monatsende.',
    loading: 'Umsatz wird geladen',
    loadError: 'Der Umsatz konnte nicht geladen werden: {{error}}',
    empty: 'Noch kein Umsatz.',
    month: 'Monat',
    invoiced: 'Fakturiert',
    mrr: 'MRR',
  },
  signals: {
    actions: {
      overdue_payments: {
        title: 'Überfällige Rechnungen',
        description:
          '{{amount}} nach Fälligkeit unbezahlt (Rechnungen, ohne Inkassokosten und ohne Lastschriften, die die Bank noch einzieht).',
      },
      high_risk_accounts: {
        title: 'Konten mit hohem Risiko',
        description: 'Kunden, die mehr als 30 Tage im Rückstand sind oder deren Einzug fehlgeschlagen ist.',
      },
      returned_debits: {
        title: 'Lastschriften zurückgegeben in den letzten {{period}} Tagen',
        description:
          'Von der Bank abgelehnt, zurückgegeben oder erstattet, auch wenn die Rechnung inzwischen bezahlt ist.',
      },
      expiring_subscriptions: {
        title: 'Auslaufende Abonnements',
        description: 'Gekündigte Abonnements, deren Leistung innerhalb von 30 Tagen endet.',
      },
    },
    alerts: {
      game_servers_waiting: {
        title_one: '{{count}} Gameserver wartet auf ein Gamepanel',
        title_other: '{{count}} Gameserver warten auf ein Gamepanel',
        message:
          'Kein nutzbares Gamepanel mit freier Kapazität: unter Hosting eines hinzufügen oder reparieren; bei seiner Prüfung werden die Server gebaut.',
      },
      hosting_waiting: {
        title_one: '{{count}} Hosting-Konto wartet auf einen DirectAdmin-Server',
        title_other: '{{count}} Hosting-Konten warten auf einen DirectAdmin-Server',
        message:
          'Kein nutzbarer DirectAdmin-Server mit freier Kapazität: unter Hosting einen hinzufügen oder reparieren; bei seiner Prüfung werden die Konten angelegt.',
      },
      overdue_payments: {
        title_one: '{{count}} überfällige Rechnung',
        title_other: '{{count}} überfällige Rechnungen',
        message: '{{amount}} nach Fälligkeit unbezahlt, ohne Inkassokosten.',
      },
      collection_cases: {
        title_one: '{{count}} offener Inkassofall',
        title_other: '{{count}} offene Inkassofälle',
        message: 'Prüfen Sie die Fälle und die Schreiben, die der Mahnlauf versenden wird.',
      },
      returned_debits: {
        title_one: '{{count}} Lastschrift zurückgegeben in den letzten {{period}} Tagen',
        title_other: '{{count}} Lastschriften zurückgegeben in den letzten {{period}} Tagen',
        message:
          'Von der Bank abgelehnt, zurückgegeben oder erstattet, auch wenn die Rechnung inzwischen bezahlt ist.',
      },
    },
  },
  badges: {
    users_one: '{{count}} neuer Benutzer diesen Monat',
    users_other: '{{count}} neue Benutzer diesen Monat',
    invoices_one: '{{count}} überfällige Rechnung',
    invoices_other: '{{count}} überfällige Rechnungen',
    payments_one: '{{count}} fehlgeschlagene Zahlung',
    payments_other: '{{count}} fehlgeschlagene Zahlungen',
    collections_one: '{{count}} Risikokunde',
    collections_other: '{{count}} Risikokunden',
    subscriptions_one: '{{count}} auslaufendes Abonnement',
    subscriptions_other: '{{count}} auslaufende Abonnements',
    urgent: 'dringend',
  },
};
