import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import {
  actionsResponse,
  alertsResponse,
  buildDashboardStats,
  collectionCasesAlert,
  expiringAction,
  overdueAction,
  returnedDebitsAlert,
  revenueMonths,
  revenueResponse,
  statsResponse,
} from '../components/overview/overview-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });

/** The four overview calls answered with the fixtures; `override` answers a call first. */
function dashboardResponder(override: (request: RecordedRequest) => Response | undefined = () => undefined) {
  return (request: RecordedRequest) => {
    const answer = override(request);
    if (answer) return answer;
    if (request.url.startsWith('/api/admin/dashboard/stats?')) {
      const period = Number(new URL(request.url, 'http://localhost').searchParams.get('period'));
      return statsResponse(buildDashboardStats({ period }));
    }
    if (request.url === '/api/admin/dashboard/priority-actions') {
      return actionsResponse([overdueAction, expiringAction]);
    }
    if (request.url === '/api/admin/dashboard/alerts') {
      return alertsResponse([collectionCasesAlert, returnedDebitsAlert]);
    }
    if (request.url === '/api/admin/dashboard/revenue') return revenueResponse(revenueMonths);
    return undefined;
  };
}

describe('Overview section', () => {
  it('shows the figures, the nav badges and the revenue table, and asks for another period', async () => {
    const { network } = renderAppAs(admin, '/dashboard/admin', dashboardResponder());

    const cards = within(await screen.findByRole('region', { name: 'Key figures' }));
    expect(cards.getByText('128')).toBeTruthy();
    expect(cards.getByText('+50%')).toBeTruthy();
    expect(cards.getByText('12 new in the last 30 days')).toBeTruthy();
    expect(cards.getByText('97')).toBeTruthy();
    expect(cards.getByText('-10%')).toBeTruthy();
    expect(cards.getByText('€ 1.234,56')).toBeTruthy();
    expect(cards.getByText('€ 12,73 per customer')).toBeTruthy();
    // Each figure says what it counts, in the screen's English.
    const revenueTip = cards.getByRole('button', { name: 'What does Monthly Revenue (MRR) count?' });
    expect(document.getElementById(revenueTip.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^The monthly price excl\. VAT .* of every subscription running today/,
    );
    expect(cards.getByRole('button', { name: 'What does Total Users count?' })).toBeTruthy();
    expect(cards.getByRole('button', { name: 'What does Active Subscriptions count?' })).toBeTruthy();
    expect(cards.getByText('96,5%')).toBeTruthy();
    expect(cards.getByText('7 returned in the last 30 days')).toBeTruthy();

    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' }));
    expect(tabs.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');
    expect(tabs.getByRole('tab', { name: 'Invoices, 3 overdue invoices, urgent' })).toBeTruthy();
    expect(tabs.getByRole('tab', { name: 'Payments, 4 failed payments' })).toBeTruthy();
    expect(tabs.getByRole('tab', { name: 'Collections' })).toBeTruthy();

    const revenue = within(await screen.findByRole('table', { name: 'Revenue, last 12 months' }));
    const november = revenue.getByRole('row', { name: /nov 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['€ 12.000,00', '€ 10.800,00']);
    expect(revenue.getByRole('rowheader', { name: 'dec 2025' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    expect(await cards.findByText('12 new in the last 7 days')).toBeTruthy();
    expect(network.requests.map((request) => request.url)).toContain('/api/admin/dashboard/stats?period=7');
  });

  it('opens the section of a priority action and of an alert, and lists alerts by severity', async () => {
    const { router } = renderAppAs(admin, '/dashboard/admin', dashboardResponder());

    const alerts = within(await screen.findByRole('region', { name: 'System Alerts' }));
    const items = await alerts.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '7 direct debits returned in the last 30 days',
      '6 open collection cases',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Urgent')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('High')).toBeTruthy();

    const actions = within(screen.getByRole('region', { name: 'Priority Actions' }));
    expect(
      actions.getByText(
        '€ 484,00 unpaid past the due date (invoices, excl. collection costs and debits the bank is still collecting).',
      ),
    ).toBeTruthy();
    expect(actions.getByText('Medium')).toBeTruthy();
    fireEvent.click(actions.getByRole('button', { name: 'Open Collections: Overdue invoices' }));
    await waitFor(() => expect(router.state.location.search).toBe('?section=collections'));

    await router.navigate(-1);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Go to Payments: 7 direct debits returned in the last 30 days',
      }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?section=payments'));
  });

  it('shows a failed load with a retry and the empty states, never made-up figures', async () => {
    let statsFail = true;
    renderAppAs(
      admin,
      '/dashboard/admin?section=overview',
      dashboardResponder((request) => {
        if (request.url.startsWith('/api/admin/dashboard/stats?') && statsFail) {
          return jsonResponse(500, { success: false, error: 'Database down', code: 'INTERNAL_ERROR' });
        }
        if (request.url === '/api/admin/dashboard/priority-actions') return actionsResponse([]);
        if (request.url === '/api/admin/dashboard/alerts') return alertsResponse([]);
        return undefined;
      }),
    );

    expect(
      await screen.findByText(
        // The English Overview says it in English in nl too (issue 20), not in the user's Dutch.
        'Could not load the key figures: Server error. Please try again later.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
    expect(await screen.findByText('Nothing needs attention right now.')).toBeTruthy();
    expect(screen.getByText('No alerts')).toBeTruthy();

    statsFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const cards = within(await screen.findByRole('region', { name: 'Key figures' }));
    expect(cards.getByText('128')).toBeTruthy();
  });
});
