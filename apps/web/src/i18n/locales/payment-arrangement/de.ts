import type { paymentArrangementNl } from './nl';

export const paymentArrangementDe: typeof paymentArrangementNl = {
  title: 'Ratenzahlung',
  intro:
    'Zahle offene Beträge in Raten. Solange du die Raten pünktlich zahlst, schicken wir für diese Posten keine Mahnungen oder Inkassoschreiben mehr.',
  loading: 'Deine Ratenzahlung wird geladen…',
  loadFailed: 'Deine Ratenzahlung konnte nicht geladen werden: {{error}}',
  status: {
    proposed: 'Vorschlag wird geprüft',
    active: 'Laufend',
    completed: 'Abgeschlossen',
    lapsed: 'Verfallen',
    ended: 'Beendet',
    rejected: 'Abgelehnt',
  },
  instalmentState: {
    paid: 'Bezahlt',
    partly_paid: 'Teilweise bezahlt',
    upcoming: 'Folgt noch',
    due: 'Jetzt fällig',
    late: 'Verspätet',
    missed: 'Versäumt',
  },
  method: {
    sepa: 'Lastschrift',
    transfer: 'Überweisung',
  },
  claim: {
    invoice: 'Rechnung {{label}}',
    fee: 'Inkassokosten des Schreibens {{label}}',
    dueSince: 'fällig seit {{date}}',
  },
  nothingOpen: {
    heading: 'Es gibt nichts zu regeln',
    text: 'Du hast keine überfälligen Rechnungen oder Inkassokosten, eine Ratenzahlung ist also nicht nötig.',
    toInvoices: 'Zu deinen Rechnungen',
  },
  form: {
    heading: 'Ratenzahlung beantragen',
    intro:
      'Wähle, was du in Raten zahlen möchtest, in wie vielen und wie. Du siehst zuerst den Zahlungsplan; erst danach schließt du die Vereinbarung ab.',
    claims: {
      legend: 'Was du in Raten zahlst',
      total: 'Gesamt: {{amount}}',
      noneChosen: 'Wähle mindestens einen Posten.',
      feeHint: 'Die Inkassokosten eines Schreibens gehören immer zu den Rechnungen dieses Schreibens.',
    },
    instalments: {
      legend: 'Anzahl der Raten',
      choice: '{{number}} Raten zu {{amount}}',
      other: 'Eine andere Anzahl vorschlagen',
      otherHint: 'Das liegt außerhalb unserer Regeln: Wir prüfen deinen Vorschlag dann persönlich.',
      otherLabel: 'Anzahl der Raten in deinem Vorschlag',
      pick: 'Anzahl wählen',
      notEligible: 'Du kannst gerade keine Ratenzahlung selbst abschließen.',
      proposeInstead:
        'Du kannst aber einen Vorschlag machen: Wähle die Anzahl Raten, die für dich machbar ist, dann prüfen wir ihn persönlich.',
      noneChosen: 'Wähle die Anzahl der Raten.',
    },
    firstDueDate: {
      label: 'Erste Rate am',
      hint: 'Spätestens am {{date}}. Jede weitere Rate folgt einen Monat später.',
      missing: 'Wähle das Datum der ersten Rate.',
      tooLate: 'Die erste Rate ist spätestens am {{date}} fällig.',
      tooSoonForDebit:
        'Per Lastschrift fällt die erste Rate frühestens auf den {{date}}: Sie erhalten den Plan zuerst von uns.',
    },
    method: {
      legend: 'So zahlst du die Raten',
      sepa: 'Lastschrift: Wir ziehen jede Rate vom Konto deines Mandats ein',
      transfer: 'Selbst überweisen, mit dem Verwendungszweck jeder Rate',
      transferOnly:
        'Du überweist die Raten selbst, jeweils mit ihrem Verwendungszweck. Eine Lastschrift ist nur mit einem gültigen Mandat möglich.',
    },
    note: {
      label: 'Anmerkung (optional)',
      hint: 'Zum Beispiel, warum du in Raten zahlen möchtest. Wir lesen das, wenn wir einen Vorschlag prüfen.',
    },
    preview: 'Zahlungsplan ansehen',
  },
  preview: {
    heading: 'Dein Zahlungsplan',
    summary_one: '{{total}} in {{count}} Rate',
    summary_other: '{{total}} in {{count}} Raten',
    activeAtOnce: 'Das liegt innerhalb unserer Regeln: Sobald du die Ratenzahlung abschließt, beginnt sie.',
    toStaffTitle: 'Das liegt außerhalb unserer Regeln',
    toStaff:
      'Daher prüfen wir deinen Vorschlag persönlich. Solange wir das tun, schicken wir für diese Posten keine Mahnungen oder Inkassoschreiben.',
    breachesLabel: 'Warum wir deinen Vorschlag prüfen',
    confirm: 'Ratenzahlung abschließen',
    propose: 'Vorschlag einreichen',
  },
  rules: {
    arrangement_total_too_small:
      'Der Betrag ({{total}}) ist zu niedrig für eine Ratenzahlung, die du selbst abschließt.',
    arrangement_too_many_instalments: 'Selbst kannst du höchstens {{max}} Raten wählen.',
    arrangement_instalment_too_small:
      'Eine Rate beträgt mindestens {{min}}; bei dieser Anzahl wären es {{amount}}.',
    arrangement_instalment_too_small_for_two:
      'Eine Rate beträgt mindestens {{min}}; selbst bei zwei Raten wären es {{amount}}.',
    arrangement_recent_lapse: 'Eine frühere Ratenzahlung wurde in den letzten 12 Monaten nicht eingehalten.',
    arrangement_first_due_too_late: 'Die erste Rate ist später als am {{date}} fällig.',
    arrangement_no_claims: 'Es ist nichts offen, das in Raten gezahlt werden kann.',
  },
  result: {
    active:
      'Deine Ratenzahlung {{number}} ist abgeschlossen und läuft ab jetzt. Die Bestätigung kannst du unten herunterladen.',
    proposed:
      'Wir haben deinen Vorschlag {{number}} erhalten und prüfen ihn so schnell wie möglich. Du hörst von uns, sobald wir entschieden haben.',
  },
  current: {
    heading: 'Ratenzahlung {{number}}',
    requestedOn: 'Beantragt am {{date}}',
    agreedOn: 'Mit uns vereinbart am {{date}}',
    total: 'Gesamt',
    paid: 'Bezahlt',
    remaining: 'Noch zu zahlen',
    method: 'Zahlungsweise',
    proposedText:
      'Wir prüfen deinen Vorschlag. Solange wir das tun, schicken wir für diese Posten keine Mahnungen oder Inkassoschreiben. Du hörst von uns, sobald wir entschieden haben.',
    breachesLabel: 'Warum wir deinen Vorschlag prüfen',
    claimsHeading: 'Diese Posten fallen unter die Vereinbarung',
    download: 'Bestätigung herunterladen (PDF)',
    downloadLabel: 'Bestätigung der Ratenzahlung {{number}} herunterladen (PDF)',
    downloadFailed: 'Die Bestätigung konnte nicht heruntergeladen werden: {{error}}',
  },
  next: {
    heading: 'Nächste Rate',
    amountOn: '{{amount}} am {{date}}',
    transfer:
      'Überweise {{amount}} bis zum {{date}} an {{iban}} auf den Namen {{company}}, mit dem Verwendungszweck unten.',
    transferNoCompany: 'Überweise {{amount}} bis zum {{date}}, mit dem Verwendungszweck unten.',
    reference: 'Verwendungszweck',
    sepa: 'Dieser Betrag wird am oder kurz nach dem {{date}} automatisch vom Konto deines Mandats eingezogen. Sorge dafür, dass genug Guthaben darauf ist.',
    late: 'Diese Rate ist verspätet. Zahle sie so bald wie möglich, sonst verfällt die Vereinbarung.',
  },
  missed: {
    heading: 'Wenn eine Rate nicht klappt',
    reminder_one:
      'Ist eine Rate {{count}} Tag nach Fälligkeit noch nicht bezahlt, schicken wir dir eine Erinnerung.',
    reminder_other:
      'Ist eine Rate {{count}} Tage nach Fälligkeit noch nicht bezahlt, schicken wir dir eine Erinnerung.',
    lapse_one:
      'Ist sie {{count}} Tag danach immer noch offen, verfällt die Ratenzahlung: Der gesamte Restbetrag ist dann sofort zu zahlen, und das Inkasso geht dort weiter, wo es stehen geblieben ist.',
    lapse_other:
      'Ist sie {{count}} Tage danach immer noch offen, verfällt die Ratenzahlung: Der gesamte Restbetrag ist dann sofort zu zahlen, und das Inkasso geht dort weiter, wo es stehen geblieben ist.',
    contact: 'Klappt eine Rate nicht? Melde dich vor der Fälligkeit bei uns.',
  },
  schedule: {
    caption: 'Raten deiner Ratenzahlung',
    columns: {
      pay: 'Bezahlen',
      sequence: 'Rate',
      dueDate: 'Fälligkeit',
      amount: 'Betrag',
      reference: 'Verwendungszweck',
      state: 'Status',
    },
    sequence: 'Rate {{sequence}}',
    next: 'Nächste',
    partlyPaid: '{{paid}} von {{amount}} bezahlt',
  },
  earlier: {
    heading: 'Frühere Ratenzahlungen',
    summary_one: '{{total}} in {{count}} Rate · bezahlt {{paid}}',
    summary_other: '{{total}} in {{count}} Raten · bezahlt {{paid}}',
    created: 'Beantragt am {{date}}',
    closed: 'Erledigt am {{date}}',
    reason: 'Grund: {{reason}}',
    lapsed: 'Eine Rate wurde nicht bezahlt; der Restbetrag war danach sofort zu zahlen.',
    lapsedNext:
      'Was noch offen ist, geht im Inkasso bei dem bereits erreichten Schritt weiter: Hatten Sie schon einen 14-Tage-Brief und ist dessen Frist vorbei, erhalten Sie keinen neuen. Bezahlen Sie alles Offene unter Rechnungen, dann endet das Inkasso.',
  },
  entry: {
    ask: 'Schaffst du es nicht, alles auf einmal zu zahlen?',
    askLink: 'Beantrage eine Ratenzahlung',
    running: 'Ratenzahlung {{number}}: nächste Rate {{amount}} am {{date}}',
    proposed: 'Dein Vorschlag für die Ratenzahlung {{number}} wird geprüft.',
    view: 'Deine Vereinbarung ansehen',
  },
};
