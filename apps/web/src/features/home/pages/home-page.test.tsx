import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';

const specs = { diskGb: null, bandwidthGb: null, vcpu: null, ramMb: null };
const prices = { monthly: null, quarterly: null, 'half-yearly': null, annually: null };
const packages = [
  {
    id: '5b1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
    slug: 'webhosting-plus',
    name: 'Webhosting Plus',
    type: 'shared_hosting',
    description: 'Voor groeiende sites',
    specs: { ...specs, diskGb: 50, bandwidthGb: 500 },
    prices: { ...prices, monthly: 695, annually: 7495 },
    vatRateBp: 2100,
    grossPrices: { ...prices, monthly: 841, annually: 9069 },
  },
  {
    id: '6b1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
    slug: 'managed-vps-pro',
    name: 'Managed VPS Pro',
    type: 'managed_vps',
    description: '',
    specs: { ...specs, vcpu: 4, ramMb: 8192, diskGb: 160 },
    prices: { ...prices, monthly: 4995 },
    vatRateBp: 2100,
    grossPrices: { ...prices, monthly: 6044 },
  },
];

const answer = (response: () => Response) => (request: RecordedRequest) =>
  request.url === '/api/packages' ? response() : undefined;

describe('home page packages', () => {
  it('lists the packages by type with the monthly price incl. VAT, excl. VAT below it, and key specs', async () => {
    renderAppAs(
      null,
      '/',
      answer(() => jsonResponse(200, { success: true, data: packages })),
    );
    const vps = await screen.findByRole('region', { name: 'Managed VPS' });
    expect(within(vps).getByText('Managed VPS Pro')).toBeTruthy();
    expect(vps.textContent).toContain('€\u00a060,44/maand incl. btw');
    expect(vps.textContent).toContain('€\u00a049,95/maand excl. btw');
    expect(vps.textContent).toContain('4 vCPU');
    expect(vps.textContent).toContain('8 GB RAM');
    const hosting = screen.getByRole('region', { name: 'Webhosting' });
    expect(hosting.textContent).toContain('€\u00a08,41/maand incl. btw');
    expect(hosting.textContent).toContain('€\u00a06,95/maand excl. btw');
    expect(hosting.textContent).toContain('50 GB opslag');
    expect(screen.getByRole('link', { name: 'Registreren' })).toBeTruthy();
  });

  it('says so when the packages cannot be loaded', async () => {
    renderAppAs(
      null,
      '/',
      answer(() => jsonResponse(404, { success: false, error: 'Niet gevonden', code: 'NOT_FOUND' })),
    );
    expect(await screen.findByText('De pakketten konden niet worden geladen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Opnieuw proberen' })).toBeTruthy();
  });
});
