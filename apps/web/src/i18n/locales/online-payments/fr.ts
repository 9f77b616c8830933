import type { onlinePaymentsNl } from './nl';

export const onlinePaymentsFr: typeof onlinePaymentsNl = {
  payNow: 'Payer maintenant',
  payAll: 'Tout payer',
  testMode: 'Mode test',
  testModeHint: 'Le paiement en ligne est en mode test : aucun argent réel n’est prélevé.',
  methods: {
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    creditcard: 'Carte de crédit',
    paypal: 'PayPal',
  },
  status: {
    title: 'Ton paiement',
    loading: 'Nous récupérons l’état de ton paiement…',
    loadFailed: 'L’état de ton paiement n’a pas pu être chargé.',
    notFound:
      'Nous ne trouvons pas ce paiement. Vérifie que tu as ouvert le lien complet, ou consulte tes factures dans Hostportaal.',
    payee: 'Paiement à {{company}}',
    details: {
      invoices_one: 'Facture',
      invoices_other: 'Factures',
      letter: 'Lettre',
      amount: 'Montant',
      method: 'Moyen de paiement',
    },
    paid: {
      heading: 'Paiement reçu',
      text_one: 'Merci pour ton paiement ! La facture est maintenant payée.',
      text_other: 'Merci pour ton paiement ! Les factures sont maintenant payées.',
      textLetter: 'Merci pour ton paiement ! La lettre {{letter}} est maintenant payée.',
      stillOpen: 'Il reste {{amount}} à payer.',
    },
    pending: {
      heading: 'Nous attendons la confirmation de ta banque',
      text: 'Cela ne prend généralement qu’un instant ; cette page s’actualise toute seule. Tu peux aussi la fermer : dès que ta banque confirme le paiement, la facture apparaît comme payée dans tes factures.',
    },
    failed: {
      heading: 'Paiement échoué',
      text: 'Ton paiement n’a pas abouti. Rien n’a été prélevé.',
    },
    canceled: {
      heading: 'Paiement annulé',
      text: 'Tu as interrompu le paiement. Rien n’a été prélevé.',
    },
    expired: {
      heading: 'Paiement expiré',
      text: 'La page de paiement a expiré avant la fin du paiement. Rien n’a été prélevé.',
    },
    payAgain: 'Payer à nouveau',
    loginToPayAgain: 'Se connecter pour payer à nouveau',
    transferTitle: 'Tu préfères un virement ?',
    transfer: 'Vire le montant de {{amount}} à {{company}} en indiquant la référence {{reference}}.',
    testMode: 'Il s’agissait d’un paiement en mode test : aucun argent réel n’a été transféré.',
    toInvoices: 'Vers tes factures',
    toDashboard: 'Vers ton tableau de bord',
    toHome: 'Vers la page d’accueil',
  },
};
