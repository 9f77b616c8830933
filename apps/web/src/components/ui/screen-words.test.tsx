import { errorReasons } from '@hostportaal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { ApiError } from '../../lib/api/api-error';
import { ScreenWordsProvider, useApiErrorText } from './screen-words';
import { ToastProvider, useToast } from './toast';

// A refusal as the API sends it: Dutch `error` text, with its reason (decision 002).
const chargeback = new ApiError({
  status: 409,
  code: 'CONFLICT',
  reason: 'debit_chargeback',
  message: 'ignored here',
  serverMessage:
    'Een teruggeboekte incasso (MD06) wordt niet opnieuw afgeschreven; de klant betaalt per overboeking.',
});
const ownRole = new ApiError({
  status: 409,
  code: 'CONFLICT',
  reason: 'own_role',
  message: 'ignored here',
  serverMessage: 'You cannot change your own role',
});

function Shown({ error }: { error: unknown }) {
  const errorText = useApiErrorText();
  return <p>{errorText(error)}</p>;
}

const adminWords = { close: 'Close', retry: 'Retry', errors: 'adminErrors' as const };

function renderOn(screenKind: 'admin' | 'customer', error: unknown) {
  const shown = <Shown error={error} />;
  const { unmount } = render(
    screenKind === 'admin' ? <ScreenWordsProvider words={adminWords}>{shown}</ScreenWordsProvider> : shown,
  );
  const text = screen.getByRole('paragraph').textContent;
  unmount();
  return text;
}

describe('a server refusal in the screen language', () => {
  it('reads English on an English admin screen in nl', () => {
    expect(renderOn('admin', chargeback)).toBe(
      'A charged-back direct debit (MD06) is not debited again; the customer pays by bank transfer.',
    );
  });

  it('reads Dutch on a customer screen in nl, whatever language the server wrote', () => {
    expect(renderOn('customer', ownRole)).toBe('Je kunt je eigen rol niet wijzigen.');
  });

  it('reads English on both in en', async () => {
    await i18n.changeLanguage('en');
    expect(renderOn('customer', chargeback)).toBe(
      'A charged-back direct debit (MD06) is not debited again; the customer pays by bank transfer.',
    );
    expect(renderOn('admin', ownRole)).toBe('You cannot change your own role');
  });

  it('fills the params, dates as dates', () => {
    const error = new ApiError({
      status: 409,
      code: 'CONFLICT',
      reason: 'collection_letter_term_running',
      params: { letter: 'BRF-2025-0007', termEndDate: '2025-12-29', feeDate: '2025-12-30' },
      message: 'ignored here',
    });
    expect(renderOn('admin', error)).toBe(
      'The term of 14-day notice BRF-2025-0007 runs until 29-12-2025; collection costs may be charged from 30-12-2025.',
    );
  });

  it('words a known code without a reason by its code, an unknown code by the server text', () => {
    const taken = new ApiError({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: 'x',
      serverMessage: 'Bestaat al',
    });
    expect(renderOn('admin', taken)).toBe('An account with this e-mail address already exists.');
    const unknown = new ApiError({
      status: 409,
      code: 'NEW_CODE',
      message: 'x',
      serverMessage: 'Iets nieuws',
    });
    const { unmount } = render(<Shown error={unknown} />);
    expect(screen.getByText('Iets nieuws')).toBeTruthy();
    unmount();
  });

  it('keeps SPEC §8 status texts for load failures: a 500 reads English on an admin screen in nl', () => {
    const down = new ApiError({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'x',
      serverMessage: 'Er ging iets mis',
    });
    expect(renderOn('admin', down)).toBe('Server error. Please try again later.');
  });

  it('has a text for every reason in every language and both catalogues', async () => {
    for (const language of ['nl', 'en', 'de', 'fr'] as const) {
      await i18n.changeLanguage(language);
      for (const scope of ['errors', 'adminErrors'] as const)
        for (const reason of errorReasons)
          expect(i18n.exists(`${scope}.reasons.${reason}`), `${language} ${scope} ${reason}`).toBe(true);
    }
  });
});

function ToastButton() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast('Batch created', { tone: 'success' })}>
      Show
    </button>
  );
}

describe('a toast in the screen language', () => {
  it('closes with "Close" on an English admin screen in nl and with "Sluiten" on a Dutch one', async () => {
    render(
      <ToastProvider>
        <ScreenWordsProvider words={adminWords}>
          <ToastButton />
        </ScreenWordsProvider>
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sluiten' })).toBeNull();
  });

  it('closes with the catalogue\'s "Sluiten" where the screen names no words of its own', async () => {
    render(
      <ToastProvider>
        <ToastButton />
      </ToastProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('button', { name: 'Sluiten' })).toBeTruthy();
  });
});
