import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { lastBody, renderWithApi } from '../collections/collection-test-fixtures';
import { ArrangementRulesCard } from './arrangement-rules-card';
import { ok, rules } from './arrangement-test-fixtures';

const url = '/api/admin/settings/arrangements';
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save rules' }));

describe('Payment arrangement rules', () => {
  it('checks amounts and ranges before sending, shows the server field error at its field and saves cents', async () => {
    let puts = 0;
    const { requests } = renderWithApi(<ArrangementRulesCard />, (request) => {
      if (request.url !== url) return undefined;
      if (request.method === 'GET') return ok(rules);
      puts += 1;
      return puts === 1
        ? jsonResponse(422, {
            success: false,
            error: 'Validatie mislukt',
            code: 'VALIDATION_FAILED',
            details: [
              { field: 'minInstalmentCents', message: 'Hoger dan het minimum totaal gedeeld door twee' },
            ],
          })
        : ok(JSON.parse(request.body ?? '{}'));
    });
    const minTotal = (await screen.findByLabelText('Minimum total (€)')) as HTMLInputElement;
    expect(minTotal.value).toBe('50,00');
    const maxInstalments = screen.getByLabelText('Maximum number of instalments') as HTMLInputElement;
    expect(maxInstalments.value).toBe('6');
    const minInstalment = screen.getByLabelText('Minimum instalment (€)') as HTMLInputElement;
    expect(minInstalment.value).toBe('25,00');
    const graceDays = screen.getByLabelText('Days of grace') as HTMLInputElement;
    expect(graceDays.value).toBe('7');
    const allowAfterLapse = screen.getByLabelText(
      'A customer whose arrangement lapsed in the last 12 months may agree a new one',
    ) as HTMLInputElement;
    expect(allowAfterLapse.checked).toBe(false);

    fireEvent.change(minTotal, { target: { value: 'veel' } });
    fireEvent.change(maxInstalments, { target: { value: '40' } });
    fireEvent.change(minInstalment, { target: { value: '0' } });
    fireEvent.change(graceDays, { target: { value: '' } });
    save();
    expect(await screen.findByText('Enter an amount from € 0,00 to € 1.000.000,00')).toBeTruthy();
    expect(screen.getByText('Enter a number from 2 to 36')).toBeTruthy();
    expect(screen.getByText('Enter an amount from € 0,01 to € 1.000.000,00')).toBeTruthy();
    expect(screen.getByText('Enter a whole number')).toBeTruthy();
    expect(maxInstalments.getAttribute('aria-invalid')).toBe('true');
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(minTotal, { target: { value: '75' } });
    fireEvent.change(maxInstalments, { target: { value: '12' } });
    fireEvent.change(minInstalment, { target: { value: '20,50' } });
    fireEvent.change(graceDays, { target: { value: '10' } });
    fireEvent.click(allowAfterLapse);
    save();
    const serverError = await screen.findByText('Hoger dan het minimum totaal gedeeld door twee');
    expect(minInstalment.getAttribute('aria-describedby')).toContain(serverError.id);
    expect(lastBody(requests, 'PUT', url)).toEqual({
      minTotalCents: 7_500,
      maxInstalments: 12,
      minInstalmentCents: 2_050,
      allowAfterLapse: true,
      graceDays: 10,
      resumeOnFirstInstalment: true,
    });

    save();
    expect(await screen.findByText('Payment arrangement rules saved')).toBeTruthy();
    await waitFor(() => expect(puts).toBe(2));
    // What was saved is the new baseline: nothing to undo.
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Undo changes' }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
