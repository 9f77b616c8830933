import type { AdminSearchData, AdminSearchResult } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hangingResponse, jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });

const userId = '11111111-2222-4333-8444-555555555501';
const otherUserId = '11111111-2222-4333-8444-555555555502';
const subscriptionId = '22222222-2222-4333-8444-555555555501';
const invoiceId = '33333333-2222-4333-8444-555555555501';

const result = (overrides: Partial<AdminSearchResult> & Pick<AdminSearchResult, 'id' | 'label'>) => ({
  kind: 'user' as const,
  detail: null,
  match: 'contains' as const,
  link: `/dashboard/admin?section=users&user=${overrides.id}`,
  ...overrides,
});

const empty = { results: [], total: 0, totalIsCapped: false };

const bakkerResults: AdminSearchData = {
  users: {
    results: [
      result({ id: userId, label: 'Pieter Bakker', detail: 'p.bakker@example.nl', match: 'exact' }),
      result({ id: otherUserId, label: 'Kees Suikerbakker', detail: 'kees@example.nl' }),
    ],
    total: 7,
    totalIsCapped: false,
  },
  subscriptions: {
    results: [
      result({
        kind: 'subscription',
        id: subscriptionId,
        label: 'Webwinkel Broodjes',
        detail: 'broodjes-bakker.nl · Pieter Bakker',
        link: `/dashboard/admin?section=subscriptions&subscription=${subscriptionId}`,
      }),
    ],
    total: 1,
    totalIsCapped: false,
  },
  invoices: empty,
  payments: {
    results: [
      result({
        kind: 'invoice_reference',
        id: invoiceId,
        label: 'PAY-2026-0042',
        detail: '2026-000001 · Pieter Bakker',
        link: '/dashboard/admin?section=payments&view=manual&reference=PAY-2026-0042',
      }),
    ],
    total: 1200,
    totalIsCapped: true,
  },
};

function searchResponder(answer: (q: string, request: RecordedRequest) => Response | Promise<Response>) {
  return (request: RecordedRequest) => {
    if (!request.url.startsWith('/api/admin/search?')) return undefined;
    const q = new URL(request.url, 'http://x').searchParams.get('q') ?? '';
    return answer(q, request) as Response;
  };
}

const bakkerOnly = searchResponder((q) =>
  jsonResponse(200, {
    success: true,
    data:
      q === 'bakker'
        ? bakkerResults
        : { users: empty, subscriptions: empty, invoices: empty, payments: empty },
  }),
);

const searchRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url.startsWith('/api/admin/search')).map((request) => request.url);

async function openResults(q = 'bakker') {
  const box = await screen.findByRole('combobox', {
    name: 'Find users, subscriptions, invoices and payments',
  });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: q.slice(0, 3) } });
  fireEvent.change(box, { target: { value: q } });
  const listbox = screen.getByRole('listbox', { name: 'Matches' });
  return { box, listbox };
}

