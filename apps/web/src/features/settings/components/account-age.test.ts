import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';

// Issue 20: a new customer read "Klant sinds 0 dagen".
describe('how long someone has been a customer', () => {
  it('says "today" on the first day and uses the plural forms after it', async () => {
    await i18n.changeLanguage('nl');
    const age = (count: number) => i18n.t('settings.overview.accountAge', { count });
    expect(age(0)).toBe('Klant sinds vandaag');
    expect(age(1)).toBe('Al 1 dag klant');
    expect(age(12)).toBe('Al 12 dagen klant');
    await i18n.changeLanguage('en');
    expect(age(0)).toBe('Customer since today');
    expect(age(1)).toBe('Customer for 1 day');
    await i18n.changeLanguage('nl');
  });
});
