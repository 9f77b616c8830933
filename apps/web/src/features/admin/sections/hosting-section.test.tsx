import type { ProvisioningAccount, ProvisioningServer } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../test/fetch-stub';
import { HostingSection } from './hosting-section';

const serverId = '3f1c2d7a-9b1e-4c3d-8e2f-6a7b8c9d0e1f';
const accountId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function server(overrides: Partial<ProvisioningServer> = {}): ProvisioningServer {
  return {
    id: serverId,
    name: 'da1',
    panel: 'directadmin',
    url: 'https://da1.example.nl:2222',
    username: 'reseller',
    capacity: 250,
    isActive: true,
    lastCheck: null,
    packages: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

function account(overrides: Partial<ProvisioningAccount> = {}): ProvisioningAccount {
  return {
    id: accountId,
    subscriptionId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
    subscriptionTitle: 'Webhosting Pro',
    customerName: 'Sanne de Vries',
    customerEmail: 'sanne@example.nl',
    serverName: 'da1',
    username: 'sannedv',
    domain: 'sanne.nl',
    package: 'pro',
    state: 'pending',
    attempts: 3,
    lastError: 'DirectAdmin: That domain is already owned by another user',
    retryable: false,
    nextAttemptAt: null,
    updatedAt: '2026-11-21T13:05:09.000Z',
    ...overrides,
  };
}

const page = (accounts: ProvisioningAccount[]) => ({
  success: true,
  data: {
    accounts,
    pagination: { page: 1, limit: 20, totalItems: accounts.length, totalPages: 1 },
  },
});

type Responder = (request: RecordedRequest) => Response | undefined;

function renderSection(respond: Responder) {
  const network = stubFetch(
    (request) =>
      respond(request) ?? jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
  );
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <HostingSection />
    </AppProviders>,
  );
  return network;
}

const isServers = (request: RecordedRequest) =>
  request.method === 'GET' && request.url === '/api/admin/provisioning/servers';
const isAccounts = (request: RecordedRequest) =>
  request.method === 'GET' && request.url.startsWith('/api/admin/provisioning/accounts?');
const query = (request: RecordedRequest) => Object.fromEntries(new URL(request.url, 'http://x').searchParams);

describe('Hosting section', () => {
  it('adds a server with its login key and never shows the key afterwards', async () => {
    let servers: ProvisioningServer[] = [];
    const { requests } = renderSection((request) => {
      if (isServers(request)) return jsonResponse(200, { success: true, data: { servers } });
      if (isAccounts(request)) return jsonResponse(200, page([]));
      if (request.method === 'POST' && request.url === '/api/admin/provisioning/servers') {
        servers = [server()];
        return jsonResponse(201, { success: true, data: { server: server() } });
      }
      return undefined;
    });
    expect(await screen.findByText(/No server is configured yet/)).toBeTruthy();
    expect(await screen.findByText('No hosting accounts yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add server' }));
    const dialog = within(await screen.findByRole('dialog'));
    // Nothing goes out while required fields are empty; the key is required when adding.
    fireEvent.click(dialog.getByRole('button', { name: 'Add server' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(4);
    const key = dialog.getByLabelText('Login key');
    expect(key.getAttribute('type')).toBe('password');

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: ' da1 ' } });
    fireEvent.change(dialog.getByLabelText('Panel URL'), {
      target: { value: 'https://da1.example.nl:2222' },
    });
    fireEvent.change(dialog.getByLabelText('User'), { target: { value: 'reseller' } });
    fireEvent.change(dialog.getByLabelText('Capacity (accounts)'), { target: { value: '250' } });
    fireEvent.change(key, { target: { value: 'secret-login-key' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add server' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      name: 'da1',
      panel: 'directadmin',
      url: 'https://da1.example.nl:2222',
      username: 'reseller',
      capacity: 250,
      isActive: true,
      loginKey: 'secret-login-key',
    });
    const row = within(await screen.findByTestId('provisioning-server-row'));
    expect(row.getByText('https://da1.example.nl:2222')).toBeTruthy();
    expect(row.getByText('DirectAdmin')).toBeTruthy();
    expect(row.getByText('250 accounts')).toBeTruthy();
    expect(row.getByText('Not checked yet')).toBeTruthy();
    expect(document.body.textContent).not.toContain('secret-login-key');

    // Editing starts with an empty key field: left empty, the key is not sent (the server keeps it).
    fireEvent.click(row.getByRole('button', { name: 'Edit da1' }));
    const edit = within(await screen.findByRole('dialog'));
    expect((edit.getByLabelText('Login key') as HTMLInputElement).value).toBe('');
    expect(edit.getByText('Leave empty to keep the current key')).toBeTruthy();
  });

  it('adds a Pterodactyl game panel with its application API key and no user', async () => {
    const game = server({
      name: 'games1',
      panel: 'pterodactyl',
      url: 'https://games.example.nl',
      username: '',
      capacity: 40,
      lastCheck: { at: '2026-11-20T09:00:00.000Z', ok: true, error: null },
    });
    let servers: ProvisioningServer[] = [];
    const { requests } = renderSection((request) => {
      if (isServers(request)) return jsonResponse(200, { success: true, data: { servers } });
      if (isAccounts(request)) return jsonResponse(200, page([]));
      if (request.method === 'POST' && request.url === '/api/admin/provisioning/servers') {
        servers = [game];
        return jsonResponse(201, { success: true, data: { server: game } });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add server' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('User')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Panel'), { target: { value: 'pterodactyl' } });
    // The game panel authenticates by key alone: no user field, and the key is named as the panel names it.
    expect(dialog.queryByLabelText('User')).toBeNull();
    expect(dialog.queryByLabelText('Login key')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Add server' }));
    expect(await dialog.findAllByText('This field is required')).toHaveLength(3);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'games1' } });
    fireEvent.change(dialog.getByLabelText('Panel URL'), { target: { value: 'https://games.example.nl' } });
    fireEvent.change(dialog.getByLabelText('Application API key'), { target: { value: 'ptla_secret' } });
    fireEvent.change(dialog.getByLabelText('Capacity (game servers)'), { target: { value: '40' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add server' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      name: 'games1',
      panel: 'pterodactyl',
      url: 'https://games.example.nl',
      username: '',
      capacity: 40,
      isActive: true,
      loginKey: 'ptla_secret',
    });
    const row = within(await screen.findByTestId('provisioning-server-row'));
    expect(row.getByText('Pterodactyl')).toBeTruthy();
    expect(row.getByText('40 game servers')).toBeTruthy();
    expect(row.getByText('Connected')).toBeTruthy();
    // A game panel has no DirectAdmin packages to list.
    expect(row.queryByRole('list', { name: 'Packages' })).toBeNull();
    expect(row.queryByText('None found')).toBeNull();

    fireEvent.click(row.getByRole('button', { name: 'Edit games1' }));
    const edit = within(await screen.findByRole('dialog'));
    expect((edit.getByLabelText('Panel') as HTMLSelectElement).value).toBe('pterodactyl');
    expect((edit.getByLabelText('Application API key') as HTMLInputElement).value).toBe('');
  });

  it('puts the server’s 422 and 409 answers on the fields they concern', async () => {
    let answer = 422;
    renderSection((request) => {
      if (isServers(request)) return jsonResponse(200, { success: true, data: { servers: [] } });
      if (isAccounts(request)) return jsonResponse(200, page([]));
      if (request.method === 'POST' && request.url === '/api/admin/provisioning/servers')
        return answer === 422
          ? jsonResponse(422, {
              success: false,
              error: 'Validation failed',
              code: 'VALIDATION_FAILED',
              details: [
                { field: 'url', message: 'Enter the panel URL, e.g. https://server1.example.nl:2222' },
              ],
            })
          : jsonResponse(409, {
              success: false,
              error: 'A server named da1 already exists',
              code: 'CONFLICT',
              reason: 'server_name_taken',
              params: { name: 'da1' },
            });
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add server' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'da1' } });
    fireEvent.change(dialog.getByLabelText('Panel URL'), { target: { value: 'ftp://da1' } });
    fireEvent.change(dialog.getByLabelText('User'), { target: { value: 'reseller' } });
    fireEvent.change(dialog.getByLabelText('Login key'), { target: { value: 'key' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Add server' }));
    const urlError = await dialog.findByText('Enter the panel URL, e.g. https://server1.example.nl:2222');
    expect(dialog.getByLabelText('Panel URL').getAttribute('aria-describedby')).toContain(urlError.id);

    answer = 409;
    fireEvent.change(dialog.getByLabelText('Panel URL'), {
      target: { value: 'https://da1.example.nl:2222' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Add server' }));
    const nameError = await dialog.findByText('A server named da1 already exists');
    expect(dialog.getByLabelText('Name').getAttribute('aria-describedby')).toContain(nameError.id);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows a failed connection check with DirectAdmin’s error text', async () => {
    let current = server({
      lastCheck: { at: '2026-11-20T09:00:00.000Z', ok: true, error: null },
      packages: ['basic'],
    });
    const { requests } = renderSection((request) => {
      if (isServers(request)) return jsonResponse(200, { success: true, data: { servers: [current] } });
      if (isAccounts(request)) return jsonResponse(200, page([]));
      if (request.method === 'POST' && request.url === `/api/admin/provisioning/servers/${serverId}/check`) {
        current = server({
          lastCheck: {
            at: '2026-11-21T13:05:09.000Z',
            ok: false,
            error: 'DirectAdmin refused the login key',
          },
          packages: ['basic'],
        });
        return jsonResponse(200, { success: true, data: { server: current } });
      }
      return undefined;
    });
    const row = within(await screen.findByTestId('provisioning-server-row'));
    expect(row.getByText('Connected')).toBeTruthy();
    expect(row.getByText('basic')).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Check the connection to da1' }));
    expect(await row.findByText('DirectAdmin refused the login key')).toBeTruthy();
    expect(row.getByText('Failed')).toBeTruthy();
    expect(row.getByText('at 21-11-2026 14:05')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('filters the failing accounts and retries one, showing the result', async () => {
    let failing = [account()];
    const { requests } = renderSection((request) => {
      if (isServers(request)) return jsonResponse(200, { success: true, data: { servers: [server()] } });
      if (isAccounts(request))
        return jsonResponse(
          200,
          page(
            query(request).filter === 'failing'
              ? failing
              : [...failing, account({ id: serverId, username: 'okuser', lastError: null, state: 'active' })],
          ),
        );
      if (
        request.method === 'POST' &&
        request.url === `/api/admin/provisioning/accounts/${accountId}/retry`
      ) {
        failing = [];
        return jsonResponse(200, {
          success: true,
          data: { account: account({ state: 'active', lastError: null, attempts: 0 }) },
        });
      }
      return undefined;
    });
    expect(await screen.findAllByTestId('provisioning-account-row')).toHaveLength(2);
    expect(query(requests.filter(isAccounts)[0] as RecordedRequest)).toEqual({
      filter: 'all',
      page: '1',
      limit: '20',
    });
    // Only the failing row offers a retry.
    expect(screen.getAllByRole('button', { name: /^Retry / })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Failing' }));
    await waitFor(() => expect(screen.getAllByTestId('provisioning-account-row')).toHaveLength(1));
    expect(query(requests.filter(isAccounts).at(-1) as RecordedRequest)).toEqual({
      filter: 'failing',
      page: '1',
      limit: '20',
    });
    const row = within(screen.getByTestId('provisioning-account-row'));
    expect(row.getByText('DirectAdmin: That domain is already owned by another user')).toBeTruthy();
    expect(row.getByText(/3 attempts · The panel refused: waits for a retry/)).toBeTruthy();

    fireEvent.click(row.getByRole('button', { name: 'Retry sannedv' }));
    expect(await screen.findByText('Done: the account is Active.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/admin/provisioning/accounts/${accountId}/retry`,
    ]);
    // The list is asked again and the account has left the failing list.
    expect(await screen.findByText(/No failing hosting accounts/)).toBeTruthy();
  });

  it('shows a game server account, which has no domain, with its egg', async () => {
    renderSection((request) => {
      if (isServers(request)) return jsonResponse(200, { success: true, data: { servers: [] } });
      if (isAccounts(request))
        return jsonResponse(
          200,
          page([
            account({
              subscriptionTitle: 'Minecraft 10 slots',
              serverName: 'games1',
              domain: null,
              package: '1:3 4096MB 20480MB 10slots',
              state: 'active',
              lastError: null,
              attempts: 0,
            }),
          ]),
        );
      return undefined;
    });
    const row = within(await screen.findByTestId('provisioning-account-row'));
    // The package is an identifier staff type into the panel: marked as such inside the line.
    const panelPackage = row.getByText('1:3 4096MB 20480MB 10slots');
    expect(panelPackage.getAttribute('translate')).toBe('no');
    expect(panelPackage.parentElement?.textContent).toBe('Game server · 1:3 4096MB 20480MB 10slots');
    expect(row.getByText('on games1')).toBeTruthy();
    expect(row.queryByText(/null/)).toBeNull();
  });

  it('shows a load error with a retry that asks again', async () => {
    let fail = true;
    const { requests } = renderSection((request) => {
      if (isServers(request))
        return fail
          ? jsonResponse(500, { success: false, error: 'Boom', code: 'INTERNAL' })
          : jsonResponse(200, { success: true, data: { servers: [server()] } });
      if (isAccounts(request)) return jsonResponse(200, page([]));
      return undefined;
    });
    const alert = await screen.findByText(/Could not load the servers/, undefined, { timeout: 10_000 });
    const before = requests.filter(isServers).length;
    fail = false;
    fireEvent.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }),
    );
    expect(await screen.findByTestId('provisioning-server-row')).toBeTruthy();
    expect(requests.filter(isServers).length).toBeGreaterThan(before);
  });
});
