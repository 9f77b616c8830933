import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { ScreenWordsProvider } from '../../../../components/ui/screen-words';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { SignedInAs } from '../../../../test/signed-in-as';
import { InvoiceDetailDialog } from './invoice-detail-dialog';

// Issue 29: refunding an invoice paid online through Mollie from the admin invoice dialog (finance only), with
// each refund's state as Mollie reports it.

const invoiceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const detail = {
  id: invoiceId,
  invoiceNumber: '2026-000123',
  kind: 'invoice',
  status: 'paid',
  userId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
  customerName: 'Bakkerij Jansen B.V.',
  customerEmail: 'administratie@bakkerij.example.nl',
  description: 'Webhosting Plus november',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  subtotalCents: 10000,
  vatCents: 2100,
  totalCents: 12100,
  paidCents: 12100,
  openCents: 0,
  paymentType: 'bank_transfer',
  paymentReference: 'PAY-2026-0042',
  sentAt: '2026-11-01T08:00:00.000Z',
  subscriptionId: null,
  periodStart: null,
  periodEnd: null,
  reverseCharge: false,
  customerVatId: null,
  lines: [],
  payments: [],
  creditForInvoice: null,
  creditNotes: [],
  creditReason: null,
  creditableCents: 12100,
  submittedForCollectionAt: null,
  sentPdfSha256: null,
  deliveryProblem: null,
  deliveryFailedAt: null,
};
const paidOnline = {
  providerPaymentId: 'tr_WDqYK6vllg',
  method: 'bancontact',
  amountCents: 12100,
  paidAt: '2026-11-20T10:00:00.000Z',
};
const pendingRefund = {
  id: '2a0e6679-7425-40de-944b-e07fc1f90ae2',
  providerRefundId: 're_4qqhO89gsT',
  amountCents: 2100,
  status: 'pending',
  description: 'Korting',
  createdAt: '2026-11-21T09:00:00.000Z',
  bookedAt: null,
};
const refundsUrl = `/api/admin/invoices/${invoiceId}/online-refunds`;
const refundsBody = (data: object) => jsonResponse(200, { success: true, data });

