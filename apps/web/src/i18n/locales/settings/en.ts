import type { settingsNl } from './nl';

export const settingsEn: typeof settingsNl = {};
