import type { settingsNl } from './nl';

export const settingsFr: typeof settingsNl = {};
