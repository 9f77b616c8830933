import type { OnlinePaymentSettingsView } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../../test/fetch-stub';
import { renderAppAs } from '../../../../test/render-app';
import { buildUser } from '../../../../test/user-fixture';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const SETTINGS_URL = '/api/admin/online-payments/settings';
const LIVE_KEY = 'live_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM';

function buildSettings(overrides: Partial<OnlinePaymentSettingsView> = {}): OnlinePaymentSettingsView {
  return {
    mode: 'test',
    apiKeyHint: 'test_…abcd',
    methods: ['ideal', 'creditcard'],
    demoAvailable: true,
    ...overrides,
  };
}

const settingsResponse = (settings: OnlinePaymentSettingsView) =>
  jsonResponse(200, { success: true, data: settings });

async function openCard(respond: (request: RecordedRequest) => Response | undefined) {
  const { network } = renderAppAs(admin, '/dashboard/admin?section=settings', respond);
  const form = await screen.findByRole('form', { name: 'Online payments' });
  return { form: within(form), network };
}

const puts = (requests: RecordedRequest[]) =>
  requests
    .filter((request) => request.method === 'PUT' && request.url === SETTINGS_URL)
    .map((request) => JSON.parse(request.body ?? '{}'));

describe('Settings: Online payments', () => {
  it('shows the stored mode, the key only as its hint, and the methods', async () => {
    const { form } = await openCard((request) =>
      request.url === SETTINGS_URL ? settingsResponse(buildSettings()) : undefined,
    );

    expect(form.getByRole('radio', { name: 'Mollie test' })).toHaveProperty('checked', true);
    expect(form.getByRole('radio', { name: 'Test mode without network' })).toBeTruthy();
    const key = form.getByLabelText('Mollie API key') as HTMLInputElement;
    expect(key.type).toBe('password');
    expect(key.value).toBe('');
    expect(key.placeholder).toBe('Stored: test_…abcd');
    expect(form.getByRole('checkbox', { name: 'iDEAL | Wero' })).toHaveProperty('checked', true);
    expect(form.getByRole('checkbox', { name: 'Card' })).toHaveProperty('checked', true);
    expect(form.getByRole('checkbox', { name: 'PayPal' })).toHaveProperty('checked', false);
  });

  it('offers no demo checkout where it does not exist (production)', async () => {
    const { form } = await openCard((request) =>
      request.url === SETTINGS_URL ? settingsResponse(buildSettings({ demoAvailable: false })) : undefined,
    );

    expect(form.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'off',
      'test',
      'live',
    ]);
  });

  it('saves mode, a new key and the methods, confirms it and forgets the typed key', async () => {
    const { form, network } = await openCard((request) => {
      if (request.url !== SETTINGS_URL) return undefined;
      if (request.method === 'PUT')
        return settingsResponse(
          buildSettings({ mode: 'live', apiKeyHint: 'live_…XsM', methods: ['ideal', 'paypal'] }),
        );
      return settingsResponse(buildSettings());
    });

    fireEvent.click(form.getByRole('radio', { name: 'Mollie live' }));
    fireEvent.change(form.getByLabelText('Mollie API key'), { target: { value: LIVE_KEY } });
    fireEvent.click(form.getByRole('checkbox', { name: 'Card' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'PayPal' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Online payment settings saved.')).toBeTruthy();
    expect(puts(network.requests)).toEqual([
      { mode: 'live', apiKey: LIVE_KEY, methods: ['ideal', 'paypal'] },
    ]);
    await waitFor(() => expect((form.getByLabelText('Mollie API key') as HTMLInputElement).value).toBe(''));
    expect((form.getByLabelText('Mollie API key') as HTMLInputElement).placeholder).toBe('Stored: live_…XsM');
  });

  it('keeps the stored key when the field stays empty', async () => {
    const { form, network } = await openCard((request) =>
      request.url === SETTINGS_URL ? settingsResponse(buildSettings()) : undefined,
    );

    fireEvent.click(form.getByRole('checkbox', { name: 'Bancontact' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Online payment settings saved.')).toBeTruthy();
    expect(puts(network.requests)).toEqual([
      { mode: 'test', methods: ['ideal', 'bancontact', 'creditcard'] },
    ]);
  });

  it("shows the server's field message at the key", async () => {
    const { form } = await openCard((request) => {
      if (request.url !== SETTINGS_URL) return undefined;
      if (request.method === 'PUT')
        return jsonResponse(422, {
          success: false,
          error: 'Validatie mislukt',
          code: 'VALIDATION_FAILED',
          details: [{ field: 'apiKey', message: 'Vul de live-sleutel van Mollie in' }],
        });
      return settingsResponse(buildSettings({ apiKeyHint: 'live_…wxyz' }));
    });

    fireEvent.click(form.getByRole('radio', { name: 'Mollie live' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Vul de live-sleutel van Mollie in')).toBeTruthy();
    expect(form.getByLabelText('Mollie API key').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Online payment settings saved.')).toBeNull();
  });

  it('checks the key and the methods before sending', async () => {
    const { form, network } = await openCard((request) =>
      request.url === SETTINGS_URL ? settingsResponse(buildSettings()) : undefined,
    );

    fireEvent.click(form.getByRole('radio', { name: 'Mollie live' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'iDEAL | Wero' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'Card' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('Enter the live_ key from your Mollie dashboard.')).toBeTruthy();
    expect(form.getByText('Choose at least one payment method.')).toBeTruthy();

    fireEvent.change(form.getByLabelText('Mollie API key'), {
      target: { value: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('This mode needs a key that starts with live_.')).toBeTruthy();
    expect(puts(network.requests)).toHaveLength(0);
  });
});
