import type { ConsumerLawCatalogue } from './types';

export const consumerLawFr: ConsumerLawCatalogue = {
  orderTerms: {
    title: 'Conditions',
    acceptTerms: "J'accepte les conditions générales et j'ai lu la déclaration de confidentialité.",
    acceptTermsRequired: 'Acceptez les conditions générales pour commander',
    termsLink: 'Conditions générales (version {{version}})',
    privacyLink: 'Déclaration de confidentialité (version {{version}})',
    immediateStart:
      'Je souhaite que le service commence immédiatement, pendant le délai de rétractation de 14 jours. Si je me rétracte, je paie la partie déjà fournie.',
    immediateStartRequired: 'Acceptez le début immédiat : nous fournissons le service dès votre commande',
    withdrawalInfo:
      "Vous pouvez vous rétracter jusqu'à 14 jours après votre commande avec le bouton « Se rétracter » de votre abonnement ; vous récupérez alors ce que vous n'avez pas utilisé.",
    loadFailed: "Les conditions n'ont pas pu être chargées. Réessayez plus tard.",
  },
  legalPages: {
    terms: 'Conditions générales',
    privacy: 'Déclaration de confidentialité',
    version: 'Version {{version}}, en vigueur depuis le {{date}}',
    downloadPdf: 'Télécharger en PDF',
    loadFailed: "Ce texte n'a pas pu être chargé.",
    back: "Vers la page d'accueil",
  },
  withdraw: {
    button: 'Se rétracter',
    until: "Rétractation possible jusqu'au {{date}}",
    title: 'Se rétracter de {{title}}',
    intro:
      'Vous avez commandé il y a moins de 14 jours et pouvez vous rétracter du contrat sans motif. Le service s’arrête alors immédiatement et est supprimé.',
    proRata:
      "Comme vous avez demandé un début immédiat, vous payez les jours où vous avez eu le service. Ce que vous n'avez pas utilisé vous est rendu par une note de crédit : une facture ouverte est réduite ; si vous avez déjà payé, cela devient un crédit sur votre compte.",
    confirm: 'Confirmer la rétractation',
    cancel: 'Annuler',
    done: 'Rétractation faite. Note de crédit {{number}} : {{amount}} rendus ; {{kept}} pour les jours où vous avez eu le service.',
    doneNothing: "Rétractation faite. Il n'y avait rien à créditer.",
    failed: "La rétractation n'a pas abouti.",
    toInvoices: 'Voir la note de crédit dans vos factures',
    withdrawn: 'Rétractation le {{date}}',
  },
};
