import type { gamesNl } from './nl';

export const gamesEn: typeof gamesNl = {
  title: 'Game servers',
  intro:
    'Order your own game server and manage it in our game panel. You pay per chosen term by direct debit.',
  catalogue: {
    title: 'Order a game server',
    loading: 'Loading game servers…',
    loadFailed: 'The game servers could not be loaded.',
    empty: 'There are no game servers to order at the moment.',
    ram: 'Memory',
    slots: 'Players',
    disk: 'Storage',
    gb: '{{value}} GB',
    interval: 'Payment term',
    order: 'Order',
    orderLabel: 'Order {{name}}',
  },
  order: {
    title: 'Order {{name}}',
    interval: 'Payment term',
    priceTitle: 'Price per term',
    subtotal: 'Price excl. VAT',
    vat: 'VAT {{rate}}%',
    total: 'Total incl. VAT',
    totalNote: 'You pay this with your first invoice; after that once per chosen term.',
    paymentTitle: 'Payment by direct debit',
    mandateLoading: 'Checking whether you already have a mandate…',
    mandateLoadFailed: 'We could not check whether you already have a mandate.',
    existingMandate:
      'We collect the amounts with your mandate {{reference}} from account {{ibanMasked}}. There is nothing more to fill in.',
    newMandate: 'You do not have a valid mandate yet. Give a mandate for your account below.',
    submit: 'Order with obligation to pay',
    cancel: 'Cancel',
    failed: 'Your order could not be placed. Please try again.',
    ordered: 'Thank you for your order! We are now setting up {{name}} for you.',
  },
  servers: {
    title: 'My game servers',
    loading: 'Loading your game servers…',
    loadFailed: 'Your game servers could not be loaded.',
    empty: 'You have no game servers yet.',
    game: 'Game',
    slots: 'Players',
    since: 'Since',
    pendingHint:
      'We are setting up your server. This usually takes a few minutes; this page updates by itself.',
    waitingForServerHint:
      'We are arranging a server for your game server; our staff have been told. We will let you know once it is ready.',
    openPanel: 'To the game panel',
    openInNewTab: '(opens in a new tab)',
    status: {
      pending: 'Being set up',
      active: 'Active',
      suspended: 'Suspended',
      terminated: 'Deleted',
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
