import type { adminSearchNl } from './nl';

export const adminSearchFr: typeof adminSearchNl = {
  label: 'Trouver des utilisateurs, abonnements, factures et paiements',
  placeholder: 'Rechercher…',
  shortcutHint: 'Appuyez sur / ou Ctrl+K pour rechercher',
  results: 'Correspondances',
  hint: 'Saisissez au moins 2 caractères : un nom, une adresse e-mail, un numéro de client, un domaine, un numéro de facture ou une référence de paiement.',
  searching: 'Recherche…',
  noResults: 'Aucun résultat pour « {{q}} »',
  error: 'La recherche a échoué : {{error}}',
  retry: 'Réessayer',
  resultCount_one: '{{count}} résultat',
  resultCount_other: '{{count}} résultats',
  groups: {
    users: 'Utilisateurs',
    subscriptions: 'Abonnements',
    invoices: 'Factures',
    payments: 'Références de paiement',
  },
  shown: '{{shown}} sur {{total}}',
  shownCapped: '{{shown}} sur plus de {{total}}',
  kinds: {
    user: 'Utilisateur',
    subscription: 'Abonnement',
    invoice: 'Facture',
    invoice_reference: 'Référence de paiement d’une facture',
    letter_reference: 'Référence d’une lettre de recouvrement',
    end_to_end_id: 'Identifiant de bout en bout SEPA',
    mandate_reference: 'Mandat SEPA',
  },
};
