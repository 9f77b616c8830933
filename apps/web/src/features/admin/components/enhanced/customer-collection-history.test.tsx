import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';
import { buildEnhancedSubscription, enhancedApi } from './enhanced-test-fixtures';

// Issue 29: Incasso Beheer's details show the customer's claim history with what happened online through
// Mollie, in the user's language (Dutch in nl, as Incasso Beheer is).

const finance = buildUser({ role: 'finance', firstname: 'Fenna' });
const row = buildEnhancedSubscription(1);
const historyUrl = `/api/admin/collections/actions?limit=20&customerId=${row.userId}`;

const action = (id: number, kind: string, description: string, result: 'success' | 'failed' = 'success') => ({
  id,
  caseId: null,
  customerId: row.userId,
  customerName: 'Klant 1',
  action: kind,
  description,
  timestamp: '2026-11-21T09:00:00.000Z',
  performedBy: 'Automatisch',
  result,
});

describe('Incasso Beheer details: the claim history', () => {
  it('shows online payments, a failed attempt, a refund and a chargeback of this customer', async () => {
    const { network } = renderAppAs(
      finance,
      '/dashboard/enhanced-subscriptions',
      enhancedApi([row], (request) =>
        request.url === historyUrl
          ? jsonResponse(200, {
              success: true,
              data: {
                actions: [
                  action(4, 'online_charged_back', 'Chargeback van € 12,10 (chb_n9z0tp)'),
                  action(3, 'online_refund_done', 'Terugbetaling van € 2,00 via Mollie (re_4qqhO89gsT)'),
                  action(
                    2,
                    'online_payment_paid',
                    'Online betaling van € 12,10 ontvangen (iDEAL, tr_WDqYK6vllg)',
                  ),
                  action(
                    1,
                    'online_payment_expired',
                    'Online betaling van € 12,10 verlopen (tr_7UhSN1zuXS)',
                    'failed',
                  ),
                ],
              },
            })
          : undefined,
      ),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Details van Klant 1 bekijken' }));
    const history = within(await screen.findByRole('region', { name: 'Geschiedenis' }));
    const items = await history.findAllByTestId('customer-history-item');
    expect(items.map((item) => item.querySelector('.font-medium')?.textContent)).toEqual([
      'Online betaling gestorneerd (chargeback)',
      'Terugbetaald via Mollie',
      'Online betaald',
      'Online betaling verlopen',
    ]);
    expect(history.getByText('Online betaling van € 12,10 ontvangen (iDEAL, tr_WDqYK6vllg)')).toBeTruthy();
    expect(within(items[3] as HTMLElement).getByText('Mislukt')).toBeTruthy();
    expect(history.getAllByText(/Automatisch/)).toHaveLength(4);
    expect(network.requests.map((request) => request.url)).toContain(historyUrl);
  });
});
