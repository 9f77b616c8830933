import { activityNl } from './activity/nl';
import type { AdminCatalogue } from './admin/nl';
import { billingNl } from './billing/nl';
import { catalogNl } from './catalog/nl';
import { consumerLawNl } from './consumer-law/nl';
import { errorTextsNl } from './error-texts/nl';
import { gamesNl } from './games/nl';
import { mandateNl } from './mandate/nl';
import { onlinePaymentsNl } from './online-payments/nl';
import { orderingNl } from './ordering/nl';
import { paymentArrangementNl } from './payment-arrangement/nl';
import { settingsNl } from './settings/nl';
import { subscriptionsNl } from './subscriptions/nl';
import { supportNl } from './support/nl';

// The reference catalogue of the customer portal: Dutch is the default language, and en/de/fr must have exactly
// these keys. The admin screens' texts are in ./admin, loaded only when an admin opens them.
export const nl = {
  app: {
    name: 'Hostportaal',
    skipToContent: 'Naar de inhoud',
    loading: 'Even geduld, we laden je gegevens…',
    documentTitle: '{{page}} · Hostportaal',
  },
  common: {
    close: 'Sluiten',
    cancel: 'Annuleren',
    save: 'Opslaan',
    retry: 'Opnieuw proberen',
    notifications: 'Meldingen',
    pagination: {
      label: 'Paginering',
      pageOf: 'Pagina {{page}} van {{totalPages}}',
      previous: 'Vorige',
      next: 'Volgende',
    },
  },
  nav: {
    mainLabel: 'Hoofdmenu',
    dashboard: 'Dashboard',
    invoices: 'Facturen',
    subscriptions: 'Abonnementen',
    order: 'Bestellen',
    servers: 'Servers',
    games: 'Game-servers',
    status: 'Status',
    support: 'Support',
    help: 'Help',
    contact: 'Contact',
    settings: 'Instellingen',
    adminHeading: 'Beheer',
    adminPanel: 'Admin Panel',
    collectionManagement: 'Incasso Beheer',
    subscriptionAnalytics: 'Subscription Analytics',
    supportTickets: 'Supporttickets',
    platformStatus: 'Platformstatus',
    emailOutbox: 'E-mail outbox',
  },
  sidebar: {
    collapse: 'Zijbalk inklappen',
    expand: 'Zijbalk uitklappen',
    openMenu: 'Menu openen',
    closeMenu: 'Menu sluiten',
    drawerTitle: 'Menu',
  },
  header: {
    welcome: 'Welkom',
    searchLabel: 'Zoeken',
    searchPlaceholder: 'Zoek facturen, abonnementen, tickets…',
    searchHint: 'Typ minstens 2 tekens om te zoeken.',
    searchNoResults: 'Geen resultaten',
    searchError: 'Zoeken lukte niet. Probeer het opnieuw.',
    searchResults: 'Zoekresultaten',
    searchGroups: {
      invoices: 'Facturen',
      subscriptions: 'Abonnementen',
      tickets: 'Tickets',
    },
  },
  notifications: {
    buttonLabel: 'Meldingen, {{count}} ongelezen',
    title: 'Meldingen',
    empty: 'Je hebt nog geen meldingen.',
    markAllRead: 'Alles als gelezen markeren',
    loadError: 'Je meldingen konden niet worden geladen.',
    unread: 'Ongelezen',
  },
  prices: {
    inclVat: 'incl. btw',
    exclVat: 'excl. btw',
    showInclVat: 'Prijzen incl. btw tonen',
    businessNote: 'Je bent zakelijke klant: we tonen prijzen excl. btw, tenzij je hier anders kiest.',
  },
  theme: {
    switchToLight: 'Schakel naar licht thema',
    switchToDark: 'Schakel naar donker thema',
  },
  userMenu: {
    trigger: 'Gebruikersmenu van {{name}}',
    profile: 'Profiel',
    settings: 'Instellingen',
    billing: 'Facturatie',
    logout: 'Uitloggen',
  },
  roles: {
    admin: 'Beheerder',
    finance: 'Financiën',
    support: 'Support',
    user: 'Klant',
  },
  home: {
    eyebrow: 'Hosting vanuit Nederland',
    title: 'Betrouwbare hosting, persoonlijk geregeld',
    intro:
      'Wij zijn een Nederlandse hostingpartij voor ondernemers en organisaties. We beheren je servers en hostingpakketten, houden alles veilig en up-to-date en staan klaar als je ons nodig hebt. In Hostportaal zie je precies wat je bij ons afneemt.',
    login: 'Inloggen',
    register: 'Registreren',
    featuresTitle: 'Waarom klanten voor ons kiezen',
    managedTitle: 'Beheerde servers',
    managedText: 'Wij zorgen voor updates, beveiliging en monitoring, zodat jij je op je werk kunt richten.',
    billingTitle: 'Betalen via automatische incasso',
    billingText: 'Geen losse betalingen: je facturen worden automatisch afgeschreven via SEPA-incasso.',
    supportTitle: 'Persoonlijke support',
    supportText: 'Heb je een vraag? Ons supportteam helpt je snel verder, in begrijpelijke taal.',
    footer: '© {{year}} Hostportaal. Alle bedragen in euro.',
    company: {
      registration: 'KvK {{kvk}} · btw-id {{vatId}}',
      legal: 'Voorwaarden en privacy',
      terms: 'Algemene voorwaarden',
      privacy: 'Privacyverklaring',
    },
  },
  auth: {
    fields: {
      email: 'E-mailadres',
      password: 'Wachtwoord',
      firstname: 'Voornaam',
      lastname: 'Achternaam',
      rememberMe: 'Onthoud mij',
      newPassword: 'Nieuw wachtwoord',
      confirmPassword: 'Bevestig nieuw wachtwoord',
      verificationCode: 'Verificatiecode',
      passwordHint: 'Minimaal {{min}} karakters.',
    },
    login: {
      title: 'Inloggen',
      subtitle: 'Log in om je diensten, facturen en abonnementen te beheren.',
      submit: 'Inloggen',
      forgotPassword: 'Wachtwoord vergeten?',
      noAccount: 'Nog geen account?',
      registerLink: 'Registreren',
      demoTitle: 'Demo-omgeving',
      demoText: 'Dit portaal draait met demodata; niets is echt. Log in met een van deze demo-accounts:',
      demoRole: { user: 'Klant', admin: 'Beheerder', finance: 'Financiën', support: 'Support' },
    },
    twoFactor: {
      title: 'Tweestapsverificatie',
      subtitle: 'Voer de code van 6 cijfers uit je authenticator-app in, of gebruik een van je back-upcodes.',
      submit: 'Verifiëren',
      backToLogin: 'Terug naar inloggen',
    },
    register: {
      title: 'Account aanmaken',
      subtitle: 'Maak een account aan en beheer je hosting op één plek.',
      submit: 'Account aanmaken',
      hasAccount: 'Heb je al een account?',
      loginLink: 'Inloggen',
    },
    forgotPassword: {
      title: 'Wachtwoord vergeten',
      subtitle: 'Vul je e-mailadres in. We sturen je een link waarmee je een nieuw wachtwoord instelt.',
      submit: 'Herstellink versturen',
      sentHint:
        'Hoort dit e-mailadres bij een account, dan staat de link binnen een paar minuten in je inbox. Niets ontvangen? Kijk dan ook even in je spammap.',
      backToLogin: 'Terug naar inloggen',
    },
    resetPassword: {
      title: 'Nieuw wachtwoord instellen',
      subtitle: 'Kies een nieuw wachtwoord voor je account.',
      submit: 'Wachtwoord opslaan',
      invalidLink: 'Deze link is ongeldig of verlopen. Vraag een nieuwe herstellink aan.',
      requestNewLink: 'Nieuwe herstellink aanvragen',
    },
    signInLink: {
      offer:
        'Inloggen met je wachtwoord lukt op dit apparaat even niet. Laat je een inloglink mailen: daarmee log je meteen in.',
      send: 'Stuur me een inloglink',
      sentTitle: 'Kijk in je mailbox',
      sentHint:
        'Hoort {{email}} bij een account, dan staat de inloglink binnen een paar minuten in je inbox. De link werkt één keer en is 15 minuten geldig.',
      title: 'Inloggen met een inloglink',
      subtitle: 'Klik op de knop om op dit apparaat in te loggen.',
      submit: 'Inloggen',
      failed: 'Inloggen met deze link is niet gelukt.',
      missingToken: 'Deze inloglink is onvolledig. Open de link uit de e-mail opnieuw.',
      requestNew: 'Nieuwe inloglink aanvragen',
    },
    verifyEmail: {
      title: 'E-mailadres bevestigen',
      verifying: 'We bevestigen je e-mailadres…',
      success: 'Je e-mailadres is bevestigd. Bedankt!',
      failed: 'We konden je e-mailadres niet bevestigen.',
      missingToken: 'Deze bevestigingslink is onvolledig. Open de link uit de e-mail opnieuw.',
      toLogin: 'Naar inloggen',
      toDashboard: 'Naar je dashboard',
    },
    confirmEmailChange: {
      title: 'Nieuw e-mailadres bevestigen',
      intro:
        'Bevestig dat je dit e-mailadres wilt gebruiken voor je Hostportaal-account. Daarna log je ermee in.',
      submit: 'E-mailadres bevestigen',
      success: 'Je e-mailadres is gewijzigd in {{email}}. Je logt voortaan in met dit adres.',
      failed: 'We konden je nieuwe e-mailadres niet bevestigen.',
      missingToken: 'Deze bevestigingslink is onvolledig. Open de link uit de e-mail opnieuw.',
      toSettings: 'Naar je instellingen',
    },
    undoEmailChange: {
      title: 'Wijziging van je e-mailadres ongedaan maken',
      intro:
        'Heb jij je e-mailadres niet gewijzigd? Maak het dan hier ongedaan. We zetten dit e-mailadres terug als inlogadres en beëindigen alle sessies, ook die van wie de wijziging deed.',
      submit: 'Wijziging ongedaan maken',
      success: 'Je e-mailadres is weer {{email}} en alle sessies zijn beëindigd.',
      choosePassword:
        'Wie je e-mailadres wijzigde, kende je wachtwoord. Kies daarom nu een nieuw wachtwoord.',
      toResetPassword: 'Nieuw wachtwoord kiezen',
      failed: 'We konden de wijziging niet ongedaan maken.',
      missingToken: 'Deze link is onvolledig. Open de link uit de e-mail opnieuw.',
    },
    messages: {
      loginSuccessful: 'Je bent ingelogd.',
      registrationSuccessful: 'Registratie gelukt! Je kunt nu inloggen.',
      registrationEmailSent:
        'Registratie gelukt! We hebben een bevestigingsmail gestuurd naar {{email}}. Log in en klik op de link in die mail om je e-mailadres te bevestigen.',
      passwordResetEmailSent: 'De e-mail om je wachtwoord te herstellen is verstuurd.',
      passwordChanged: 'Wachtwoord succesvol gewijzigd!',
      loggedOut: 'Je bent uitgelogd. Tot de volgende keer!',
      sessionExpired: 'Je sessie is verlopen. Log opnieuw in.',
    },
  },
  validation: {
    required: 'Dit veld is verplicht.',
    email: 'Vul een geldig e-mailadres in.',
    passwordTooShort: 'Je wachtwoord moet minimaal {{min}} karakters lang zijn.',
    passwordsDoNotMatch: 'Wachtwoorden komen niet overeen',
    verificationCode: 'Voer een code van 6 cijfers of een back-upcode in.',
  },
  errors: {
    http: {
      '400': 'Ongeldig verzoek.',
      '401': 'Je bent niet ingelogd. Log in om verder te gaan.',
      '403': 'Je hebt geen toestemming voor deze actie.',
      '404': 'We konden niet vinden wat je zocht.',
      '408': 'Het verzoek duurde te lang. Probeer het opnieuw.',
      '409': 'Er is een conflict opgetreden.',
      '422': 'De gegevens zijn niet geldig.',
      '429': 'Te veel verzoeken. Probeer het later opnieuw.',
      '500': 'Er ging iets mis op de server. Probeer het later opnieuw.',
    },
    twoFactorRequired:
      'Zet eerst tweestapsverificatie aan bij Instellingen → Beveiliging: dat is verplicht voor beheerders.',
    network: 'Netwerkfout. Probeer het later opnieuw.',
    waitMinutes_one: 'Te veel pogingen. Probeer het over {{count}} minuut opnieuw.',
    waitMinutes_other: 'Te veel pogingen. Probeer het over {{count}} minuten opnieuw.',
    requestFailed: 'Het verzoek is mislukt.',
    invalidResponse: 'We kregen een onverwacht antwoord van de server. Probeer het later opnieuw.',
    codes: errorTextsNl.codes,
    reasons: errorTextsNl.reasons,
  },
  dashboard: {
    welcome: 'Welkom terug, {{name}}!',
    welcomeFirst: 'Welkom, {{name}}!',
    intro: 'Je diensten, facturen en supportvragen in één oogopslag.',
  },
  accessDenied: {
    title: 'Toegang Geweigerd',
    text: 'Je hebt geen beheerdersrechten voor deze pagina.',
    back: 'Terug naar je dashboard',
    // Staff read in the staff screens' language (English in nl) which roles may use it (issue 28).
    staffTitle: 'Access denied',
    staffText: 'This section is for {{roles}}. Your role is {{role}}: ask an admin if you need it.',
    staffRoleList: '{{first}} and {{last}}',
    staffBack: 'Back to your dashboard',
    staffRoles: { admin: 'Admin', finance: 'Finance', support: 'Support' },
  },
  notFound: {
    title: 'Pagina niet gevonden',
    text: 'De pagina die je zoekt bestaat niet (meer) of is verplaatst.',
    home: 'Naar de startpagina',
  },
  routeError: {
    title: 'Er is een fout opgetreden',
    text: 'Deze pagina kon niet worden geladen.',
    retry: 'Opnieuw proberen',
  },
  emailVerification: {
    title: 'Bevestig je e-mailadres',
    sent: 'We hebben een bevestigingsmail gestuurd naar {{email}}. Klik op de link in die mail om je e-mailadres te bevestigen.',
    waits: {
      order:
        'Bestellen kan zodra je e-mailadres is bevestigd: facturen en de bevestiging van je bestelling sturen we naar dit adres.',
      mandate:
        'Een machtiging afgeven of wijzigen kan zodra je e-mailadres is bevestigd: de aankondiging van elke incasso sturen we naar dit adres.',
    },
    resend: 'Opnieuw versturen',
    resent: 'We hebben de bevestigingsmail opnieuw gestuurd naar {{email}}.',
    resendLimited:
      'Je hebt de bevestigingsmail het afgelopen uur al drie keer opnieuw laten versturen. Kijk ook in je map met ongewenste e-mail, of probeer het over een uur opnieuw.',
    resendFailed: 'Het versturen lukte niet. Probeer het later opnieuw.',
    blocked: 'Bevestig eerst je e-mailadres (zie hierboven); daarna kun je dit afronden.',
  },
  billing: billingNl,
  ordering: orderingNl,
  ...consumerLawNl,
  subscriptionsPage: subscriptionsNl,
  catalog: catalogNl,
  settings: settingsNl,
  activity: activityNl,
  support: supportNl,
  mandate: mandateNl,
  games: gamesNl,
  onlinePayments: onlinePaymentsNl,
  paymentArrangement: paymentArrangementNl,
};

export type CustomerCatalogue = typeof nl;

// Everything t() may be asked for; the admin part is loaded with the admin screens (i18n.ts).
export type Catalogue = CustomerCatalogue & AdminCatalogue;
