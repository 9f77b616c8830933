import type { supportNl } from './nl';

export const supportDe: typeof supportNl = {};
