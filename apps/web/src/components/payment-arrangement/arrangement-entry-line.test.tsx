import type { DashboardSummary } from '@hostportaal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildArrangement, buildOptions, ok } from '../../test/arrangement-fixtures';
import type { RecordedRequest } from '../../test/fetch-stub';
import { renderAppAs } from '../../test/render-app';
import { buildUser } from '../../test/user-fixture';

const user = buildUser({ firstname: 'Sanne' });

const summary = (openInvoices: number): DashboardSummary => ({
  firstLogin: false,
  activeServices: 0,
  openInvoices: { count: openInvoices, amountCents: openInvoices * 14_520, heldCents: 0 },
  accountCreditCents: 0,
  openTickets: 0,
  services: [],
  quickStats: {
    paidThisYearCents: 0,
    nextInvoice: null,
    customerSince: '2024-03-22T13:12:00.000Z',
    totalInvoices: 2,
  },
  today: '2026-11-21',
});

function answers(openInvoices: number, options: ReturnType<typeof buildOptions>) {
  return (request: RecordedRequest) => {
    if (request.url === '/api/dashboard/summary') return ok(summary(openInvoices));
    if (request.url === '/api/arrangements/options') return ok(options);
    if (request.url.startsWith(`/pay/invoices/${user.id}`))
      return ok({
        invoices: [],
        pagination: { page: 1, limit: 20, totalItems: 0, totalPages: 0 },
        years: [],
        accountCreditCents: 0,
      });
    if (request.url.startsWith('/api/letters'))
      return ok({ letters: [], pagination: { page: 1, limit: 10, totalItems: 0, totalPages: 0 } });
    return undefined;
  };
}

describe('the way to the Betalingsregeling page', () => {
  it('offers an arrangement on the dashboard to a customer with overdue claims', async () => {
    renderAppAs(user, '/dashboard', answers(2, buildOptions()));
    const line = await screen.findByTestId('arrangement-entry');
    expect(line.textContent).toBe('Lukt het niet om in één keer te betalen? Vraag een betalingsregeling aan');
    expect(
      within(line).getByRole('link', { name: 'Vraag een betalingsregeling aan' }).getAttribute('href'),
    ).toBe('/dashboard/payment-arrangement');
  });

  it('shows the running arrangement’s next instalment on the dashboard instead', async () => {
    renderAppAs(user, '/dashboard', answers(2, buildOptions({ claims: [], current: buildArrangement() })));
    const line = await screen.findByTestId('arrangement-entry');
    expect(
      within(line).getByText('Betalingsregeling BR-2026-0004: volgende termijn € 110,13 op 01-12-2026'),
    ).toBeTruthy();
    expect(within(line).getByRole('link', { name: 'Bekijk je regeling' })).toBeTruthy();
  });

  it('does not ask the arrangement API for a customer with nothing open', async () => {
    const { network } = renderAppAs(user, '/dashboard', answers(0, buildOptions()));
    await screen.findByRole('region', { name: 'Overzicht' });
    expect(network.requests.some((request) => request.url === '/api/arrangements/options')).toBe(false);
    expect(screen.queryByTestId('arrangement-entry')).toBeNull();
  });

  it('offers an arrangement on the invoices page too', async () => {
    renderAppAs(user, '/dashboard/invoices', answers(2, buildOptions()));
    const line = await screen.findByTestId('arrangement-entry');
    expect(within(line).getByRole('link', { name: 'Vraag een betalingsregeling aan' })).toBeTruthy();
  });
});
