import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { renderWithApi } from '../collections/collection-test-fixtures';
import { buildArrangement, buildDetail, listResponse, ok } from './arrangement-test-fixtures';
import { ArrangementsCard } from './arrangements-card';

const listUrl = (search: string) => `/api/admin/arrangements?${search}`;

describe('Payment arrangements list', () => {
  it('shows the figures over all arrangements, filters by status on the server and pages', async () => {
    const first = buildArrangement(1);
    const lapsed = buildArrangement(2, {
      status: 'lapsed',
      paidCents: 7_383,
      nextInstalment: null,
      closedAt: '2027-01-20T02:00:00.000Z',
    });
    const { requests } = renderWithApi(<ArrangementsCard />, (request) => {
      if (request.url === listUrl('page=1&limit=20')) return listResponse([first, lapsed], 1, 41);
      if (request.url === listUrl('page=2&limit=20')) return listResponse([buildArrangement(21)], 2, 41);
      if (request.url === listUrl('page=1&limit=20&status=lapsed')) return listResponse([lapsed]);
      if (request.url === listUrl('page=1&limit=20&status=ended')) return listResponse([]);
      return undefined;
    });

    const figures = within(await screen.findByRole('region', { name: 'Payment arrangement figures' }));
    // Open = proposed + active; waiting for review = proposed; kept = completed; broken = lapsed.
    const figure = (label: string) => figures.getByText(label).nextSibling?.textContent;
    expect(await figures.findByText('5 active, 2 proposed')).toBeTruthy();
    expect(figure('Open')).toBe('7');
    expect(figure('Waiting for review')).toBe('2');
    expect(figure('Kept')).toBe('7');
    expect(figure('Broken')).toBe('3');

    const rows = await screen.findAllByTestId('arrangement-row');
    expect(rows).toHaveLength(2);
    const row = within(rows[0] as HTMLElement);
    expect(row.getAllByText('BR-2026-00001').length).toBeGreaterThan(0);
    expect(row.getByText('Klant 1')).toBeTruthy();
    expect(row.getByText('Active')).toBeTruthy();
    expect(row.getByText('€ 221,50')).toBeTruthy();
    expect(row.getByText('€ 73,83')).toBeTruthy();
    expect(row.getByText('01-12-2026')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Lapsed')).toBeTruthy();
    expect(screen.getByText('Showing 2 of 41 arrangements')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByText('Klant 21')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'lapsed' } });
    await waitFor(() => expect(screen.getAllByTestId('arrangement-row')).toHaveLength(1));
    // Another status starts at page 1.
    expect(requests.some((request) => request.url === listUrl('page=1&limit=20&status=lapsed'))).toBe(true);

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'ended' } });
    expect(await screen.findByText('No payment arrangements with this status.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('Klant 1')).toBeTruthy();
  });

  it('opens an arrangement in its detail dialog', async () => {
    const row = buildArrangement(1);
    renderWithApi(<ArrangementsCard />, (request) => {
      if (request.url.startsWith('/api/admin/arrangements?')) return listResponse([row]);
      if (request.url === `/api/admin/arrangements/${row.id}`) return ok(buildDetail(1));
      return undefined;
    });
    // One button in the row at each width (under the customer on a phone, in its own column from sm on).
    const [open] = await screen.findAllByRole('button', {
      name: 'Open payment arrangement BR-2026-00001 of Klant 1',
    });
    fireEvent.click(open as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment arrangement BR-2026-00001' }));
    expect(await dialog.findByText('Klant 1 · customer no. 1001')).toBeTruthy();
    expect(dialog.getAllByTestId('instalment-row')).toHaveLength(3);
  });

  it('runs the arrangement check by hand and shows its counts and what it could not check', async () => {
    let runs = 0;
    const { requests } = renderWithApi(<ArrangementsCard />, (request) => {
      if (request.url.startsWith('/api/admin/arrangements?')) return listResponse([]);
      if (request.url === '/api/admin/arrangements/run') {
        runs += 1;
        return runs === 1
          ? ok({
              checked: 12,
              reminded: 2,
              lapsed: 1,
              completed: 3,
              failures: [{ arrangementId: buildArrangement(9).id, error: 'Klant 9: database bezet' }],
            })
          : jsonResponse(500, { success: false, error: 'Interne fout', code: 'INTERNAL_ERROR' });
      }
      return undefined;
    });
    expect(await screen.findByText('No payment arrangements yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run arrangement check' }));
    expect(
      await screen.findByText('12 checked: 2 reminded of a late instalment, 1 lapsed, 3 completed.'),
    ).toBeTruthy();
    expect(screen.getByText('1 arrangement could not be checked; the next run tries again:')).toBeTruthy();
    expect(screen.getByText('Klant 9: database bezet')).toBeTruthy();
    expect(requests.filter((request) => request.url === '/api/admin/arrangements/run')[0]?.method).toBe(
      'POST',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    fireEvent.click(screen.getByRole('button', { name: 'Run arrangement check' }));
    expect(await screen.findByText(/^Failed to run the arrangement check: /)).toBeTruthy();
  });
});
