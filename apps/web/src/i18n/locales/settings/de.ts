import type { settingsNl } from './nl';

export const settingsDe: typeof settingsNl = {};
