import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { renderWithApi } from './collection-test-fixtures';
import { RecentCollectionActions } from './recent-collection-actions';

// Issue 29: the claim history of the Collection Center shows what happened online — paid (with the method and
// Mollie's id in the description), an attempt that failed or expired, a refund and a chargeback — each named.

const action = (id: number, kind: string, description: string, result: 'success' | 'failed' = 'success') => ({
  id,
  caseId: null,
  customerId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
  customerName: 'Sanne de Vries',
  action: kind,
  description,
  timestamp: '2026-11-21T09:00:00.000Z',
  performedBy: 'Automatisch',
  result,
});

describe('Recent Collection Actions', () => {
  it('names the online payment events of a claim', async () => {
    const actions = [
      action(6, 'online_charged_back', 'Chargeback van € 4,78 (chb_n9z0tp)'),
      action(5, 'online_refund_done', 'Terugbetaling van € 2,00 via Mollie (re_4qqhO89gsT)'),
      action(4, 'online_refund_requested', 'Terugbetaling van € 2,00 gevraagd bij Mollie (re_4qqhO89gsT)'),
      action(3, 'online_payment_paid', 'Online betaling van € 4,78 ontvangen (iDEAL, tr_WDqYK6vllg)'),
      action(2, 'online_payment_expired', 'Online betaling van € 4,78 verlopen (tr_7UhSN1zuXS)', 'failed'),
      action(1, 'online_payment_failed', 'Online betaling van € 4,78 mislukt (tr_3tGdH2pmYh)', 'failed'),
    ];
    renderWithApi(<RecentCollectionActions />, (request) =>
      request.url.startsWith('/api/admin/collections/actions?')
        ? jsonResponse(200, { success: true, data: { actions } })
        : undefined,
    );
    const rows = await screen.findAllByRole('row');
    const row = (kind: string) =>
      within(rows.find((candidate) => candidate.textContent?.includes(kind)) as HTMLElement);
    expect(row('Online payment charged back').getByText('Chargeback van € 4,78 (chb_n9z0tp)')).toBeTruthy();
    expect(row('Refunded via Mollie').getByText(/re_4qqhO89gsT/)).toBeTruthy();
    expect(row('Refund requested from Mollie').getByText(/gevraagd bij Mollie/)).toBeTruthy();
    expect(row('Paid online').getByText(/iDEAL, tr_WDqYK6vllg/)).toBeTruthy();
    expect(row('Online payment expired').getByText('Failed')).toBeTruthy();
    expect(row('Online payment failed').getByText(/tr_3tGdH2pmYh/)).toBeTruthy();
    expect(screen.queryByText('online_payment_paid')).toBeNull();
  });
});
