import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { quickPeriod } from '../components/reports/report-period';
import { ReportsSection } from './reports-section';

function renderSection(respond: (url: string) => Response) {
  const network = stubFetch((request) => respond(request.url));
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <ReportsSection />
    </AppProviders>,
  );
  return network;
}

const csv = (filename: string) =>
  new Response('nummer;datum', {
    status: 200,
    headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${filename}"` },
  });

beforeEach(() => {
  // The fixed clock of the test suite: Saturday 21 November 2026, Amsterdam.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('report periods', () => {
  it('covers whole months around today', () => {
    expect(quickPeriod('thisMonth', '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickPeriod('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickPeriod('thisQuarter', '2026-11-21')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quickPeriod('thisYear', '2026-02-28')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });
});

describe('Reports section', { timeout: 30_000 }, () => {
  it('downloads the chosen export of the period and names the file as the server says', async () => {
    const { requests } = renderSection((url) =>
      url.includes('format=csv')
        ? csv('facturen-2026-11.csv')
        : new Response('x', {
            status: 200,
            headers: { 'Content-Disposition': "attachment; filename*=UTF-8''betalingen%20oktober.xlsx" },
          }),
    );
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-30');

    fireEvent.click(screen.getByRole('button', { name: 'Invoices CSV' }));
    expect(await screen.findByText('Saved as facturen-2026-11.csv')).toBeTruthy();
    expect(requests[0]?.url).toBe('/api/admin/exports/invoices?from=2026-11-01&to=2026-11-30&format=csv');
    expect(requests[0]?.headers.get('Accept')).toBe('text/csv');

    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Payments Excel' }));
    expect(await screen.findByText('Saved as betalingen oktober.xlsx')).toBeTruthy();
    expect(requests[1]?.url).toBe('/api/admin/exports/payments?from=2026-10-01&to=2026-10-31&format=xlsx');
  });

  it('shows a failed export with a retry, and refuses a reversed period', async () => {
    let calls = 0;
    renderSection(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(422, {
            success: false,
            error: 'De einddatum ligt voor de begindatum',
            code: 'VALIDATION_FAILED',
          })
        : csv('betalingen.csv');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Payments CSV' }));
    expect(await screen.findByText('The export failed: De einddatum ligt voor de begindatum')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Saved as betalingen.csv')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    expect(screen.getByText('The end date lies before the start date')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Invoices Excel' }) as HTMLButtonElement).disabled).toBe(
        true,
      ),
    );
  });
});
