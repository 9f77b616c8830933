import type { mandateNl } from './nl';

export const mandateFr: typeof mandateNl = {
  tab: 'Données de paiement',
  heading: 'Mandat de prélèvement',
  description:
    'Ton mandat nous permet de prélever automatiquement les montants de tes abonnements. Tu utilises un autre compte ? Modifie-le ici.',
  loading: 'Chargement des mandats…',
  loadFailed: 'Tes mandats n’ont pas pu être chargés.',
  empty: 'Tu n’as pas encore de mandat de prélèvement. Tu le donnes lors de ta première commande.',
  creditor: 'Créancier : {{name}}, {{address}}',
  creditorId: 'Identifiant créancier (incassant-ID) : {{id}}',
  title: 'Mandat {{reference}}',
  fields: {
    iban: 'Numéro de compte (IBAN)',
    bic: 'BIC',
    accountHolder: 'Titulaire du compte',
    signedAt: 'Donné le',
    signatureMethod: 'Signé par',
    lastCollection: 'Dernier prélèvement',
    subscriptions: 'Abonnements',
  },
  none: 'Pas encore',
  subscriptionCount_one: '{{count}} abonnement',
  subscriptionCount_other: '{{count}} abonnements',
  status: {
    valid: 'Valide',
    pending: 'En cours',
    invalid: 'Non valide',
    expired: 'Expiré',
  },
  signatureMethod: {
    paper: 'Mandat papier',
    e_mandate: 'e-Mandat via ta banque',
    web_consent: 'Accord donné dans le portail',
  },
  amendmentPending:
    'Nous transmettrons ton nouveau numéro de compte à ta banque lors du prochain prélèvement.',
  notice: {
    AC01: 'Ta banque a signalé que ce numéro de compte est erroné. Indique un autre IBAN.',
    AC04: 'Ta banque a signalé que ce compte a été clôturé. Indique un nouvel IBAN.',
    AC06: 'Ta banque a signalé que ce compte est bloqué. Indique un autre IBAN.',
    renewInvalid:
      'Ta banque ne connaît pas (ou plus) ce mandat. Donne un nouveau mandat ; tes abonnements y seront ensuite transférés automatiquement.',
    renewExpired:
      'Ce mandat a expiré : aucun prélèvement n’a été fait pendant 36 mois. Donne un nouveau mandat ; tes abonnements y seront ensuite transférés automatiquement.',
    contact: 'Nous traitons ce mandat personnellement avec toi. Contacte-nous.',
    unused: 'Ce mandat n’est plus utilisé ; tu n’as rien à faire.',
  },
  actions: {
    amend: 'Modifier le compte',
    renew: 'Donner un nouveau mandat',
  },
  form: {
    amendTitle: 'Nouveau numéro de compte',
    renewTitle: 'Nouveau mandat',
    iban: 'IBAN',
    ibanHint: 'Par exemple NL91 ABNA 0417 1643 00',
    bic: 'BIC (facultatif)',
    bicHint: 'Nécessaire uniquement pour un compte hors des Pays-Bas.',
    accountHolder: 'Nom du titulaire du compte',
    signedPlace: 'Lieu de résidence',
    submitAmend: 'Enregistrer le compte',
    submitRenew: 'Donner le mandat',
    cancel: 'Annuler',
    failed: 'La modification n’a pas abouti. Réessaie.',
  },
  text: {
    title: 'Mandat de prélèvement SEPA récurrent',
    amend:
      'En indiquant ce compte, tu autorises {{name}} à envoyer désormais les instructions de prélèvement du mandat {{reference}} à la banque de ce compte, et ta banque à débiter de façon récurrente les montants de tes abonnements de ce compte conformément aux instructions du créancier. La référence de ton mandat reste la même.',
    renew:
      'En donnant ce mandat, tu autorises {{name}} à envoyer des instructions à ta banque pour prélever de façon récurrente les montants de tes abonnements, et ta banque à débiter ton compte conformément aux instructions du créancier. Ce mandat reçoit une nouvelle référence et remplace le mandat {{reference}}.',
    refund:
      'Tu n’es pas d’accord avec un prélèvement ? Tu peux en demander le remboursement. Contacte ta banque dans les 8 semaines suivant le prélèvement. Renseigne-toi auprès de ta banque sur les conditions.',
    noRefund:
      'Il s’agit d’un mandat interentreprises : un prélèvement ne peut pas être remboursé. Enregistre le mandat auprès de ta banque, sinon elle refusera le prélèvement.',
    invoiceFirst:
      'Avant chaque prélèvement, tu reçois d’abord une facture par e-mail, avec le montant et la date du prélèvement.',
    consent:
      'J’ai lu le texte du mandat et j’autorise {{name}} à prélever automatiquement les montants de mes abonnements sur ce compte.',
  },
  success: {
    amend: 'Ton numéro de compte a été modifié. Nous t’avons envoyé une confirmation par e-mail.',
    renew: 'Ton nouveau mandat {{reference}} a été donné. Nous t’avons envoyé une confirmation par e-mail.',
    collected_one:
      'Nous prélèverons la facture {{invoices}} sur ton nouveau compte lors du prochain prélèvement.',
    collected_other:
      'Nous prélèverons les factures {{invoices}} sur ton nouveau compte lors du prochain prélèvement.',
  },
};
