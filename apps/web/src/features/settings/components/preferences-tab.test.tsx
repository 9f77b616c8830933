import type { AccountActivityItem } from '@hostportaal/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser();
const login: AccountActivityItem = {
  id: 1,
  type: 'login',
  action: 'login',
  description: 'Ingelogd',
  params: { variant: 'default' },
  ip: null,
  timestamp: '2026-11-21T13:05:00.000Z',
};

describe('Voorkeuren: the date format (issue 28)', () => {
  it('offers the formats screens write, and a saved one applies at once, without a reload', async () => {
    const saved: unknown[] = [];
    const answer = (request: RecordedRequest) => {
      if (request.url.startsWith('/api/account/activity'))
        return jsonResponse(200, {
          success: true,
          data: { activities: [login], pagination: { page: 1, limit: 20, totalItems: 1, totalPages: 1 } },
        });
      if (request.url !== '/api/account/preferences' || request.method !== 'PUT') return undefined;
      const preferences = JSON.parse(request.body ?? '{}');
      saved.push(preferences);
      return jsonResponse(200, {
        success: true,
        message: 'Voorkeuren opgeslagen',
        data: { user: { ...user, preferences } },
      });
    };
    renderAppAs(user, '/dashboard/instellingen?tab=privacy', answer);
    expect(await screen.findByText('21-11-2026 14:05', {}, { timeout: 15_000 })).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Voorkeuren' }), { button: 0 });
    const format = (await screen.findByLabelText('Datumnotatie')) as HTMLSelectElement;
    expect(format.value).toBe('DD-MM-YYYY');
    // Each shows an example date in its format.
    expect([...format.options].map((option) => [option.value, option.textContent])).toEqual([
      ['DD-MM-YYYY', '31-12-2026 (dag-maand-jaar)'],
      ['DD/MM/YYYY', '31/12/2026 (dag/maand/jaar)'],
      ['YYYY-MM-DD', '2026-12-31 (jaar-maand-dag, ISO 8601)'],
    ]);
    fireEvent.change(format, { target: { value: 'YYYY-MM-DD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Voorkeuren opslaan' }));
    expect(await screen.findByText('Instellingen opgeslagen!')).toBeTruthy();
    expect(saved).toEqual([{ ...user.preferences, dateFormat: 'YYYY-MM-DD' }]);

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Privacy' }), { button: 0 });
    expect(await screen.findByText('2026-11-21 14:05')).toBeTruthy();
    expect(screen.queryByText('21-11-2026 14:05')).toBeNull();
  });
});
