import type { adminBillingNl } from './nl';

export const adminBillingDe: typeof adminBillingNl = {
  title: 'Facturatie',
};
