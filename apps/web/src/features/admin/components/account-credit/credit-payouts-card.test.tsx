import type { CreditBalance, CreditPayout, CreditPayoutBatch } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';

// Issue 29: finance pays credit back from the account-credit list, and works the payout files there.

const finance = buildUser({ role: 'finance', firstname: 'Fenna' });
const path = '/dashboard/admin?section=payments&view=credit';
const userId = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f12';
const batchId = '7c1e0b7e-5d2a-4c1b-9f7e-2a4d6c8e0f12';

const customer: CreditBalance = {
  userId,
  customerNumber: 10042,
  customerName: 'Sanne de Vries',
  email: 'sanne@example.nl',
  balanceCents: 2500,
  payingBackCents: 0,
  paidTwiceCents: 2500,
  refundRequestedAt: null,
  nextInvoiceDate: null,
  toRefund: true,
  refundIban: 'NL91ABNA0417164300',
  lastChangeAt: '2026-11-30T10:00:00.000Z',
};

const payout: CreditPayout = {
  id: '5a0e6679-7425-40de-944b-e07fc1f90a09',
  userId,
  customerNumber: 10042,
  customerName: 'Sanne de Vries',
  route: 'transfer',
  status: 'reserved',
  amountCents: 2500,
  iban: 'NL91ABNA0417164300',
  endToEndId: 'HP-PO-20261130-10042-abc123',
  batchId,
  providerStatus: null,
  returnReasonCode: null,
  createdAt: '2026-11-30T10:00:00.000Z',
  sentAt: null,
};

const batch = (status: CreditPayoutBatch['status']): CreditPayoutBatch => ({
  id: batchId,
  status,
  messageId: status === 'open' ? null : 'HP-PO-20261130-ABCD',
  executionDate: status === 'open' ? null : '2026-12-01',
  numberOfTransactions: 1,
  totalCents: 2500,
  createdAt: '2026-11-30T10:00:00.000Z',
  fileCreatedAt: null,
  sentAt: null,
  cancelledAt: null,
  payouts: [payout],
});

const list = {
  success: true,
  data: {
    balances: [customer],
    pagination: { page: 1, limit: 20, totalItems: 1, totalPages: 1 },
    totals: { customers: 1, balanceCents: 2500, toRefundCents: 2500 },
  },
};

describe('Paying credit back (issue 29)', () => {
  it('starts a payback with the amount and the mandate’s IBAN, one key per intent, and says the route', async () => {
    const { network } = renderAppAs(finance, path, (request) => {
      if (request.url.startsWith('/api/admin/account-credit?')) return jsonResponse(200, list);
      if (request.url === '/api/admin/credit-payouts')
        return jsonResponse(200, { success: true, data: { batches: [], molliePayouts: [] } });
      if (request.url === `/api/admin/account-credit/${userId}/paybacks`)
        return jsonResponse(200, { success: true, data: { payouts: [payout], availableCents: 0 } });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pay back credit of Sanne de Vries' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pay back credit' }));
    expect((dialog.getByLabelText(/Amount to pay back/) as HTMLInputElement).value).toBe('25.00');
    expect((dialog.getByLabelText(/To IBAN/) as HTMLInputElement).value).toBe('NL91ABNA0417164300');
    fireEvent.change(dialog.getByLabelText(/Amount to pay back/), { target: { value: '30,00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pay back' }));
    expect(await dialog.findByText('Enter an amount above € 0 and at most € 25,00')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText(/Amount to pay back/), { target: { value: '25,00' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Pay back' }));
    expect(
      await screen.findByText(
        'Payback to Sanne de Vries started: € 25,00 by credit transfer in the next payout file.',
      ),
    ).toBeTruthy();
    const sent = network.requests.find((request) => request.url.endsWith('/paybacks'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      amountCents: 2500,
      iban: 'NL91ABNA0417164300',
      note: '',
    });
    expect(sent?.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists the payout file and writes, downloads and marks it sent', async () => {
    let current = batch('open');
    const { network } = renderAppAs(finance, path, (request) => {
      if (request.url.startsWith('/api/admin/account-credit?')) return jsonResponse(200, list);
      if (request.url === '/api/admin/credit-payouts')
        return jsonResponse(200, { success: true, data: { batches: [current], molliePayouts: [] } });
      if (request.url === `/api/admin/credit-payout-batches/${batchId}/file` && request.method === 'POST') {
        current = batch('file_created');
        return jsonResponse(200, { success: true, data: current });
      }
      if (request.url === `/api/admin/credit-payout-batches/${batchId}/sent`) {
        current = { ...batch('sent'), payouts: [{ ...payout, status: 'sent' }] };
        return jsonResponse(200, { success: true, data: current });
      }
      return undefined;
    });
    const open = within(await screen.findByRole('region', { name: 'Open payout file' }));
    expect(open.getByText('Sanne de Vries (customer no. 10042)')).toBeTruthy();
    expect(open.getByText('Under way')).toBeTruthy();
    fireEvent.click(open.getByRole('button', { name: 'Write pain.001' }));
    const written = within(await screen.findByRole('region', { name: 'HP-PO-20261130-ABCD' }));
    expect(written.getByText('File written')).toBeTruthy();
    expect(written.getByRole('button', { name: 'Download file' })).toBeTruthy();
    fireEvent.click(written.getByRole('button', { name: 'Mark sent' }));
    await waitFor(() => expect(written.getByText('Paid back')).toBeTruthy());
    expect(
      network.requests.some((request) => request.url.endsWith('/sent') && request.method === 'POST'),
    ).toBe(true);
  });
});
