import type { activityNl } from './nl';

export const activityDe: typeof activityNl = {
  paymentMethods: {
    bank_transfer: 'Überweisung',
    sepa: 'SEPA-Lastschrift',
    ideal: 'iDEAL',
    credit_card: 'Kreditkarte',
    manual: 'manuell gebucht',
    bancontact: 'Bancontact',
    paypal: 'PayPal',
    account_credit: 'Guthaben',
  },
  roles: { user: 'Kunde', admin: 'Administrator', finance: 'Finanzen', support: 'Support' },
  intervals: {
    monthly: 'pro Monat',
    quarterly: 'pro Quartal',
    halfYearly: 'pro Halbjahr',
    annually: 'pro Jahr',
  },
  suffixes: {
    paymentMethod: ' ({{paymentMethod}})',
    creditNote: '; Gutschrift {{creditNoteNumber}}',
    nextInvoice: '; nächste Rechnung {{nextInvoiceDate}}',
    paidInvoice: ' nach Zahlung der Rechnung {{invoiceNumber}}',
    paidLetter: ' nach Zahlung des Schreibens {{letterNumber}}',
    reactivated: '; Abonnement wieder aktiv',
    reason: ': {{reason}}',
  },
  types: {
    login: { default: { title: 'Angemeldet', line: 'Im Kundenportal angemeldet' } },
    logout: { default: { title: 'Abgemeldet', line: 'Vom Kundenportal abgemeldet' } },
    registered: { default: { title: 'Konto erstellt', line: 'Konto bei der Registrierung erstellt' } },
    email_verified: {
      default: {
        title: 'E-Mail-Adresse bestätigt',
        line: 'E-Mail-Adresse über den Link in der E-Mail bestätigt',
      },
    },
    password_changed: {
      default: { title: 'Passwort geändert', line: 'Passwort in den Einstellungen geändert' },
    },
    password_reset: {
      default: {
        title: 'Passwort zurückgesetzt',
        line: 'Neues Passwort über den Link in der E-Mail festgelegt',
      },
    },
    two_factor_enabled: {
      default: {
        title: 'Zwei-Faktor-Bestätigung eingeschaltet',
        line: 'Zwei-Faktor-Bestätigung mit einer Authenticator-App eingeschaltet',
      },
    },
    two_factor_disabled: {
      default: {
        title: 'Zwei-Faktor-Bestätigung ausgeschaltet',
        line: 'Zwei-Faktor-Bestätigung ausgeschaltet; die Anmeldung braucht wieder nur das Passwort',
      },
    },
    account_deleted: {
      default: { title: 'Konto gelöscht', line: 'Konto gelöscht und personenbezogene Daten anonymisiert' },
    },
    session_revoked: {
      one: { title: 'Sitzung beendet', line: 'Eine Sitzung wurde in den Einstellungen beendet' },
      others: {
        title: 'Andere Sitzungen beendet',
        line_one: '{{count}} andere Sitzung beendet',
        line_other: '{{count}} andere Sitzungen beendet',
      },
    },
    profile_updated: {
      default: { title: 'Profil aktualisiert', line: 'Profildaten aktualisiert' },
      email: {
        title: 'Profil aktualisiert',
        line: 'Profil und E-Mail-Adresse aktualisiert ({{previousEmail}} → {{email}})',
      },
    },
    settings_updated: {
      default: { title: 'Einstellungen geändert', line: 'Einstellungen angepasst' },
      preferences: { title: 'Präferenzen geändert', line: 'Anzeige- und Sprachpräferenzen angepasst' },
      notifications: {
        title: 'Benachrichtigungen geändert',
        line: 'Benachrichtigungseinstellungen angepasst',
      },
      security: { title: 'Sicherheit geändert', line: 'Sicherheitseinstellungen angepasst' },
    },
    email_change_requested: {
      default: { title: 'E-Mail-Änderung beantragt', line: 'Bestätigungslink an {{email}} gesendet' },
    },
    email_change_cancelled: {
      default: { title: 'E-Mail-Änderung abgebrochen', line: 'Änderung zu {{email}} abgebrochen' },
    },
    email_changed: {
      default: {
        title: 'E-Mail-Adresse geändert',
        line: 'E-Mail-Adresse von {{previousEmail}} in {{email}} geändert',
      },
    },
    email_change_undone: {
      default: {
        title: 'E-Mail-Änderung rückgängig gemacht',
        line: 'E-Mail-Adresse von {{previousEmail}} auf {{email}} zurückgesetzt; alle Sitzungen beendet',
      },
    },
    order_placed: {
      default: {
        title: 'Bestellung aufgegeben',
        line_one: 'Bestellung von {{count}} Paket aufgegeben',
        line_other: 'Bestellung von {{count}} Paketen aufgegeben',
      },
    },
    mandate_created: {
      default: { title: 'Mandat erteilt', line: 'SEPA-Mandat {{reference}} erteilt' },
    },
    mandate_changed: {
      account: {
        title: 'Konto des Mandats geändert',
        line: 'Mandat {{reference}}: Einzug von {{maskedIban}}',
      },
      renewed: {
        title: 'Mandat erneuert',
        line: 'Mandat {{previousReference}} durch {{reference}} ersetzt',
      },
    },
    subscription_created: {
      default: { title: 'Neues Abonnement', line: 'Abonnement {{title}} abgeschlossen' },
      starts: { title: 'Neues Abonnement', line: 'Abonnement {{title}} abgeschlossen, Beginn {{date}}' },
    },
    subscription_cancelled: {
      default: {
        title: 'Abonnement gekündigt',
        line: 'Abonnement {{title}} gekündigt; läuft bis einschließlich {{date}}',
      },
      immediately: { title: 'Abonnement sofort beendet', line: 'Abonnement {{title}} sofort beendet' },
    },
    subscription_paused: { default: { title: 'Abonnement pausiert', line: 'Abonnement {{title}} pausiert' } },
    subscription_resumed: {
      default: { title: 'Abonnement fortgesetzt', line: 'Abonnement {{title}} fortgesetzt' },
    },
    subscription_reactivated: {
      cancellation: { title: 'Abonnement reaktiviert', line: 'Kündigung von {{title}} aufgehoben' },
      suspension: { title: 'Abonnement reaktiviert', line: 'Sperrung von {{title}} aufgehoben' },
    },
    subscription_changed: {
      planned: {
        title: 'Abonnementänderung geplant',
        line: '{{title}} wird ab {{date}} zu {{newTitle}}, {{amount}} {{interval}}',
      },
      withdrawn: {
        title: 'Geplante Änderung zurückgenommen',
        line: 'Geplante Änderung von {{title}} zu {{newTitle}} zurückgenommen',
      },
    },
    subscription_suspended: {
      default: { title: 'Dienst gesperrt', line: 'Dienst {{title}} wegen Zahlungsrückstand gesperrt' },
      failedPayments: {
        title: 'Dienst gesperrt',
        line_one: 'Dienst {{title}} wegen Zahlungsrückstand gesperrt ({{count}} fehlgeschlagene Lastschrift)',
        line_other:
          'Dienst {{title}} wegen Zahlungsrückstand gesperrt ({{count}} fehlgeschlagene Lastschriften)',
      },
    },
    payment_reminder_sent: {
      default: {
        title: 'Zahlungserinnerung gesendet',
        line_one: 'Zahlungserinnerung für Rechnung {{invoiceNumbers}} gesendet',
        line_other: 'Zahlungserinnerung für Rechnungen {{invoiceNumbers}} gesendet',
      },
    },
    payment_retry_scheduled: {
      default: {
        title: 'Erneut zum Einzug vorgelegt',
        line_one: 'Rechnung {{invoiceNumbers}} erneut zum Einzug vorgelegt',
        line_other: 'Rechnungen {{invoiceNumbers}} erneut zum Einzug vorgelegt',
      },
    },
    invoice_sent_to_collection: {
      default: {
        title: 'Zum Einzug',
        line_one: 'Rechnung {{invoiceNumbers}} geht in den nächsten Lastschrifteinzug',
        line_other: 'Rechnungen {{invoiceNumbers}} gehen in den nächsten Lastschrifteinzug',
      },
    },
    invoice_resent: {
      default: {
        title: 'Rechnung erneut gesendet',
        line: 'Rechnung {{invoiceNumber}} erneut per E-Mail gesendet',
      },
      creditNote: {
        title: 'Gutschrift erneut gesendet',
        line: 'Gutschrift {{invoiceNumber}} erneut per E-Mail gesendet',
      },
    },
    invoice_credited: {
      default: {
        title: 'Gutschrift erstellt',
        line: 'Gutschrift {{creditNoteNumber}} zu Rechnung {{invoiceNumber}}',
      },
    },
    payment: {
      invoice: {
        title: 'Zahlung erhalten',
        line: 'Zahlung von {{amount}} auf Rechnung {{invoiceNumber}} gebucht',
      },
      letter: {
        title: 'Zahlung erhalten',
        line: 'Zahlung von {{amount}} auf Schreiben {{letterNumber}} gebucht',
      },
    },
    user_status_changed: {
      activated: { title: 'Konto aktiviert', line: 'Das Konto ist wieder aktiv' },
      deactivated: {
        title: 'Konto deaktiviert',
        line: 'Das Konto ist deaktiviert; eine Anmeldung ist nicht mehr möglich',
      },
    },
    user_role_changed: {
      default: { title: 'Rolle geändert', line: 'Rolle von {{previousRole}} zu {{role}} geändert' },
    },
    admin_contact: { default: { title: 'E-Mail vom Team', line: 'E-Mail gesendet: {{subject}}' } },
  },
};
