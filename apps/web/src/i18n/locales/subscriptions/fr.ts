import type { subscriptionsNl } from './nl';

export const subscriptionsFr: typeof subscriptionsNl = {};
