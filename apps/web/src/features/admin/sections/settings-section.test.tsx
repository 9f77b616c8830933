import type { CompanySettingsView } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const SETTINGS_URL = '/api/admin/company-settings';

function buildSettings(overrides: Partial<CompanySettingsView> = {}): CompanySettingsView {
  return {
    name: 'Hostportaal B.V.',
    street: 'Stationsplein',
    houseNumber: '12A',
    zipcode: '3511 ED',
    city: 'Utrecht',
    country: 'NL',
    kvkNumber: '40536533',
    vatId: 'NL123456789B01',
    iban: 'NL91ABNA0417164300',
    bic: 'ABNANL2A',
    email: 'facturen@hostportaal.nl',
    phone: '030 123 4567',
    website: null,
    supportHours: 'Ma–vr 9:00–17:00',
    creditorId: 'NL51ZZZ405365330000',
    paymentTermDays: 14,
    sepaScheme: 'CORE',
    collectionLeadDays: 2,
    hostingGraceDays: 14,
    requireAdminTwoFactor: false,
    preNotificationDays: 14,
    pain008Version: 'pain.008.001.08',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const settingsResponse = (settings: CompanySettingsView) =>
  jsonResponse(200, { success: true, data: { settings } });

/** The terms and privacy editor below the company settings (issue 28) reads the versions of both texts. */
function legalVersions(request: RecordedRequest): Response | undefined {
  const kind = /^\/api\/admin\/legal-documents\/(terms|privacy)$/.exec(request.url)?.[1];
  if (!kind || request.method !== 'GET') return undefined;
  return jsonResponse(200, {
    success: true,
    data: { kind, versions: [{ kind, version: 1, publishedAt: '2026-01-05T09:00:00.000Z', body: 'Tekst' }] },
  });
}

/** The online payments card (issue 29) reads its settings. */
function onlinePaymentSettings(request: RecordedRequest): Response | undefined {
  if (request.url !== '/api/admin/online-payments/settings' || request.method !== 'GET') return undefined;
  return jsonResponse(200, {
    success: true,
    data: { mode: 'off', apiKeyHint: null, methods: ['ideal'], demoAvailable: true },
  });
}

const otherCards = (request: RecordedRequest) => legalVersions(request) ?? onlinePaymentSettings(request);

function openSettings(respond: (request: RecordedRequest) => Response | undefined) {
  renderAppAs(
    admin,
    '/dashboard/admin?section=settings',
    (request) => otherCards(request) ?? respond(request),
  );
  return screen.findByRole('heading', { name: 'Company settings' });
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('Settings section', () => {
  it('is the last dashboard section and shows the saved values in its fieldsets', async () => {
    await openSettings((request) =>
      request.url === SETTINGS_URL ? settingsResponse(buildSettings()) : undefined,
    );

    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' })).getAllByRole('tab');
    expect(tabs.at(-1)?.textContent).toBe('Settings');
    expect(((await screen.findByLabelText('Company name')) as HTMLInputElement).value).toBe(
      'Hostportaal B.V.',
    );
    const bank = within(screen.getByRole('group', { name: 'Bank account' }));
    expect((bank.getByLabelText('IBAN') as HTMLInputElement).value).toBe('NL91ABNA0417164300');
    const sepa = within(screen.getByRole('group', { name: 'SEPA direct debit (creditor)' }));
    expect((sepa.getByLabelText('Creditor ID (incassant-ID)') as HTMLInputElement).value).toBe(
      'NL51ZZZ405365330000',
    );
    expect(sepa.getByText('NL + 2 check digits + ZZZ + KvK number + 4-digit location code')).toBeTruthy();
    expect((sepa.getByLabelText('Scheme') as HTMLSelectElement).value).toBe('CORE');
    expect((sepa.getByLabelText('Bank file format') as HTMLSelectElement).value).toBe('pain.008.001.08');
    expect(field('Website').value).toBe('');
    expect(field('Payment term (days)').value).toBe('14');
  });

  it('saves the body the contract asks for, confirms it and keeps the saved values', async () => {
    const puts: RecordedRequest[] = [];
    await openSettings((request) => {
      if (request.url !== SETTINGS_URL) return undefined;
      if (request.method === 'PUT') {
        puts.push(request);
        return settingsResponse(buildSettings({ website: 'https://hostportaal.nl', sepaScheme: 'B2B' }));
      }
      return settingsResponse(buildSettings());
    });

    fireEvent.change(await screen.findByLabelText('Website'), {
      target: { value: 'https://hostportaal.nl' },
    });
    fireEvent.change(field('Scheme'), { target: { value: 'B2B' } });
    fireEvent.change(field('Collection lead days (business days)'), { target: { value: '3' } });
    fireEvent.change(field('BIC'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Company settings saved.')).toBeTruthy();
    expect(puts).toHaveLength(1);
    const { updatedAt: _updatedAt, ...saved } = buildSettings();
    expect(JSON.parse(puts[0]?.body ?? '{}')).toEqual({
      ...saved,
      website: 'https://hostportaal.nl',
      sepaScheme: 'B2B',
      collectionLeadDays: 3,
      bic: null,
    });
    // The form now holds what the server saved, so there is nothing left to undo.
    await waitFor(() => expect(field('Website').value).toBe('https://hostportaal.nl'));
    expect(screen.getByRole('button', { name: 'Undo changes' })).toHaveProperty('disabled', true);
  });

  it("shows the server's Dutch field messages at IBAN and the incassant-ID", async () => {
    await openSettings((request) => {
      if (request.url !== SETTINGS_URL) return undefined;
      if (request.method === 'PUT') {
        return jsonResponse(422, {
          success: false,
          error: 'Validatie mislukt',
          code: 'VALIDATION_FAILED',
          details: [
            { field: 'iban', message: 'Dit IBAN klopt niet. Controleer het nummer.' },
            { field: 'creditorId', message: 'De controlecijfers van dit incassant-ID kloppen niet.' },
          ],
        });
      }
      return settingsResponse(buildSettings());
    });

    fireEvent.change(await screen.findByLabelText('IBAN'), { target: { value: 'NL00ABNA0417164300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Dit IBAN klopt niet. Controleer het nummer.')).toBeTruthy();
    expect(field('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('De controlecijfers van dit incassant-ID kloppen niet.')).toBeTruthy();
    expect(field('Creditor ID (incassant-ID)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Company settings saved.')).toBeNull();
  });

  it('offers a retry when loading fails and checks the numbers before sending', async () => {
    let failing = true;
    const { network } = renderAppAs(admin, '/dashboard/admin?section=settings', (request) => {
      if (request.url !== SETTINGS_URL) return otherCards(request);
      return failing
        ? jsonResponse(500, { success: false, error: 'Interne fout', code: 'INTERNAL' })
        : settingsResponse(buildSettings());
    });

    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByText('Failed to load the company settings')).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    fireEvent.change(await screen.findByLabelText('Pre-notification days'), { target: { value: '' } });
    fireEvent.change(field('Collection lead days (business days)'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Enter a whole number.')).toBeTruthy();
    expect(screen.getByText('Enter 10 or less.')).toBeTruthy();
    expect(network.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  }, 15_000);
});
