import type { adminOnlinePaymentsNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const adminOnlinePaymentsFr: Texts<typeof adminOnlinePaymentsNl> = {
  title: 'Paiements en ligne',
  intro:
    'Les clients paient en ligne leurs factures et lettres ouvertes via Mollie. Désactivé : aucun bouton de paiement ; les clients paient par prélèvement ou par virement.',
  mode: 'Mode',
  modes: {
    off: 'Désactivé',
    demo: 'Mode test sans réseau',
    test: 'Mollie test',
    live: 'Mollie live',
  },
  modeHints: {
    off: 'Aucun bouton de paiement n’est affiché.',
    demo: 'Un checkout intégré sur ce serveur, clairement signalé comme mode test ; aucun argent ne circule. Indisponible en production.',
    test: 'L’environnement de test de Mollie avec une clé test_ : les clients voient le vrai checkout, aucun argent ne circule.',
    live: 'Paiements réels avec une clé live_.',
  },
  apiKey: 'Clé API Mollie',
  apiKeyStored: 'Enregistrée : {{hint}}',
  apiKeyHint:
    'Laissez vide pour conserver la clé enregistrée. La clé est stockée chiffrée et n’est plus jamais affichée.',
  apiKeyNeeded: 'Saisissez la clé {{prefix}} de votre tableau de bord Mollie.',
  apiKeyFormat: 'Une clé API Mollie commence par test_ ou live_, suivi d’au moins 30 caractères.',
  apiKeyWrongMode: 'Ce mode nécessite une clé qui commence par {{prefix}}.',
  methods: 'Moyens de paiement',
  methodNames: {
    ideal: 'iDEAL | Wero',
    bancontact: 'Bancontact',
    creditcard: 'Carte',
    paypal: 'PayPal',
  },
  methodsNeeded: 'Choisissez au moins un moyen de paiement.',
  save: 'Enregistrer',
  saved: 'Paramètres des paiements en ligne enregistrés.',
  loadError: 'Les paramètres des paiements en ligne n’ont pas pu être chargés',
};
