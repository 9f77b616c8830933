// Issue 30: the customer's betalingsregeling (the page, its form and the lines on the dashboard and invoices that
// lead to it). Dutch is the reference; en, de and fr mirror these keys.
export const paymentArrangementNl = {
  title: 'Betalingsregeling',
  intro:
    'Betaal wat openstaat in termijnen. Zolang je de termijnen op tijd betaalt, sturen we voor deze posten geen aanmaningen of incassobrieven meer.',
  loading: 'We halen je betalingsregeling op…',
  loadFailed: 'Je betalingsregeling kon niet worden geladen: {{error}}',
  status: {
    proposed: 'Voorstel wacht op beoordeling',
    active: 'Lopend',
    completed: 'Afgerond',
    lapsed: 'Vervallen',
    ended: 'Beëindigd',
    rejected: 'Afgewezen',
  },
  instalmentState: {
    paid: 'Betaald',
    partly_paid: 'Deels betaald',
    upcoming: 'Komt nog',
    due: 'Nu te betalen',
    late: 'Te laat',
    missed: 'Gemist',
  },
  method: {
    sepa: 'Automatische incasso',
    transfer: 'Zelf overmaken',
  },
  claim: {
    invoice: 'Factuur {{label}}',
    fee: 'Incassokosten brief {{label}}',
    dueSince: 'vervallen op {{date}}',
  },
  nothingOpen: {
    heading: 'Er is niets te regelen',
    text: 'Je hebt geen achterstallige facturen of incassokosten, dus een betalingsregeling is niet nodig.',
    toInvoices: 'Naar je facturen',
  },
  form: {
    heading: 'Betalingsregeling aanvragen',
    intro:
      'Kies wat je in termijnen wilt betalen, in hoeveel termijnen en hoe. Je ziet eerst het schema; pas daarna sluit je de regeling af.',
    claims: {
      legend: 'Wat je in termijnen betaalt',
      total: 'Totaal: {{amount}}',
      noneChosen: 'Kies ten minste één post.',
      feeHint: 'De incassokosten van een brief gaan altijd mee met de facturen uit die brief.',
    },
    instalments: {
      legend: 'Aantal termijnen',
      choice: '{{number}} termijnen van {{amount}}',
      other: 'Een ander aantal voorstellen',
      otherHint: 'Dat valt buiten onze regels: we beoordelen je voorstel dan persoonlijk.',
      otherLabel: 'Aantal termijnen in je voorstel',
      pick: 'Kies een aantal',
      notEligible: 'Je kunt nu niet zelf een betalingsregeling afsluiten.',
      proposeInstead:
        'Je kunt wel een voorstel doen: kies het aantal termijnen dat voor jou haalbaar is, dan beoordelen we het persoonlijk.',
      noneChosen: 'Kies het aantal termijnen.',
    },
    firstDueDate: {
      label: 'Eerste termijn op',
      hint: 'Uiterlijk {{date}}. Elke volgende termijn valt een maand later.',
      missing: 'Kies de datum van de eerste termijn.',
      tooLate: 'De eerste termijn valt uiterlijk op {{date}}.',
      tooSoonForDebit:
        'Bij automatische incasso valt de eerste termijn op zijn vroegst op {{date}}: je krijgt het schema eerst van ons.',
    },
    method: {
      legend: 'Zo betaal je de termijnen',
      sepa: 'Automatische incasso: we schrijven elke termijn af van de rekening van je machtiging',
      transfer: 'Zelf overmaken, met het betalingskenmerk van elke termijn',
      transferOnly:
        'Je maakt de termijnen zelf over, met het betalingskenmerk van elke termijn. Automatische incasso kan alleen met een geldige machtiging.',
    },
    note: {
      label: 'Toelichting (optioneel)',
      hint: 'Bijvoorbeeld waarom je in termijnen wilt betalen. Dit lezen we bij het beoordelen van een voorstel.',
    },
    preview: 'Bekijk het schema',
  },
  preview: {
    heading: 'Je schema',
    summary_one: '{{total}} in {{count}} termijn',
    summary_other: '{{total}} in {{count}} termijnen',
    activeAtOnce: 'Dit valt binnen onze regels: zodra je de betalingsregeling afsluit, gaat ze meteen in.',
    toStaffTitle: 'Dit valt buiten onze regels',
    toStaff:
      'Daarom beoordelen we je voorstel persoonlijk. Zolang we dat doen, sturen we voor deze posten geen aanmaningen of incassobrieven.',
    breachesLabel: 'Waarom we je voorstel beoordelen',
    confirm: 'Betalingsregeling afsluiten',
    propose: 'Voorstel indienen',
  },
  rules: {
    arrangement_total_too_small:
      'Het bedrag ({{total}}) is te laag voor een betalingsregeling die je zelf afsluit.',
    arrangement_too_many_instalments: 'Zelf kun je ten hoogste {{max}} termijnen kiezen.',
    arrangement_instalment_too_small:
      'Een termijn is ten minste {{min}}; bij dit aantal wordt hij {{amount}}.',
    arrangement_instalment_too_small_for_two:
      'Een termijn is ten minste {{min}}; zelfs in twee termijnen wordt een termijn {{amount}}.',
    arrangement_recent_lapse: 'Een eerdere betalingsregeling is in de afgelopen 12 maanden niet nagekomen.',
    arrangement_first_due_too_late: 'De eerste termijn valt later dan {{date}}.',
    arrangement_no_claims: 'Er staat niets open om in termijnen te betalen.',
  },
  result: {
    active:
      'Je betalingsregeling {{number}} is afgesloten en loopt vanaf nu. De bevestiging kun je hieronder downloaden.',
    proposed:
      'We hebben je voorstel {{number}} ontvangen en beoordelen het zo snel mogelijk. Je hoort van ons zodra we een besluit hebben genomen.',
  },
  current: {
    heading: 'Betalingsregeling {{number}}',
    requestedOn: 'Aangevraagd op {{date}}',
    agreedOn: 'Met ons afgesproken op {{date}}',
    total: 'Totaal',
    paid: 'Betaald',
    remaining: 'Nog te betalen',
    method: 'Betaalwijze',
    proposedText:
      'We beoordelen je voorstel. Zolang we dat doen, sturen we voor deze posten geen aanmaningen of incassobrieven. Je hoort van ons zodra we een besluit hebben genomen.',
    breachesLabel: 'Waarom we je voorstel beoordelen',
    claimsHeading: 'Deze posten vallen onder de regeling',
    download: 'Bevestiging downloaden (pdf)',
    downloadLabel: 'Bevestiging van betalingsregeling {{number}} downloaden (pdf)',
    downloadFailed: 'De bevestiging kon niet worden gedownload: {{error}}',
  },
  next: {
    heading: 'Volgende termijn',
    amountOn: '{{amount}} op {{date}}',
    transfer:
      'Maak {{amount}} uiterlijk {{date}} over naar {{iban}} ten name van {{company}}, met het betalingskenmerk hieronder.',
    transferNoCompany: 'Maak {{amount}} uiterlijk {{date}} over, met het betalingskenmerk hieronder.',
    reference: 'Betalingskenmerk',
    sepa: 'Dit bedrag wordt automatisch afgeschreven van de rekening van je machtiging, op of kort na {{date}}. Zorg dat er dan genoeg saldo op staat.',
    late: 'Deze termijn is te laat. Betaal hem zo snel mogelijk, anders vervalt de regeling.',
  },
  missed: {
    heading: 'Als een termijn niet lukt',
    reminder_one:
      'Is een termijn {{count}} dag na de vervaldatum nog niet betaald, dan sturen we je een herinnering.',
    reminder_other:
      'Is een termijn {{count}} dagen na de vervaldatum nog niet betaald, dan sturen we je een herinnering.',
    lapse_one:
      'Staat de termijn daarna nog {{count}} dag open, dan vervalt de betalingsregeling: het hele resterende bedrag moet dan meteen worden betaald en de incasso gaat verder waar die was gebleven.',
    lapse_other:
      'Staat de termijn daarna nog {{count}} dagen open, dan vervalt de betalingsregeling: het hele resterende bedrag moet dan meteen worden betaald en de incasso gaat verder waar die was gebleven.',
    contact: 'Lukt een termijn niet? Neem dan vóór de vervaldatum contact met ons op.',
  },
  schedule: {
    caption: 'Termijnen van je betalingsregeling',
    columns: {
      pay: 'Betalen',
      sequence: 'Termijn',
      dueDate: 'Vervaldatum',
      amount: 'Bedrag',
      reference: 'Betalingskenmerk',
      state: 'Status',
    },
    sequence: 'Termijn {{sequence}}',
    next: 'Volgende',
    partlyPaid: '{{paid}} van {{amount}} betaald',
  },
  earlier: {
    heading: 'Eerdere betalingsregelingen',
    summary_one: '{{total}} in {{count}} termijn · betaald {{paid}}',
    summary_other: '{{total}} in {{count}} termijnen · betaald {{paid}}',
    created: 'Aangevraagd op {{date}}',
    closed: 'Afgehandeld op {{date}}',
    reason: 'Reden: {{reason}}',
    lapsed: 'Een termijn is niet betaald; het resterende bedrag moest meteen worden betaald.',
    lapsedNext:
      'Wat nog openstaat gaat verder in de incasso, bij de stap die al was bereikt: had je al een 14-dagenbrief en is die termijn voorbij, dan krijg je geen nieuwe. Betaal alles wat openstaat bij Facturen, dan stopt de incasso.',
  },
  entry: {
    ask: 'Lukt het niet om in één keer te betalen?',
    askLink: 'Vraag een betalingsregeling aan',
    running: 'Betalingsregeling {{number}}: volgende termijn {{amount}} op {{date}}',
    proposed: 'Je voorstel voor betalingsregeling {{number}} wacht op beoordeling.',
    view: 'Bekijk je regeling',
  },
};
