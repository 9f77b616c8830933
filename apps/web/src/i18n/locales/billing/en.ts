import type { billingNl } from './nl';

export const billingEn: typeof billingNl = {};
