import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readAccessToken } from '../../../lib/api/access-token';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser({ firstname: 'Jan' });
const session = { user, token: 'fresh', accessToken: 'fresh', refreshToken: 'refresh', expiresIn: 900 };

function fillIn(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submitLogin({ remember = false } = {}) {
  await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
  fillIn('E-mailadres', 'jan@example.nl');
  fillIn('Wachtwoord', 'geheim-wachtwoord');
  if (remember) fireEvent.click(screen.getByLabelText('Onthoud mij'));
  fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
}

/** Every value either web storage holds: the access token must be in none of them (issue 18). */
function storedValues(): string[] {
  return [window.localStorage, window.sessionStorage].flatMap((storage) =>
    Object.keys(storage).map((key) => storage.getItem(key) ?? ''),
  );
}

/** The requests of the form, leaving out the page's own question whether this install is a demo. */
function authCalls(network: { requests: RecordedRequest[] }) {
  return network.requests.filter((request) => request.url !== '/api/demo');
}

function loginAnswers(body: unknown, status = 200) {
  return (request: RecordedRequest) =>
    request.url === '/auth/login' ? jsonResponse(status, body) : undefined;
}

describe('login page', () => {
  it("shows the server's text for wrong credentials in an alert", async () => {
    renderAppAs(
      null,
      '/login',
      loginAnswers(
        { success: false, error: 'Onjuist e-mailadres of wachtwoord.', code: 'INVALID_CREDENTIALS' },
        401,
      ),
    );
    await submitLogin();
    expect((await screen.findByRole('alert')).textContent).toBe('Onjuist e-mailadres of wachtwoord.');
  });

  it('says how many minutes the growing delay asks to wait (Retry-After)', async () => {
    renderAppAs(null, '/login', (request) =>
      request.url === '/auth/login'
        ? new Response(
            JSON.stringify({ success: false, error: 'Te veel pogingen.', code: 'TOO_MANY_REQUESTS' }),
            { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '240' } },
          )
        : undefined,
    );
    await submitLogin();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel pogingen. Probeer het over 4 minuten opnieuw.',
    );
  });

  it('offers an e-mailed sign-in link when the login is held up, for the address in the form (issue 26)', async () => {
    const { network } = renderAppAs(null, '/login', (request) => {
      if (request.url === '/auth/login')
        return new Response(
          JSON.stringify({ success: false, error: 'Te veel pogingen.', code: 'TOO_MANY_REQUESTS' }),
          { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '900' } },
        );
      if (request.url === '/auth/sign-in-link')
        return jsonResponse(200, { success: true, message: 'Sign-in link email sent' });
      return undefined;
    });
    await submitLogin();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Te veel pogingen. Probeer het over 15 minuten opnieuw.',
    );
    // The address corrected after the refusal is the one the link goes to.
    fillIn('E-mailadres', 'jan.jansen@example.nl');
    fireEvent.click(screen.getByRole('button', { name: 'Stuur me een inloglink' }));
    expect(await screen.findByText('Kijk in je mailbox')).toBeTruthy();
    expect(screen.getByText(/Hoort jan\.jansen@example\.nl bij een account/)).toBeTruthy();
    expect(authCalls(network).map((request) => request.url)).toEqual(['/auth/login', '/auth/sign-in-link']);
    expect(JSON.parse(authCalls(network)[1]?.body ?? '{}')).toEqual({ email: 'jan.jansen@example.nl' });
  });

  it('offers no sign-in link for a wrong password', async () => {
    renderAppAs(
      null,
      '/login',
      loginAnswers(
        { success: false, error: 'Onjuist e-mailadres of wachtwoord.', code: 'INVALID_CREDENTIALS' },
        401,
      ),
    );
    await submitLogin();
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Stuur me een inloglink' })).toBeNull();
  });

  it('checks the e-mail address before sending anything', async () => {
    const { network } = renderAppAs(null, '/login');
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    fillIn('E-mailadres', 'geen-adres');
    fireEvent.click(screen.getByRole('button', { name: 'Inloggen' }));
    const input = screen.getByLabelText('E-mailadres');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Vul een geldig e-mailadres in.');
    expect(authCalls(network)).toHaveLength(0);
  });

  it('keeps the access token in memory only and opens the dashboard', async () => {
    const { router, network } = renderAppAs(
      null,
      '/login',
      loginAnswers({ success: true, message: 'Login successful', data: session }),
    );
    await submitLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welkom, Jan!' })).toBeTruthy();
    expect(readAccessToken()).toBe('fresh');
    expect(storedValues()).not.toContain('fresh');
    expect(JSON.parse(authCalls(network)[0]?.body ?? '{}')).toEqual({
      email: 'jan@example.nl',
      password: 'geheim-wachtwoord',
      rememberMe: false,
    });
  });

  it('asks for the verification code when two-factor is on; "Onthoud mij" goes to the server', async () => {
    const { router, network } = renderAppAs(null, '/login', (request) => {
      if (request.url === '/auth/login') {
        return jsonResponse(200, {
          success: true,
          message: 'ok',
          data: { twoFactorRequired: true, challengeToken: 'challenge-123' },
        });
      }
      if (request.url === '/two-factor/verify')
        return jsonResponse(200, { success: true, message: 'ok', data: session });
      return undefined;
    });
    await submitLogin({ remember: true });
    fireEvent.change(await screen.findByLabelText('Verificatiecode'), { target: { value: 'ABCD-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifiëren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(JSON.parse(authCalls(network)[0]?.body ?? '{}')).toMatchObject({ rememberMe: true });
    expect(JSON.parse(authCalls(network)[1]?.body ?? '{}')).toEqual({
      challengeToken: 'challenge-123',
      code: 'ABCD-1234',
    });
    expect(readAccessToken()).toBe('fresh');
    expect(storedValues()).not.toContain('fresh');
  });

  it('shows the success message after registering', async () => {
    const { router } = renderAppAs(null, '/register', (request) =>
      request.url === '/auth/register'
        ? jsonResponse(201, { success: true, message: 'Registration successful! Please log in.' })
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Account aanmaken' });
    fillIn('Voornaam', 'Jan');
    fillIn('Achternaam', 'Jansen');
    fillIn('E-mailadres', 'jan@example.nl');
    fillIn('Wachtwoord', 'kort');
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Je wachtwoord moet minimaal 8 karakters lang zijn.')).toBeTruthy();
    fillIn('Wachtwoord', 'lang-genoeg-wachtwoord');
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Registratie gelukt! We hebben een bevestigingsmail gestuurd naar jan@example.nl. Log in en klik op de link in die mail om je e-mailadres te bevestigen.',
    );
  });

  it('labels a demo install with its demo logins, and says nothing on a real one (issue 26)', async () => {
    const logins = [{ role: 'admin', email: 'admin@hostportaal.test', password: 'Admin!2026demo' }];
    renderAppAs(null, '/login', (request) =>
      request.url === '/api/demo'
        ? jsonResponse(200, { success: true, data: { demo: true, logins, emailOutbox: true } })
        : undefined,
    );
    expect(await screen.findByText('Demo-omgeving')).toBeTruthy();
    expect(screen.getByText('Beheerder')).toBeTruthy();
    expect(screen.getByText('admin@hostportaal.test / Admin!2026demo')).toBeTruthy();
  });

  it('shows no demo label when the install is not a demo', async () => {
    const { network } = renderAppAs(null, '/login', (request) =>
      request.url === '/api/demo'
        ? jsonResponse(200, { success: true, data: { demo: false, logins: [], emailOutbox: false } })
        : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Inloggen' });
    await waitFor(() => expect(network.requests.map((request) => request.url)).toContain('/api/demo'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('Demo-omgeving')).toBeNull();
    expect(screen.queryByText(/Admin!2026demo/)).toBeNull();
  });
});
