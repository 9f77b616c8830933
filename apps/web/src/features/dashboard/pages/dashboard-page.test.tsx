import type { DashboardSummary } from '@hostportaal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser({ firstname: 'Jan' });

const summary: DashboardSummary = {
  activeServices: 1,
  openInvoices: { count: 2, amountCents: 1682 },
  accountCreditCents: 0,
  openTickets: 0,
  services: [
    {
      id: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
      title: 'Webhosting Plus',
      planName: 'Webhosting Plus',
      amount: 1210,
      interval: 'monthly',
      nextBillingDate: '2026-11-24',
      url: 'https://panel.hostportaal.test',
      domain: 'voorbeeld.nl',
      packageType: 'shared_hosting',
      specs: { diskGb: 25, bandwidthGb: 500, vcpu: null, ramMb: null },
    },
  ],
  quickStats: {
    paidThisYearCents: 10_092,
    nextInvoice: { date: '2026-11-24', amountCents: 1210 },
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
    expect(card.textContent).toContain('€\u00a012,10/maand');
    expect(card.textContent).toContain('Volgende betaling: 3 dagen');
    expect(within(card).getByText('Binnenkort')).toBeTruthy();
    const panel = within(card).getByRole('link', { name: /Naar het controlepaneel/ });
    expect(panel.getAttribute('href')).toBe('https://panel.hostportaal.test');
    expect(panel.getAttribute('target')).toBe('_blank');
    expect(document.body.textContent).toContain('Betaald in 2026€\u00a0100,92');
    expect(document.body.textContent).toContain('€\u00a012,10 excl. btw op 24-11-2026');
    expect(screen.getByText('99.9% uptime')).toBeTruthy();
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
});
