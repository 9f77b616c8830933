import type { adminBillingNl } from './nl';

export const adminBillingEn: typeof adminBillingNl = {
  title: 'Facturatie',
};
