import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { SignedInAs } from '../../../../test/signed-in-as';
import { InvoiceDetailDialog } from './invoice-detail-dialog';

// The Peppol delivery in the admin invoice detail dialog (issue 21, decision 030). Here rather than in
// Playwright, where the e2e server has no access point (admin-billing.spec checks it says so): it would need
// a fake access point started before it and a way to run the job on demand.

const invoiceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const detail = {
  id: invoiceId,
  invoiceNumber: '2026-000123',
  kind: 'invoice',
  status: 'open',
  userId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
  customerName: 'Bakkerij Jansen B.V.',
  customerEmail: 'administratie@bakkerij.example.nl',
  description: 'Webhosting Plus november',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  subtotalCents: 10000,
  vatCents: 2100,
  totalCents: 12100,
  paidCents: 0,
  openCents: 12100,
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

const failed = {
  status: 'failed',
  receiverId: '0106:12345678',
  attempts: 1,
  maxAttempts: 10,
  nextAttemptAt: null,
  lastError: 'The access point refused the document (HTTP 422). RECEIVER_NOT_FOUND: Receiver unknown',
  messageId: null,
  sentAt: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:05.000Z',
};
const sent = {
  ...failed,
  status: 'sent',
  lastError: null,
  messageId: 'msg-42',
  sentAt: '2026-11-01T09:30:00.000Z',
};

function renderDialog(respond: (request: RecordedRequest) => Response | undefined) {
  const network = stubFetch((request) => {
    if (request.url === `/api/admin/invoices/${invoiceId}`)
      return jsonResponse(200, { success: true, data: { invoice: detail } });
    return (
      respond(request) ?? jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' })
    );
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <SignedInAs userRole="support">
        <InvoiceDetailDialog invoiceId={invoiceId} onClose={() => undefined} />
      </SignedInAs>
    </AppProviders>,
  );
  return network;
}

const peppolUrl = `/api/admin/invoices/${invoiceId}/peppol`;
const resendUrl = `${peppolUrl}/resend`;

afterEach(() => vi.restoreAllMocks());

describe('the Peppol delivery in the invoice dialog', () => {
  it('shows a failed delivery with its reason, and sends it again for staff', async () => {
    const { requests } = renderDialog((request) => {
      if (request.url === peppolUrl)
        return jsonResponse(200, { success: true, data: { configured: true, delivery: failed } });
      if (request.url === resendUrl && request.method === 'POST')
        return jsonResponse(200, { success: true, data: { configured: true, delivery: sent } });
      return undefined;
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-000123' }));
    const section = within(await dialog.findByRole('region', { name: 'Peppol' }));
    expect(await section.findByText('Failed')).toBeTruthy();
    expect(section.getByText('To 0106:12345678')).toBeTruthy();
    expect(section.getByText('Attempts: 1 of 10')).toBeTruthy();
    expect(
      section.getByText(
        'Last error: The access point refused the document (HTTP 422). RECEIVER_NOT_FOUND: Receiver unknown',
      ),
    ).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Send via Peppol again' }));
    expect(await section.findByText('The invoice is queued for Peppol again.')).toBeTruthy();
    expect(section.getByText('Sent')).toBeTruthy();
    expect(section.getByText(/^Sent 01-11-2026 10:30 · message msg-42$/)).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Send via Peppol again' })).toBeNull();
    expect(requests.filter((request) => request.url === resendUrl)).toHaveLength(1);
  });

  it('words a refusal of send again in the admin screen’s English', async () => {
    renderDialog((request) => {
      if (request.url === peppolUrl)
        return jsonResponse(200, { success: true, data: { configured: true, delivery: failed } });
      if (request.url === resendUrl)
        return jsonResponse(409, {
          success: false,
          error: 'Alleen een mislukte Peppol-verzending kan opnieuw worden verstuurd.',
          code: 'CONFLICT',
          reason: 'peppol_delivery_not_failed',
        });
      return undefined;
    });
    const section = within(await screen.findByRole('region', { name: 'Peppol' }));
    fireEvent.click(await section.findByRole('button', { name: 'Send via Peppol again' }));
    expect(
      await section.findByText(
        'Could not send via Peppol again: Only a failed Peppol delivery can be sent again.',
      ),
    ).toBeTruthy();
  });

  it('says when Peppol sending is not configured, with no send again', async () => {
    renderDialog((request) =>
      request.url === peppolUrl
        ? jsonResponse(200, { success: true, data: { configured: false, delivery: null } })
        : undefined,
    );
    const section = within(await screen.findByRole('region', { name: 'Peppol' }));
    expect(
      await section.findByText('Sending over Peppol is not configured (PEPPOL_ACCESS_POINT_URL).'),
    ).toBeTruthy();
    expect(section.queryByRole('button', { name: 'Send via Peppol again' })).toBeNull();
  });
});
