// Activity lines (issue 20): each worded from its type, variant and facts (activityParamsSchema) in the
// reader's language; the stored Dutch description shows only for a line without them. Impersonal on purpose:
// the customer reads these in their settings and staff the same lines on the user's page.
export const activityNl = {
  paymentMethods: {
    bank_transfer: 'overboeking',
    sepa: 'SEPA-incasso',
    ideal: 'iDEAL',
    credit_card: 'creditcard',
    manual: 'handmatig geboekt',
    bancontact: 'Bancontact',
    paypal: 'PayPal',
    account_credit: 'tegoed',
  },
  roles: { user: 'klant', admin: 'beheerder', finance: 'financiën', support: 'support' },
  intervals: {
    monthly: 'per maand',
    quarterly: 'per kwartaal',
    halfYearly: 'per half jaar',
    annually: 'per jaar',
  },
  suffixes: {
    paymentMethod: ' ({{paymentMethod}})',
    creditNote: '; creditnota {{creditNoteNumber}}',
    nextInvoice: '; volgende factuur {{nextInvoiceDate}}',
    paidInvoice: ' na betaling van factuur {{invoiceNumber}}',
    paidLetter: ' na betaling van brief {{letterNumber}}',
    reactivated: '; abonnement weer actief',
    reason: ': {{reason}}',
  },
  types: {
    login: { default: { title: 'Ingelogd', line: 'Ingelogd op het klantenportaal' } },
    logout: { default: { title: 'Uitgelogd', line: 'Uitgelogd uit het klantenportaal' } },
    registered: { default: { title: 'Account aangemaakt', line: 'Account aangemaakt via registratie' } },
    email_verified: {
      default: { title: 'E-mailadres bevestigd', line: 'E-mailadres bevestigd via de link in de e-mail' },
    },
    password_changed: {
      default: { title: 'Wachtwoord gewijzigd', line: 'Wachtwoord gewijzigd via de instellingen' },
    },
    password_reset: {
      default: {
        title: 'Wachtwoord hersteld',
        line: 'Wachtwoord opnieuw ingesteld via de link in de e-mail',
      },
    },
    two_factor_enabled: {
      default: {
        title: 'Tweestapsverificatie ingeschakeld',
        line: 'Tweestapsverificatie ingeschakeld met een authenticator-app',
      },
    },
    two_factor_disabled: {
      default: {
        title: 'Tweestapsverificatie uitgeschakeld',
        line: 'Tweestapsverificatie uitgeschakeld; inloggen kan weer met alleen het wachtwoord',
      },
    },
    account_deleted: {
      default: { title: 'Account verwijderd', line: 'Account verwijderd en persoonsgegevens geanonimiseerd' },
    },
    session_revoked: {
      one: { title: 'Sessie beëindigd', line: 'Een sessie is beëindigd vanuit de instellingen' },
      others: {
        title: 'Andere sessies beëindigd',
        line_one: '{{count}} andere sessie beëindigd',
        line_other: '{{count}} andere sessies beëindigd',
      },
    },
    profile_updated: {
      default: { title: 'Profiel bijgewerkt', line: 'Profielgegevens bijgewerkt' },
      email: {
        title: 'Profiel bijgewerkt',
        line: 'Profiel en e-mailadres bijgewerkt ({{previousEmail}} → {{email}})',
      },
    },
    settings_updated: {
      default: { title: 'Instellingen gewijzigd', line: 'Instellingen aangepast' },
      preferences: { title: 'Voorkeuren gewijzigd', line: 'Weergave- en taalvoorkeuren aangepast' },
      notifications: { title: 'Meldingen gewijzigd', line: 'Meldingsinstellingen aangepast' },
      security: { title: 'Beveiliging gewijzigd', line: 'Beveiligingsinstellingen aangepast' },
    },
    email_change_requested: {
      default: { title: 'E-mailwijziging aangevraagd', line: 'Bevestigingslink verstuurd naar {{email}}' },
    },
    email_change_cancelled: {
      default: { title: 'E-mailwijziging geannuleerd', line: 'Wijziging naar {{email}} geannuleerd' },
    },
    email_changed: {
      default: {
        title: 'E-mailadres gewijzigd',
        line: 'E-mailadres gewijzigd van {{previousEmail}} in {{email}}',
      },
    },
    email_change_undone: {
      default: {
        title: 'E-mailwijziging ongedaan gemaakt',
        line: 'E-mailadres teruggezet van {{previousEmail}} naar {{email}}; alle sessies beëindigd',
      },
    },
    order_placed: {
      default: {
        title: 'Bestelling geplaatst',
        line_one: 'Bestelling van {{count}} pakket geplaatst',
        line_other: 'Bestelling van {{count}} pakketten geplaatst',
      },
    },
    mandate_created: {
      default: { title: 'Machtiging afgegeven', line: 'SEPA-machtiging {{reference}} afgegeven' },
    },
    mandate_changed: {
      account: {
        title: 'Rekeningnummer machtiging gewijzigd',
        line: 'Machtiging {{reference}}: afschrijven van {{maskedIban}}',
      },
      renewed: {
        title: 'Machtiging vernieuwd',
        line: 'Machtiging {{previousReference}} vervangen door {{reference}}',
      },
    },
    subscription_created: {
      default: { title: 'Abonnement afgesloten', line: 'Abonnement {{title}} afgesloten' },
      starts: { title: 'Abonnement afgesloten', line: 'Abonnement {{title}} afgesloten, start {{date}}' },
    },
    subscription_cancelled: {
      default: {
        title: 'Abonnement opgezegd',
        line: 'Abonnement {{title}} opgezegd; loopt door tot en met {{date}}',
      },
      immediately: { title: 'Abonnement direct beëindigd', line: 'Abonnement {{title}} direct beëindigd' },
    },
    subscription_paused: {
      default: { title: 'Abonnement gepauzeerd', line: 'Abonnement {{title}} gepauzeerd' },
    },
    subscription_resumed: { default: { title: 'Abonnement hervat', line: 'Abonnement {{title}} hervat' } },
    subscription_reactivated: {
      cancellation: { title: 'Abonnement heractiveerd', line: 'Opzegging van {{title}} opgeheven' },
      suspension: { title: 'Abonnement heractiveerd', line: 'Opschorting van {{title}} opgeheven' },
    },
    subscription_changed: {
      planned: {
        title: 'Abonnementswijziging gepland',
        line: '{{title}} wordt per {{date}} {{newTitle}}, {{amount}} {{interval}}',
      },
      withdrawn: {
        title: 'Geplande wijziging ingetrokken',
        line: 'Geplande wijziging van {{title}} naar {{newTitle}} ingetrokken',
      },
    },
    subscription_suspended: {
      default: {
        title: 'Dienst opgeschort',
        line: 'Dienst {{title}} opgeschort wegens betalingsachterstand',
      },
      failedPayments: {
        title: 'Dienst opgeschort',
        line_one: 'Dienst {{title}} opgeschort wegens betalingsachterstand ({{count}} mislukte incasso)',
        line_other: "Dienst {{title}} opgeschort wegens betalingsachterstand ({{count}} mislukte incasso's)",
      },
    },
    payment_reminder_sent: {
      default: {
        title: 'Betalingsherinnering verstuurd',
        line_one: 'Betalingsherinnering verstuurd voor factuur {{invoiceNumbers}}',
        line_other: 'Betalingsherinnering verstuurd voor facturen {{invoiceNumbers}}',
      },
    },
    payment_retry_scheduled: {
      default: {
        title: 'Opnieuw ter incasso aangeboden',
        line_one: 'Factuur {{invoiceNumbers}} opnieuw ter incasso aangeboden',
        line_other: 'Facturen {{invoiceNumbers}} opnieuw ter incasso aangeboden',
      },
    },
    invoice_sent_to_collection: {
      default: {
        title: 'Naar incasso',
        line_one: 'Factuur {{invoiceNumbers}} gaat mee in de volgende incasso',
        line_other: 'Facturen {{invoiceNumbers}} gaan mee in de volgende incasso',
      },
    },
    invoice_resent: {
      default: {
        title: 'Factuur opnieuw verstuurd',
        line: 'Factuur {{invoiceNumber}} opnieuw per e-mail verstuurd',
      },
      creditNote: {
        title: 'Creditnota opnieuw verstuurd',
        line: 'Creditnota {{invoiceNumber}} opnieuw per e-mail verstuurd',
      },
    },
    invoice_credited: {
      default: {
        title: 'Creditnota gemaakt',
        line: 'Creditnota {{creditNoteNumber}} bij factuur {{invoiceNumber}}',
      },
    },
    payment: {
      invoice: {
        title: 'Betaling ontvangen',
        line: 'Betaling van {{amount}} geboekt op factuur {{invoiceNumber}}',
      },
      letter: {
        title: 'Betaling ontvangen',
        line: 'Betaling van {{amount}} geboekt op brief {{letterNumber}}',
      },
    },
    user_status_changed: {
      activated: { title: 'Account geactiveerd', line: 'Het account is weer actief' },
      deactivated: {
        title: 'Account gedeactiveerd',
        line: 'Het account is gedeactiveerd; inloggen kan niet meer',
      },
    },
    user_role_changed: {
      default: { title: 'Rol gewijzigd', line: 'Rol gewijzigd van {{previousRole}} naar {{role}}' },
    },
    admin_contact: { default: { title: 'E-mail van het team', line: 'E-mail verstuurd: {{subject}}' } },
  },
};
