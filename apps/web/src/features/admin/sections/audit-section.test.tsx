import type { AuditLogEntry } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../test/fetch-stub';
import { AuditSection } from './audit-section';

const adminId = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11';
const otherAdminId = '5f0c2d7a-9b1e-4c3d-8e2f-6a7b8c9d0e1f';
const customerId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const snapshot = {
  firstname: 'Sanne',
  lastname: 'de Vries',
  email: 'sanne@example.nl',
  company: '<b>Bold BV</b>',
  role: 'user',
  isActive: true,
};

function entry(overrides: Partial<AuditLogEntry>): AuditLogEntry {
  return {
    id: 41,
    occurredAt: '2026-11-21T13:05:09.000Z',
    actorId: adminId,
    actorEmail: 'admin@hostportaal.test',
    action: 'user.deactivate',
    entityType: 'user',
    entityId: customerId,
    before: snapshot,
    after: { ...snapshot, isActive: false },
    method: 'PATCH',
    route: '/api/admin/users/:id/toggle-status',
    statusCode: 200,
    ip: '127.0.0.1',
    ...overrides,
  };
}

const deactivation = entry({});
const batch = entry({
  id: 40,
  occurredAt: '2026-11-20T09:00:00.000Z',
  action: 'POST /api/admin/sepa/batches',
  entityType: 'sepa',
  entityId: null,
  before: null,
  after: { collectionDate: '2026-11-25', note: '<script>alert(1)</script>' },
  method: 'POST',
  route: '/api/admin/sepa/batches',
  statusCode: 201,
});

function listBody(entries: AuditLogEntry[], page = 1, totalItems = entries.length) {
  return {
    success: true,
    data: {
      entries,
      pagination: { page, limit: 25, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 25)) },
      entityTypes: ['sepa', 'user'],
      actors: [
        { id: adminId, email: 'admin@hostportaal.test' },
        { id: otherAdminId, email: 'bram@hostportaal.test' },
      ],
    },
  };
}

function renderSection(
  path: string,
  respond: (request: RecordedRequest) => Response = () =>
    jsonResponse(200, listBody([deactivation, batch], 1, 60)),
) {
  const network = stubFetch((request) =>
    request.url.startsWith('/api/admin/audit-log?')
      ? respond(request)
      : jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
  );
  const router = createMemoryRouter([{ path: '/dashboard/admin', element: <AuditSection /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...network, router };
}

function logQueries(requests: RecordedRequest[]) {
  return requests
    .filter((request) => request.url.startsWith('/api/admin/audit-log?'))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));
}

