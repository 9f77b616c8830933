import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const admin = buildUser({ role: 'admin', firstname: 'Bram', lastname: 'Beheer', email: 'bram@example.nl' });
const ids = Array.from(
  { length: 20 },
  (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
);

function userRow(index: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: ids[index],
    id: ids[index],
    firstname: `Klant${index}`,
    lastname: 'Jansen',
    email: `klant${index}@example.nl`,
    phone: null,
    company: index === 0 ? 'Jansen BV' : null,
    city: 'Utrecht',
    role: 'user',
    isActive: true,
    lastLogin: index === 0 ? '2026-11-20T10:00:00.000Z' : null,
    createdAt: '2026-10-01T09:00:00.000Z',
    isEmailVerified: true,
    twoFactorEnabled: false,
    subscriptionCount: 2,
    totalSpent: 12_100,
    ...overrides,
  };
}

function listResponse(page: number, total = 145) {
  return jsonResponse(200, {
    success: true,
    data: {
      users: ids.map((_, index) => userRow(index)),
      currentPage: page,
      totalPages: Math.ceil(total / 20),
      totalUsers: total,
      limit: 20,
      allUsers: 145,
      activeUsers: 140,
      inactiveUsers: 5,
      adminUsers: 3,
      financeUsers: 0,
      supportUsers: 0,
      newUsersThisMonth: 12,
    },
  });
}

const listQueries = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.startsWith('/api/admin/users?'))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));

function answerList(request: RecordedRequest) {
  if (!request.url.startsWith('/api/admin/users?')) return undefined;
  return listResponse(Number(new URL(request.url, 'http://x').searchParams.get('page')));
}

