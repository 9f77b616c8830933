import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAppAs } from '../../test/render-app';
import { buildUser } from '../../test/user-fixture';

const admin = buildUser({ role: 'admin', firstname: 'Bram', lastname: 'Jansen' });
const customer = buildUser({ role: 'user', firstname: 'Sanne', lastname: 'de Vries' });

async function mainMenu() {
  return screen.findByRole('navigation', { name: 'Hoofdmenu' });
}

describe('dashboard layout', () => {
  it('shows the Beheer section with its three admin links to an admin', async () => {
    renderAppAs(admin, '/dashboard');
    const menu = await mainMenu();
    expect(within(menu).getByRole('heading', { name: 'Beheer' })).toBeTruthy();
    const links = ['Admin Panel', 'Incasso Beheer', 'Subscription Analytics'].map((name) =>
      within(menu).getByRole('link', { name }).getAttribute('href'),
    );
    expect(links).toEqual([
      '/dashboard/admin',
      '/dashboard/enhanced-subscriptions',
      '/dashboard/subscription',
    ]);
  });

  it('does not show the Beheer section to a customer', async () => {
    renderAppAs(customer, '/dashboard');
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Facturen' })).toBeTruthy();
    expect(within(menu).queryByRole('heading', { name: 'Beheer' })).toBeNull();
    for (const name of ['Admin Panel', 'Incasso Beheer', 'Subscription Analytics']) {
      expect(within(menu).queryByRole('link', { name })).toBeNull();
    }
  });

  it('tells a customer who opens an admin page that access is denied', async () => {
    renderAppAs(customer, '/dashboard/enhanced-subscriptions');
    expect(await screen.findByRole('heading', { name: 'Toegang Geweigerd' })).toBeTruthy();
    expect(screen.getByText('Je hebt geen beheerdersrechten voor deze pagina.')).toBeTruthy();
  });

  it('opens an admin page for an admin', async () => {
    renderAppAs(admin, '/dashboard/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Administration Dashboard' })).toBeTruthy();
    expect(screen.queryByText('Toegang Geweigerd')).toBeNull();
  });

  it('welcomes the user by first name and marks Dashboard as the current page', async () => {
    renderAppAs(customer, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Sanne!' })).toBeTruthy();
    const menu = await mainMenu();
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Meldingen, 0 ongelezen' })).toBeTruthy();
  });

  it('shows the real role in the user menu', async () => {
    renderAppAs(admin, '/dashboard');
    const trigger = await screen.findByRole('button', { name: 'Gebruikersmenu van Bram Jansen' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Beheerder')).toBeTruthy();
    expect(within(menu).getByText(admin.email)).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Profiel' }).getAttribute('href')).toBe(
      '/dashboard/instellingen?tab=profile',
    );
  });

  it('sends a visitor without a session to /login', async () => {
    const { router } = renderAppAs(null, '/dashboard/invoices');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inloggen' })).toBeTruthy();
  });
});