function renderDialog(
  role: 'finance' | 'support',
  respond: (request: RecordedRequest) => Response | undefined,
) {
  const network = stubFetch((request) => {
    if (request.url === `/api/admin/invoices/${invoiceId}`)
      return jsonResponse(200, { success: true, data: { invoice: detail } });
    if (request.url === `/api/admin/invoices/${invoiceId}/peppol`)
      return jsonResponse(200, { success: true, data: { configured: false, delivery: null } });
    return (
      respond(request) ?? jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' })
    );
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <SignedInAs userRole={role}>
        {/* As the Administration Dashboard hands them to what it shows (admin-panel-page). */}
        <ScreenWordsProvider words={{ close: 'Close', retry: 'Retry', errors: 'adminErrors' }}>
          <InvoiceDetailDialog invoiceId={invoiceId} onClose={() => undefined} />
        </ScreenWordsProvider>
      </SignedInAs>
    </AppProviders>,
  );
  return network;
}

afterEach(() => vi.restoreAllMocks());

describe('refunds via Mollie in the invoice dialog', () => {
  it('refunds a part with one Idempotency-Key per intent and shows the refund as Mollie reports it', async () => {
    let asked = 0;
    const { requests } = renderDialog('finance', (request) => {
      if (request.url !== refundsUrl) return undefined;
      if (request.method === 'POST') {
        asked += 1;
        // Mollie was away the first time: the retry is the same intent, with the same key.
        return asked === 1
          ? jsonResponse(503, { success: false, error: 'Mollie weg', code: 'SERVICE_UNAVAILABLE' })
          : jsonResponse(200, { success: true, data: { ...pendingRefund, status: 'pending' } });
      }
      return asked < 2
        ? refundsBody({ payment: paidOnline, refundableCents: 12100, providerAvailable: true, refunds: [] })
        : refundsBody({
            payment: paidOnline,
            refundableCents: 10000,
            providerAvailable: true,
            refunds: [pendingRefund],
          });
    });
    const section = within(await screen.findByRole('region', { name: 'Refunds via Mollie' }));
    expect(section.getByText('Paid online: € 121,00 with Bancontact (tr_WDqYK6vllg)')).toBeTruthy();
    expect(section.getByText('Still refundable through Mollie: € 121,00')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Refund via Mollie' }));
    const amount = section.getByLabelText('Amount to refund (EUR)') as HTMLInputElement;
    expect(amount.value).toBe('121.00');
    fireEvent.change(amount, { target: { value: '121,01' } });
    fireEvent.click(section.getByRole('button', { name: 'Request refund' }));
    expect(await section.findByText('At most € 121,00 can be refunded.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(amount, { target: { value: '21,00' } });
    fireEvent.change(section.getByLabelText('Description (optional)'), { target: { value: 'Korting' } });
    fireEvent.click(section.getByRole('button', { name: 'Request refund' }));
    const failed = await section.findByRole('alert');
    expect(failed.textContent).toContain('Could not request the refund');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));

    expect(
      await section.findByText(
        'Refund of € 21,00 requested from Mollie. The invoice and the books change once Mollie reports it refunded.',
      ),
    ).toBeTruthy();
    const refund = within(await section.findByTestId('online-refund'));
    expect(refund.getByText('Pending')).toBeTruthy();
    expect(refund.getByText('€ 21,00')).toBeTruthy();
    expect(refund.getByText(/re_4qqhO89gsT · Korting$/)).toBeTruthy();
    expect(section.getByText('Still refundable through Mollie: € 100,00')).toBeTruthy();

    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { amountCents: 2100, description: 'Korting' },
      { amountCents: 2100, description: 'Korting' },
    ]);
    const keys = posts.map((request) => request.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows a refunded and a failed refund, and no refund button when nothing is left', async () => {
    renderDialog('finance', (request) =>
      request.url === refundsUrl
        ? refundsBody({
            payment: null,
            refundableCents: 0,
            providerAvailable: false,
            refunds: [
              { ...pendingRefund, status: 'refunded', bookedAt: '2026-11-22T09:00:00.000Z' },
              { ...pendingRefund, id: '2a0e6679-7425-40de-944b-e07fc1f90ae3', status: 'failed' },
            ],
          })
        : undefined,
    );
    const section = within(await screen.findByRole('region', { name: 'Refunds via Mollie' }));
    const refunds = await section.findAllByTestId('online-refund');
    expect(within(refunds[0] as HTMLElement).getByText('Refunded')).toBeTruthy();
    expect(within(refunds[0] as HTMLElement).getByText(/booked 22-11-2026 10:00/)).toBeTruthy();
    expect(within(refunds[1] as HTMLElement).getByText('Failed')).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Refund via Mollie' })).toBeNull();
  });

  it('shows nothing of Mollie for an invoice not paid online', async () => {
    const { requests } = renderDialog('finance', (request) =>
      request.url === refundsUrl
        ? refundsBody({ payment: null, refundableCents: 0, providerAvailable: false, refunds: [] })
        : undefined,
    );
    await screen.findByRole('dialog', { name: 'Invoice 2026-000123' });
    await waitFor(() => expect(requests.some((request) => request.url === refundsUrl)).toBe(true));
    expect(screen.queryByRole('region', { name: 'Refunds via Mollie' })).toBeNull();
  });

  it('is not asked for by support, who may not refund', async () => {
    const { requests } = renderDialog('support', () => undefined);
    await screen.findByRole('region', { name: 'Peppol' });
    expect(requests.some((request) => request.url === refundsUrl)).toBe(false);
    expect(screen.queryByRole('button', { name: 'Refund via Mollie' })).toBeNull();
  });
});
