import { type Preferences, preferencesSchema } from '@hostportaal/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

export type Language = Preferences['language'];
export const supportedLanguages: readonly Language[] = preferencesSchema.shape.language.options;
export const defaultLanguage: Language = 'nl';

export const catalogues = { nl, en, de, fr } satisfies Record<Language, typeof nl>;

void i18n.use(initReactI18next).init({
  resources: {
    nl: { translation: nl },
    en: { translation: en },
    de: { translation: de },
    fr: { translation: fr },
  },
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: supportedLanguages,
  // React escapes text itself; escaping here would double-encode names like "O'Brien".
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

export { i18n };
