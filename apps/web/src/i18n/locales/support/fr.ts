import type { supportNl } from './nl';

export const supportFr: typeof supportNl = {};
