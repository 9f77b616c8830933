import type { subscriptionsNl } from './nl';

export const subscriptionsEn: typeof subscriptionsNl = {};
