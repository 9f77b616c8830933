import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import { buildSepaAnalytics } from '../components/analytics/analytics-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

describe('Subscription Analytics page', () => {
  it('shows the direct-debit analytics as cards, a chart with its table, and tables', async () => {
    let calls = 0;
    const { network } = renderAppAs(admin, '/dashboard/subscription', (request) => {
      if (request.url !== '/api/subscription-analytics/sepa') return undefined;
      calls += 1;
      return jsonResponse(200, { success: true, data: buildSepaAnalytics() });
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription Analytics' })).toBeTruthy();
    const cards = within(await screen.findByRole('region', { name: 'Direct-debit figures' }));
    expect(cards.getByText('97,9%')).toBeTruthy();
    expect(cards.getByText('1240 collected, 26 returned')).toBeTruthy();
    expect(cards.getByText('812')).toBeTruthy();
    expect(cards.getByText('5 pending, 9 invalid, 2 expired')).toBeTruthy();

    const months = within(screen.getByRole('table', { name: 'Collected vs returned per month' }));
    expect(cellsOf(months.getByRole('row', { name: /nov 2026/ }))).toEqual(['€ 7.744,00', '€ 387,20', '3']);
    const reasons = within(screen.getByRole('table', { name: 'Return reasons' }));
    expect(cellsOf(reasons.getByRole('row', { name: /AM04/ }))).toEqual([
      'Insufficient funds',
      '17',
      '€ 302,50',
    ]);
    // A code the screens do not know keeps the server's reading.
    expect(reasons.getByRole('row', { name: /XX99/ }).textContent).toContain('handmatig beoordelen');
    const batches = within(screen.getByRole('table', { name: 'Batches by status' }));
    expect(cellsOf(batches.getByRole('row', { name: /Submitted/ }))).toEqual(['24', '1266', '€ 15.512,20']);
    const sequences = within(screen.getByRole('table', { name: 'First vs recurring debits' }));
    expect(cellsOf(sequences.getByRole('row', { name: /FRST/ }))).toEqual(['38', '4', '90,5%']);
    const mandates = within(screen.getByRole('table', { name: 'Mandates by status' }));
    expect(cellsOf(mandates.getByRole('row', { name: /Invalid/ }))).toEqual(['9']);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('button', { name: 'Refresh' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(2);
    expect(
      network.requests.filter((request) => request.url === '/api/subscription-analytics/sepa'),
    ).toHaveLength(2);
  });

  it('shows a failed load with a retry, and says when nothing was settled', async () => {
    let failing = true;
    renderAppAs(admin, '/dashboard/subscription', (request) => {
      if (request.url !== '/api/subscription-analytics/sepa') return undefined;
      return failing
        ? jsonResponse(500, { success: false, error: 'Database unavailable', code: 'INTERNAL' })
        : jsonResponse(200, {
            success: true,
            data: buildSepaAnalytics({ successRate: null, months: [], returnReasons: [] }),
          });
    });
    expect(
      await screen.findByText(/Could not load the direct-debit analytics/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No direct debit was settled in the last 12 months')).toBeTruthy();
    expect(screen.getByText('No direct debit came back in the last 12 months.')).toBeTruthy();
  });
});
