import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';

// Issue 29: finance's list of online payments in the Payments section, filtered and paged by the server.

const finance = buildUser({ role: 'finance', firstname: 'Fenna' });
const path = '/dashboard/admin?section=payments&view=online';

function payment(overrides: Record<string, unknown> = {}) {
  return {
    id: '5f0c2a1e-7425-40de-944b-e07fc1f90a01',
    userId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
    customerName: 'Sanne de Vries',
    customerEmail: 'sanne@example.nl',
    provider: 'mollie',
    mode: 'live',
    providerPaymentId: 'tr_WDqYK6vllg',
    scope: 'invoice',
    invoiceNumbers: ['2026-000123'],
    letterNumber: null,
    arrangementNumber: null,
    instalmentSequence: null,
    amountCents: 12100,
    creditedCents: 0,
    status: 'paid',
    method: 'ideal',
    failure: null,
    createdAt: '2026-11-21T09:00:00.000Z',
    paidAt: '2026-11-21T09:01:00.000Z',
    bookedAt: '2026-11-21T09:01:05.000Z',
    ...overrides,
  };
}

const page = (payments: unknown[], totalItems = payments.length) => ({
  success: true,
  data: {
    payments,
    pagination: { page: 1, limit: 20, totalItems, totalPages: Math.max(1, Math.ceil(totalItems / 20)) },
  },
});

describe('the online payments list', () => {
  it('shows each payment with what it paid, method, Mollie’s state and id, and the booking', async () => {
    const { network } = renderAppAs(finance, path, (request) =>
      request.url.startsWith('/api/admin/online-payments?')
        ? jsonResponse(
            200,
            page([
              payment(),
              payment({
                id: '5f0c2a1e-7425-40de-944b-e07fc1f90a02',
                mode: 'demo',
                providerPaymentId: 'tr_expired01',
                scope: 'letter',
                invoiceNumbers: ['2026-000124', '2026-000125'],
                letterNumber: 'INC-2026-0007',
                status: 'expired',
                method: null,
                paidAt: null,
                bookedAt: null,
              }),
              // An instalment of a payment arrangement (issue 30): it pays the arrangement's invoices.
              payment({
                id: '5f0c2a1e-7425-40de-944b-e07fc1f90a03',
                providerPaymentId: 'tr_instalment1',
                scope: 'instalment',
                invoiceNumbers: ['2026-000126'],
                arrangementNumber: 'BR-2026-000004',
                instalmentSequence: 2,
              }),
            ]),
          )
        : undefined,
    );
    const views = within(await screen.findByRole('tablist', { name: 'Payments views' }));
    expect(views.getByRole('tab', { name: 'Online payments' }).getAttribute('aria-selected')).toBe('true');
    const rows = await screen.findAllByTestId('online-payment-row');
    expect(rows).toHaveLength(3);
    const paid = within(rows[0] as HTMLElement);
    expect(paid.getByText('Sanne de Vries')).toBeTruthy();
    expect(paid.getByText('2026-000123')).toBeTruthy();
    expect(paid.getByText('€ 121,00')).toBeTruthy();
    expect(paid.getByText('Paid')).toBeTruthy();
    expect(paid.getAllByText('iDEAL | Wero').length).toBeGreaterThan(0);
    expect(paid.getAllByText('tr_WDqYK6vllg').length).toBeGreaterThan(0);
    expect(paid.getByText('Booked 21-11-2026 10:01')).toBeTruthy();
    expect(paid.queryByText('Test')).toBeNull();
    const expired = within(rows[1] as HTMLElement);
    expect(expired.getByText('Expired')).toBeTruthy();
    expect(expired.getByText('Test')).toBeTruthy();
    expect(expired.getByText('Letter INC-2026-0007')).toBeTruthy();
    expect(expired.getByText('Not booked')).toBeTruthy();
    const instalment = within(rows[2] as HTMLElement);
    expect(instalment.getByText('Arrangement BR-2026-000004, instalment 2')).toBeTruthy();
    expect(instalment.getByText('2026-000126')).toBeTruthy();
    expect(network.requests.map((request) => request.url)).toContain(
      '/api/admin/online-payments?page=1&limit=20',
    );
  });

  it('asks the server for one status, and says when none have it', async () => {
    const { network } = renderAppAs(finance, path, (request) => {
      if (!request.url.startsWith('/api/admin/online-payments?')) return undefined;
      return jsonResponse(200, request.url.includes('status=failed') ? page([]) : page([payment()]));
    });
    await screen.findAllByTestId('online-payment-row');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'failed' } });
    expect(await screen.findByText('No online payments with this status.')).toBeTruthy();
    expect(network.requests.map((request) => request.url)).toContain(
      '/api/admin/online-payments?page=1&limit=20&status=failed',
    );
  });

  it('pages on the server', async () => {
    const { network } = renderAppAs(finance, path, (request) =>
      request.url.startsWith('/api/admin/online-payments?')
        ? jsonResponse(200, page([payment()], 41))
        : undefined,
    );
    await screen.findAllByTestId('online-payment-row');
    fireEvent.click(screen.getByRole('button', { name: /next/i }));
    await screen.findAllByTestId('online-payment-row');
    expect(network.requests.map((request) => request.url)).toContain(
      '/api/admin/online-payments?page=2&limit=20',
    );
  });

  it('says when there are none yet, and shows a failed load with a retry', async () => {
    let calls = 0;
    renderAppAs(finance, path, (request) => {
      if (!request.url.startsWith('/api/admin/online-payments?')) return undefined;
      calls += 1;
      return calls <= 3
        ? jsonResponse(500, { success: false, error: 'Boem', code: 'INTERNAL' })
        : jsonResponse(200, page([]));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the online payments');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No online payments yet.')).toBeTruthy();
  });
});
