import type { CreditBalance, CreditEntry } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';

const finance = buildUser({ role: 'finance', firstname: 'Fenna' });
const path = '/dashboard/admin?section=payments&view=credit';

function balance(index: number, overrides: Partial<CreditBalance> = {}): CreditBalance {
  return {
    userId: `0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f1${index}`,
    customerNumber: 10040 + index,
    customerName: `Klant ${index}`,
    email: `klant${index}@example.nl`,
    balanceCents: 1000 * index,
    payingBackCents: 0,
    paidTwiceCents: 0,
    refundRequestedAt: null,
    nextInvoiceDate: '2026-12-15',
    toRefund: false,
    refundIban: 'NL91ABNA0417164300',
    lastChangeAt: '2026-11-30T10:00:00.000Z',
    ...overrides,
  };
}

const twice = balance(2, {
  customerName: 'Sanne de Vries',
  paidTwiceCents: 2000,
  toRefund: true,
  refundRequestedAt: '2026-12-01T09:00:00.000Z',
});
const settles = balance(1);
const leftOver = balance(3, { nextInvoiceDate: null, toRefund: true });

function listBody(balances: CreditBalance[]) {
  return {
    success: true,
    data: {
      balances,
      pagination: { page: 1, limit: 20, totalItems: balances.length, totalPages: 1 },
      totals: { customers: 3, balanceCents: 6000, toRefundCents: 5000 },
    },
  };
}

const entries: CreditEntry[] = [
  {
    id: '5a0e6679-7425-40de-944b-e07fc1f90a01',
    kind: 'refund',
    amountCents: -500,
    invoiceNumber: null,
    creditNoteNumber: null,
    refundIban: 'NL91ABNA0417164300',
    description: 'Terugbetaald op NL** **** **** **** 4300',
    createdByName: 'Fenna Financiën',
    createdAt: '2026-12-01T10:00:00.000Z',
  },
  {
    id: '5a0e6679-7425-40de-944b-e07fc1f90a02',
    kind: 'double_payment',
    amountCents: 2500,
    invoiceNumber: '2026-000123',
    creditNoteNumber: null,
    refundIban: null,
    description: 'Factuur 2026-000123 twee keer betaald',
    createdByName: null,
    createdAt: '2026-11-28T07:30:00.000Z',
  },
];

const listQueries = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.url.startsWith('/api/admin/account-credit?'))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));

describe('Payments → Account credit (issue 27)', () => {
  it('shows the totals and each customer’s credit with what happens to it, searched and filtered on the server', async () => {
    const { network } = renderAppAs(finance, path, (request) => {
      if (!request.url.startsWith('/api/admin/account-credit?')) return undefined;
      const query = new URL(request.url, 'http://x').searchParams;
      if (query.get('search') === 'niemand') return jsonResponse(200, listBody([]));
      return jsonResponse(
        200,
        listBody(query.get('show') === 'refund' ? [twice, leftOver] : [leftOver, twice, settles]),
      );
    });
    expect(await screen.findByRole('tab', { name: 'Account credit', selected: true })).toBeTruthy();
    const figures = within(await screen.findByRole('region', { name: 'Account credit figures' }));
    expect(figures.getByText('Customers with credit').parentElement?.textContent).toContain('3');
    expect(figures.getByText('€ 60,00')).toBeTruthy();
    expect(figures.getByText('€ 50,00')).toBeTruthy();

    const rowOf = (name: string) => within(screen.getByText(name).closest('tr') as HTMLElement);
    expect(rowOf('Sanne de Vries').getByText('To pay back')).toBeTruthy();
    expect(rowOf('Sanne de Vries').getByText('Refund requested')).toBeTruthy();
    // Credit and, of it, paid twice: both € 20,00.
    expect(rowOf('Sanne de Vries').getAllByText('€ 20,00')).toHaveLength(2);
    expect(rowOf('Klant 1').getByText('Settles next invoice')).toBeTruthy();
    expect(rowOf('Klant 1').getByText('15-12-2026')).toBeTruthy();
    expect(rowOf('Klant 3').getByText('Nothing to settle it with')).toBeTruthy();
    expect(rowOf('Klant 3').getByText('Customer no. 10043')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'refund' } });
    await waitFor(() => expect(screen.queryByText('Klant 1')).toBeNull());
    expect(listQueries(network.requests).at(-1)).toMatchObject({ show: 'refund', page: '1' });

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'niemand' } });
    expect(
      await screen.findByText(
        'No customer with credit matches this search or filter.',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(listQueries(network.requests).at(-1)).toMatchObject({ search: 'niemand', show: 'refund' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filter' }));
    expect(await screen.findByText('Klant 1', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('opens a customer’s ledger with every entry in words, signed and by whom', async () => {
    renderAppAs(finance, path, (request) => {
      if (request.url.startsWith('/api/admin/account-credit?')) return jsonResponse(200, listBody([twice]));
      if (request.url.startsWith(`/api/admin/account-credit/${twice.userId}?`))
        return jsonResponse(200, {
          success: true,
          data: {
            balance: twice,
            entries,
            pagination: { page: 1, limit: 10, totalItems: 2, totalPages: 1 },
          },
        });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Ledger of Sanne de Vries' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ledger of Sanne de Vries' }));
    expect(await dialog.findByText('Paid twice')).toBeTruthy();
    const [refund, paidTwice] = dialog
      .getAllByTestId('credit-entry')
      .map((entry) => (entry.textContent ?? '').replace(/\s/g, ' '));
    expect(refund).toContain('Paid back');
    expect(refund).toContain('To NL91ABNA0417164300');
    expect(refund).toContain('Fenna Financiën');
    expect(refund).toContain('−€ 5,00');
    expect(paidTwice).toContain('Invoice 2026-000123');
    expect(paidTwice).toContain('Automatic');
    expect(paidTwice).toContain('+€ 25,00');
    expect(dialog.getByText(/Credit now: € 20,00/)).toBeTruthy();
  });

  it('shows a failed list with a retry, and an empty one in words', async () => {
    let fail = true;
    renderAppAs(finance, path, (request) => {
      if (request.url === '/api/admin/credit-payouts')
        return jsonResponse(200, { success: true, data: { batches: [], molliePayouts: [] } });
      if (!request.url.startsWith('/api/admin/account-credit?')) return undefined;
      if (fail) return jsonResponse(500, { success: false, error: 'Boem', code: 'INTERNAL' });
      return jsonResponse(200, listBody([]));
    });
    expect(await screen.findByText(/^Could not load account credit:/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No customer has account credit.')).toBeTruthy();
  });
});
