import type { paymentArrangementNl } from './nl';

export const paymentArrangementFr: typeof paymentArrangementNl = {
  title: 'Échéancier de paiement',
  intro:
    'Payez ce qui reste dû en plusieurs échéances. Tant que vous les payez à temps, nous n’envoyons plus de rappels ni de lettres de recouvrement pour ces postes.',
  loading: 'Chargement de votre échéancier…',
  loadFailed: 'Votre échéancier n’a pas pu être chargé : {{error}}',
  status: {
    proposed: 'Proposition en cours d’examen',
    active: 'En cours',
    completed: 'Terminé',
    lapsed: 'Caduc',
    ended: 'Arrêté',
    rejected: 'Refusé',
  },
  instalmentState: {
    paid: 'Payée',
    partly_paid: 'Payée en partie',
    upcoming: 'À venir',
    due: 'À payer maintenant',
    late: 'En retard',
    missed: 'Manquée',
  },
  method: {
    sepa: 'Prélèvement',
    transfer: 'Virement',
  },
  claim: {
    invoice: 'Facture {{label}}',
    fee: 'Frais de recouvrement de la lettre {{label}}',
    dueSince: 'échue depuis le {{date}}',
  },
  nothingOpen: {
    heading: 'Rien à régler',
    text: 'Vous n’avez aucune facture ni aucun frais de recouvrement en retard : un échéancier n’est pas nécessaire.',
    toInvoices: 'Vers vos factures',
  },
  form: {
    heading: 'Demander un échéancier',
    intro:
      'Choisissez ce que vous voulez payer en échéances, en combien et comment. Vous voyez d’abord le calendrier ; ce n’est qu’ensuite que vous concluez l’échéancier.',
    claims: {
      legend: 'Ce que vous payez en échéances',
      total: 'Total : {{amount}}',
      noneChosen: 'Choisissez au moins un poste.',
      feeHint: 'Les frais de recouvrement d’une lettre suivent toujours les factures de cette lettre.',
    },
    instalments: {
      legend: 'Nombre d’échéances',
      choice: '{{number}} échéances de {{amount}}',
      other: 'Proposer un autre nombre',
      otherHint: 'Cela sort de nos règles : nous examinons alors votre proposition personnellement.',
      otherLabel: 'Nombre d’échéances de votre proposition',
      pick: 'Choisir un nombre',
      notEligible: 'Vous ne pouvez pas conclure vous-même un échéancier pour le moment.',
      proposeInstead:
        'Vous pouvez toutefois faire une proposition : choisissez le nombre d’échéances qui vous convient, et nous l’examinons personnellement.',
      noneChosen: 'Choisissez le nombre d’échéances.',
    },
    firstDueDate: {
      label: 'Première échéance le',
      hint: 'Au plus tard le {{date}}. Chaque échéance suivante tombe un mois plus tard.',
      missing: 'Choisissez la date de la première échéance.',
      tooLate: 'La première échéance tombe au plus tard le {{date}}.',
      tooSoonForDebit:
        'Par prélèvement, la première échéance tombe au plus tôt le {{date}} : nous vous envoyons d’abord l’échéancier.',
    },
    method: {
      legend: 'Comment vous payez les échéances',
      sepa: 'Prélèvement : nous prélevons chaque échéance sur le compte de votre mandat',
      transfer: 'Virement, avec la référence de paiement de chaque échéance',
      transferOnly:
        'Vous virez vous-même les échéances, chacune avec sa référence de paiement. Le prélèvement n’est possible qu’avec un mandat valide.',
    },
    note: {
      label: 'Remarque (facultatif)',
      hint: 'Par exemple pourquoi vous souhaitez payer en échéances. Nous la lisons en examinant une proposition.',
    },
    preview: 'Voir le calendrier',
  },
  preview: {
    heading: 'Votre calendrier',
    summary_one: '{{total}} en {{count}} échéance',
    summary_other: '{{total}} en {{count}} échéances',
    activeAtOnce: 'Cela respecte nos règles : dès que vous concluez l’échéancier, il entre en vigueur.',
    toStaffTitle: 'Cela sort de nos règles',
    toStaff:
      'Nous examinons donc votre proposition personnellement. Pendant ce temps, nous n’envoyons ni rappels ni lettres de recouvrement pour ces postes.',
    breachesLabel: 'Pourquoi nous examinons votre proposition',
    confirm: 'Conclure l’échéancier',
    propose: 'Envoyer la proposition',
  },
  rules: {
    arrangement_total_too_small:
      'Le montant ({{total}}) est trop faible pour un échéancier que vous concluez vous-même.',
    arrangement_too_many_instalments: 'Vous pouvez choisir vous-même au plus {{max}} échéances.',
    arrangement_instalment_too_small:
      'Une échéance est d’au moins {{min}} ; avec ce nombre, elle serait de {{amount}}.',
    arrangement_instalment_too_small_for_two:
      'Une échéance est d’au moins {{min}} ; même en deux échéances, elle serait de {{amount}}.',
    arrangement_recent_lapse: 'Un échéancier précédent n’a pas été respecté au cours des 12 derniers mois.',
    arrangement_first_due_too_late: 'La première échéance tombe après le {{date}}.',
    arrangement_no_claims: 'Il n’y a rien à payer en échéances.',
  },
  result: {
    active:
      'Votre échéancier {{number}} est conclu et court dès maintenant. Vous pouvez télécharger la confirmation ci-dessous.',
    proposed:
      'Nous avons bien reçu votre proposition {{number}} et l’examinons au plus vite. Vous aurez de nos nouvelles dès que nous aurons décidé.',
  },
  current: {
    heading: 'Échéancier {{number}}',
    requestedOn: 'Demandé le {{date}}',
    agreedOn: 'Convenu avec nous le {{date}}',
    total: 'Total',
    paid: 'Payé',
    remaining: 'Reste à payer',
    method: 'Mode de paiement',
    proposedText:
      'Nous examinons votre proposition. Pendant ce temps, nous n’envoyons ni rappels ni lettres de recouvrement pour ces postes. Vous aurez de nos nouvelles dès que nous aurons décidé.',
    breachesLabel: 'Pourquoi nous examinons votre proposition',
    claimsHeading: 'Ces postes relèvent de l’échéancier',
    download: 'Télécharger la confirmation (pdf)',
    downloadLabel: 'Télécharger la confirmation de l’échéancier {{number}} (pdf)',
    downloadFailed: 'La confirmation n’a pas pu être téléchargée : {{error}}',
  },
  next: {
    heading: 'Prochaine échéance',
    amountOn: '{{amount}} le {{date}}',
    transfer:
      'Virez {{amount}} au plus tard le {{date}} sur {{iban}} au nom de {{company}}, avec la référence de paiement ci-dessous.',
    transferNoCompany: 'Virez {{amount}} au plus tard le {{date}}, avec la référence de paiement ci-dessous.',
    reference: 'Référence de paiement',
    sepa: 'Ce montant est prélevé automatiquement sur le compte de votre mandat, le {{date}} ou peu après. Veillez à ce que le solde soit suffisant.',
    late: 'Cette échéance est en retard. Payez-la au plus vite, sinon l’échéancier devient caduc.',
  },
  missed: {
    heading: 'Si une échéance ne peut pas être payée',
    reminder_one:
      'Si une échéance n’est toujours pas payée {{count}} jour après sa date, nous vous envoyons un rappel.',
    reminder_other:
      'Si une échéance n’est toujours pas payée {{count}} jours après sa date, nous vous envoyons un rappel.',
    lapse_one:
      'Si elle reste impayée {{count}} jour de plus, l’échéancier devient caduc : tout le montant restant est alors dû immédiatement, et le recouvrement reprend là où il s’était arrêté.',
    lapse_other:
      'Si elle reste impayée {{count}} jours de plus, l’échéancier devient caduc : tout le montant restant est alors dû immédiatement, et le recouvrement reprend là où il s’était arrêté.',
    contact: 'Vous ne pouvez pas payer une échéance ? Contactez-nous avant sa date.',
  },
  schedule: {
    caption: 'Échéances de votre échéancier',
    columns: {
      pay: 'Payer',
      sequence: 'Échéance',
      dueDate: 'Date',
      amount: 'Montant',
      reference: 'Référence de paiement',
      state: 'Statut',
    },
    sequence: 'Échéance {{sequence}}',
    next: 'Prochaine',
    partlyPaid: '{{paid}} payés sur {{amount}}',
  },
  earlier: {
    heading: 'Échéanciers précédents',
    summary_one: '{{total}} en {{count}} échéance · payé {{paid}}',
    summary_other: '{{total}} en {{count}} échéances · payé {{paid}}',
    created: 'Demandé le {{date}}',
    closed: 'Clôturé le {{date}}',
    reason: 'Motif : {{reason}}',
    lapsed: 'Une échéance n’a pas été payée ; le montant restant était alors dû immédiatement.',
    lapsedNext:
      'Ce qui reste ouvert reprend le recouvrement à l’étape déjà atteinte : si vous avez déjà reçu une lettre de 14 jours et que son délai est passé, vous n’en recevez pas de nouvelle. Payez tout ce qui est ouvert sous Factures et le recouvrement s’arrête.',
  },
  entry: {
    ask: 'Vous ne pouvez pas tout payer en une fois ?',
    askLink: 'Demandez un échéancier',
    running: 'Échéancier {{number}} : prochaine échéance de {{amount}} le {{date}}',
    proposed: 'Votre proposition d’échéancier {{number}} est en cours d’examen.',
    view: 'Voir votre échéancier',
  },
};
