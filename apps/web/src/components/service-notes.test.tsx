import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../test/fetch-stub';
import { SuspensionNotice } from './service-notes';

const suspension = {
  reason: 'unpaid_invoice' as const,
  invoiceId: '1d7f1a52-6a55-4a8e-9f3e-1a2b3c4d5e6f',
  invoiceNumber: 'HP-2026-00042',
  openCents: 1464,
  otherUnpaidInvoices: 0,
};

function renderNotice(respond: (request: RecordedRequest) => Response) {
  const network = stubFetch(respond);
  const router = createMemoryRouter([{ path: '/', element: <SuspensionNotice suspension={suspension} /> }]);
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return network;
}

describe('The notice of a suspended service', () => {
  it('pays the invoice that suspended it, beside the link to that invoice', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = renderNotice((request) => {
      if (request.url === '/api/online-payments/availability')
        return jsonResponse(200, {
          success: true,
          data: { enabled: true, testMode: false, methods: ['ideal'] },
        });
      if (request.url === '/api/online-payments')
        return jsonResponse(200, {
          success: true,
          data: {
            checkoutUrl: 'https://www.mollie.com/checkout/tr_suspended',
            statusToken: 'Xb3kQ9pL2mN7vR4tY8wZ1aC5',
            amountCents: 1464,
          },
        });
      return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
    });

    expect(
      screen.getByRole('link', { name: 'Factuur bekijken en betalen HP-2026-00042' }).getAttribute('href'),
    ).toBe(`/dashboard/invoices?invoice=${suspension.invoiceId}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Betaal nu HP-2026-00042' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.mollie.com/checkout/tr_suspended'));
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { scope: 'invoice', invoiceId: suspension.invoiceId },
    ]);
  });
});