describe('Audit log section', () => {
  it('turns the filters into the query string, debounces the search and goes back to page 1', async () => {
    const { requests } = renderSection('/dashboard/admin?section=audit');
    expect(await screen.findAllByTestId('audit-log-row')).toHaveLength(2);
    expect(logQueries(requests)).toEqual([{ page: '1', limit: '25' }]);
    expect(screen.getByText('60 entries')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Next|Volgende/ }));
    await waitFor(() => expect(logQueries(requests).at(-1)?.page).toBe('2'));

    fireEvent.change(screen.getByLabelText('Actor'), { target: { value: otherAdminId } });
    await waitFor(() =>
      expect(logQueries(requests).at(-1)).toEqual({ page: '1', limit: '25', actorId: otherAdminId }),
    );

    // Entity types read as words (issue 20): the option and the row say "User", the query keeps the key.
    const entityType = screen.getByLabelText('Entity type');
    expect([...entityType.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'All entity types',
      'SEPA',
      'User',
    ]);
    expect(screen.queryByText('user', { exact: true })).toBeNull();
    fireEvent.change(entityType, { target: { value: 'user' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(logQueries(requests).at(-1)).toEqual({
        page: '1',
        limit: '25',
        actorId: otherAdminId,
        entityType: 'user',
        from: '2026-11-01',
        to: '2026-11-30',
      }),
    );

    // Typed quickly, the search goes out once, whole and trimmed.
    const before = logQueries(requests).length;
    const search = screen.getByLabelText('Search');
    for (const text of ['d', 'de', 'dea', ' deactivate '])
      fireEvent.change(search, { target: { value: text } });
    await waitFor(() => expect(logQueries(requests).at(-1)?.search).toBe('deactivate'));
    expect(
      logQueries(requests)
        .slice(before)
        .map((query) => query.search),
    ).toEqual(['deactivate']);

    // Reset clears every field and asks nothing with the old filters (the unfiltered page 1 is cached).
    const beforeReset = logQueries(requests).length;
    fireEvent.click(screen.getByRole('button', { name: 'Reset filters' }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    for (const label of ['Search', 'Actor', 'Entity type', 'From', 'To'])
      expect((screen.getByLabelText(label) as HTMLInputElement).value, label).toBe('');
    expect(logQueries(requests).slice(beforeReset)).toEqual([]);
    expect(screen.getAllByTestId('audit-log-row')).toHaveLength(2);
  });

  it('shows the reversed-dates error and asks nothing with them', async () => {
    const { requests } = renderSection('/dashboard/admin?section=audit');
    await screen.findAllByTestId('audit-log-row');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    expect(await screen.findByText('The end date lies before the start date')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryAllByTestId('audit-log-row')).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(logQueries(requests).some((query) => query.to === '2026-11-10')).toBe(false);
  });

  it('opens on the linked entity and lets the admin clear it', async () => {
    const { requests, router } = renderSection(`/dashboard/admin?section=audit&entityId=${customerId}`);
    await screen.findAllByTestId('audit-log-row');
    expect(logQueries(requests)[0]).toEqual({ page: '1', limit: '25', entityId: customerId });
    expect(screen.getByText(`Only the changes to entity ${customerId}`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show all entities' }));
    await waitFor(() => expect(logQueries(requests).at(-1)).toEqual({ page: '1', limit: '25' }));
    expect(router.state.location.search).toBe('?section=audit');
  });

  it('shows actions readably and, per row, only the fields that changed, as text', async () => {
    renderSection('/dashboard/admin?section=audit');
    const rows = await screen.findAllByTestId('audit-log-row');
    const [first, second] = rows as [HTMLElement, HTMLElement];
    // 13:05 UTC is 14:05 in Amsterdam in November.
    expect(within(first).getByText('21-11-2026 14:05')).toBeTruthy();
    expect(within(first).getByText('User deactivated')).toBeTruthy();
    expect(within(first).getByText('admin@hostportaal.test')).toBeTruthy();
    expect(within(second).getByText('POST')).toBeTruthy();
    expect(within(second).getByText('/api/admin/sepa/batches')).toBeTruthy();

    fireEvent.click(
      within(first).getByRole('button', { name: 'View the change: User deactivated, 21-11-2026 14:05' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry 41' });
    expect(within(dialog).getByText('21-11-2026 14:05:09')).toBeTruthy();
    const changes = within(within(dialog).getByTestId('audit-changes'));
    const changedRows = changes.getAllByRole('row').slice(1);
    expect(changedRows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['isActive', 'true', 'false'],
    ]);
    expect(changes.queryByText('firstname')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      within(second).getByRole('button', { name: /View the change: POST \/api\/admin\/sepa\/batches/ }),
    );
    const bodyDialog = await screen.findByRole('dialog', { name: 'Audit entry 40' });
    expect(within(bodyDialog).getByText('Recorded request body')).toBeTruthy();
    const recorded = within(within(bodyDialog).getByTestId('audit-recorded'));
    expect(recorded.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(bodyDialog.querySelector('script')).toBeNull();
  });

  it('lists every field of a change with a changed nested value and a removed field, and none unchanged', async () => {
    const update = entry({
      id: 42,
      action: 'user.update',
      before: {
        ...snapshot,
        tags: ['a', 'b'],
        address: { city: 'Utrecht', zip: '3511AA' },
        flags: { vip: true, late: false },
      },
      // jsonb keeps no key order: the same object with its keys the other way round is no change.
      after: {
        ...snapshot,
        company: null,
        tags: ['a', 'b'],
        address: { zip: '3511AA', city: 'Zwolle' },
        flags: { late: false, vip: true },
      },
    });
    renderSection('/dashboard/admin?section=audit', () => jsonResponse(200, listBody([update])));
    fireEvent.click(await screen.findByRole('button', { name: /View the change: User updated/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Audit entry 42' });
    const rows = within(within(dialog).getByTestId('audit-changes')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.children[0]?.textContent)).toEqual(['company', 'address']);
    expect(within(rows[0] as HTMLElement).getByText('<b>Bold BV</b>')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('(empty)')).toBeTruthy();
    expect(dialog.querySelector('b')).toBeNull();
  });

  it('shows the error with a retry that loads the log, and an empty state', async () => {
    let failing = true;
    renderSection('/dashboard/admin?section=audit', () =>
      failing
        ? jsonResponse(500, { success: false, error: 'Database unavailable', code: 'INTERNAL' })
        : jsonResponse(200, listBody([])),
    );
    expect(await screen.findByText(/Could not load the audit log/)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
    expect(screen.queryByText(/Could not load the audit log/)).toBeNull();
  });
});
