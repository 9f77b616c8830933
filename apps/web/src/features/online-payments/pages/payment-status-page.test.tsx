import type { OnlinePaymentStatusView } from '@hostportaal/contract';
import { formatCents } from '@hostportaal/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const TOKEN = 'Xb3kQ9pL2mN7vR4tY8wZ1aC5';
const STATUS_URL = `/api/online-payments/status/${TOKEN}`;
const PATH = `/betalen/status/${TOKEN}`;

function status(overrides: Partial<OnlinePaymentStatusView> = {}): OnlinePaymentStatusView {
  return {
    state: 'paid',
    amountCents: 12_100,
    invoiceNumbers: ['HP-2026-00042'],
    letterNumber: null,
    arrangementNumber: null,
    instalmentSequence: null,
    method: 'ideal',
    testMode: false,
    openCents: 0,
    paymentReference: 'RF18 5390 0754 7034',
    companyName: 'Hostportaal B.V.',
    ...overrides,
  };
}

const answer = (view: OnlinePaymentStatusView) => jsonResponse(200, { success: true, data: view });
const statusOnly = (view: OnlinePaymentStatusView) => (request: RecordedRequest) =>
  request.url === STATUS_URL ? answer(view) : undefined;

const detail = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition')
    .textContent;

describe('/betalen/status/:token', () => {
  it('thanks a signed-in customer for a paid invoice and leads to Facturen and the dashboard', async () => {
    renderAppAs(buildUser(), PATH, statusOnly(status()));

    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling ontvangen' })).toBeTruthy();
    expect(screen.getByText('Bedankt voor je betaling! De factuur is nu betaald.')).toBeTruthy();
    expect(screen.getByText('Betaling aan Hostportaal B.V.')).toBeTruthy();
    expect(detail('Factuur')).toBe('HP-2026-00042');
    expect(detail('Bedrag')).toBe(formatCents(12_100));
    expect(detail('Betaalmethode')).toBe('iDEAL | Wero');
    expect(screen.getByRole('link', { name: 'Naar je facturen' }).getAttribute('href')).toBe(
      '/dashboard/invoices',
    );
    expect(screen.getByRole('link', { name: 'Naar je dashboard' }).getAttribute('href')).toBe('/dashboard');
    // Paid: nothing to pay again, no transfer to make, no test label on a real payment.
    expect(screen.queryByText('Liever overmaken?')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Opnieuw betalen' })).toBeNull();
    expect(screen.queryByText('Testmodus')).toBeNull();
  });

  it('thanks for a paid instalment of a payment arrangement and leads back to the arrangement', async () => {
    renderAppAs(
      buildUser(),
      PATH,
      statusOnly(
        status({
          amountCents: 4_033,
          invoiceNumbers: ['2026-000101', '2026-000102'],
          arrangementNumber: 'BR-2026-000004',
          instalmentSequence: 1,
          paymentReference: 'PAY-2026-0041',
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Betaling ontvangen' })).toBeTruthy();
    expect(
      screen.getByText(
        'Bedankt voor je betaling! Termijn 1 van betalingsregeling BR-2026-000004 is nu betaald.',
      ),
    ).toBeTruthy();
    expect(detail('Betalingsregeling')).toBe('BR-2026-000004, termijn 1');
    expect(screen.getByRole('link', { name: 'Naar je betalingsregeling' }).getAttribute('href')).toBe(
      '/dashboard/payment-arrangement',
    );
  });

  it('names the letter and the invoices it paid, and what is still open', async () => {
    renderAppAs(
      null,
      PATH,
      statusOnly(
        status({
          invoiceNumbers: ['HP-2026-00042', 'HP-2026-00057'],
          letterNumber: 'BRF-2026-000003',
          openCents: 1815,
        }),
      ),
    );

    expect(
      await screen.findByText('Bedankt voor je betaling! Brief BRF-2026-000003 is nu betaald.'),
    ).toBeTruthy();
    expect(detail('Facturen')).toBe('HP-2026-00042, HP-2026-00057');
    expect(detail('Brief')).toBe('BRF-2026-000003');
    expect(screen.getByText('Er staat nog € 18,15 open.')).toBeTruthy();
    // Without a login only the way back to the site.
    expect(screen.getByRole('link', { name: 'Naar de startpagina' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Naar je facturen' })).toBeNull();
  });

  it('asks again while the bank has not confirmed, and stops once the payment is final', async () => {
    let answers = 0;
    const { network } = renderAppAs(null, PATH, (request) => {
      if (request.url !== STATUS_URL) return undefined;
      answers += 1;
      return answer(status({ state: answers === 1 ? 'pending' : 'paid', method: null }));
    });

    expect(
      await screen.findByRole('heading', { name: 'We wachten op de bevestiging van je bank' }),
    ).toBeTruthy();
    expect(screen.getByText(/deze pagina ververst vanzelf/)).toBeTruthy();
    expect(screen.queryByText('Betaalmethode')).toBeNull();
    // The page's refetch interval (3 s) brings the final state.
    expect(await screen.findByRole('heading', { name: 'Betaling ontvangen' })).toBeTruthy();
    const asked = network.requests.filter((request) => request.url === STATUS_URL).length;
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(network.requests.filter((request) => request.url === STATUS_URL)).toHaveLength(asked);
  }, 20_000);

  it.each([
    ['failed', 'Betaling mislukt', 'Je betaling is niet gelukt. Er is niets afgeschreven.'],
    ['canceled', 'Betaling geannuleerd', 'Je hebt de betaling afgebroken. Er is niets afgeschreven.'],
    [
      'expired',
      'Betaling verlopen',
      'De betaalpagina is verlopen voordat de betaling klaar was. Er is niets afgeschreven.',
    ],
  ] as const)(
    '%s: says so, offers paying again and the transfer with the payment reference',
    async (state, heading, text) => {
      renderAppAs(buildUser(), PATH, statusOnly(status({ state, method: null, openCents: 12_100 })));

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Opnieuw betalen' }).getAttribute('href')).toBe(
        '/dashboard/invoices',
      );
      const transfer = within(screen.getByRole('region', { name: 'Liever overmaken?' }));
      expect(
        transfer.getByText(
          'Maak het bedrag van € 121,00 over aan Hostportaal B.V. onder vermelding van RF18 5390 0754 7034.',
        ),
      ).toBeTruthy();
    },
  );

  it('offers no new payment without a login, and no transfer without a reference', async () => {
    renderAppAs(
      null,
      PATH,
      statusOnly(status({ state: 'failed', openCents: 12_100, paymentReference: null, testMode: true })),
    );

    expect(await screen.findByRole('heading', { name: 'Betaling mislukt' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Opnieuw betalen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Inloggen om opnieuw te betalen' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.queryByText('Liever overmaken?')).toBeNull();
    expect(screen.getByText('Testmodus')).toBeTruthy();
    expect(
      screen.getByText('Dit was een betaling in de testmodus: er is geen echt geld overgemaakt.'),
    ).toBeTruthy();
  });

  it('says when the link names no payment', async () => {
    renderAppAs(null, PATH, (request) =>
      request.url === STATUS_URL
        ? jsonResponse(404, { success: false, error: 'Niet gevonden', code: 'NOT_FOUND' })
        : undefined,
    );

    expect(await screen.findByText(/We kunnen deze betaling niet vinden/)).toBeTruthy();
  });
});
