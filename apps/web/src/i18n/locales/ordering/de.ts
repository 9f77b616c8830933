import type { orderingNl } from './nl';

export const orderingDe: typeof orderingNl = {
  title: 'Pakket bestellen',
};
