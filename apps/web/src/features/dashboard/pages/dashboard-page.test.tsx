import type { DashboardSummary } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser({ firstname: 'Jan' });

const summary: DashboardSummary = {
  firstLogin: false,
  activeServices: 1,
  openInvoices: { count: 2, amountCents: 1682, heldCents: 0 },
  accountCreditCents: 0,
  openTickets: 0,
  services: [
    {
      id: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
      title: 'Webhosting Plus',
      planName: 'Webhosting Plus',
      amount: 1210,
      grossAmount: 1464,
      interval: 'monthly',
      nextBillingDate: '2026-11-24',
      url: 'https://panel.hostportaal.test',
      domain: 'voorbeeld.nl',
      packageType: 'shared_hosting',
      specs: { diskGb: 25, bandwidthGb: 500, vcpu: null, ramMb: null },
      waitingForServer: false,
    },
  ],
  quickStats: {
    paidThisYearCents: 10_092,
    nextInvoice: { date: '2026-11-24', amountCents: 1000, grossAmountCents: 1210 },
    customerSince: '2024-03-22T13:12:00.000Z',
    totalInvoices: 12,
  },
  today: '2026-11-21',
};

function answers(respond: () => Response) {
  return (request: RecordedRequest) => {
    if (request.url.startsWith('/api/notifications'))
      return jsonResponse(200, { success: true, data: { notifications: [], unreadCount: 0 } });
    if (request.url === '/api/dashboard/summary') return respond();
    return undefined;
  };
}

