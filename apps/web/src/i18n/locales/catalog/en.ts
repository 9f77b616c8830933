import type { catalogNl } from './nl';

export const catalogEn: typeof catalogNl = {};
