import { type Preferences, preferencesSchema } from '@hostportaal/contract';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { AdminCatalogue } from './locales/admin/nl';
import { type CustomerCatalogue, nl } from './locales/nl';

export type Language = Preferences['language'];
export const supportedLanguages: readonly Language[] = preferencesSchema.shape.language.options;
export const defaultLanguage: Language = 'nl';
/** Emitted on i18n when the user's date format changes (lib/dates): what shows text re-renders, dates with it. */
export const dateFormatChanged = 'dateFormatChanged';

// Only Dutch ships in the initial bundle (issue 9: customer JavaScript under 200 kB gzip); the other
// languages and the admin screens' texts are chunks of their own, fetched when they are needed.
const customerCatalogues: Record<Exclude<Language, 'nl'>, () => Promise<CustomerCatalogue>> = {
  en: async () => (await import('./locales/en')).en,
  de: async () => (await import('./locales/de')).de,
  fr: async () => (await import('./locales/fr')).fr,
};

const adminCatalogues: Record<Language, () => Promise<AdminCatalogue>> = {
  nl: async () => (await import('./locales/admin/nl')).adminNl,
  en: async () => (await import('./locales/admin/en')).adminEn,
  de: async () => (await import('./locales/admin/de')).adminDe,
  fr: async () => (await import('./locales/admin/fr')).adminFr,
};

let adminTextsWanted = false;
const languagesWithAdminTexts = new Set<Language>();

async function loadAdminCatalogue(language: Language): Promise<AdminCatalogue> {
  const catalogue = await adminCatalogues[language]();
  languagesWithAdminTexts.add(language);
  return catalogue;
}

export function isSupportedLanguage(value: string): value is Language {
  return (supportedLanguages as readonly string[]).includes(value);
}

async function loadCatalogue(language: Language): Promise<ResourceKey> {
  const customer = language === 'nl' ? nl : await customerCatalogues[language]();
  // Decided after the await: an admin screen opened meanwhile must find its texts in this language too.
  return adminTextsWanted ? { ...customer, ...(await loadAdminCatalogue(language)) } : customer;
}

// i18next asks this for every language it has no texts of yet, so changeLanguage() resolves only once the
// language's texts are there: no screen renders keys instead of words.
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, _namespace, callback) => {
    if (!isSupportedLanguage(language)) return callback(new Error(`unsupported language ${language}`), null);
    loadCatalogue(language).then(
      (catalogue) => callback(null, catalogue),
      (error: Error) => callback(error, null),
    );
  },
};

void i18n
  .use(lazyCatalogues)
  .use(initReactI18next)
  .init({
    resources: { nl: { translation: nl } },
    partialBundledLanguages: true,
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages,
    // React escapes text itself; escaping here would double-encode names like "O'Brien".
    interpolation: { escapeValue: false },
    // Texts added after the first render (the admin catalogue) re-render what uses them; so does another
    // language or date format.
    react: { bindI18n: `languageChanged ${dateFormatChanged}`, bindI18nStore: 'added' },
    initAsync: false,
  });

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Adds the admin screens' texts to every language loaded so far; later languages get them when they load. */
export async function loadAdminTexts(): Promise<void> {
  adminTextsWanted = true;
  const loaded = Object.keys(i18n.store.data).filter(isSupportedLanguage);
  const missing = loaded.filter((language) => !languagesWithAdminTexts.has(language));
  await Promise.all(
    missing.map(async (language) => {
      i18n.addResourceBundle(language, 'translation', await loadAdminCatalogue(language), true, true);
    }),
  );
}

export { i18n };
