import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import {
  buildPackage,
  packagesResponse,
  subscriptionsResponse,
} from '../components/shell/admin-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });

describe('Administration Dashboard', () => {
  it('opens the overview by default, switches sections through ?section= and goes back with the history', async () => {
    const { router } = renderAppAs(admin, '/dashboard/admin', (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([buildPackage()]);
      if (request.url.startsWith('/api/admin/subscriptions?')) return subscriptionsResponse([], 1, 0);
      return undefined;
    });

    expect(await screen.findByRole('heading', { name: 'Administration Dashboard' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Users',
      'Subscriptions',
      'Invoices',
      'Packages',
      'Payments',
      'Collections',
      'Analytics',
      'Reports',
      'Audit log',
      'Hosting',
      'Settings',
    ]);
    expect(tabs.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected')).toBe('true');

    fireEvent.mouseDown(tabs.getByRole('tab', { name: 'Packages' }), { button: 0 });
    expect(await screen.findByText('Web Pro')).toBeTruthy();
    expect(router.state.location.search).toBe('?section=packages');

    fireEvent.keyDown(tabs.getByRole('tab', { name: 'Subscriptions' }), { key: 'Enter' });
    expect(await screen.findByText('No subscriptions found.')).toBeTruthy();
    expect(router.state.location.search).toBe('?section=subscriptions');

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?section=packages'));
    await waitFor(() =>
      expect(tabs.getByRole('tab', { name: 'Packages' }).getAttribute('aria-selected')).toBe('true'),
    );
  }, 20_000);

  it('opens a linked section and ignores an unknown one', async () => {
    renderAppAs(admin, '/dashboard/admin?section=nonsense');
    const tab = await screen.findByRole('tab', { name: 'Overview' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
  });
});

describe('Packages section', () => {
  it('checks the form, shows the server 422 details at the fields and posts cents', async () => {
    const posted: RecordedRequest[] = [];
    renderAppAs(admin, '/dashboard/admin?section=packages', (request) => {
      if (request.url === '/api/admin/packages' && request.method === 'GET') return packagesResponse([]);
      if (request.url === '/api/admin/packages' && request.method === 'POST') {
        posted.push(request);
        if (posted.length === 1) {
          return jsonResponse(422, {
            success: false,
            error: 'Validatie mislukt',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'prices.monthly', message: 'Te hoog bedrag' }],
          });
        }
        if (posted.length === 2) {
          return jsonResponse(409, {
            success: false,
            error: 'Deze slug is al in gebruik door een ander pakket.',
            code: 'CONFLICT',
            details: [{ field: 'slug', message: 'Al in gebruik' }],
          });
        }
        return jsonResponse(201, { success: true, data: { package: buildPackage() } });
      }
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Slug'), { target: { value: 'Web Pro' } });
    fireEvent.change(dialog.getByLabelText('Price Monthly'), { target: { value: 'twaalf' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    expect(await dialog.findByText('This field is required.')).toBeTruthy();
    expect(dialog.getByText('Use lower-case letters, digits and hyphens only.')).toBeTruthy();
    expect(dialog.getByText('Enter an amount such as 12,50.')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Web Pro' } });
    fireEvent.change(dialog.getByLabelText('Slug'), { target: { value: 'web-pro' } });
    fireEvent.change(dialog.getByLabelText('Price Monthly'), { target: { value: '12,50' } });
    fireEvent.change(dialog.getByLabelText('Price Annually'), { target: { value: '120' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    expect(await dialog.findByText('Te hoog bedrag')).toBeTruthy();
    expect(dialog.getByLabelText('Price Monthly').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    expect(await dialog.findByText('Al in gebruik')).toBeTruthy();
    expect(dialog.getByLabelText('Slug').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(posted[2]?.body ?? '{}')).toEqual({
      name: 'Web Pro',
      slug: 'web-pro',
      type: 'shared_hosting',
      description: '',
      specs: { diskGb: null, bandwidthGb: null, vcpu: null, ramMb: null },
      prices: { monthly: 1250, quarterly: null, 'half-yearly': null, annually: 12_000 },
      vatRateBp: 2100,
      directadminPackage: null,
      game: null,
      slots: null,
      pterodactylEgg: null,
      sortOrder: 0,
    });
    expect(await screen.findByText('Package Web Pro created.')).toBeTruthy();
  });

  it('maps a game server to its Pterodactyl egg, game and slots, with the server’s 422 on the egg', async () => {
    const gamePackage = buildPackage({
      name: 'Minecraft 10',
      slug: 'minecraft-10',
      type: 'game_server',
      directadminPackage: null,
      game: 'minecraft_java',
      slots: 10,
      pterodactylEgg: '1:3',
    });
    const posted: RecordedRequest[] = [];
    renderAppAs(admin, '/dashboard/admin?section=packages', (request) => {
      if (request.url === '/api/admin/packages' && request.method === 'GET')
        return packagesResponse(posted.length > 1 ? [gamePackage] : []);
      if (request.url === '/api/admin/packages' && request.method === 'POST') {
        posted.push(request);
        if (posted.length === 1)
          return jsonResponse(422, {
            success: false,
            error: 'Validation failed',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'pterodactylEgg', message: 'Egg 9:9 does not exist on the game panel' }],
          });
        return jsonResponse(201, { success: true, data: { package: gamePackage } });
      }
      return undefined;
    });

    fireEvent.click(await screen.findByRole('button', { name: 'New package' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('DirectAdmin package')).toBeTruthy();
    expect(dialog.queryByLabelText('Pterodactyl egg')).toBeNull();
    fireEvent.change(dialog.getByLabelText('DirectAdmin package'), { target: { value: 'webpro' } });
    fireEvent.change(dialog.getByLabelText('Type'), { target: { value: 'game_server' } });
    expect(dialog.queryByLabelText('DirectAdmin package')).toBeNull();
    expect(dialog.getByText('nest:egg, e.g. 1:3')).toBeTruthy();

    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Minecraft 10' } });
    fireEvent.change(dialog.getByLabelText('Slug'), { target: { value: 'minecraft-10' } });
    fireEvent.change(dialog.getByLabelText('Price Monthly'), { target: { value: '8' } });
    fireEvent.change(dialog.getByLabelText('Game key'), { target: { value: 'Minecraft Java' } });
    fireEvent.change(dialog.getByLabelText('Slots'), { target: { value: '0' } });
    fireEvent.change(dialog.getByLabelText('Pterodactyl egg'), { target: { value: '1-3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    expect(await dialog.findByText('Use lower-case letters, digits and underscores only.')).toBeTruthy();
    expect(dialog.getByText('Enter a number of slots from 1 to 1000.')).toBeTruthy();
    expect(dialog.getByText('Enter the egg as nest:egg, e.g. 1:3.')).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Game key'), { target: { value: 'minecraft_java' } });
    fireEvent.change(dialog.getByLabelText('Slots'), { target: { value: '10' } });
    fireEvent.change(dialog.getByLabelText('Pterodactyl egg'), { target: { value: '9:9' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    const eggError = await dialog.findByText('Egg 9:9 does not exist on the game panel');
    const egg = dialog.getByLabelText('Pterodactyl egg');
    expect(egg.getAttribute('aria-invalid')).toBe('true');
    expect(egg.getAttribute('aria-describedby')).toContain(eggError.id);

    fireEvent.change(egg, { target: { value: ' 1:3 ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The DirectAdmin package typed before the type changed does not go out with a game server.
    expect(JSON.parse(posted[1]?.body ?? '{}')).toMatchObject({
      type: 'game_server',
      directadminPackage: null,
      game: 'minecraft_java',
      slots: 10,
      pterodactylEgg: '1:3',
    });
    expect(await screen.findByText('Egg 1:3')).toBeTruthy();
    // The game is an identifier staff type into the panel: shown as typed, marked translate="no".
    const game = screen.getByText('minecraft_java');
    expect(game.getAttribute('translate')).toBe('no');
    expect(game.parentElement?.textContent).toBe('minecraft_java · 10 slots');
  });

  it('shows prices with formatCents, reports the repriced subscriptions and archives after confirming', async () => {
    let current = buildPackage();
    const writes: RecordedRequest[] = [];
    renderAppAs(admin, '/dashboard/admin?section=packages', (request) => {
      if (request.url === '/api/admin/packages') return packagesResponse([current]);
      if (request.url.startsWith('/api/admin/packages/') && request.method === 'PUT') {
        writes.push(request);
        current = { ...current, prices: { ...current.prices, monthly: 1500 } };
        return jsonResponse(200, { success: true, data: { package: current, repricedSubscriptions: 3 } });
      }
      if (request.url.endsWith('/status') && request.method === 'PATCH') {
        writes.push(request);
        current = { ...current, isActive: false };
        return jsonResponse(200, { success: true, data: { package: current } });
      }
      return undefined;
    });

    expect(await screen.findByText('€ 12,50')).toBeTruthy();
    expect(screen.getByText('VAT 21%')).toBeTruthy();
    expect(screen.getByText('webpro')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Web Pro' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Price Monthly') as HTMLInputElement).value).toBe('12,50');
    fireEvent.change(dialog.getByLabelText('Price Monthly'), { target: { value: '15' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save package' }));
    expect(
      await screen.findByText('Price applies from the next billing period of 3 subscriptions.'),
    ).toBeTruthy();
    expect(JSON.parse(writes[0]?.body ?? '{}').prices.monthly).toBe(1500);

    fireEvent.click(screen.getByRole('button', { name: 'Archive Web Pro' }));
    const confirm = within(await screen.findByRole('dialog'));
    fireEvent.click(confirm.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archived')).toBeTruthy();
    expect(JSON.parse(writes[1]?.body ?? '{}')).toEqual({ isActive: false });
  }, 20_000);
});
