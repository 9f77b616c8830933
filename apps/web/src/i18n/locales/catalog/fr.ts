import type { catalogNl } from './nl';

export const catalogFr: typeof catalogNl = {
  title: 'Nos offres et nos prix',
  intro:
    'Tous les prix sont mensuels, TVA de 21 % comprise (TTC). Vous payez automatiquement par prélèvement SEPA.',
  loading: 'Chargement des offres…',
  loadFailed: "Les offres n'ont pas pu être chargées.",
  retry: 'Réessayer',
  empty: "Aucune offre n'est disponible pour le moment.",
  types: {
    shared_hosting: 'Hébergement web',
    managed_vps: 'VPS infogéré',
    managed_dedicated: 'Serveurs dédiés infogérés',
    game_server: 'Serveurs de jeux',
    domain: 'Noms de domaine',
  },
  perMonth: '/mois',
  perYear: '/an',
  specs: {
    disk: '{{count}} Go de stockage',
    bandwidth: '{{count}} Go de trafic',
    vcpu: '{{count}} vCPU',
    ram: '{{count}} Go de RAM',
  },
};
