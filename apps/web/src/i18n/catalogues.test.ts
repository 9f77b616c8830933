import { describe, expect, it } from 'vitest';
import { adminDe } from './locales/admin/de';
import { adminEn } from './locales/admin/en';
import { adminFr } from './locales/admin/fr';
import { adminNl } from './locales/admin/nl';
import { de } from './locales/de';
import { en } from './locales/en';
import { fr } from './locales/fr';
import { nl } from './locales/nl';

// What a user of each language can see: the portal's texts and, for admins, the admin screens' texts.
const catalogues = {
  nl: { ...nl, ...adminNl },
  en: { ...en, ...adminEn },
  de: { ...de, ...adminDe },
  fr: { ...fr, ...adminFr },
};

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [childPath, childValue] of flatten(value, path)) entries.set(childPath, childValue);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const reference = flatten(catalogues.nl);
const others = (['en', 'de', 'fr'] as const).map(
  (language) => [language, flatten(catalogues[language])] as const,
);

describe('translation catalogues', () => {
  it('has a non-empty Dutch reference', () => {
    expect(reference.size).toBeGreaterThan(50);
    for (const [key, text] of reference) expect(text.trim(), key).not.toBe('');
  });

  it.each(others)('%s has exactly the keys of nl', (_language, catalogue) => {
    const missing = [...reference.keys()].filter((key) => !catalogue.has(key));
    const extra = [...catalogue.keys()].filter((key) => !reference.has(key));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(others)('%s has no empty texts and the same {{placeholders}} as nl', (_language, catalogue) => {
    for (const [key, text] of catalogue) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });
});
