import type { CustomerService } from '@hostportaal/contract';
import { screen, within } from '@testing-library/react';
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
    usage: null,
    ...overrides,
  };
}

function renderServers(services: CustomerService[]) {
  renderAppAs(customer, '/dashboard/servers', (request) =>
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
});
