import type { subscriptionsNl } from './nl';

export const subscriptionsDe: typeof subscriptionsNl = {};
