import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { dunningSettings, lastBody, renderWithApi } from './collection-test-fixtures';
import { DunningSettingsCard } from './dunning-settings-card';

const url = '/api/admin/collections/settings';

describe('Dunning schedule', () => {
  it('checks the order of the steps, shows the server field error at its field and saves cents', async () => {
    let puts = 0;
    const { requests } = renderWithApi(<DunningSettingsCard />, (request) => {
      if (request.url !== url) return undefined;
      if (request.method === 'GET') return jsonResponse(200, { success: true, data: dunningSettings });
      puts += 1;
      return puts === 1
        ? jsonResponse(422, {
            success: false,
            error: 'Validatie mislukt',
            code: 'VALIDATION_FAILED',
            details: [
              { field: 'feeCapCentsPerSixMonths', message: 'Lager dan de incassokosten van een klant' },
            ],
          })
        : jsonResponse(200, { success: true, data: JSON.parse(request.body ?? '{}') });
    });
    const second = (await screen.findByLabelText('Second reminder')) as HTMLInputElement;
    expect(second.value).toBe('14');
    expect((screen.getByLabelText('Run the dunning schedule every day') as HTMLInputElement).checked).toBe(
      true,
    );

    // The contract's own rule, before anything is sent.
    fireEvent.change(second, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      await screen.findByText(
        'De herinneringen komen vóór de laatste aanmaning: eerste < tweede < 14-dagenbrief',
      ),
    ).toBeTruthy();
    expect(second.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('Fee cap per customer per six months (€)'), {
      target: { value: '12' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(
      await screen.findByText('Enter an amount from € 40,00 to € 6.775,00, or leave it empty'),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    fireEvent.change(second, { target: { value: '14' } });
    const feeCap = screen.getByLabelText('Fee cap per customer per six months (€)');
    fireEvent.change(feeCap, { target: { value: '50,00' } });
    fireEvent.change(screen.getByLabelText('Send the 14-day letter by'), { target: { value: 'post' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    const serverError = await screen.findByText('Lager dan de incassokosten van een klant');
    expect(feeCap.getAttribute('aria-describedby')).toContain(serverError.id);
    expect(lastBody(requests, 'PUT', url)).toEqual({
      ...dunningSettings,
      noticeChannel: 'post',
      feeCapCentsPerSixMonths: 5000,
    });

    fireEvent.change(feeCap, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByText('Dunning schedule saved')).toBeTruthy();
    await waitFor(() => expect(puts).toBe(2));
    expect(lastBody(requests, 'PUT', url)).toMatchObject({ feeCapCentsPerSixMonths: null });
  });
});
