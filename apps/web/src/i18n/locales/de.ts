import { activityDe } from './activity/de';
import { billingDe } from './billing/de';
import { catalogDe } from './catalog/de';
import { consumerLawDe } from './consumer-law/de';
import { errorTextsDe } from './error-texts/de';
import { gamesDe } from './games/de';
import { mandateDe } from './mandate/de';
import type { CustomerCatalogue } from './nl';
import { onlinePaymentsDe } from './online-payments/de';
import { orderingDe } from './ordering/de';
import { paymentArrangementDe } from './payment-arrangement/de';
import { settingsDe } from './settings/de';
import { subscriptionsDe } from './subscriptions/de';
import { supportDe } from './support/de';

export const de: CustomerCatalogue = {
  app: {
    name: 'Hostportaal',
    skipToContent: 'Zum Inhalt springen',
    loading: 'Einen Moment, wir laden deine Daten…',
    documentTitle: '{{page}} · Hostportaal',
  },
  common: {
    close: 'Schließen',
    cancel: 'Abbrechen',
    save: 'Speichern',
    retry: 'Erneut versuchen',
    notifications: 'Benachrichtigungen',
    pagination: {
      label: 'Seitennavigation',
      pageOf: 'Seite {{page}} von {{totalPages}}',
      previous: 'Zurück',
      next: 'Weiter',
    },
  },
  nav: {
    mainLabel: 'Hauptmenü',
    dashboard: 'Dashboard',
    invoices: 'Rechnungen',
    subscriptions: 'Abonnements',
    order: 'Bestellen',
    servers: 'Server',
    games: 'Gameserver',
    status: 'Status',
    support: 'Support',
    help: 'Hilfe',
    contact: 'Kontakt',
    settings: 'Einstellungen',
    adminHeading: 'Verwaltung',
    adminPanel: 'Admin-Bereich',
    collectionManagement: 'Inkasso-Verwaltung',
    subscriptionAnalytics: 'Abonnement-Analysen',
    supportTickets: 'Support-Tickets',
    platformStatus: 'Plattformstatus',
    emailOutbox: 'E-Mail-Ausgang',
  },
  sidebar: {
    collapse: 'Seitenleiste einklappen',
    expand: 'Seitenleiste ausklappen',
    openMenu: 'Menü öffnen',
    closeMenu: 'Menü schließen',
    drawerTitle: 'Menü',
  },
  header: {
    welcome: 'Willkommen',
    searchLabel: 'Suchen',
    searchPlaceholder: 'Rechnungen, Abonnements, Tickets suchen…',
    searchHint: 'Gib mindestens 2 Zeichen ein, um zu suchen.',
    searchNoResults: 'Keine Ergebnisse',
    searchError: 'Die Suche ist fehlgeschlagen. Bitte versuche es erneut.',
    searchResults: 'Suchergebnisse',
    searchGroups: {
      invoices: 'Rechnungen',
      subscriptions: 'Abonnements',
      tickets: 'Tickets',
    },
  },
  notifications: {
    buttonLabel: 'Benachrichtigungen, {{count}} ungelesen',
    title: 'Benachrichtigungen',
    empty: 'Du hast noch keine Benachrichtigungen.',
    markAllRead: 'Alle als gelesen markieren',
    loadError: 'Deine Benachrichtigungen konnten nicht geladen werden.',
    unread: 'Ungelesen',
  },
  prices: {
    inclVat: 'inkl. MwSt.',
    exclVat: 'zzgl. MwSt.',
    showInclVat: 'Preise inkl. MwSt. anzeigen',
    businessNote:
      'Du bist Geschäftskunde: Wir zeigen Preise zzgl. MwSt., außer du wählst hier etwas anderes.',
  },
  theme: {
    switchToLight: 'Zum hellen Design wechseln',
    switchToDark: 'Zum dunklen Design wechseln',
  },
  userMenu: {
    trigger: 'Benutzermenü von {{name}}',
    profile: 'Profil',
    settings: 'Einstellungen',
    billing: 'Abrechnung',
    logout: 'Abmelden',
  },
  roles: {
    admin: 'Administrator',
    finance: 'Finanzen',
    support: 'Support',
    user: 'Kunde',
  },
  home: {
    eyebrow: 'Hosting aus den Niederlanden',
    title: 'Zuverlässiges Hosting, persönlich betreut',
    intro:
      'Wir sind ein niederländischer Hosting-Anbieter für Unternehmen und Organisationen. Wir verwalten deine Server und Hosting-Pakete, halten alles sicher und aktuell und sind für dich da, wenn du uns brauchst. Im Hostportaal siehst du genau, was du bei uns nutzt.',
    login: 'Anmelden',
    register: 'Registrieren',
    featuresTitle: 'Warum Kunden uns wählen',
    managedTitle: 'Verwaltete Server',
    managedText:
      'Wir kümmern uns um Updates, Sicherheit und Monitoring, damit du dich auf deine Arbeit konzentrieren kannst.',
    billingTitle: 'Bezahlen per Lastschrift',
    billingText:
      'Keine Einzelzahlungen: Deine Rechnungen werden automatisch per SEPA-Lastschrift eingezogen.',
    supportTitle: 'Persönlicher Support',
    supportText:
      'Du hast eine Frage? Unser Support-Team hilft dir schnell weiter, in verständlicher Sprache.',
    footer: '© {{year}} Hostportaal. Alle Beträge in Euro.',
    company: {
      registration: 'Handelsregister (KvK) {{kvk}} · USt-IdNr. {{vatId}}',
      legal: 'AGB und Datenschutz',
      terms: 'Allgemeine Geschäftsbedingungen',
      privacy: 'Datenschutzerklärung',
    },
  },
  auth: {
    fields: {
      email: 'E-Mail-Adresse',
      password: 'Passwort',
      firstname: 'Vorname',
      lastname: 'Nachname',
      rememberMe: 'Angemeldet bleiben',
      newPassword: 'Neues Passwort',
      confirmPassword: 'Neues Passwort bestätigen',
      verificationCode: 'Bestätigungscode',
      passwordHint: 'Mindestens {{min}} Zeichen.',
    },
    login: {
      title: 'Anmelden',
      subtitle: 'Melde dich an, um deine Dienste, Rechnungen und Abonnements zu verwalten.',
      submit: 'Anmelden',
      forgotPassword: 'Passwort vergessen?',
      noAccount: 'Noch kein Konto?',
      registerLink: 'Registrieren',
      demoTitle: 'Demo-Umgebung',
      demoText:
        'Dieses Portal läuft mit Demodaten; nichts davon ist echt. Melden Sie sich mit einem dieser Demo-Konten an:',
      demoRole: { user: 'Kunde', admin: 'Administrator', finance: 'Finanzen', support: 'Support' },
    },
    twoFactor: {
      title: 'Zwei-Faktor-Authentifizierung',
      subtitle:
        'Gib den 6-stelligen Code aus deiner Authenticator-App ein oder verwende einen deiner Backup-Codes.',
      submit: 'Bestätigen',
      backToLogin: 'Zurück zur Anmeldung',
    },
    register: {
      title: 'Konto erstellen',
      subtitle: 'Erstelle ein Konto und verwalte dein Hosting an einem Ort.',
      submit: 'Konto erstellen',
      hasAccount: 'Du hast schon ein Konto?',
      loginLink: 'Anmelden',
    },
    forgotPassword: {
      title: 'Passwort vergessen',
      subtitle:
        'Gib deine E-Mail-Adresse ein. Wir schicken dir einen Link, mit dem du ein neues Passwort festlegst.',
      submit: 'Link senden',
      sentHint:
        'Gehört diese E-Mail-Adresse zu einem Konto, ist der Link in wenigen Minuten in deinem Posteingang. Nichts erhalten? Sieh bitte auch im Spam-Ordner nach.',
      backToLogin: 'Zurück zur Anmeldung',
    },
    resetPassword: {
      title: 'Neues Passwort festlegen',
      subtitle: 'Wähle ein neues Passwort für dein Konto.',
      submit: 'Passwort speichern',
      invalidLink: 'Dieser Link ist ungültig oder abgelaufen. Fordere bitte einen neuen Link an.',
      requestNewLink: 'Neuen Link anfordern',
    },
    signInLink: {
      offer:
        'Die Anmeldung mit deinem Passwort ist auf diesem Gerät gerade nicht möglich. Lass dir einen Anmeldelink schicken: Damit meldest du dich sofort an.',
      send: 'Anmeldelink senden',
      sentTitle: 'Sieh in deinem Posteingang nach',
      sentHint:
        'Gehört {{email}} zu einem Konto, ist der Anmeldelink in wenigen Minuten in deinem Posteingang. Der Link funktioniert einmal und ist 15 Minuten gültig.',
      title: 'Mit einem Anmeldelink anmelden',
      subtitle: 'Klicke auf die Schaltfläche, um dich auf diesem Gerät anzumelden.',
      submit: 'Anmelden',
      failed: 'Die Anmeldung mit diesem Link hat nicht geklappt.',
      missingToken: 'Dieser Anmeldelink ist unvollständig. Öffne den Link aus der E-Mail erneut.',
      requestNew: 'Neuen Anmeldelink anfordern',
    },
    verifyEmail: {
      title: 'E-Mail-Adresse bestätigen',
      verifying: 'Wir bestätigen deine E-Mail-Adresse…',
      success: 'Deine E-Mail-Adresse ist bestätigt. Vielen Dank!',
      failed: 'Wir konnten deine E-Mail-Adresse nicht bestätigen.',
      missingToken: 'Dieser Bestätigungslink ist unvollständig. Öffne den Link aus der E-Mail bitte erneut.',
      toLogin: 'Zur Anmeldung',
      toDashboard: 'Zu deinem Dashboard',
    },
    confirmEmailChange: {
      title: 'Neue E-Mail-Adresse bestätigen',
      intro:
        'Bestätige, dass du diese E-Mail-Adresse für dein Hostportaal-Konto verwenden möchtest. Danach meldest du dich damit an.',
      submit: 'E-Mail-Adresse bestätigen',
      success:
        'Deine E-Mail-Adresse wurde in {{email}} geändert. Ab jetzt meldest du dich mit dieser Adresse an.',
      failed: 'Wir konnten deine neue E-Mail-Adresse nicht bestätigen.',
      missingToken: 'Dieser Bestätigungslink ist unvollständig. Öffne den Link aus der E-Mail bitte erneut.',
      toSettings: 'Zu deinen Einstellungen',
    },
    undoEmailChange: {
      title: 'Änderung deiner E-Mail-Adresse rückgängig machen',
      intro:
        'Hast du deine E-Mail-Adresse nicht geändert? Dann mache es hier rückgängig. Wir machen diese Adresse wieder zu deiner Anmeldeadresse und beenden alle Sitzungen, auch die der Person, die sie geändert hat.',
      submit: 'Änderung rückgängig machen',
      success: 'Deine E-Mail-Adresse ist wieder {{email}} und alle Sitzungen sind beendet.',
      choosePassword:
        'Wer deine E-Mail-Adresse geändert hat, kannte dein Passwort. Wähle deshalb jetzt ein neues Passwort.',
      toResetPassword: 'Neues Passwort wählen',
      failed: 'Wir konnten die Änderung nicht rückgängig machen.',
      missingToken: 'Dieser Link ist unvollständig. Öffne den Link aus der E-Mail bitte erneut.',
    },
    messages: {
      loginSuccessful: 'Anmeldung erfolgreich.',
      registrationSuccessful: 'Registrierung erfolgreich! Du kannst dich jetzt anmelden.',
      registrationEmailSent:
        'Registrierung erfolgreich! Wir haben eine Bestätigungs-E-Mail an {{email}} geschickt. Melde dich an und klicke auf den Link in dieser E-Mail, um deine Adresse zu bestätigen.',
      passwordResetEmailSent: 'Die E-Mail zum Zurücksetzen deines Passworts wurde gesendet.',
      passwordChanged: 'Passwort erfolgreich geändert!',
      loggedOut: 'Du hast dich abgemeldet. Bis zum nächsten Mal!',
      sessionExpired: 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
    },
  },
  validation: {
    required: 'Dieses Feld ist erforderlich.',
    email: 'Gib eine gültige E-Mail-Adresse ein.',
    passwordTooShort: 'Dein Passwort muss mindestens {{min}} Zeichen lang sein.',
    passwordsDoNotMatch: 'Die Passwörter stimmen nicht überein',
    verificationCode: 'Gib einen 6-stelligen Code oder einen Backup-Code ein.',
  },
  errors: {
    http: {
      '400': 'Ungültige Anfrage.',
      '401': 'Du bist nicht angemeldet. Bitte melde dich an.',
      '403': 'Du hast keine Berechtigung für diese Aktion.',
      '404': 'Wir konnten nicht finden, was du gesucht hast.',
      '408': 'Die Anfrage hat zu lange gedauert. Bitte versuche es erneut.',
      '409': 'Es ist ein Konflikt aufgetreten.',
      '422': 'Die Angaben sind ungültig.',
      '429': 'Zu viele Anfragen. Bitte versuche es später erneut.',
      '500': 'Serverfehler. Bitte versuche es später erneut.',
    },
    twoFactorRequired:
      'Aktiviere zuerst die Zwei-Faktor-Authentifizierung unter Einstellungen → Sicherheit: Sie ist für Administratoren Pflicht.',
    network: 'Netzwerkfehler. Bitte versuche es später erneut.',
    waitMinutes_one: 'Zu viele Versuche. Bitte versuche es in {{count}} Minute erneut.',
    waitMinutes_other: 'Zu viele Versuche. Bitte versuche es in {{count}} Minuten erneut.',
    requestFailed: 'Die Anfrage ist fehlgeschlagen.',
    invalidResponse: 'Der Server hat unerwartet geantwortet. Bitte versuche es später erneut.',
    codes: errorTextsDe.codes,
    reasons: errorTextsDe.reasons,
  },
  dashboard: {
    welcome: 'Willkommen zurück, {{name}}!',
    welcomeFirst: 'Willkommen, {{name}}!',
    intro: 'Deine Dienste, Rechnungen und Supportanfragen auf einen Blick.',
  },
  accessDenied: {
    title: 'Zugriff verweigert',
    text: 'Du hast keine Administratorrechte für diese Seite.',
    back: 'Zurück zu deinem Dashboard',
    // Staff read in the staff screens' language (English in nl) which roles may use it (issue 28).
    staffTitle: 'Zugriff verweigert',
    staffText:
      'Dieser Bereich ist für {{roles}}. Deine Rolle ist {{role}}: Frag einen Admin, wenn du ihn brauchst.',
    staffRoleList: '{{first}} und {{last}}',
    staffBack: 'Zurück zu deinem Dashboard',
    staffRoles: { admin: 'Admin', finance: 'Finanzen', support: 'Support' },
  },
  notFound: {
    title: 'Seite nicht gefunden',
    text: 'Die gesuchte Seite existiert nicht (mehr) oder wurde verschoben.',
    home: 'Zur Startseite',
  },
  routeError: {
    title: 'Es ist ein Fehler aufgetreten',
    text: 'Diese Seite konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
  },
  emailVerification: {
    title: 'Bestätige deine E-Mail-Adresse',
    sent: 'Wir haben eine Bestätigungs-E-Mail an {{email}} geschickt. Klicke auf den Link in dieser E-Mail, um deine Adresse zu bestätigen.',
    waits: {
      order:
        'Bestellen kannst du, sobald deine E-Mail-Adresse bestätigt ist: Rechnungen und die Bestellbestätigung schicken wir an diese Adresse.',
      mandate:
        'Ein Mandat erteilen oder ändern kannst du, sobald deine E-Mail-Adresse bestätigt ist: jede Lastschrift kündigen wir an dieser Adresse an.',
    },
    resend: 'Erneut senden',
    resent: 'Wir haben die Bestätigungs-E-Mail erneut an {{email}} geschickt.',
    resendLimited:
      'Du hast die Bestätigungs-E-Mail in der letzten Stunde schon dreimal erneut senden lassen. Sieh auch in deinem Spam-Ordner nach oder versuche es in einer Stunde erneut.',
    resendFailed: 'Das Senden hat nicht geklappt. Bitte versuche es später erneut.',
    blocked: 'Bestätige zuerst deine E-Mail-Adresse (siehe oben); danach kannst du dies abschließen.',
  },
  billing: billingDe,
  ordering: orderingDe,
  ...consumerLawDe,
  subscriptionsPage: subscriptionsDe,
  catalog: catalogDe,
  settings: settingsDe,
  activity: activityDe,
  support: supportDe,
  mandate: mandateDe,
  games: gamesDe,
  onlinePayments: onlinePaymentsDe,
  paymentArrangement: paymentArrangementDe,
};
