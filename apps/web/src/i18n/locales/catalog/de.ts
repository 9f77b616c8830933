import type { catalogNl } from './nl';

export const catalogDe: typeof catalogNl = {};
