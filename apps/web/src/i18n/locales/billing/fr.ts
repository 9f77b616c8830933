import type { billingNl } from './nl';

export const billingFr: typeof billingNl = {};
