import type { consumerLawNl } from './nl';

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ConsumerLawCatalogue = Texts<typeof consumerLawNl>;
