import type { UserSession } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';

const admin = buildUser({ role: 'admin', firstname: 'Bram', lastname: 'Beheer', email: 'bram@example.nl' });
const userId = '00000000-0000-4000-8000-000000000007';

const detail = {
  user: {
    _id: userId,
    id: userId,
    firstname: 'Klant7',
    lastname: 'Jansen',
    email: 'klant7@example.nl',
    phone: null,
    company: null,
    city: 'Utrecht',
    role: 'user',
    isActive: true,
    lastLogin: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-10-01T09:00:00.000Z',
    isEmailVerified: true,
    twoFactorEnabled: false,
    subscriptionCount: 0,
    totalSpent: 0,
    customerNumber: 1042,
    kvkNumber: null,
    vatId: null,
    street: null,
    houseNumber: null,
    zipcode: null,
    country: 'NL',
    creditBalance: 0,
    openBalance: 0,
    updatedAt: '2026-11-01T09:00:00.000Z',
  },
  subscriptions: { total: 0, items: [] },
  invoices: { total: 0, items: [] },
  mandates: [],
  letters: { total: 0, items: [] },
  notes: { total: 0, items: [] },
  tickets: { total: 0, items: [] },
};

function session(id: string, userAgent: string | null, overrides: Partial<UserSession> = {}): UserSession {
  return {
    id,
    startedAt: '2026-11-02T08:15:00.000Z',
    lastActiveAt: '2026-11-20T10:00:00.000Z',
    expiresAt: '2026-12-02T08:15:00.000Z',
    ip: '203.0.113.7',
    userAgent,
    current: false,
    ...overrides,
  };
}

const laptop = session(
  '8e1d2c3b-4a59-4687-a7b8-c9d0e1f2a3b4',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
);
const phone = session(
  'a0b1c2d3-e4f5-4a6b-8c7d-8e9f0a1b2c3d',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  { ip: null, lastActiveAt: '2026-11-19T18:45:00.000Z' },
);

type Answer = (request: RecordedRequest) => Response | undefined;

/** The user's detail page; GET …/sessions answers `lists` in turn (the last repeated). */
function renderUserDetail(lists: UserSession[][], answer: Answer) {
  let reads = 0;
  const { network } = renderAppAs(admin, `/dashboard/admin?section=users&user=${userId}`, (request) => {
    if (request.url === `/api/admin/users/${userId}`)
      return jsonResponse(200, { success: true, data: detail });
    if (request.url === `/api/admin/users/${userId}/sessions` && request.method === 'GET') {
      reads += 1;
      const sessions = lists[Math.min(reads, lists.length) - 1];
      return jsonResponse(200, { success: true, data: { sessions } });
    }
    return answer(request);
  });
  return { network, reads: () => reads };
}

// The first await loads the whole admin section; on a busy 2-core machine that alone can take over 5 s.
const card = async () => within(await screen.findByRole('region', { name: 'Sessions' }, { timeout: 15_000 }));
const writes = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map(({ method, url }) => ({ method, url }));

describe('Sessions card on the user detail page', () => {
  it('lists the sessions and ends them all after confirming', async () => {
    const { network, reads } = renderUserDetail([[laptop, phone], []], (request) =>
      request.url.endsWith('/sessions/revoke-all')
        ? jsonResponse(200, { success: true, data: { revoked: 2 } })
        : undefined,
    );
    const sessions = await card();
    const laptopRow = within(await sessions.findByRole('row', { name: /Firefox on Windows/ }));
    expect(laptopRow.getByText('203.0.113.7')).toBeTruthy();
    expect(laptopRow.getByText('02-11-2026 09:15')).toBeTruthy();
    expect(laptopRow.getByText('20-11-2026 11:00')).toBeTruthy();
    const phoneRow = within(sessions.getByRole('row', { name: /Chrome on Android/ }));
    expect(phoneRow.getByText('Unknown')).toBeTruthy();
    expect(phoneRow.getByText('19-11-2026 19:45')).toBeTruthy();

    fireEvent.click(sessions.getByRole('button', { name: 'End all sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End all sessions of Klant7 Jansen?' }));
    expect(dialog.getByText(/Your own session stays/)).toBeTruthy();
    expect(writes(network.requests)).toEqual([]);
    fireEvent.click(dialog.getByRole('button', { name: 'End all sessions' }));

    expect(await screen.findByText('2 sessions ended.')).toBeTruthy();
    expect(writes(network.requests)).toEqual([
      { method: 'POST', url: `/api/admin/users/${userId}/sessions/revoke-all` },
    ]);
    await waitFor(() => expect(reads()).toBe(2));
    expect(await sessions.findByText('No live sessions.')).toBeTruthy();
    expect(sessions.queryByRole('button', { name: 'End all sessions' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('ends one session after confirming', async () => {
    const { network } = renderUserDetail([[laptop, phone], [phone]], (request) =>
      request.method === 'DELETE'
        ? jsonResponse(200, { success: true, message: 'Session ended' })
        : undefined,
    );
    const sessions = await card();
    fireEvent.click(await sessions.findByRole('button', { name: 'End session: Firefox on Windows' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'End this session of Klant7 Jansen?' }));
    expect(dialog.getByText('Firefox on Windows · 203.0.113.7')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'End session' }));

    expect(await screen.findByText('Session ended.')).toBeTruthy();
    expect(writes(network.requests)).toEqual([
      { method: 'DELETE', url: `/api/admin/users/${userId}/sessions/${laptop.id}` },
    ]);
    await waitFor(() => expect(sessions.queryByRole('row', { name: /Firefox on Windows/ })).toBeNull());
    expect(sessions.getByRole('row', { name: /Chrome on Android/ })).toBeTruthy();
  });
});
