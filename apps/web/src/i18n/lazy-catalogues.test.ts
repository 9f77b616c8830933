import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from './i18n';

// The test setup has asked for the admin texts (loadAdminTexts), as the admin routes do.
describe('texts loaded on demand', () => {
  afterEach(() => i18n.changeLanguage('nl'));

  it('has Dutch without loading anything', () => {
    expect(i18n.hasResourceBundle('nl', 'translation')).toBe(true);
    expect(i18n.t('nav.invoices')).toBe('Facturen');
  });

  it('loads a language with its admin texts before changeLanguage resolves', async () => {
    await i18n.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    expect(i18n.t('nav.invoices')).toBe('Rechnungen');
    expect(i18n.t('adminCatalog.title')).not.toBe('adminCatalog.title');
    expect(i18n.getResource('de', 'translation', 'adminCatalog.title')).toBe(i18n.t('adminCatalog.title'));
  });
});
