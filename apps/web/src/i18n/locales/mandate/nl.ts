// Dutch reference texts of the customer's mandate view ("Betaalgegevens"); en, de and fr mirror these keys.
export const mandateNl = {
  tab: 'Betaalgegevens',
  heading: 'Incassomachtiging',
  description:
    'Met je machtiging schrijven we de bedragen van je abonnementen automatisch af. Heb je een ander rekeningnummer? Dan wijzig je het hier.',
  loading: 'Machtigingen laden…',
  loadFailed: 'Je machtigingen konden niet worden geladen.',
  empty: 'Je hebt nog geen machtiging voor automatische incasso. Die geef je af bij je eerste bestelling.',
  creditor: 'Incassant: {{name}}, {{address}}',
  creditorId: 'Incassant-ID: {{id}}',
  title: 'Machtiging {{reference}}',
  fields: {
    iban: 'Rekeningnummer (IBAN)',
    bic: 'BIC',
    accountHolder: 'Rekeninghouder',
    signedAt: 'Afgegeven op',
    signatureMethod: 'Ondertekend via',
    lastCollection: 'Laatste incasso',
    subscriptions: 'Abonnementen',
  },
  none: 'Nog geen',
  subscriptionCount_one: '{{count}} abonnement',
  subscriptionCount_other: '{{count}} abonnementen',
  status: {
    valid: 'Geldig',
    pending: 'In behandeling',
    invalid: 'Ongeldig',
    expired: 'Verlopen',
  },
  signatureMethod: {
    paper: 'Papieren machtiging',
    e_mandate: 'e-Machtiging via je bank',
    web_consent: 'Toestemming in het portaal',
  },
  amendmentPending: 'Je nieuwe rekeningnummer geven we bij de volgende incasso door aan je bank.',
  notice: {
    AC01: 'Je bank meldde dat dit rekeningnummer niet klopt. Geef een ander IBAN op.',
    AC04: 'Je bank meldde dat deze rekening is opgeheven. Geef een nieuw IBAN op.',
    AC06: 'Je bank meldde dat deze rekening geblokkeerd is. Geef een ander IBAN op.',
    renewInvalid:
      'Je bank kent deze machtiging niet (meer). Geef een nieuwe machtiging af; je abonnementen gaan daarna vanzelf over.',
    renewExpired:
      'Deze machtiging is verlopen: er is 36 maanden niet mee afgeschreven. Geef een nieuwe machtiging af; je abonnementen gaan daarna vanzelf over.',
    contact: 'Deze machtiging handelen we persoonlijk met je af. Neem contact met ons op.',
    unused: 'Deze machtiging wordt niet meer gebruikt; je hoeft er niets mee te doen.',
  },
  actions: {
    amend: 'Rekeningnummer wijzigen',
    renew: 'Nieuwe machtiging afgeven',
  },
  form: {
    amendTitle: 'Nieuw rekeningnummer',
    renewTitle: 'Nieuwe machtiging',
    iban: 'IBAN',
    ibanHint: 'Bijvoorbeeld NL91 ABNA 0417 1643 00',
    bic: 'BIC (niet verplicht)',
    bicHint: 'Alleen nodig bij een rekening buiten Nederland.',
    accountHolder: 'Naam rekeninghouder',
    signedPlace: 'Woonplaats',
    submitAmend: 'Rekeningnummer opslaan',
    submitRenew: 'Machtiging afgeven',
    cancel: 'Annuleren',
    failed: 'Het wijzigen is niet gelukt. Probeer het opnieuw.',
  },
  text: {
    title: 'Machtiging doorlopende SEPA-incasso',
    amend:
      'Door dit rekeningnummer op te geven, geef je {{name}} toestemming om de incasso-opdrachten onder machtiging {{reference}} voortaan naar de bank van deze rekening te sturen, en je bank om de bedragen van je abonnementen doorlopend van deze rekening af te schrijven volgens de opdracht van de incassant. Het kenmerk van je machtiging blijft hetzelfde.',
    renew:
      'Door deze machtiging te geven, geef je {{name}} toestemming om doorlopend incasso-opdrachten naar je bank te sturen om de bedragen van je abonnementen af te schrijven, en je bank om die bedragen doorlopend van je rekening af te schrijven volgens de opdracht van de incassant. Deze machtiging krijgt een nieuw kenmerk en vervangt machtiging {{reference}}.',
    refund:
      'Ben je het niet eens met een afschrijving? Dan kun je die laten terugboeken. Neem daarvoor binnen 8 weken na de afschrijving contact op met je bank. Vraag je bank naar de voorwaarden.',
    noRefund:
      'Dit is een zakelijke machtiging: een afschrijving kun je niet laten terugboeken. Meld de machtiging aan bij je bank, anders weigert die de afschrijving.',
    invoiceFirst:
      'Voor elke afschrijving ontvang je eerst een factuur per e-mail, met het bedrag en de datum waarop we het afschrijven.',
    consent:
      'Ik heb de tekst van de machtiging gelezen en geef {{name}} toestemming om de bedragen van mijn abonnementen automatisch van deze rekening af te schrijven.',
  },
  success: {
    amend: 'Je rekeningnummer is gewijzigd. We hebben je een bevestiging gemaild.',
    renew: 'Je nieuwe machtiging {{reference}} is afgegeven. We hebben je een bevestiging gemaild.',
    collected_one: 'Factuur {{invoices}} schrijven we met de volgende incasso af van je nieuwe rekening.',
    collected_other:
      'De facturen {{invoices}} schrijven we met de volgende incasso af van je nieuwe rekening.',
  },
};
