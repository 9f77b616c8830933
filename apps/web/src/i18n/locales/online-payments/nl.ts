// Issue 29: paying open claims online (the pay buttons and the page the checkout returns to). Dutch is the
// reference; en, de and fr mirror these keys.
export const onlinePaymentsNl = {
  payNow: 'Betaal nu',
  payAll: 'Alles betalen',
  testMode: 'Testmodus',
  testModeHint: 'Online betalen staat in de testmodus: er wordt geen echt geld afgeschreven.',
  methods: {
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    creditcard: 'Creditcard',
    paypal: 'PayPal',
  },
  status: {
    title: 'Je betaling',
    loading: 'We halen de stand van je betaling op…',
    loadFailed: 'De stand van je betaling kon niet worden geladen.',
    notFound:
      'We kunnen deze betaling niet vinden. Controleer of je de hele link hebt geopend, of bekijk je facturen in Hostportaal.',
    payee: 'Betaling aan {{company}}',
    details: {
      invoices_one: 'Factuur',
      invoices_other: 'Facturen',
      letter: 'Brief',
      amount: 'Bedrag',
      method: 'Betaalmethode',
    },
    paid: {
      heading: 'Betaling ontvangen',
      text_one: 'Bedankt voor je betaling! De factuur is nu betaald.',
      text_other: 'Bedankt voor je betaling! De facturen zijn nu betaald.',
      textLetter: 'Bedankt voor je betaling! Brief {{letter}} is nu betaald.',
      stillOpen: 'Er staat nog {{amount}} open.',
    },
    pending: {
      heading: 'We wachten op de bevestiging van je bank',
      text: 'Dat duurt meestal maar even; deze pagina ververst vanzelf. Je kunt haar ook sluiten: zodra je bank de betaling bevestigt, staat de factuur bij je facturen op betaald.',
    },
    failed: {
      heading: 'Betaling mislukt',
      text: 'Je betaling is niet gelukt. Er is niets afgeschreven.',
    },
    canceled: {
      heading: 'Betaling geannuleerd',
      text: 'Je hebt de betaling afgebroken. Er is niets afgeschreven.',
    },
    expired: {
      heading: 'Betaling verlopen',
      text: 'De betaalpagina is verlopen voordat de betaling klaar was. Er is niets afgeschreven.',
    },
    payAgain: 'Opnieuw betalen',
    loginToPayAgain: 'Inloggen om opnieuw te betalen',
    transferTitle: 'Liever overmaken?',
    transfer: 'Maak het bedrag van {{amount}} over aan {{company}} onder vermelding van {{reference}}.',
    testMode: 'Dit was een betaling in de testmodus: er is geen echt geld overgemaakt.',
    toInvoices: 'Naar je facturen',
    toDashboard: 'Naar je dashboard',
    toHome: 'Naar de startpagina',
  },
};
