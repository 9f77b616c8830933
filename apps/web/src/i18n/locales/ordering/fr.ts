import type { orderingNl } from './nl';

export const orderingFr: typeof orderingNl = {
  title: 'Pakket bestellen',
};
