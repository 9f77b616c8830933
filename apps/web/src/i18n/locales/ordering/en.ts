import type { orderingNl } from './nl';

export const orderingEn: typeof orderingNl = {
  title: 'Pakket bestellen',
};
