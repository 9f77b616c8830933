import type { Arrangement } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildArrangement, buildOptions, company, instalment, ok } from '../../../test/arrangement-fixtures';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

// Issue 30: "Betaal nu" on the arrangement page pays the instalment due next (and one past its due date)
// online; the server works out what is left of it.

const user = buildUser({ firstname: 'Sanne' });
const PAGE = '/dashboard/payment-arrangement';
const CHECKOUT = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';

function api(
  current: Arrangement,
  enabled = true,
  extra?: (request: RecordedRequest) => Response | undefined,
) {
  return (request: RecordedRequest) => {
    if (request.url === '/api/company') return ok(company);
    if (request.url === '/api/arrangements/options') return ok(buildOptions({ claims: [], current }));
    if (request.url === '/api/arrangements') return ok([current]);
    if (request.url === '/api/online-payments/availability')
      return ok({ enabled, testMode: true, methods: enabled ? ['ideal'] : [] });
    return extra?.(request);
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('Betalingsregeling: paying an instalment online', () => {
  it('offers Betaal nu on the instalment due next and starts paying exactly that instalment', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const current = buildArrangement();
    const { network } = renderAppAs(
      user,
      PAGE,
      api(current, true, (request) =>
        request.url === '/api/online-payments'
          ? ok({ checkoutUrl: CHECKOUT, statusToken: 'tok_abcdefghijklmnopqrstuvwx', amountCents: 11_013 })
          : undefined,
      ),
    );
    const view = await screen.findByRole('region', { name: /^Betalingsregeling BR-2026-0004/ });
    const next = within(view).getByTestId('next-instalment');
    const button = await within(next).findByRole('button', { name: 'Betaal nu Termijn 2' });
    expect(within(next).getByText('Testmodus')).toBeTruthy();
    // Only the instalment due next: the paid one and the later one have none.
    expect(within(view).getAllByRole('button', { name: /^Betaal nu/ })).toHaveLength(1);

    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    const posted = network.requests.filter(
      (request) => request.method === 'POST' && request.url === '/api/online-payments',
    );
    expect(posted.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { scope: 'instalment', arrangementId: current.id, sequence: 2 },
    ]);
  });

  it('offers it too on a later instalment already past its due date, in the schedule', async () => {
    const instalments = [
      instalment(1, { state: 'late' }),
      instalment(2, { state: 'due' }),
      instalment(3, { amountCents: 11_014 }),
    ];
    const current = buildArrangement({
      paidCents: 0,
      remainingCents: 33_040,
      instalments,
      nextInstalment: instalments[0],
    });
    renderAppAs(user, PAGE, api(current));
    const view = await screen.findByRole('region', { name: /^Betalingsregeling BR-2026-0004/ });
    await within(within(view).getByTestId('next-instalment')).findByRole('button', {
      name: 'Betaal nu Termijn 1',
    });
    const rows = within(view).getAllByTestId('instalment-row');
    expect(within(rows[1] as HTMLElement).getByRole('button', { name: 'Betaal nu Termijn 2' })).toBeTruthy();
    expect(within(rows[0] as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
    // On a phone the card of that instalment has it.
    const cards = within(view).getAllByTestId('instalment-card');
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Betaal nu Termijn 2' })).toBeTruthy();
  });

  it('shows the refusal in the customer’s words', async () => {
    const current = buildArrangement();
    renderAppAs(
      user,
      PAGE,
      api(current, true, (request) =>
        request.url === '/api/online-payments'
          ? jsonResponse(409, {
              success: false,
              error: 'Termijn 2 van betalingsregeling BR-2026-0004 is al betaald.',
              code: 'CONFLICT',
              reason: 'instalment_paid',
              params: { arrangementNumber: 'BR-2026-0004', sequence: 2 },
            })
          : undefined,
      ),
    );
    const button = await screen.findByRole('button', { name: 'Betaal nu Termijn 2' });
    fireEvent.click(button);
    expect(
      await screen.findByText('Termijn 2 van betalingsregeling BR-2026-0004 is al betaald.'),
    ).toBeTruthy();
  });

  it('offers nothing while online payment is off', async () => {
    const { network } = renderAppAs(user, PAGE, api(buildArrangement(), false));
    const view = await screen.findByRole('region', { name: /^Betalingsregeling BR-2026-0004/ });
    await within(view).findByTestId('next-instalment');
    await waitFor(() =>
      expect(network.requests.some((request) => request.url === '/api/online-payments/availability')).toBe(
        true,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(view).queryByRole('button', { name: /^Betaal nu/ })).toBeNull();
  });
});
