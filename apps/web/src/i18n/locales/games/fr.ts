import type { gamesNl } from './nl';

export const gamesFr: typeof gamesNl = {
  title: 'Serveurs de jeu',
  intro:
    'Commandez votre propre serveur de jeu et gérez-le dans notre panneau de jeu. Vous payez à chaque échéance choisie par prélèvement automatique.',
  catalogue: {
    title: 'Commander un serveur de jeu',
    loading: 'Chargement des serveurs de jeu…',
    loadFailed: 'Les serveurs de jeu n’ont pas pu être chargés.',
    empty: 'Aucun serveur de jeu n’est disponible à la commande pour le moment.',
    ram: 'Mémoire',
    slots: 'Joueurs',
    disk: 'Stockage',
    gb: '{{value}} Go',
    interval: 'Échéance de paiement',
    order: 'Commander',
    orderLabel: 'Commander {{name}}',
  },
  order: {
    title: 'Commander {{name}}',
    interval: 'Échéance de paiement',
    priceTitle: 'Prix par échéance',
    subtotal: 'Prix HT',
    vat: 'TVA {{rate}} %',
    total: 'Total TTC',
    totalNote: 'Vous payez ce montant avec votre première facture, puis à chaque échéance choisie.',
    paymentTitle: 'Paiement par prélèvement automatique',
    mandateLoading: 'Nous vérifions si vous avez déjà un mandat…',
    mandateLoadFailed: 'Nous n’avons pas pu vérifier si vous avez déjà un mandat.',
    existingMandate:
      'Nous prélevons les montants avec votre mandat {{reference}} sur le compte {{ibanMasked}}. Vous n’avez plus rien à remplir.',
    newMandate: 'Vous n’avez pas encore de mandat valide. Donnez ci-dessous un mandat pour votre compte.',
    submit: 'Commander avec obligation de paiement',
    cancel: 'Annuler',
    failed: 'Votre commande n’a pas pu être passée. Veuillez réessayer.',
    ordered: 'Merci pour votre commande ! Nous préparons maintenant {{name}} pour vous.',
  },
  servers: {
    title: 'Mes serveurs de jeu',
    loading: 'Chargement de vos serveurs de jeu…',
    loadFailed: 'Vos serveurs de jeu n’ont pas pu être chargés.',
    empty: 'Vous n’avez pas encore de serveur de jeu.',
    game: 'Jeu',
    slots: 'Joueurs',
    since: 'Depuis',
    pendingHint:
      'Nous préparons votre serveur. Cela prend généralement quelques minutes ; cette page se met à jour toute seule.',
    waitingForServerHint:
      'Nous organisons un serveur pour votre serveur de jeu ; notre équipe a été prévenue. Nous vous tiendrons informé dès qu’il sera prêt.',
    openPanel: 'Vers le panneau de jeu',
    openInNewTab: '(s’ouvre dans un nouvel onglet)',
    status: {
      pending: 'En cours de création',
      active: 'Actif',
      suspended: 'Suspendu',
      terminated: 'Supprimé',
    },
  },
  names: {
    minecraft_java: 'Minecraft: Java Edition',
    minecraft_bedrock: 'Minecraft: Bedrock Edition',
    valheim: 'Valheim',
    counter_strike_2: 'Counter-Strike 2',
    rust: 'Rust',
    palworld: 'Palworld',
  },
};
