import type { adminOverviewNl } from './nl';

export const adminOverviewFr: typeof adminOverviewNl = {
  /** The pager of every English admin list (the customer screens' pager is Dutch). */
  pagination: {
    label: 'Pagination',
    pageOf: 'Page {{page}} sur {{totalPages}}',
    previous: 'Précédent',
    next: 'Suivant',
  },
  retry: 'Réessayer',
  period: {
    label: 'Période',
    option: '{{days}} derniers jours',
  },
  stats: {
    kpiQuestion: 'Que compte {{label}} ?',
    label: 'Chiffres clés',
    loading: 'Chargement des chiffres clés',
    loadError: 'Impossible de charger les chiffres clés : {{error}}',
    totalUsers: 'Utilisateurs au total',
    activeSubscriptions: 'Abonnements actifs',
    newInPeriod: '{{count}} nouveaux sur les {{days}} derniers jours',
    growthLabel: 'nouveaux par rapport aux {{days}} jours précédents',
    monthlyRevenue: 'Revenu mensuel (MRR)',
    revenuePerUser: '{{amount}} par client',
    paymentSuccessRate: 'Taux de réussite des paiements',
    paymentSuccessRatePeriod: 'Taux de réussite des paiements, {{days}} derniers jours',
    percent: '{{value}} %',
    notAvailable: '—',
    returnedDebits: '{{count}} rejetés au cours des {{days}} derniers jours',
  },
  priority: {
    title: 'Actions prioritaires',
    loading: 'Chargement des actions prioritaires',
    loadError: 'Impossible de charger les actions prioritaires : {{error}}',
    empty: 'Rien ne demande votre attention pour le moment.',
    open: 'Ouvrir {{section}}',
    openLabel: 'Ouvrir {{section}} : {{title}}',
  },
  alerts: {
    title: 'Alertes système',
    loading: 'Chargement des alertes',
    loadError: 'Impossible de charger les alertes : {{error}}',
    empty: 'Aucune alerte',
    open: 'Aller à {{section}}',
    openLabel: 'Aller à {{section}} : {{title}}',
  },
  urgency: {
    urgent: 'Urgente',
    high: 'Élevée',
    medium: 'Moyenne',
  },
  revenue: {
    title: 'Chiffre d’affaires des 12 derniers mois',
    description:
      'Chiffre d’affaires facturé par mois (HT) et revenu mensuel récurrent (MRR) à la fin de chaque mois.',
    loading: 'Chargement du chiffre d’affaires',
    loadError: 'Impossible de charger le chiffre d’affaires : {{error}}',
    empty: 'Pas encore de chiffre d’affaires.',
    month: 'Mois',
    invoiced: 'Facturé',
    mrr: 'MRR',
  },
  signals: {
    actions: {
      overdue_payments: {
        title: 'Factures en retard',
        description:
          '{{amount}} impayé après l’échéance (factures, hors frais de recouvrement et prélèvements que la banque encaisse encore).',
      },
      high_risk_accounts: {
        title: 'Comptes à risque élevé',
        description: 'Clients en retard de plus de 30 jours ou dont le prélèvement a échoué.',
      },
      returned_debits: {
        title: 'Prélèvements rejetés au cours des {{period}} derniers jours',
        description: 'Refusés, rejetés ou remboursés par la banque, même si la facture a été payée depuis.',
      },
      expiring_subscriptions: {
        title: 'Abonnements qui expirent',
        description: 'Abonnements résiliés dont le service prend fin dans les 30 jours.',
      },
    },
    alerts: {
      game_servers_waiting: {
        title_one: '{{count}} serveur de jeu attend un panneau de jeu',
        title_other: '{{count}} serveurs de jeu attendent un panneau de jeu',
        message:
          'Aucun panneau de jeu utilisable avec de la place : ajoutez-en ou réparez-en un sous Hébergement ; les serveurs sont créés lors de sa vérification.',
      },
      hosting_waiting: {
        title_one: '{{count}} compte d’hébergement attend un serveur DirectAdmin',
        title_other: '{{count}} comptes d’hébergement attendent un serveur DirectAdmin',
        message:
          'Aucun serveur DirectAdmin utilisable avec de la place : ajoutez-en ou réparez-en un sous Hébergement ; les comptes sont créés lors de sa vérification.',
      },
      overdue_payments: {
        title_one: '{{count}} facture en retard',
        title_other: '{{count}} factures en retard',
        message: '{{amount}} impayé après l’échéance, hors frais de recouvrement.',
      },
      collection_cases: {
        title_one: '{{count}} dossier de recouvrement ouvert',
        title_other: '{{count}} dossiers de recouvrement ouverts',
        message: 'Vérifiez les dossiers et les lettres que la relance automatique doit envoyer.',
      },
      returned_debits: {
        title_one: '{{count}} prélèvement rejeté au cours des {{period}} derniers jours',
        title_other: '{{count}} prélèvements rejetés au cours des {{period}} derniers jours',
        message: 'Refusés, rejetés ou remboursés par la banque, même si la facture a été payée depuis.',
      },
    },
  },
  badges: {
    users_one: '{{count}} nouvel utilisateur ce mois-ci',
    users_other: '{{count}} nouveaux utilisateurs ce mois-ci',
    invoices_one: '{{count}} facture en retard',
    invoices_other: '{{count}} factures en retard',
    payments_one: '{{count}} paiement échoué',
    payments_other: '{{count}} paiements échoués',
    collections_one: '{{count}} client à risque',
    collections_other: '{{count}} clients à risque',
    subscriptions_one: '{{count}} abonnement qui expire',
    subscriptions_other: '{{count}} abonnements qui expirent',
    urgent: 'urgent',
  },
};
