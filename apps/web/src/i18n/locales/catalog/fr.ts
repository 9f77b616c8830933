import type { catalogNl } from './nl';

export const catalogFr: typeof catalogNl = {};
