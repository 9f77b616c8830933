import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';

const TOKEN = 'a-token-from-the-mail-0123456789';

describe('the link sent to a new address', () => {
  it('changes nothing on opening; the button confirms and says which address is the login now', async () => {
    const { network } = renderAppAs(null, `/confirm-email-change?token=${TOKEN}`, (request) =>
      request.url === '/auth/email-change/confirm'
        ? jsonResponse(200, { success: true, data: { email: 'nieuw@example.nl' } })
        : undefined,
    );
    const button = await screen.findByRole('button', { name: 'E-mailadres bevestigen' });
    expect(screen.getByRole('heading', { level: 1, name: 'Nieuw e-mailadres bevestigen' })).toBeTruthy();
    expect(network.requests).toHaveLength(0);
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Je e-mailadres is gewijzigd in nieuw@example.nl. Je logt voortaan in met dit adres.',
      ),
    ).toBeTruthy();
    expect(network.requests.map((request) => [request.url, JSON.parse(request.body ?? '{}')])).toEqual([
      ['/auth/email-change/confirm', { token: TOKEN }],
    ]);
    expect(screen.getByRole('link', { name: 'Naar inloggen' }).getAttribute('href')).toBe('/login');
  });

  it("shows the server's reason when the link no longer works", async () => {
    renderAppAs(null, `/confirm-email-change?token=${TOKEN}`, (request) =>
      request.url === '/auth/email-change/confirm'
        ? jsonResponse(409, {
            success: false,
            error: 'Er bestaat al een account met dit e-mailadres.',
            code: 'EMAIL_TAKEN',
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'E-mailadres bevestigen' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We konden je nieuwe e-mailadres niet bevestigen.');
    expect(alert.textContent).toContain('Er bestaat al een account met dit e-mailadres.');
  });

  it('says a link without its token is incomplete and offers no button', async () => {
    renderAppAs(null, '/confirm-email-change');
    expect(
      await screen.findByText('Deze bevestigingslink is onvolledig. Open de link uit de e-mail opnieuw.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'E-mailadres bevestigen' })).toBeNull();
  });
});

describe('the undo link sent to the old address', () => {
  it('undoes on the button, then leads to choosing a new password with the reset token', async () => {
    const { network, router } = renderAppAs(null, `/undo-email-change?token=${TOKEN}`, (request) =>
      request.url === '/auth/email-change/undo'
        ? jsonResponse(200, {
            success: true,
            data: { email: 'oud@example.nl', resetToken: 'reset-token-0123456789' },
          })
        : undefined,
    );
    const button = await screen.findByRole('button', { name: 'Wijziging ongedaan maken' });
    expect(network.requests).toHaveLength(0);
    fireEvent.click(button);
    expect(
      await screen.findByText('Je e-mailadres is weer oud@example.nl en alle sessies zijn beëindigd.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Wie je e-mailadres wijzigde, kende je wachtwoord. Kies daarom nu een nieuw wachtwoord.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Nieuw wachtwoord kiezen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(router.state.location.search).toBe('?token=reset-token-0123456789');
    expect(await screen.findByLabelText('Nieuw wachtwoord')).toBeTruthy();
  });

  it('says when the link expired', async () => {
    renderAppAs(null, `/undo-email-change?token=${TOKEN}`, (request) =>
      request.url === '/auth/email-change/undo'
        ? jsonResponse(400, {
            success: false,
            error: 'Deze link is ongeldig of verlopen. Vraag een nieuwe aan.',
            code: 'TOKEN_INVALID',
          })
        : undefined,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Wijziging ongedaan maken' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We konden de wijziging niet ongedaan maken.');
    expect(alert.textContent).toContain('Deze link is ongeldig of verlopen.');
  });
});
