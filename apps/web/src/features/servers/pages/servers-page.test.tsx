import type { CustomerService } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const customer = buildUser();

function service(overrides: Partial<CustomerService>): CustomerService {
  return {
    id: '6f7a8b9c-0d1e-4f2a-8b4c-5d6e7f8a9b0c',
    title: 'Webhosting Plus',
    planName: 'Webhosting Plus',
    packageName: 'Webhosting Plus',
    packageType: 'shared_hosting',
    specs: { diskGb: 10, bandwidthGb: 100, vcpu: null, ramMb: null },
    status: 'active',
    serviceStatus: 'active',
    domain: 'bakkerij-devries.nl',
    url: 'https://da1.hostportaal.nl:2222',
    startDate: '2026-01-05',
    endDate: null,
    waitingForServer: false,
    suspension: null,
    usage: null,
    ...overrides,
  };
}

function renderServers(services: CustomerService[]) {
  return renderAppAs(customer, '/dashboard/servers', (request) =>
    request.url === '/api/services' ? jsonResponse(200, { success: true, data: { services } }) : undefined,
  );
}

const card = async (name: string) => within(await screen.findByRole('group', { name }));
const termValue = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label).nextElementSibling?.textContent;

describe('Servers', () => {
  it("shows the panel's usage with bars for the limited figures", async () => {
    renderServers([
      service({
        usage: {
          diskMb: 1536,
          diskLimitMb: 10_240,
          bandwidthMb: 20_480,
          bandwidthLimitMb: null,
          emailAccounts: 4,
          domains: 2,
          measuredAt: '2026-01-05T13:30:00.000Z',
        },
      }),
    ]);
    const hosting = await card('Webhosting Plus');
    const usage = within(hosting.getByRole('region', { name: 'Actueel gebruik' }));
    expect(termValue(usage, 'Opslag')).toBe('1,5 GB van 10 GB');
    expect(termValue(usage, 'Dataverkeer')).toBe('20 GB (onbeperkt)');
    expect(termValue(usage, 'E-mailaccounts')).toBe('4');
    expect(termValue(usage, 'Domeinen')).toBe('2');
    expect(usage.getByText('Gemeten op 05-01-2026 14:30')).toBeTruthy();

    const disk = usage.getByRole('progressbar', { name: 'Opslag' });
    expect(disk.getAttribute('aria-valuenow')).toBe('15');
    expect(disk.getAttribute('aria-valuemin')).toBe('0');
    expect(disk.getAttribute('aria-valuemax')).toBe('100');
    expect(disk.getAttribute('aria-valuetext')).toBe('15%, 1,5 GB van 10 GB');
    // Unlimited bandwidth has nothing to fill a bar with.
    expect(usage.getAllByRole('progressbar')).toHaveLength(1);
    expect(hosting.queryByText('Niet beschikbaar')).toBeNull();
    expect(screen.queryByText(/Gebruikscijfers van webhosting verschijnen zodra/)).toBeNull();
  });

  it('says the usage is not available while the panel has not reported', async () => {
    renderServers([service({ usage: null })]);
    const hosting = await card('Webhosting Plus');
    expect(termValue(hosting, 'Actueel gebruik')).toBe('Niet beschikbaar');
    expect(hosting.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/Gebruikscijfers van webhosting verschijnen zodra/)).toBeTruthy();
  });

  it('says a hosting account that waits for a server waits, with no panel to open', async () => {
    renderServers([service({ url: null, waitingForServer: true })]);
    const hosting = await card('Webhosting Plus');
    expect(hosting.getByText('Wacht op een server')).toBeTruthy();
    expect(hosting.queryByText('Actief')).toBeNull();
    expect(
      hosting.getByText(/We regelen een server voor deze dienst; onze beheerders zijn ingelicht/),
    ).toBeTruthy();
    expect(hosting.queryByRole('link', { name: /controlepaneel/ })).toBeNull();
  });

  it('says why a suspended account is suspended, what lifts it, and links to the invoice to pay', async () => {
    const invoiceId = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
    const { router } = renderServers([
      service({
        status: 'suspended',
        serviceStatus: 'suspended',
        suspension: {
          reason: 'unpaid_invoice',
          invoiceId,
          invoiceNumber: 'HP-2026-00042',
          openCents: 841,
          otherUnpaidInvoices: 1,
        },
      }),
    ]);
    const hosting = await card('Webhosting Plus');
    expect(hosting.getByText('Opgeschort')).toBeTruthy();
    expect(
      hosting.getByText(
        'Opgeschort omdat factuur HP-2026-00042 nog niet is betaald: er staat € 8,41 open. Daarnaast staat er nog 1 factuur van deze dienst open. Zodra we je betaling hebben ontvangen, zetten we de dienst weer aan.',
        { normalizer: (text) => text.replace(/\s+/g, ' ').trim() },
      ),
    ).toBeTruthy();
    fireEvent.click(hosting.getByRole('link', { name: 'Factuur bekijken en betalen HP-2026-00042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/invoices'));
    expect(router.state.location.search).toBe(`?invoice=${invoiceId}`);
  });
});
