import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import { analyticsResponse, buildAnalytics } from '../components/analytics/analytics-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent?.replace(/\s/g, ' '));

function analyticsResponder(answer: (timeframe: string) => Response | undefined) {
  return (request: RecordedRequest) => {
    if (!request.url.startsWith('/api/admin/analytics')) return undefined;
    return answer(new URL(request.url, 'http://localhost').searchParams.get('timeframe') ?? '');
  };
}

describe('Analytics section', () => {
  it('shows the figures and, for each chart, a table for screen readers; asks for another timeframe', async () => {
    const { network } = renderAppAs(
      admin,
      '/dashboard/admin?section=analytics',
      analyticsResponder((timeframe) =>
        analyticsResponse(
          timeframe === '90d'
            ? buildAnalytics({
                timeframe: '90d',
                days: 90,
                newSubscriptions: 55,
                granularity: 'week',
                series: [],
              })
            : buildAnalytics(),
        ),
      ),
    );
    const tabs = within(await screen.findByRole('tablist', { name: 'Dashboard sections' }));
    expect((await tabs.findByRole('tab', { name: 'Analytics' })).getAttribute('aria-selected')).toBe('true');
    const names = tabs.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names.indexOf('Analytics')).toBe(names.indexOf('Collections') + 1);
    expect(names.indexOf('Reports')).toBe(names.indexOf('Analytics') + 1);

    const cards = within(await screen.findByRole('region', { name: 'Key figures' }));
    expect(cards.getByText('€ 9.800,00')).toBeTruthy();
    expect(cards.getByText('ARR € 117.600,00')).toBeTruthy();
    expect(cards.getByText('19')).toBeTruthy();
    expect(cards.getByText('7 churned')).toBeTruthy();
    expect(cards.getByText('1%')).toBeTruthy();
    expect(cards.getByText('7 of 700 running at the start ended')).toBeTruthy();
    expect(cards.getByText('€ 1.493,07')).toBeTruthy();
    expect(cards.getByText('97,6%')).toBeTruthy();
    expect(cards.getByText('16 returned in this timeframe (€ 387,20)')).toBeTruthy();
    expect(cards.getByText('41,2%')).toBeTruthy();
    expect(cards.getByText('3,4 days')).toBeTruthy();

    const mrr = within(screen.getByRole('table', { name: 'Monthly recurring revenue' }));
    expect(cellsOf(mrr.getByRole('row', { name: /22 nov/ }))).toEqual(['€ 9.750,00']);
    const debits = within(screen.getByRole('table', { name: 'Direct debits' }));
    expect(cellsOf(debits.getByRole('row', { name: /23 nov/ }))).toEqual(['40', '2']);
    const flow = within(screen.getByRole('table', { name: 'New vs churned subscriptions' }));
    expect(cellsOf(flow.getByRole('row', { name: /23 nov/ }))).toEqual(['2', '1']);
    const ageing = within(screen.getByRole('table', { name: 'Overdue ageing' }));
    expect(cellsOf(ageing.getByRole('row', { name: /31–60 days/ }))).toEqual(['€ 96,80', '4']);
    const funnel = within(screen.getByRole('table', { name: 'Collection funnel' }));
    expect(cellsOf(funnel.getByRole('row', { name: /Legal action/ }))).toEqual(['1', '€ 12,10']);
    expect(funnel.getAllByRole('row')).toHaveLength(7);

    fireEvent.change(screen.getByLabelText('Timeframe'), { target: { value: '90d' } });
    expect(await cards.findByText('55')).toBeTruthy();
    expect(network.requests.map((request) => request.url)).toContain('/api/admin/analytics?timeframe=90d');
  });

  it('shows — with the reason where a figure cannot be computed', async () => {
    renderAppAs(
      admin,
      '/dashboard/admin?section=analytics',
      analyticsResponder(() =>
        analyticsResponse(
          buildAnalytics({
            churnedSubscriptions: 0,
            churnRate: null,
            activeAtStart: 0,
            monthlyChurnRate: null,
            lifetimeValueCents: null,
            paymentSuccessRate: null,
            recoveryRate: null,
            daysSalesOutstanding: null,
          }),
        ),
      ),
    );
    const cards = within(await screen.findByRole('region', { name: 'Key figures' }));
    expect(cards.getAllByText('—')).toHaveLength(5);
    expect(cards.getByText('No subscription was running at the start of the timeframe')).toBeTruthy();
    expect(
      cards.getByText('No subscription churned in this timeframe, so there is no churn to divide by'),
    ).toBeTruthy();
    expect(cards.getByText('No direct debit was settled in this timeframe')).toBeTruthy();
    expect(cards.getByText('No collection case was opened in this timeframe')).toBeTruthy();
    expect(cards.getByText('Nothing was invoiced in this timeframe')).toBeTruthy();
  });

  it('shows a failed load with a retry that loads again', async () => {
    let failing = true;
    renderAppAs(
      admin,
      '/dashboard/admin?section=analytics',
      analyticsResponder(() =>
        failing
          ? jsonResponse(500, { success: false, error: 'Database unavailable', code: 'INTERNAL' })
          : analyticsResponse(buildAnalytics()),
      ),
    );
    expect(await screen.findByText(/Could not load the analytics/, {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Key figures' })).toBeNull();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const cards = within(await screen.findByRole('region', { name: 'Key figures' }));
    expect(cards.getByText('€ 9.800,00')).toBeTruthy();
  });
});
