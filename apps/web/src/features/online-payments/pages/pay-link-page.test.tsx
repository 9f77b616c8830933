import type { PayLinkView } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';

// Issue 29: the public pay page behind a signed link. The token is longer than a path segment may be on the
// server, so the page sends it in the query and the body.

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzIjoiaSJ9.c2lnbmF0dXJlLW9mLXRoZS1saW5r';
const PATH = `/betalen/${TOKEN}`;
const VIEW_URL = `/api/pay?token=${encodeURIComponent(TOKEN)}`;
const CHECKOUT = 'http://127.0.0.1:3000/__fake-mollie/checkout/tr_abcdef';

function view(overrides: Partial<PayLinkView> = {}): PayLinkView {
  return {
    state: 'payable',
    companyName: 'Hostportaal B.V.',
    lines: [
      { kind: 'invoice', number: '2026-000042', cents: 478 },
      { kind: 'fee', number: 'BRF-2026-000007', cents: 4000 },
    ],
    amountCents: 4478,
    paymentReference: 'PAY-2026-0042',
    testMode: false,
    reason: null,
    message: null,
    params: null,
    expiresAt: '2027-01-20T09:00:00.000Z',
    ...overrides,
  };
}

const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition')
    .textContent;

describe('/betalen/:token', () => {
  it('shows whom, for what and how much, and sends the browser to the checkout with one click', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { network } = renderAppAs(null, PATH, (request: RecordedRequest) => {
      if (request.url === VIEW_URL) return jsonResponse(200, { success: true, data: view() });
      if (request.url === '/api/pay' && request.method === 'POST')
        return jsonResponse(200, {
          success: true,
          data: { checkoutUrl: CHECKOUT, statusToken: 'Xb3kQ9pL2mN7vR4tY8wZ1aC5', amountCents: 4478 },
        });
      return undefined;
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Openstaand bedrag betalen' })).toBeTruthy();
    expect(screen.getByText('Betaling aan Hostportaal B.V.')).toBeTruthy();
    expect(detail('Factuur 2026-000042')).toBe(formatCents(478));
    expect(detail('Incassokosten brief BRF-2026-000007')).toBe(formatCents(4000));
    expect(detail('Totaal')).toBe(formatCents(4478));
    expect(
      screen.getByText('Deze link werkt tot en met 20-01-2027. Het bedrag is wat nu openstaat.'),
    ).toBeTruthy();
    expect(screen.getByText('Liever overmaken? Gebruik betalingskenmerk PAY-2026-0042.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: `Betaal ${formatCents(4478)}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    const posts = network.requests.filter((request) => request.url === '/api/pay');
    expect(posts.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([{ token: TOKEN }]);
  });

  it('says when everything is paid, without a button', async () => {
    renderAppAs(null, PATH, (request) =>
      request.url === VIEW_URL
        ? jsonResponse(200, {
            success: true,
            data: view({ state: 'nothing_to_pay', lines: [], amountCents: 0, paymentReference: null }),
          })
        : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Er staat niets meer open' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Betaal/ })).toBeNull();
  });

  it('words an expired link and leads to the login', async () => {
    renderAppAs(null, PATH, (request) =>
      request.url === VIEW_URL
        ? jsonResponse(404, {
            success: false,
            error: 'Deze betaallink is verlopen.',
            code: 'NOT_FOUND',
            reason: 'pay_link_expired',
          })
        : undefined,
    );
    expect(
      await screen.findByText(
        'Deze betaallink is verlopen. Log in om te betalen, of maak het bedrag over met het betalingskenmerk uit de e-mail of brief.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inloggen bij Hostportaal' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('says an invoice a payment arrangement holds is paid by its instalments, and leads there', async () => {
    renderAppAs(null, PATH, (request) =>
      request.url === VIEW_URL
        ? jsonResponse(200, {
            success: true,
            data: view({
              state: 'not_payable',
              lines: [],
              amountCents: 0,
              paymentReference: null,
              reason: 'claim_held_by_arrangement',
              message: 'Deze factuur valt onder betalingsregeling BR-2026-000004; betaal de termijn.',
              params: { arrangementNumber: 'BR-2026-000004', invoiceNumber: '2026-000042' },
            }),
          })
        : undefined,
    );
    expect(
      await screen.findByText(
        'Deze factuur valt onder betalingsregeling BR-2026-000004; betaal de termijn van de regeling in plaats van de factuur.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Betaal/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Naar je betalingsregeling' }).getAttribute('href')).toBe(
      '/dashboard/payment-arrangement',
    );
  });
});
