import type { AdminArrangements } from './en';

export const adminArrangementsFr: AdminArrangements = {
  title: 'Échéanciers de paiement',
  description:
    'Les clients qui paient des créances échues en plusieurs fois. Tant qu’ils s’y tiennent, la relance automatique laisse ces créances de côté.',
  stats: {
    label: 'Chiffres des échéanciers',
    open: 'Ouverts',
    openHint: '{{active}} en cours, {{proposed}} proposés',
    review: 'En attente d’examen',
    reviewHint: 'Propositions en dehors des règles de l’entreprise',
    kept: 'Respectés',
    keptHint: 'Payés en totalité',
    broken: 'Rompus',
    brokenHint: 'Devenus caducs après une échéance manquée',
  },
  filters: { status: 'Statut', all: 'Tous les statuts', clear: 'Tout afficher' },
  columns: {
    number: 'Numéro',
    customer: 'Client',
    status: 'Statut',
    total: 'Total',
    paid: 'Payé',
    next: 'Prochaine échéance',
    created: 'Créé',
    actions: 'Actions',
  },
  customerNumber: 'Client n° {{number}}',
  paidOf: '{{amount}} payés',
  open: 'Ouvrir',
  openLabel: 'Ouvrir l’échéancier {{number}} de {{customer}}',
  loading: 'Chargement des échéanciers…',
  loadError: 'Impossible de charger les échéanciers : {{message}}',
  empty: 'Aucun échéancier pour l’instant.',
  emptyFiltered: 'Aucun échéancier avec ce statut.',
  summary: '{{shown}} sur {{total}} échéanciers affichés',
  run: {
    button: 'Contrôler les échéanciers',
    title: 'Contrôle des échéanciers terminé',
    counts:
      '{{checked}} contrôlés : {{reminded}} rappels d’une échéance en retard, {{lapsed}} devenus caducs, {{completed}} respectés.',
    failures_one: '{{count}} échéancier n’a pas pu être contrôlé ; le prochain passage réessaiera :',
    failures_other: '{{count}} échéanciers n’ont pas pu être contrôlés ; le prochain passage réessaiera :',
    failed: 'Le contrôle des échéanciers a échoué : {{message}}',
    dismiss: 'Fermer',
  },
  rules: {
    title: 'Règles des échéanciers',
    description:
      'Ce qu’un client peut convenir seul dans le portail. En dehors de ces règles, une proposition attend un collaborateur, qui peut tout de même l’accepter ; les règles enfreintes sont consignées avec elle.',
    loading: 'Chargement des règles des échéanciers…',
    loadError: 'Impossible de charger les règles des échéanciers',
    minTotal: 'Total minimum (€)',
    minTotalHint: 'Les montants inférieurs sont payés en une fois.',
    maxInstalments: 'Nombre maximum d’échéances',
    minInstalment: 'Échéance minimum (€)',
    graceDays: 'Jours de grâce',
    graceDaysHint:
      'Pour une échéance en retard : un rappel après ces jours, et l’échéancier devient caduc après autant de jours encore.',
    allowAfterLapse:
      'Un client dont l’échéancier est devenu caduc au cours des 12 derniers mois peut en convenir d’un nouveau',
    resumeOnFirstInstalment:
      'Rétablir les services suspendus dès que la première échéance est payée (par défaut pour les nouveaux échéanciers)',
    amountInvalid: 'Saisissez un montant de {{min}} à {{max}}',
    wholeNumber: 'Saisissez un nombre entier',
    range: 'Saisissez un nombre de {{min}} à {{max}}',
    undo: 'Annuler les modifications',
    save: 'Enregistrer les règles',
    saved: 'Règles des échéanciers enregistrées',
    saveFailed: 'Impossible d’enregistrer les règles des échéanciers : {{message}}',
  },
};