describe('Users section', () => {
  it('shows the counts, pages with a sliding window, and searches after 500 ms back on page 1', async () => {
    const { network } = renderAppAs(admin, '/dashboard/admin?section=users', answerList);
    expect(await screen.findByText('Showing 1-20 of 145 users')).toBeTruthy();
    const stats = within(screen.getByRole('region', { name: 'User figures' }));
    expect(stats.getByText('145')).toBeTruthy();
    expect(stats.getByText('12 new this month')).toBeTruthy();
    expect(
      stats.getByRole('button', { name: 'What does Total users count?' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(
      stats.getByText(/^Every account that has not been deleted, customers and staff alike/),
    ).toBeTruthy();
    expect(listQueries(network.requests)[0]).toEqual({
      page: '1',
      limit: '20',
      sortBy: 'createdAt',
      sortOrder: 'desc',
    });

    const pager = within(screen.getByRole('navigation', { name: 'Pages of users' }));
    const pageButtons = () =>
      pager.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    fireEvent.click(pager.getByRole('button', { name: 'Last' }));
    await screen.findByText('Showing 141-145 of 145 users');
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);
    fireEvent.click(pager.getByRole('button', { name: 'Page 6' }));
    await screen.findByText('Showing 101-120 of 145 users');
    expect(pageButtons()).toEqual(['4', '5', '6', '7', '8']);

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' jansen ' } });
    // Nothing is asked while typing; the settled text goes out once and the list starts over at page 1.
    const before = listQueries(network.requests).length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(listQueries(network.requests)).toHaveLength(before);
    await waitFor(() =>
      expect(listQueries(network.requests).at(-1)).toMatchObject({ search: 'jansen', page: '1' }),
    );
    // One request for the search, not first the old page 6 and then page 1 (issue 20).
    const searched = listQueries(network.requests).slice(before);
    expect(searched.map((query) => `${query.search}:${query.page}`)).toEqual(['jansen:1']);

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    fireEvent.click(screen.getByRole('button', { name: /Last login/ }));
    await waitFor(() =>
      expect(listQueries(network.requests).at(-1)).toEqual({
        page: '1',
        limit: '20',
        search: 'jansen',
        role: 'admin',
        status: 'inactive',
        sortBy: 'lastLogin',
        sortOrder: 'desc',
      }),
    );
  });

  it('bulk-deactivates the selected users after confirming and lists who was skipped and why', async () => {
    const { network } = renderAppAs(admin, '/dashboard/admin?section=users', (request) => {
      if (request.url === '/api/admin/users/bulk-action')
        return jsonResponse(200, {
          success: true,
          data: { done: 1, skipped: [{ id: ids[1], reason: 'At least one active admin must remain' }] },
        });
      return answerList(request);
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Klant0 Jansen' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Klant1 Jansen' }));
    const bar = within(screen.getByRole('region', { name: 'Bulk actions' }));
    expect(bar.getByText('2 users selected')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Deactivate' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate 2 users?' }));
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate 2 users' }));
    expect(await screen.findByText('1 user deactivated.')).toBeTruthy();
    expect(screen.getByText('Klant1 Jansen: At least one active admin must remain')).toBeTruthy();
    const post = network.requests.find((request) => request.url === '/api/admin/users/bulk-action');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ action: 'deactivate', userIds: [ids[0], ids[1]] });
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).toBeNull();
  });

  it('shows the server’s refusal in the dialog and keeps the user as they were', async () => {
    renderAppAs(admin, '/dashboard/admin?section=users', (request) => {
      if (request.url === '/api/admin/users/bulk-action')
        return jsonResponse(500, { success: false, error: 'Database weg', code: 'INTERNAL_ERROR' });
      if (request.url === `/api/admin/users/${ids[0]}/toggle-status`)
        return jsonResponse(200, { success: true, data: { user: userRow(0, { isActive: false }) } });
      return answerList(request);
    });
    fireEvent.pointerDown(await screen.findByRole('button', { name: 'More actions for Klant0 Jansen' }), {
      button: 0,
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Klant0 Jansen?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Klant0 Jansen is deactivated and signed out.')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Klant0 Jansen' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    dialog = within(await screen.findByRole('dialog', { name: 'Delete 1 user?' }));
    expect(dialog.getByText(/anonymised/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete 1 user' }));
    expect(await dialog.findByText('That did not work: Server error. Please try again later.')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Bulk actions' })).toBeTruthy();
  });

  it('opens a user’s detail page from ?user= with every part, and goes back to the list', async () => {
    const detail = {
      user: {
        ...userRow(0),
        customerNumber: 1042,
        kvkNumber: '12345678',
        vatId: 'NL123456789B01',
        street: 'Kerkstraat',
        houseNumber: '12a',
        zipcode: '3511 AB',
        country: 'NL',
        creditBalance: 0,
        openBalance: 6050,
        updatedAt: '2026-11-01T09:00:00.000Z',
      },
      subscriptions: {
        total: 1,
        items: [
          {
            id: ids[5],
            title: 'Webhosting Plus',
            planName: 'Plus',
            status: 'active',
            serviceStatus: 'active',
            interval: 'monthly',
            price: 5000,
            startDate: '2026-01-01',
            nextBillingDate: '2026-12-01',
            endDate: null,
            domain: 'jansen.nl',
          },
        ],
      },
      invoices: {
        total: 14,
        items: [
          {
            id: ids[6],
            invoiceNumber: '2026-000777',
            kind: 'invoice',
            status: 'overdue',
            issueDate: '2026-11-01',
            dueDate: '2026-11-15',
            total: 6050,
            paid: 0,
          },
        ],
      },
      mandates: [],
      letters: { total: 0, items: [] },
      notes: {
        total: 1,
        items: [
          {
            id: ids[7],
            subscriptionId: ids[5],
            subscriptionTitle: 'Webhosting Plus',
            title: 'Belt back on Monday',
            priority: 'urgent',
            visibility: 'internal',
            status: 'active',
            createdAt: '2026-11-19T10:00:00.000Z',
          },
        ],
      },
      tickets: { total: 0, items: [] },
    };
    const { router } = renderAppAs(admin, `/dashboard/admin?section=users&user=${ids[0]}`, (request) => {
      if (request.url === `/api/admin/users/${ids[0]}`)
        return jsonResponse(200, { success: true, data: detail });
      if (request.url.startsWith(`/api/admin/users/${ids[0]}/activity`))
        return jsonResponse(200, {
          success: true,
          data: {
            items: [
              {
                id: 2,
                type: 'payment_retry_scheduled',
                action: 'Payment retry scheduled',
                description: 'Opnieuw ter incasso aangeboden: 2026-000101',
                params: { variant: 'default', invoiceNumbers: ['2026-000101'], count: 1 },
                timestamp: '2026-11-21T10:00:00.000Z',
                actorName: 'Bram Beheer',
                ip: null,
              },
              {
                id: 1,
                type: 'user_status_changed',
                action: 'Account deactivated',
                description: 'Klant0 Jansen deactivated',
                params: { variant: 'deactivated' },
                timestamp: '2026-11-20T10:00:00.000Z',
                actorName: 'Bram Beheer',
                ip: null,
              },
            ],
            currentPage: 1,
            totalPages: 1,
            total: 2,
          },
        });
      return answerList(request);
    });
    expect(await screen.findByText('Kerkstraat 12a, 3511 AB Utrecht, NL')).toBeTruthy();
    expect(screen.getByText('NL123456789B01')).toBeTruthy();
    expect(screen.getByText('Customer number').nextElementSibling?.textContent).toBe('1042');
    expect(screen.getByText('KvK number').nextElementSibling?.textContent).toBe('12345678');
    expect(screen.getByText('jansen.nl')).toBeTruthy();
    expect(screen.getByText('2026-000777')).toBeTruthy();
    expect(screen.getByText('Newest 1 of 14')).toBeTruthy();
    expect(screen.getByText('No mandates.')).toBeTruthy();
    // A note's priority and status are labels, not the stored values (issue 20).
    const note = screen.getByText('Belt back on Monday').closest('tr') as HTMLElement;
    expect(within(note).getByText('Urgent')).toBeTruthy();
    expect(within(note).getByText('Open')).toBeTruthy();
    expect(within(note).queryByText('urgent')).toBeNull();
    // The trail stores Dutch lines; this page words them in English, in nl too (issue 20).
    const activity = within(await screen.findByRole('list', { name: 'Activity' }));
    expect(activity.getByText('Invoice 2026-000101 offered for direct debit again')).toBeTruthy();
    expect(activity.getByText('The account is deactivated; signing in is no longer possible')).toBeTruthy();
    expect(activity.queryByText(/Opnieuw ter incasso/)).toBeNull();
    expect(activity.getAllByText(/by Bram Beheer/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Audit log' }).getAttribute('href')).toBe(
      `/dashboard/admin?section=audit&entityId=${ids[0]}`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Back to users' }));
    await screen.findByText('Showing 1-20 of 145 users');
    expect(router.state.location.search).toBe('?section=users');
  });

  it('shows a load failure with a retry instead of numbers', async () => {
    let fail = true;
    renderAppAs(admin, '/dashboard/admin?section=users', (request) => {
      if (!request.url.startsWith('/api/admin/users?')) return undefined;
      if (fail) return jsonResponse(500, { success: false, error: 'Database weg', code: 'INTERNAL_ERROR' });
      return listResponse(1);
    });
    expect(await screen.findByText(/The users could not be loaded/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'User figures' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Retry|Opnieuw/ }));
    expect(await screen.findByText('Showing 1-20 of 145 users')).toBeTruthy();
  });
});
