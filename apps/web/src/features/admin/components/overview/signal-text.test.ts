import { formatCents } from '@hostportaal/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../i18n/i18n';
import { collectionCasesAlert, overdueAction } from './overview-test-fixtures';
import { signalText } from './signal-text';

afterEach(() => i18n.changeLanguage('nl'));

describe('the words of a Priority Action or System Alert', () => {
  it('are made from its figures in the user’s language', async () => {
    const t = i18n.t.bind(i18n);
    expect(signalText(t, i18n, 'actions', overdueAction, 'description', 'api text')).toBe(
      `${formatCents(48_400)} unpaid past the due date (invoices, excl. collection costs and debits the bank is still collecting).`,
    );
    await i18n.changeLanguage('de');
    expect(signalText(t, i18n, 'alerts', collectionCasesAlert, 'title', 'api text')).toBe(
      '6 offene Inkassofälle',
    );
    await i18n.changeLanguage('fr');
    expect(signalText(t, i18n, 'actions', overdueAction, 'description', 'api text')).toBe(
      `${formatCents(48_400)} impayé après l’échéance (factures, hors frais de recouvrement et prélèvements que la banque encaisse encore).`,
    );
  });

  it('fall back to the server’s text for a signal the catalogue does not know', () => {
    const t = i18n.t.bind(i18n);
    const unknown = { ...overdueAction, id: 'new_kind_of_signal' };
    expect(signalText(t, i18n, 'actions', unknown, 'title', 'Something new')).toBe('Something new');
  });
});
