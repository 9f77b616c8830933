import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../test/fetch-stub';
import { renderAppAs } from '../../test/render-app';
import { buildUser } from '../../test/user-fixture';

const user = buildUser({ firstname: 'Jan' });
const ticketId = '6f0c1c9e-8d1b-4a57-9d3c-1f2e3a4b5c6d';
const invoiceId = '7a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6';

function respond(request: RecordedRequest) {
  if (request.url.startsWith('/api/notifications'))
    return jsonResponse(200, {
      success: true,
      data: {
        unreadCount: 1,
        notifications: [
          {
            id: '11111111-2222-4333-8444-555555555555',
            type: 'ticket_answered',
            title: 'Nieuw antwoord op ticket #10023',
            body: 'Website traag',
            link: `/dashboard/support?ticket=${ticketId}`,
            readAt: null,
            createdAt: '2026-11-20T09:12:00.000Z',
          },
        ],
      },
    });
  if (request.url.startsWith('/api/search')) {
    const q = new URL(request.url, 'http://x').searchParams.get('q');
    const found = q === 'traag';
    return jsonResponse(200, {
      success: true,
      data: {
        invoices: found
          ? [
              {
                type: 'invoice',
                id: invoiceId,
                label: '2026-000123',
                detail: '€ 8,41',
                link: `/dashboard/invoices?invoice=${invoiceId}`,
              },
            ]
          : [],
        subscriptions: [],
        tickets: found
          ? [
              {
                type: 'ticket',
                id: ticketId,
                label: '#10023 Website traag',
                detail: null,
                link: `/dashboard/support?ticket=${ticketId}`,
              },
            ]
          : [],
      },
    });
  }
  return undefined;
}

describe('header search and bell', () => {
  it('shows the real unread count on the bell', async () => {
    renderAppAs(user, '/dashboard/help', respond);
    expect(await screen.findByRole('button', { name: 'Meldingen, 1 ongelezen' })).toBeTruthy();
  });

  it('searches after a pause, groups the results and opens one with the keyboard', async () => {
    const { router, network } = renderAppAs(user, '/dashboard/help', respond);
    const box = await screen.findByRole('combobox', { name: 'Zoeken' });
    fireEvent.change(box, { target: { value: 'tr' } });
    fireEvent.change(box, { target: { value: 'traag' } });
    const listbox = screen.getByRole('listbox', { name: 'Zoekresultaten' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    // Debounced: only the final text went to the server.
    expect(network.requests.filter((r) => r.url.startsWith('/api/search')).map((r) => r.url)).toEqual([
      '/api/search?q=traag',
    ]);
    expect(within(listbox).getByRole('group', { name: 'Facturen' })).toBeTruthy();
    expect(within(listbox).getByRole('group', { name: 'Tickets' })).toBeTruthy();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      within(listbox).getByRole('option', { name: '#10023 Website traag' }).id,
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.search).toBe(`?ticket=${ticketId}`));
    expect(router.state.location.pathname).toBe('/dashboard/support');
  });

  it("says 'Geen resultaten' when nothing matches and closes on Escape", async () => {
    renderAppAs(user, '/dashboard/help', respond);
    const box = await screen.findByRole('combobox', { name: 'Zoeken' });
    fireEvent.change(box, { target: { value: 'niets' } });
    expect(await screen.findByText('Geen resultaten')).toBeTruthy();
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
