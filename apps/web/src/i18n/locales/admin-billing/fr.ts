import type { adminBillingNl } from './nl';

export const adminBillingFr: typeof adminBillingNl = {
  title: 'Facturatie',
};
