import type { supportNl } from './nl';

export const supportEn: typeof supportNl = {};