describe('Administration Dashboard global search', () => {
  it('searches after a 300 ms pause and shows the groups with their totals', async () => {
    const { network } = renderAppAs(admin, '/dashboard/admin', bakkerOnly);
    const { box, listbox } = await openResults();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    expect(searchRequests(network.requests)).toEqual(['/api/admin/search?q=bakker']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const users = within(listbox).getByRole('group', { name: 'Users' });
    expect(
      within(users)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pieter Bakkerp.bakker@example.nl', 'Kees Suikerbakkerkees@example.nl']);
    expect(users.textContent).toContain('2 of 7');
    const payments = within(listbox).getByRole('group', { name: 'Payment references' });
    expect(payments.textContent).toContain('1 of 1200+');
    expect(payments.textContent).toContain('Invoice payment reference');
    expect(within(listbox).queryByRole('group', { name: 'Invoices' })).toBeNull();
    expect(screen.getByText('4 results')).toBeTruthy();
  });

  it('moves with ArrowDown/ArrowUp/Home/End and opens the highlighted result with Enter', async () => {
    const { router } = renderAppAs(admin, '/dashboard/admin', bakkerOnly);
    const { box, listbox } = await openResults();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    const options = within(listbox).getAllByRole('option');
    const activeIndex = () =>
      options.findIndex((option) => option.id === box.getAttribute('aria-activedescendant'));
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    // Home/End move the caret while nothing is highlighted.
    fireEvent.keyDown(box, { key: 'End' });
    expect(activeIndex()).toBe(-1);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeIndex()).toBe(0);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeIndex()).toBe(2);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeIndex()).toBe(1);
    fireEvent.keyDown(box, { key: 'End' });
    expect(activeIndex()).toBe(3);
    // Past the last wraps to the first, before the first to the last.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeIndex()).toBe(0);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(activeIndex()).toBe(3);
    fireEvent.keyDown(box, { key: 'Home' });
    expect(activeIndex()).toBe(0);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options[2]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?section=subscriptions&subscription=${subscriptionId}`),
    );
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    renderAppAs(admin, '/dashboard/admin', bakkerOnly);
    const { box, listbox } = await openResults();
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect((box as HTMLInputElement).value).toBe('bakker');
    // ArrowDown opens the list again.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect((box as HTMLInputElement).value).toBe('');
  });

  it("focuses with '/' and Ctrl/Cmd+K, but '/' typed in another field stays a character", async () => {
    renderAppAs(admin, '/dashboard/admin');
    const box = await screen.findByRole('combobox', {
      name: 'Find users, subscriptions, invoices and payments',
    });
    expect(box.getAttribute('aria-keyshortcuts')).toBe('/ Control+K Meta+K');
    const other = document.createElement('input');
    document.body.append(other);
    other.focus();
    expect(fireEvent.keyDown(other, { key: '/' })).toBe(true);
    expect(document.activeElement).toBe(other);
    expect(fireEvent.keyDown(document.body, { key: '/' })).toBe(false);
    expect(document.activeElement).toBe(box);
    other.focus();
    fireEvent.keyDown(other, { key: 'k', ctrlKey: true });
    expect(document.activeElement).toBe(box);
    other.focus();
    fireEvent.keyDown(other, { key: 'K', metaKey: true });
    expect(document.activeElement).toBe(box);
    other.remove();
  });

  it('shows a hint below 2 characters, a loading state, and no results for the query', async () => {
    const pending = new Set<string>(['langzaam']);
    renderAppAs(
      admin,
      '/dashboard/admin',
      searchResponder((q) =>
        pending.has(q)
          ? hangingResponse(undefined)
          : jsonResponse(200, {
              success: true,
              data: { users: empty, subscriptions: empty, invoices: empty, payments: empty },
            }),
      ),
    );
    const box = await screen.findByRole('combobox', {
      name: 'Find users, subscriptions, invoices and payments',
    });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'x' } });
    expect(screen.getAllByText(/Type at least 2 characters/).length).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: 'langzaam' } });
    expect(await screen.findAllByText('Searching…')).toBeTruthy();
    expect(screen.getByRole('listbox', { name: 'Matches' }).getAttribute('aria-busy')).toBe('true');
    fireEvent.change(box, { target: { value: 'niets' } });
    expect((await screen.findAllByText('No results for "niets"')).length).toBeGreaterThan(0);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows a failed search with a retry that searches again', async () => {
    let calls = 0;
    renderAppAs(
      admin,
      '/dashboard/admin',
      searchResponder(() => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { success: false, error: 'Interne fout', code: 'INTERNAL_ERROR' })
          : jsonResponse(200, { success: true, data: bakkerResults });
      }),
    );
    const { box, listbox } = await openResults();
    const region = within(box.closest('[role="search"]') as HTMLElement);
    expect(
      (await region.findAllByText('The search failed: Server error. Please try again later.')).length,
    ).toBeGreaterThan(0);
    fireEvent.click(region.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    expect(calls).toBe(2);
  });
});