describe('Dashboard', () => {
  it('shows the four stat cards, the services grid and quick stats from the server', async () => {
    renderAppAs(
      user,
      '/dashboard',
      answers(() => jsonResponse(200, { success: true, data: summary })),
    );
    const stats = await screen.findByRole('region', { name: 'Overzicht' }, { timeout: 5000 });
    expect(stats.textContent).toContain('Actieve services1');
    expect(stats.textContent).toContain('Openstaande facturen2');
    expect(stats.textContent).toContain('€\u00a016,82 openstaand');
    expect(stats.textContent).toContain('Tegoed€\u00a00,00');
    expect(stats.textContent).toContain('Open tickets0');
    const card = screen.getByRole('group', { name: 'Webhosting Plus' });
    expect(card.textContent).toContain('€\u00a014,64/maand incl. btw€\u00a012,10/maand excl. btw');
    expect(card.textContent).toContain('Volgende betaling: 3 dagen');
    expect(within(card).getByText('Binnenkort')).toBeTruthy();
    const panel = within(card).getByRole('link', { name: /Naar het controlepaneel/ });
    expect(panel.getAttribute('href')).toBe('https://panel.hostportaal.test');
    expect(panel.getAttribute('target')).toBe('_blank');
    expect(document.body.textContent).toContain('Betaald in 2026€\u00a0100,92');
    // A consumer reads what the next invoice will ask: incl. btw (issue 28).
    expect(document.body.textContent).toContain('Volgende factuur€\u00a012,10 incl. btw op 24-11-2026');
    expect(screen.getByText('99.9% uptime')).toBeTruthy();
  });

  it('gives a business customer the next invoice excl. btw', async () => {
    renderAppAs(
      buildUser({ firstname: 'Jan', kvkNumber: '12345678' }),
      '/dashboard',
      answers(() => jsonResponse(200, { success: true, data: summary })),
    );
    await screen.findByRole('region', { name: 'Overzicht' }, { timeout: 5000 });
    expect(document.body.textContent).toContain('Volgende factuur€\u00a010,00 excl. btw op 24-11-2026');
  });

  it('says a hosting account that waits for a server waits, with no control panel, and counts it not as active', async () => {
    const [hosting] = summary.services;
    if (!hosting) throw new Error('no service in the fixture');
    renderAppAs(
      user,
      '/dashboard',
      answers(() =>
        jsonResponse(200, {
          success: true,
          data: {
            ...summary,
            activeServices: 0,
            services: [{ ...hosting, url: null, nextBillingDate: '2026-12-24', waitingForServer: true }],
          },
        }),
      ),
    );
    const stats = await screen.findByRole('region', { name: 'Overzicht' }, { timeout: 5000 });
    expect(stats.textContent).toContain('Actieve services0');
    const card = within(screen.getByRole('group', { name: 'Webhosting Plus' }));
    expect(card.getByText('Wacht op een server')).toBeTruthy();
    expect(card.getByText(/onze beheerders zijn ingelicht/)).toBeTruthy();
    expect(card.queryByRole('link', { name: /controlepaneel/ })).toBeNull();
    expect(card.queryByText('Nog geen controlepaneel gekoppeld')).toBeNull();
    expect(card.queryByText(/een paar minuten/)).toBeNull();
    // It is billed from its order all the same.
    expect(card.getByText('Volgende betaling op 24-12-2026', { exact: false })).toBeTruthy();
    expect(screen.queryByText('Geen actieve services')).toBeNull();
  });

  it("says 'Geen actieve services' when nothing runs", async () => {
    renderAppAs(
      user,
      '/dashboard',
      answers(() =>
        jsonResponse(200, { success: true, data: { ...summary, activeServices: 0, services: [] } }),
      ),
    );
    expect(await screen.findByText('Geen actieve services')).toBeTruthy();
  });

  it('says "Welkom" at the first login, "Welkom terug" after, and an empty dashboard links to ordering', async () => {
    renderAppAs(
      user,
      '/dashboard',
      answers(() =>
        jsonResponse(200, {
          success: true,
          data: { ...summary, firstLogin: true, activeServices: 0, services: [] },
        }),
      ),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Jan!' })).toBeTruthy();
    const order = await screen.findByRole('link', { name: 'Bestel je eerste pakket' });
    expect(order.getAttribute('href')).toBe('/dashboard/bestellen');
  });

  it('greets a returning customer with "Welkom terug"', async () => {
    renderAppAs(
      user,
      '/dashboard',
      answers(() => jsonResponse(200, { success: true, data: summary })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom terug, Jan!' })).toBeTruthy();
  });

  it('tells an unverified customer where the confirmation went, resends it, and says when the limit is reached', async () => {
    let resends = 0;
    const unverified = buildUser({ firstname: 'Nina', email: 'nina@example.nl', isEmailVerified: false });
    const base = answers(() => jsonResponse(200, { success: true, data: summary }));
    renderAppAs(unverified, '/dashboard', (request: RecordedRequest) => {
      if (request.url === '/auth/resend-verification') {
        resends += 1;
        return resends === 1
          ? jsonResponse(200, { success: true, message: 'Verification email sent' })
          : jsonResponse(429, { success: false, error: 'Too many requests', code: 'TOO_MANY_REQUESTS' });
      }
      return base(request);
    });
    expect(
      await screen.findByText(
        'We hebben een bevestigingsmail gestuurd naar nina@example.nl. Klik op de link in die mail om je e-mailadres te bevestigen.',
      ),
    ).toBeTruthy();
    const resend = screen.getByRole('button', { name: 'Opnieuw versturen' });
    fireEvent.click(resend);
    expect(
      await screen.findByText('We hebben de bevestigingsmail opnieuw gestuurd naar nina@example.nl.'),
    ).toBeTruthy();
    fireEvent.click(resend);
    expect(
      await screen.findByText(
        /al drie keer opnieuw laten versturen\. Kijk ook in je map met ongewenste e-mail/,
      ),
    ).toBeTruthy();
    expect(resends).toBe(2);
  });

  it('shows the error with a retry that loads again', async () => {
    let calls = 0;
    renderAppAs(
      user,
      '/dashboard',
      answers(() => {
        calls += 1;
        return calls === 1
          ? jsonResponse(429, { success: false, error: 'Te veel verzoeken', code: 'TOO_MANY_REQUESTS' })
          : jsonResponse(200, { success: true, data: summary });
      }),
    );
    const retry = await screen.findByRole('button', { name: 'Opnieuw proberen' }, { timeout: 5000 });
    expect(screen.getByRole('alert').textContent).toContain(
      'Je gegevens konden niet worden geladen: Te veel verzoeken. Probeer het later opnieuw.',
    );
    fireEvent.click(retry);
    expect(await screen.findByRole('group', { name: 'Webhosting Plus' })).toBeTruthy();
  });

  it('pays everything open with "Alles betalen" beside the open amount, labelled Testmodus in test mode', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const bodies: unknown[] = [];
    const { network } = renderAppAs(user, '/dashboard', (request) => {
      if (request.url === '/api/online-payments/availability')
        return jsonResponse(200, {
          success: true,
          data: { enabled: true, testMode: true, methods: ['ideal'] },
        });
      if (request.method === 'POST' && request.url === '/api/online-payments') {
        bodies.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(200, {
          success: true,
          data: {
            checkoutUrl: '/__fake-mollie/checkout/tr_7UhSN1zuXS',
            statusToken: 'Xb3kQ9pL2mN7vR4tY8wZ1aC5',
            amountCents: 1682,
          },
        });
      }
      return answers(() => jsonResponse(200, { success: true, data: summary }))(request);
    });

    const stats = within(await screen.findByRole('region', { name: 'Overzicht' }));
    fireEvent.click(await stats.findByRole('button', { name: 'Alles betalen' }));
    expect(stats.getByText('Testmodus')).toBeTruthy();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/__fake-mollie/checkout/tr_7UhSN1zuXS'));
    expect(bodies).toEqual([{ scope: 'all' }]);
    expect(network.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  /** The dashboard with online payments on and these open invoices; its stat cards. */
  async function statsWith(openInvoices: DashboardSummary['openInvoices']) {
    renderAppAs(user, '/dashboard', (request) => {
      if (request.url === '/api/online-payments/availability')
        return jsonResponse(200, {
          success: true,
          data: { enabled: true, testMode: false, methods: ['ideal'] },
        });
      return answers(() => jsonResponse(200, { success: true, data: { ...summary, openInvoices } }))(request);
    });
    return screen.findByRole('region', { name: 'Overzicht' });
  }

  it('offers no "Alles betalen" when nothing is open', async () => {
    const stats = await statsWith({ count: 0, amountCents: 0, heldCents: 0 });
    expect(stats.textContent).toContain('Openstaande facturen0');
    expect(within(stats).queryByRole('button', { name: 'Alles betalen' })).toBeNull();
  });

  it('offers no "Alles betalen" when a payment arrangement holds everything open: its instalments are paid', async () => {
    const stats = await statsWith({ count: 2, amountCents: 1682, heldCents: 1682 });
    expect(stats.textContent).toContain('Openstaande facturen2');
    expect(within(stats).queryByRole('button', { name: 'Alles betalen' })).toBeNull();
  });
});
