import type { activityNl } from './nl';

export const activityFr: typeof activityNl = {
  paymentMethods: {
    bank_transfer: 'virement',
    sepa: 'prélèvement SEPA',
    ideal: 'iDEAL',
    credit_card: 'carte de crédit',
    manual: 'saisi manuellement',
    bancontact: 'Bancontact',
    paypal: 'PayPal',
    account_credit: 'avoir',
  },
  roles: { user: 'client', admin: 'administrateur', finance: 'finance', support: 'support' },
  intervals: {
    monthly: 'par mois',
    quarterly: 'par trimestre',
    halfYearly: 'par semestre',
    annually: 'par an',
  },
  suffixes: {
    paymentMethod: ' ({{paymentMethod}})',
    creditNote: ' ; avoir {{creditNoteNumber}}',
    nextInvoice: ' ; prochaine facture le {{nextInvoiceDate}}',
    paidInvoice: ' après paiement de la facture {{invoiceNumber}}',
    paidLetter: ' après paiement de la lettre {{letterNumber}}',
    reactivated: ' ; abonnement de nouveau actif',
    reason: ' : {{reason}}',
  },
  types: {
    login: { default: { title: 'Connexion', line: 'Connexion au portail client' } },
    logout: { default: { title: 'Déconnexion', line: 'Déconnexion du portail client' } },
    registered: { default: { title: 'Compte créé', line: 'Compte créé lors de l’inscription' } },
    email_verified: {
      default: {
        title: 'Adresse e-mail confirmée',
        line: 'Adresse e-mail confirmée par le lien de l’e-mail',
      },
    },
    password_changed: {
      default: { title: 'Mot de passe modifié', line: 'Mot de passe modifié dans les paramètres' },
    },
    password_reset: {
      default: {
        title: 'Mot de passe réinitialisé',
        line: 'Nouveau mot de passe défini par le lien de l’e-mail',
      },
    },
    two_factor_enabled: {
      default: {
        title: 'Validation en deux étapes activée',
        line: 'Validation en deux étapes activée avec une application d’authentification',
      },
    },
    two_factor_disabled: {
      default: {
        title: 'Validation en deux étapes désactivée',
        line: 'Validation en deux étapes désactivée ; la connexion ne demande plus que le mot de passe',
      },
    },
    account_deleted: {
      default: { title: 'Compte supprimé', line: 'Compte supprimé et données personnelles anonymisées' },
    },
    session_revoked: {
      one: { title: 'Session fermée', line: 'Une session a été fermée depuis les paramètres' },
      others: {
        title: 'Autres sessions fermées',
        line_one: '{{count}} autre session fermée',
        line_other: '{{count}} autres sessions fermées',
      },
    },
    profile_updated: {
      default: { title: 'Profil mis à jour', line: 'Données du profil mises à jour' },
      email: {
        title: 'Profil mis à jour',
        line: 'Profil et adresse e-mail mis à jour ({{previousEmail}} → {{email}})',
      },
    },
    settings_updated: {
      default: { title: 'Paramètres modifiés', line: 'Paramètres modifiés' },
      preferences: { title: 'Préférences modifiées', line: 'Préférences d’affichage et de langue modifiées' },
      notifications: { title: 'Notifications modifiées', line: 'Paramètres de notification modifiés' },
      security: { title: 'Sécurité modifiée', line: 'Paramètres de sécurité modifiés' },
    },
    email_change_requested: {
      default: { title: 'Changement d’e-mail demandé', line: 'Lien de confirmation envoyé à {{email}}' },
    },
    email_change_cancelled: {
      default: { title: 'Changement d’e-mail annulé', line: 'Changement vers {{email}} annulé' },
    },
    email_changed: {
      default: {
        title: 'Adresse e-mail modifiée',
        line: 'Adresse e-mail modifiée de {{previousEmail}} en {{email}}',
      },
    },
    email_change_undone: {
      default: {
        title: 'Changement d’e-mail annulé',
        line: 'Adresse e-mail remise de {{previousEmail}} à {{email}} ; toutes les sessions fermées',
      },
    },
    order_placed: {
      default: {
        title: 'Commande passée',
        line_one: 'Commande de {{count}} forfait passée',
        line_other: 'Commande de {{count}} forfaits passée',
      },
    },
    mandate_created: {
      default: { title: 'Mandat signé', line: 'Mandat SEPA {{reference}} signé' },
    },
    mandate_changed: {
      account: {
        title: 'Compte du mandat modifié',
        line: 'Mandat {{reference}} : prélèvement sur {{maskedIban}}',
      },
      renewed: {
        title: 'Mandat renouvelé',
        line: 'Mandat {{previousReference}} remplacé par {{reference}}',
      },
    },
    subscription_created: {
      default: { title: 'Nouvel abonnement', line: 'Abonnement {{title}} souscrit' },
      starts: { title: 'Nouvel abonnement', line: 'Abonnement {{title}} souscrit, début le {{date}}' },
    },
    subscription_cancelled: {
      default: {
        title: 'Abonnement résilié',
        line: 'Abonnement {{title}} résilié ; il court jusqu’au {{date}} inclus',
      },
      immediately: {
        title: 'Abonnement arrêté immédiatement',
        line: 'Abonnement {{title}} arrêté immédiatement',
      },
    },
    subscription_paused: {
      default: { title: 'Abonnement suspendu', line: 'Abonnement {{title}} mis en pause' },
    },
    subscription_resumed: { default: { title: 'Abonnement repris', line: 'Abonnement {{title}} repris' } },
    subscription_reactivated: {
      cancellation: { title: 'Abonnement réactivé', line: 'Résiliation de {{title}} annulée' },
      suspension: { title: 'Abonnement réactivé', line: 'Suspension de {{title}} levée' },
    },
    subscription_changed: {
      planned: {
        title: 'Changement d’abonnement prévu',
        line: '{{title}} devient {{newTitle}} le {{date}}, {{amount}} {{interval}}',
      },
      withdrawn: {
        title: 'Changement prévu retiré',
        line: 'Changement prévu de {{title}} vers {{newTitle}} retiré',
      },
    },
    subscription_suspended: {
      default: { title: 'Service suspendu', line: 'Service {{title}} suspendu pour retard de paiement' },
      failedPayments: {
        title: 'Service suspendu',
        line_one: 'Service {{title}} suspendu pour retard de paiement ({{count}} prélèvement échoué)',
        line_other: 'Service {{title}} suspendu pour retard de paiement ({{count}} prélèvements échoués)',
      },
    },
    payment_reminder_sent: {
      default: {
        title: 'Rappel de paiement envoyé',
        line_one: 'Rappel de paiement envoyé pour la facture {{invoiceNumbers}}',
        line_other: 'Rappel de paiement envoyé pour les factures {{invoiceNumbers}}',
      },
    },
    payment_retry_scheduled: {
      default: {
        title: 'Présenté de nouveau au prélèvement',
        line_one: 'Facture {{invoiceNumbers}} présentée de nouveau au prélèvement',
        line_other: 'Factures {{invoiceNumbers}} présentées de nouveau au prélèvement',
      },
    },
    invoice_sent_to_collection: {
      default: {
        title: 'Au prélèvement',
        line_one: 'La facture {{invoiceNumbers}} part dans le prochain prélèvement',
        line_other: 'Les factures {{invoiceNumbers}} partent dans le prochain prélèvement',
      },
    },
    invoice_resent: {
      default: { title: 'Facture renvoyée', line: 'Facture {{invoiceNumber}} renvoyée par e-mail' },
      creditNote: { title: 'Avoir renvoyé', line: 'Avoir {{invoiceNumber}} renvoyé par e-mail' },
    },
    invoice_credited: {
      default: { title: 'Avoir établi', line: 'Avoir {{creditNoteNumber}} sur la facture {{invoiceNumber}}' },
    },
    payment: {
      invoice: {
        title: 'Paiement reçu',
        line: 'Paiement de {{amount}} imputé sur la facture {{invoiceNumber}}',
      },
      letter: {
        title: 'Paiement reçu',
        line: 'Paiement de {{amount}} imputé sur la lettre {{letterNumber}}',
      },
    },
    user_status_changed: {
      activated: { title: 'Compte activé', line: 'Le compte est de nouveau actif' },
      deactivated: {
        title: 'Compte désactivé',
        line: 'Le compte est désactivé ; la connexion n’est plus possible',
      },
    },
    user_role_changed: {
      default: { title: 'Rôle modifié', line: 'Rôle modifié de {{previousRole}} en {{role}}' },
    },
    admin_contact: { default: { title: 'E-mail de l’équipe', line: 'E-mail envoyé : {{subject}}' } },
  },
};
