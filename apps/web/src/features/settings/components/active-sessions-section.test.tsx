import type { UserSession } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const PATH = '/dashboard/instellingen?tab=security';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

function session(id: string, overrides: Partial<UserSession> = {}): UserSession {
  return {
    id,
    startedAt: '2026-11-02T08:15:00.000Z',
    lastActiveAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-02T08:15:00.000Z',
    ip: '203.0.113.7',
    userAgent: CHROME_MAC,
    current: false,
    ...overrides,
  };
}

const current = session('5b6f0a4e-1c2d-4e3f-8a9b-0c1d2e3f4a5b', { current: true, ip: '198.51.100.20' });
const laptop = session('8e1d2c3b-4a59-4687-a7b8-c9d0e1f2a3b4', { userAgent: FIREFOX_WINDOWS });
const phone = session('a0b1c2d3-e4f5-4a6b-8c7d-8e9f0a1b2c3d', { userAgent: SAFARI_IPHONE, ip: null });
const script = session('c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f', { userAgent: 'curl/8.5.0' });

type Answer = (request: RecordedRequest) => Response | undefined;

/** The security tab; GET /api/account/sessions answers `lists` in turn (the last repeated). */
function renderSecurityTab(lists: (UserSession[] | 'fail')[], answer: Answer = () => undefined) {
  let reads = 0;
  const { network } = renderAppAs(buildUser(), PATH, (request) => {
    if (request.url === '/two-factor/status')
      return jsonResponse(200, { success: true, data: { enabled: false, backupCodesRemaining: 0 } });
    if (request.url === '/api/account/sessions' && request.method === 'GET') {
      reads += 1;
      const list = lists[Math.min(reads, lists.length) - 1];
      if (list === 'fail')
        return jsonResponse(500, { success: false, error: 'Database weg', code: 'INTERNAL_ERROR' });
      return jsonResponse(200, { success: true, data: { sessions: list } });
    }
    return answer(request);
  });
  return { network, reads: () => reads };
}

// The first await loads the whole settings page; on a busy 2-core machine that alone can take over 5 s.
const card = async () =>
  within(await screen.findByRole('region', { name: 'Actieve sessies' }, { timeout: 15_000 }));
const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('Actieve sessies', () => {
  it('lists each login by device, address and time, the current one marked and not endable', async () => {
    renderSecurityTab([[current, laptop, phone, script]]);
    const sessions = await card();
    const items = await sessions.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Chrome op macOS Deze sessie',
      'Firefox op Windows',
      'Safari op iOS',
      'Onbekend apparaat',
    ]);
    const [first, second, third] = items.map((item) => within(item));
    expect(first?.getByText('198.51.100.20')).toBeTruthy();
    expect(first?.queryByRole('button')).toBeNull();
    // Amsterdam time, 24-hour clock.
    expect(second?.getByText('02-11-2026 09:15')).toBeTruthy();
    expect(second?.getByText('20-11-2026 11:00')).toBeTruthy();
    expect(second?.getByRole('button', { name: 'Sessie beëindigen: Firefox op Windows' })).toBeTruthy();
    expect(third?.getByText('Onbekend')).toBeTruthy();
    expect(sessions.getByRole('button', { name: 'Alle andere sessies beëindigen' })).toBeTruthy();
  });

  it('ends one session after confirming and shows the list without it', async () => {
    const { network, reads } = renderSecurityTab(
      [
        [current, laptop, phone],
        [current, phone],
      ],
      (request) =>
        request.method === 'DELETE'
          ? jsonResponse(200, { success: true, message: 'Sessie beëindigd' })
          : undefined,
    );
    const sessions = await card();
    fireEvent.click(await sessions.findByRole('button', { name: 'Sessie beëindigen: Firefox op Windows' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Sessie beëindigen?' }));
    expect(dialog.getByText('Firefox op Windows · 203.0.113.7')).toBeTruthy();
    expect(writes(network.requests)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Sessie beëindigen' }));

    expect(await screen.findByText('Sessie beëindigd.')).toBeTruthy();
    expect(writes(network.requests).map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'DELETE', url: `/api/account/sessions/${laptop.id}` },
    ]);
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(sessions.queryByText('Firefox op Windows')).toBeNull());
    expect(sessions.getByText('Safari op iOS')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends all other sessions after confirming and says how many', async () => {
    const { network } = renderSecurityTab([[current, laptop, phone], [current]], (request) =>
      request.url === '/api/account/sessions/revoke-others'
        ? jsonResponse(200, { success: true, data: { revoked: 2 } })
        : undefined,
    );
    const sessions = await card();
    fireEvent.click(await sessions.findByRole('button', { name: 'Alle andere sessies beëindigen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Alle andere sessies beëindigen?' }));
    expect(dialog.getByText(/Hier blijf je ingelogd/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Alle andere sessies beëindigen' }));

    expect(await screen.findByText('2 andere sessies beëindigd.')).toBeTruthy();
    expect(writes(network.requests).map(({ method, url }) => ({ method, url }))).toEqual([
      { method: 'POST', url: '/api/account/sessions/revoke-others' },
    ]);
    expect(await sessions.findByText('Je bent nergens anders ingelogd.')).toBeTruthy();
    expect(sessions.queryByRole('button', { name: 'Alle andere sessies beëindigen' })).toBeNull();
  });

  it("keeps the dialog open with the server's refusal", async () => {
    renderSecurityTab([[current, laptop]], (request) =>
      request.method === 'DELETE'
        ? jsonResponse(404, {
            success: false,
            error: 'Sessie niet gevonden',
            code: 'NOT_FOUND',
            reason: 'session_not_found',
          })
        : undefined,
    );
    const sessions = await card();
    fireEvent.click(await sessions.findByRole('button', { name: 'Sessie beëindigen: Firefox op Windows' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Sessie beëindigen?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Sessie beëindigen' }));
    expect(await dialog.findByText('Deze sessie is al beëindigd.')).toBeTruthy();
    expect(screen.queryByText('Sessie beëindigd.')).toBeNull();
  });

  it('shows a load failure with a retry, then the sessions', async () => {
    const { reads } = renderSecurityTab(['fail', 'fail', 'fail', [current]]);
    const sessions = await card();
    expect(await sessions.findByText('Kon je sessies niet laden.')).toBeTruthy();
    expect(reads()).toBe(3);
    fireEvent.click(sessions.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await sessions.findByText('Chrome op macOS')).toBeTruthy();
    expect(sessions.queryByText('Kon je sessies niet laden.')).toBeNull();
  });
});
