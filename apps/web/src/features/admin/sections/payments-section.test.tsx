import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { PaymentsSection } from './payments-section';

const invoiceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function pendingBody(paidAlready: boolean) {
  return {
    success: true,
    data: {
      payments: paidAlready
        ? []
        : [
            {
              invoiceId,
              invoiceNumber: '2026-000123',
              reference: 'PAY-2026-0042',
              customerName: 'Sanne de Vries',
              customerEmail: 'sanne@example.nl',
              status: 'overdue',
              dueDate: '2026-11-15',
              totalCents: 12100,
              openCents: 12100,
              daysOverdue: 6,
            },
          ],
      pagination: { page: 1, limit: 20, totalItems: paidAlready ? 0 : 1, totalPages: 1 },
      totalOpenCents: paidAlready ? 0 : 12100,
    },
  };
}

const lookup = {
  billingLetter: {
    id: invoiceId,
    reference: 'PAY-2026-0042',
    totalAmount: 12100,
    customer: {
      id: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
      firstname: 'Sanne',
      lastname: 'de Vries',
      email: 'sanne@example.nl',
    },
    letterType: 'invoice',
  },
  invoice: null,
  subscription: null,
};

// The SEPA cards above the manual payments (issue 5) load their own lists; empty here.
function emptySepaLists(url: string): Response | null {
  if (url === '/api/admin/sepa-batches') return jsonResponse(200, { success: true, data: { batches: [] } });
  if (url === '/api/admin/bank-files') return jsonResponse(200, { success: true, data: { imports: [] } });
  return null;
}

describe('Payments section', { timeout: 30_000 }, () => {
  it('lists claims waiting for a manual payment and registers one from its row', async () => {
    let paidAlready = false;
    const { requests } = stubFetch((request) => {
      const sepaList = emptySepaLists(request.url);
      if (sepaList) return sepaList;
      if (request.url.startsWith('/api/admin/payments/pending-manual?')) {
        return jsonResponse(200, pendingBody(paidAlready));
      }
      if (request.url === '/api/admin/payments/search/PAY-2026-0042') {
        return jsonResponse(200, { success: true, data: lookup });
      }
      if (request.url === `/api/admin/payments/${invoiceId}/mark-paid`) {
        paidAlready = true;
        return jsonResponse(200, {
          success: true,
          data: {
            paymentId: '2a0e6679-7425-40de-944b-e07fc1f90ae2',
            invoiceStatus: 'paid',
            openCents: 0,
            creditedCents: 0,
            subscriptionReactivated: false,
          },
        });
      }
      return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
    });
    render(
      <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
        <PaymentsSection />
      </AppProviders>,
    );

    expect(await screen.findByText('1 claim, € 121,00 open')).toBeTruthy();
    expect(requests.map((request) => request.url)).toContain(
      '/api/admin/payments/pending-manual?page=1&limit=20',
    );
    // Direct debit batches and bank files come first, above the manual payments.
    const titles = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(titles.indexOf('Direct debit batches')).toBeLessThan(titles.indexOf('Bank files'));
    expect(titles.indexOf('Bank files')).toBeLessThan(titles.indexOf('Waiting for manual payment'));
    expect(screen.getByText('6 days overdue')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Register payment for PAY-2026-0042' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Payment reference') as HTMLInputElement).value).toBe('PAY-2026-0042');
    await waitFor(() =>
      expect((dialog.getByLabelText('Amount received (€)') as HTMLInputElement).value).toBe('121.00'),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Payment for PAY-2026-0042 registered; still open € 0,00')).toBeTruthy();
    expect(await screen.findByText('No claims are waiting for a manual payment.')).toBeTruthy();
    const markPaid = requests.find((request) => request.url.endsWith('/mark-paid'));
    expect(JSON.parse(markPaid?.body ?? '{}')).toMatchObject({
      amount: 12100,
      paymentMethod: 'bank_transfer',
    });
  });

  it('shows a failed list with a retry', async () => {
    let calls = 0;
    stubFetch((request) => {
      const sepaList = emptySepaLists(request.url);
      if (sepaList) return sepaList;
      if (!request.url.startsWith('/api/admin/payments/pending-manual?')) return jsonResponse(404, {});
      calls += 1;
      return calls <= 3
        ? jsonResponse(500, { success: false, error: 'Boem', code: 'INTERNAL' })
        : jsonResponse(200, pendingBody(true));
    });
    render(
      <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
        <PaymentsSection />
      </AppProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the claims');
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('No claims are waiting for a manual payment.')).toBeTruthy();
  });
});
