import type { PlatformStatus } from '@hostportaal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const customer = buildUser();

function renderStatus(servers: PlatformStatus['servers']) {
  const status: PlatformStatus = {
    overall: 'operational',
    components: [],
    servers,
    current: [],
    upcoming: [],
    past: [],
  };
  renderAppAs(customer, '/dashboard/status', (request) =>
    request.url === '/api/status' ? jsonResponse(200, { success: true, data: status }) : undefined,
  );
}

const termValue = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label).nextElementSibling?.textContent;

describe('Status', () => {
  it('lists each server with its kind, state, uptime and last check', async () => {
    renderStatus([
      {
        id: '7a8b9c0d-1e2f-4a3b-9c5d-6e7f8a9b0c1d',
        name: 'da1.hostportaal.nl',
        kind: 'hosting',
        status: 'up',
        lastCheckAt: '2026-07-01T07:05:00.000Z',
        latencyMs: 42,
        uptime24h: 100,
        uptime30d: 99.94,
      },
      {
        id: '8b9c0d1e-2f3a-4b4c-8d6e-7f8a9b0c1d2e',
        name: 'games1.hostportaal.nl',
        kind: 'games',
        status: 'down',
        lastCheckAt: '2026-07-01T07:06:00.000Z',
        latencyMs: null,
        uptime24h: 87.5,
        uptime30d: 99.5,
      },
      {
        id: '9c0d1e2f-3a4b-4c5d-9e7f-8a9b0c1d2e3f',
        name: 'games2.hostportaal.nl',
        kind: 'games',
        status: 'unknown',
        lastCheckAt: null,
        latencyMs: null,
        uptime24h: null,
        uptime30d: null,
      },
    ]);
    const list = within(await screen.findByRole('list', { name: 'Servers' }));
    expect(list.getAllByRole('listitem')).toHaveLength(3);
    const server = (name: string) => within(list.getByText(name).closest('li') as HTMLElement);

    const hosting = server('da1.hostportaal.nl');
    expect(hosting.getByText('Webhosting')).toBeTruthy();
    expect(hosting.getByText('Bereikbaar')).toBeTruthy();
    expect(termValue(hosting, 'Uptime 24 u')).toBe('100%');
    expect(termValue(hosting, 'Uptime 30 dagen')).toBe('99,94%');
    expect(termValue(hosting, 'Laatste controle')).toBe('01-07-2026 09:05');

    const games = server('games1.hostportaal.nl');
    expect(games.getByText('Game-servers')).toBeTruthy();
    expect(games.getByText('Niet bereikbaar')).toBeTruthy();
    expect(termValue(games, 'Uptime 24 u')).toBe('87,5%');

    const unchecked = server('games2.hostportaal.nl');
    expect(unchecked.getByText('Nog niet gecontroleerd')).toBeTruthy();
    expect(termValue(unchecked, 'Uptime 30 dagen')).toBe('—nog geen metingen');
    expect(termValue(unchecked, 'Laatste controle')).toBe('—nog geen metingen');
  });

  it('leaves the servers out while none are monitored', async () => {
    renderStatus([]);
    expect(await screen.findByText('Alle systemen werken normaal')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Servers' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Servers' })).toBeNull();
  });
});
