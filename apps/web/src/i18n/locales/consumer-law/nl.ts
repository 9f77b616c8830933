// Issue 28: the terms at checkout, the public terms and privacy pages and Herroepen (Dutch reference).
export const consumerLawNl = {
  orderTerms: {
    title: 'Voorwaarden',
    acceptTerms: 'Ik ga akkoord met de algemene voorwaarden en heb de privacyverklaring gelezen.',
    acceptTermsRequired: 'Ga akkoord met de algemene voorwaarden om te bestellen',
    termsLink: 'Algemene voorwaarden (versie {{version}})',
    privacyLink: 'Privacyverklaring (versie {{version}})',
    immediateStart:
      'Ik wil dat de dienst direct begint, binnen de herroepingstermijn van 14 dagen. Herroep ik, dan betaal ik voor het deel dat al is geleverd.',
    immediateStartRequired: 'Geef toestemming om direct te beginnen: we leveren de dienst zodra je bestelt',
    withdrawalInfo:
      'Je mag tot 14 dagen na je bestelling herroepen met de knop "Herroepen" bij je abonnement; je krijgt dan terug wat je niet gebruikte.',
    loadFailed: 'De voorwaarden konden niet worden geladen. Probeer het later opnieuw.',
  },
  legalPages: {
    terms: 'Algemene voorwaarden',
    privacy: 'Privacyverklaring',
    version: 'Versie {{version}}, geldig vanaf {{date}}',
    downloadPdf: 'Download als pdf',
    loadFailed: 'Deze tekst kon niet worden geladen.',
    back: 'Naar de startpagina',
  },
  withdraw: {
    button: 'Herroepen',
    until: 'Herroepen kan tot en met {{date}}',
    title: '{{title}} herroepen',
    intro:
      'Je bestelde minder dan 14 dagen geleden en mag de overeenkomst zonder opgave van redenen herroepen. De dienst stopt dan meteen en wordt verwijderd.',
    proRata:
      'Omdat je vroeg de dienst direct te laten beginnen, betaal je voor de dagen dat je hem had. Wat je niet gebruikte, krijg je terug met een creditnota: staat de factuur nog open, dan wordt die lager; heb je al betaald, dan komt het als tegoed op je account.',
    confirm: 'Herroepen bevestigen',
    cancel: 'Annuleren',
    done: 'Herroepen. Creditnota {{number}}: {{amount}} terug; {{kept}} voor de dagen dat je de dienst had.',
    doneNothing: 'Herroepen. Er was niets te crediteren.',
    failed: 'Herroepen is niet gelukt.',
    toInvoices: 'Bekijk de creditnota bij je facturen',
    withdrawn: 'Herroepen op {{date}}',
  },
};
