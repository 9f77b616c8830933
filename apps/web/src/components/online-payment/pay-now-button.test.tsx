import type { StartOnlinePaymentBody } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { onlinePaymentAvailabilityQueryKey } from '../../lib/api/online-payment-availability';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../test/fetch-stub';
import { PayNowButton } from './pay-now-button';

const invoiceId = '1d7f1a52-6a55-4a8e-9f3e-1a2b3c4d5e6f';
const CHECKOUT = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';

const availability = (enabled: boolean, testMode = false) =>
  jsonResponse(200, {
    success: true,
    data: { enabled, testMode, methods: enabled ? ['ideal', 'creditcard'] : [] },
  });

function renderButton(
  respond: (request: RecordedRequest) => Response,
  body: StartOnlinePaymentBody = { scope: 'invoice', invoiceId },
) {
  const assign = vi.fn();
  // The browser leaves for the checkout: jsdom cannot navigate, so the test sees where it would go.
  vi.stubGlobal('location', { ...window.location, assign });
  const network = stubFetch(respond);
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  render(
    <AppProviders queryClient={queryClient}>
      <PayNowButton body={body} label="Betaal nu" detail="HP-2026-00042" />
    </AppProviders>,
  );
  return { ...network, assign, queryClient };
}

const posts = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.method === 'POST' && request.url === '/api/online-payments');

describe('Betaal nu', () => {
  it('starts the payment for exactly this invoice and sends the browser to the checkout', async () => {
    const { requests, assign } = renderButton((request) => {
      if (request.url === '/api/online-payments/availability') return availability(true);
      if (request.url === '/api/online-payments')
        return jsonResponse(200, {
          success: true,
          data: { checkoutUrl: CHECKOUT, statusToken: 'tok_abcdefghijklmnopqrstuvwx', amountCents: 841 },
        });
      return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
    });

    const button = await screen.findByRole('button', { name: 'Betaal nu HP-2026-00042' });
    // Real money: no test-mode badge.
    expect(screen.queryByText('Testmodus')).toBeNull();
    fireEvent.click(button);

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(posts(requests).map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { scope: 'invoice', invoiceId },
    ]);
    // Busy until the browser has left, so a second click starts nothing.
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button).toHaveProperty('disabled', true);
  });

  it.each([
    [
      409,
      'claim_at_bank',
      'CONFLICT',
      'De incasso van deze factuur ligt al bij de bank; het bedrag wordt binnenkort afgeschreven.',
      'De incasso van deze factuur ligt al bij de bank.',
    ],
    [
      503,
      'online_payment_provider_down',
      'SERVICE_UNAVAILABLE',
      'De betaalprovider is nu niet bereikbaar',
      'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw, of betaal per overboeking met het betalingskenmerk op de factuur.',
    ],
  ])(
    'shows a %i refusal (%s) in the customer catalogue’s words and stays on the page',
    async (status, reason, code, error, shown) => {
      const { assign } = renderButton((request) => {
        if (request.url === '/api/online-payments/availability') return availability(true);
        return jsonResponse(status, { success: false, error, code, reason });
      });

      fireEvent.click(await screen.findByRole('button', { name: 'Betaal nu HP-2026-00042' }));

      expect((await screen.findByRole('alert')).textContent).toBe(shown);
      expect(assign).not.toHaveBeenCalled();
      // The customer may try again (or the other way) right away.
      expect(screen.getByRole('button', { name: 'Betaal nu HP-2026-00042' })).toHaveProperty(
        'disabled',
        false,
      );
    },
  );

  it('says Testmodus beside the button when no real money moves', async () => {
    renderButton((request) =>
      request.url === '/api/online-payments/availability'
        ? availability(true, true)
        : jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
    );

    const button = await screen.findByRole('button', { name: 'Betaal nu HP-2026-00042' });
    expect(screen.getByText('Testmodus')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Online betalen staat in de testmodus: er wordt geen echt geld afgeschreven.',
    );
  });

  it('is not there when online payment is off', async () => {
    const { queryClient, requests } = renderButton((request) =>
      request.url === '/api/online-payments/availability'
        ? availability(false)
        : jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
    );

    await waitFor(() =>
      expect(queryClient.getQueryState(onlinePaymentAvailabilityQueryKey)?.status).toBe('success'),
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('Testmodus')).toBeNull();
    expect(posts(requests)).toHaveLength(0);
  });
});
