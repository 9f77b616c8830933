import { activityFr } from './activity/fr';
import { billingFr } from './billing/fr';
import { catalogFr } from './catalog/fr';
import { consumerLawFr } from './consumer-law/fr';
import { errorTextsFr } from './error-texts/fr';
import { gamesFr } from './games/fr';
import { mandateFr } from './mandate/fr';
import type { CustomerCatalogue } from './nl';
import { onlinePaymentsFr } from './online-payments/fr';
import { orderingFr } from './ordering/fr';
import { paymentArrangementFr } from './payment-arrangement/fr';
import { settingsFr } from './settings/fr';
import { subscriptionsFr } from './subscriptions/fr';
import { supportFr } from './support/fr';

export const fr: CustomerCatalogue = {
  app: {
    name: 'Hostportaal',
    skipToContent: 'Aller au contenu',
    loading: 'Un instant, nous chargeons vos données…',
    documentTitle: '{{page}} · Hostportaal',
  },
  common: {
    close: 'Fermer',
    cancel: 'Annuler',
    save: 'Enregistrer',
    retry: 'Réessayer',
    notifications: 'Notifications',
    pagination: {
      label: 'Pagination',
      pageOf: 'Page {{page}} sur {{totalPages}}',
      previous: 'Précédent',
      next: 'Suivant',
    },
  },
  nav: {
    mainLabel: 'Menu principal',
    dashboard: 'Tableau de bord',
    invoices: 'Factures',
    subscriptions: 'Abonnements',
    order: 'Commander',
    servers: 'Serveurs',
    games: 'Serveurs de jeu',
    status: 'État',
    support: 'Support',
    help: 'Aide',
    contact: 'Contact',
    settings: 'Paramètres',
    adminHeading: 'Administration',
    adminPanel: "Panneau d'administration",
    collectionManagement: 'Gestion du recouvrement',
    subscriptionAnalytics: 'Analyse des abonnements',
    supportTickets: 'Tickets de support',
    platformStatus: 'État de la plateforme',
    emailOutbox: 'File d’e-mails',
  },
  sidebar: {
    collapse: 'Réduire la barre latérale',
    expand: 'Déployer la barre latérale',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    drawerTitle: 'Menu',
  },
  header: {
    welcome: 'Bienvenue',
    searchLabel: 'Rechercher',
    searchPlaceholder: 'Rechercher des factures, des abonnements, des tickets…',
    searchHint: 'Saisis au moins 2 caractères pour rechercher.',
    searchNoResults: 'Aucun résultat',
    searchError: 'La recherche a échoué. Réessaie.',
    searchResults: 'Résultats de recherche',
    searchGroups: {
      invoices: 'Factures',
      subscriptions: 'Abonnements',
      tickets: 'Tickets',
    },
  },
  notifications: {
    buttonLabel: 'Notifications, {{count}} non lues',
    title: 'Notifications',
    empty: "Tu n'as encore aucune notification.",
    markAllRead: 'Tout marquer comme lu',
    loadError: "Tes notifications n'ont pas pu être chargées.",
    unread: 'Non lue',
  },
  prices: {
    inclVat: 'TTC',
    exclVat: 'HT',
    showInclVat: 'Afficher les prix TTC',
    businessNote:
      'Vous êtes client professionnel : nous affichons les prix HT, sauf si vous choisissez autrement ici.',
  },
  theme: {
    switchToLight: 'Passer au thème clair',
    switchToDark: 'Passer au thème sombre',
  },
  userMenu: {
    trigger: 'Menu utilisateur de {{name}}',
    profile: 'Profil',
    settings: 'Paramètres',
    billing: 'Facturation',
    logout: 'Se déconnecter',
  },
  roles: {
    admin: 'Administrateur',
    finance: 'Finance',
    support: 'Support',
    user: 'Client',
  },
  home: {
    eyebrow: 'Hébergement depuis les Pays-Bas',
    title: 'Un hébergement fiable, un service personnel',
    intro:
      "Nous sommes un hébergeur néerlandais pour les entreprises et les organisations. Nous gérons vos serveurs et vos offres d'hébergement, veillons à leur sécurité et à leurs mises à jour, et restons disponibles quand vous avez besoin de nous. Hostportaal vous montre exactement ce que vous avez chez nous.",
    login: 'Se connecter',
    register: "S'inscrire",
    featuresTitle: 'Pourquoi nos clients nous choisissent',
    managedTitle: 'Serveurs infogérés',
    managedText:
      'Nous nous occupons des mises à jour, de la sécurité et de la surveillance, pour que vous puissiez vous concentrer sur votre travail.',
    billingTitle: 'Paiement par prélèvement',
    billingText:
      'Pas de paiements séparés : vos factures sont prélevées automatiquement par prélèvement SEPA.',
    supportTitle: 'Support personnalisé',
    supportText: 'Une question ? Notre équipe support vous aide rapidement, dans un langage clair.',
    footer: '© {{year}} Hostportaal. Tous les montants sont en euros.',
    company: {
      registration: 'Registre du commerce (KvK) {{kvk}} · N° TVA {{vatId}}',
      legal: 'Conditions et confidentialité',
      terms: 'Conditions générales',
      privacy: 'Politique de confidentialité',
    },
  },
  auth: {
    fields: {
      email: 'Adresse e-mail',
      password: 'Mot de passe',
      firstname: 'Prénom',
      lastname: 'Nom',
      rememberMe: 'Se souvenir de moi',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmer le nouveau mot de passe',
      verificationCode: 'Code de vérification',
      passwordHint: 'Au moins {{min}} caractères.',
    },
    login: {
      title: 'Se connecter',
      subtitle: 'Connectez-vous pour gérer vos services, vos factures et vos abonnements.',
      submit: 'Se connecter',
      forgotPassword: 'Mot de passe oublié ?',
      noAccount: 'Pas encore de compte ?',
      registerLink: "S'inscrire",
      demoTitle: 'Environnement de démonstration',
      demoText:
        "Ce portail fonctionne avec des données de démonstration ; rien n'est réel. Connectez-vous avec l'un de ces comptes de démonstration :",
      demoRole: { user: 'Client', admin: 'Administrateur', finance: 'Finances', support: 'Support' },
    },
    twoFactor: {
      title: 'Authentification à deux facteurs',
      subtitle:
        "Saisissez le code à 6 chiffres de votre application d'authentification, ou utilisez un de vos codes de secours.",
      submit: 'Vérifier',
      backToLogin: 'Retour à la connexion',
    },
    register: {
      title: 'Créer un compte',
      subtitle: 'Créez un compte et gérez votre hébergement en un seul endroit.',
      submit: 'Créer un compte',
      hasAccount: 'Vous avez déjà un compte ?',
      loginLink: 'Se connecter',
    },
    forgotPassword: {
      title: 'Mot de passe oublié',
      subtitle:
        'Saisissez votre adresse e-mail. Nous vous enverrons un lien pour définir un nouveau mot de passe.',
      submit: 'Envoyer le lien',
      sentHint:
        "Si cette adresse e-mail correspond à un compte, le lien arrivera dans votre boîte de réception d'ici quelques minutes. Rien reçu ? Vérifiez aussi vos courriers indésirables.",
      backToLogin: 'Retour à la connexion',
    },
    resetPassword: {
      title: 'Définir un nouveau mot de passe',
      subtitle: 'Choisissez un nouveau mot de passe pour votre compte.',
      submit: 'Enregistrer le mot de passe',
      invalidLink: 'Ce lien est invalide ou a expiré. Demandez un nouveau lien.',
      requestNewLink: 'Demander un nouveau lien',
    },
    signInLink: {
      offer:
        "La connexion avec votre mot de passe n'est pas possible sur cet appareil pour le moment. Recevez un lien de connexion par e-mail : il vous connecte immédiatement.",
      send: "M'envoyer un lien de connexion",
      sentTitle: 'Consultez votre boîte de réception',
      sentHint:
        "Si {{email}} correspond à un compte, le lien de connexion arrivera dans votre boîte de réception d'ici quelques minutes. Le lien fonctionne une fois et reste valable 15 minutes.",
      title: 'Se connecter avec un lien de connexion',
      subtitle: 'Cliquez sur le bouton pour vous connecter sur cet appareil.',
      submit: 'Se connecter',
      failed: "La connexion avec ce lien n'a pas fonctionné.",
      missingToken: 'Ce lien de connexion est incomplet. Ouvrez à nouveau le lien reçu par e-mail.',
      requestNew: 'Demander un nouveau lien de connexion',
    },
    verifyEmail: {
      title: "Confirmer l'adresse e-mail",
      verifying: 'Nous confirmons votre adresse e-mail…',
      success: 'Votre adresse e-mail est confirmée. Merci !',
      failed: "Nous n'avons pas pu confirmer votre adresse e-mail.",
      missingToken: "Ce lien de confirmation est incomplet. Ouvrez à nouveau le lien de l'e-mail.",
      toLogin: 'Aller à la connexion',
      toDashboard: 'Aller au tableau de bord',
    },
    confirmEmailChange: {
      title: 'Confirmer la nouvelle adresse e-mail',
      intro:
        'Confirmez que vous souhaitez utiliser cette adresse e-mail pour votre compte Hostportaal. Vous vous connecterez ensuite avec elle.',
      submit: "Confirmer l'adresse e-mail",
      success:
        'Votre adresse e-mail a été remplacée par {{email}}. Vous vous connectez désormais avec cette adresse.',
      failed: "Nous n'avons pas pu confirmer votre nouvelle adresse e-mail.",
      missingToken: "Ce lien de confirmation est incomplet. Ouvrez à nouveau le lien de l'e-mail.",
      toSettings: 'Aller à vos paramètres',
    },
    undoEmailChange: {
      title: 'Annuler la modification de votre adresse e-mail',
      intro:
        "Vous n'avez pas modifié votre adresse e-mail ? Annulez la modification ici. Cette adresse redevient votre identifiant et nous mettons fin à toutes les sessions, y compris celles de la personne qui a fait la modification.",
      submit: 'Annuler la modification',
      success: 'Votre adresse e-mail est de nouveau {{email}} et toutes les sessions ont pris fin.',
      choosePassword:
        'La personne qui a modifié votre adresse e-mail connaissait votre mot de passe. Choisissez donc maintenant un nouveau mot de passe.',
      toResetPassword: 'Choisir un nouveau mot de passe',
      failed: "Nous n'avons pas pu annuler la modification.",
      missingToken: "Ce lien est incomplet. Ouvrez à nouveau le lien de l'e-mail.",
    },
    messages: {
      loginSuccessful: 'Connexion réussie.',
      registrationSuccessful: 'Inscription réussie ! Vous pouvez maintenant vous connecter.',
      registrationEmailSent:
        'Inscription réussie ! Nous avons envoyé un e-mail de confirmation à {{email}}. Connectez-vous et cliquez sur le lien de cet e-mail pour confirmer votre adresse.',
      passwordResetEmailSent: "L'e-mail de réinitialisation du mot de passe a été envoyé.",
      passwordChanged: 'Mot de passe modifié avec succès !',
      loggedOut: 'Vous êtes déconnecté. À bientôt !',
      sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
    },
  },
  validation: {
    required: 'Ce champ est obligatoire.',
    email: 'Saisissez une adresse e-mail valide.',
    passwordTooShort: 'Votre mot de passe doit contenir au moins {{min}} caractères.',
    passwordsDoNotMatch: 'Les mots de passe ne correspondent pas',
    verificationCode: 'Saisissez un code à 6 chiffres ou un code de secours.',
  },
  errors: {
    http: {
      '400': 'Requête invalide.',
      '401': "Vous n'êtes pas connecté. Veuillez vous connecter.",
      '403': "Vous n'avez pas l'autorisation d'effectuer cette action.",
      '404': "Nous n'avons pas trouvé ce que vous cherchiez.",
      '408': 'La requête a pris trop de temps. Veuillez réessayer.',
      '409': 'Un conflit est survenu.',
      '422': 'Les données ne sont pas valides.',
      '429': 'Trop de requêtes. Veuillez réessayer plus tard.',
      '500': 'Erreur du serveur. Veuillez réessayer plus tard.',
    },
    twoFactorRequired:
      'Activez d’abord l’authentification à deux facteurs dans Paramètres → Sécurité : elle est obligatoire pour les administrateurs.',
    network: 'Erreur réseau. Veuillez réessayer plus tard.',
    waitMinutes_one: 'Trop de tentatives. Réessayez dans {{count}} minute.',
    waitMinutes_other: 'Trop de tentatives. Réessayez dans {{count}} minutes.',
    requestFailed: 'La requête a échoué.',
    invalidResponse: 'Le serveur a envoyé une réponse inattendue. Veuillez réessayer plus tard.',
    codes: errorTextsFr.codes,
    reasons: errorTextsFr.reasons,
  },
  dashboard: {
    welcome: 'Bon retour, {{name}} !',
    welcomeFirst: 'Bienvenue, {{name}} !',
    intro: 'Vos services, vos factures et vos demandes d’assistance en un coup d’œil.',
  },
  accessDenied: {
    title: 'Accès refusé',
    text: "Vous n'avez pas les droits d'administrateur pour cette page.",
    back: 'Retour au tableau de bord',
    // Staff read in the staff screens' language (English in nl) which roles may use it (issue 28).
    staffTitle: 'Accès refusé',
    staffText:
      'Cette section est réservée à {{roles}}. Votre rôle est {{role}} : demandez à un admin si vous en avez besoin.',
    staffRoleList: '{{first}} et {{last}}',
    staffBack: 'Retour à votre tableau de bord',
    staffRoles: { admin: 'Admin', finance: 'Finance', support: 'Support' },
  },
  notFound: {
    title: 'Page introuvable',
    text: "La page que vous cherchez n'existe pas (ou plus) ou a été déplacée.",
    home: "Aller à la page d'accueil",
  },
  routeError: {
    title: 'Une erreur est survenue',
    text: "Cette page n'a pas pu être chargée.",
    retry: 'Réessayer',
  },
  emailVerification: {
    title: 'Confirmez votre adresse e-mail',
    sent: 'Nous avons envoyé un e-mail de confirmation à {{email}}. Cliquez sur le lien de cet e-mail pour confirmer votre adresse.',
    waits: {
      order:
        'Vous pourrez commander dès que votre adresse e-mail sera confirmée : nous envoyons les factures et la confirmation de commande à cette adresse.',
      mandate:
        'Vous pourrez donner ou modifier un mandat dès que votre adresse e-mail sera confirmée : nous annonçons chaque prélèvement à cette adresse.',
    },
    resend: 'Renvoyer',
    resent: 'Nous avons renvoyé l’e-mail de confirmation à {{email}}.',
    resendLimited:
      'Vous avez déjà fait renvoyer l’e-mail de confirmation trois fois au cours de la dernière heure. Vérifiez aussi vos courriers indésirables, ou réessayez dans une heure.',
    resendFailed: 'L’envoi n’a pas fonctionné. Veuillez réessayer plus tard.',
    blocked: 'Confirmez d’abord votre adresse e-mail (voir ci-dessus) ; vous pourrez ensuite terminer.',
  },
  billing: billingFr,
  ordering: orderingFr,
  ...consumerLawFr,
  subscriptionsPage: subscriptionsFr,
  catalog: catalogFr,
  settings: settingsFr,
  activity: activityFr,
  support: supportFr,
  mandate: mandateFr,
  games: gamesFr,
  onlinePayments: onlinePaymentsFr,
  paymentArrangement: paymentArrangementFr,
};
