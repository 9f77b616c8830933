import type { billingNl } from './nl';

export const billingDe: typeof billingNl = {};
