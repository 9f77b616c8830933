import type { PendingEmailChange, User } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const PATH = '/dashboard/instellingen?tab=profile';
const pendingChange: PendingEmailChange = {
  email: 'nieuw@example.nl',
  requestedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-21T10:00:00.000Z',
};

type Answer = (request: RecordedRequest) => Response | undefined;

/** The profile tab; GET /auth/email-change answers `pending` until a test's own answer says otherwise. */
function renderProfileTab(user: User, pending: PendingEmailChange | null, answer: Answer = () => undefined) {
  return renderAppAs(user, PATH, (request) => {
    const own = answer(request);
    if (own) return own;
    if (request.url === '/auth/email-change' && request.method === 'GET')
      return jsonResponse(200, { success: true, data: { pending } });
    return undefined;
  });
}

// The first await loads the whole settings page; on a busy 2-core machine that alone can take over 5 s.
const card = async () =>
  within(await screen.findByRole('region', { name: 'E-mailadres wijzigen' }, { timeout: 15_000 }));

function fill(section: ReturnType<typeof within>, label: string, value: string) {
  fireEvent.change(section.getByLabelText(label), { target: { value } });
}

const writes = (requests: RecordedRequest[]) => requests.filter((request) => request.method !== 'GET');

describe('E-mailadres wijzigen', () => {
  it('asks the current password, sends the new address and shows it as waiting', async () => {
    const { network } = renderProfileTab(buildUser({ email: 'jan@example.nl' }), null, (request) =>
      request.url === '/auth/email-change' && request.method === 'POST'
        ? jsonResponse(200, { success: true, data: { pending: pendingChange } })
        : undefined,
    );
    const section = await card();
    expect(section.getByText(/Je logt nu in met jan@example.nl\./)).toBeTruthy();
    expect(section.queryByLabelText('Verificatiecode of back-upcode')).toBeNull();

    fireEvent.click(section.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await section.findAllByText('Dit veld is verplicht.')).toHaveLength(2);
    fill(section, 'Nieuw e-mailadres', 'JAN@example.nl');
    fireEvent.click(section.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await section.findByText('Dit is al je e-mailadres.')).toBeTruthy();
    expect(writes(network.requests)).toHaveLength(0);

    fill(section, 'Nieuw e-mailadres', 'Nieuw@Example.nl');
    fill(section, 'Huidig wachtwoord', 'mijn-wachtwoord');
    fireEvent.click(section.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(
      await section.findByText(
        'We hebben een bevestigingslink gestuurd naar nieuw@example.nl. Tot je die opent, log je in met je huidige e-mailadres.',
      ),
    ).toBeTruthy();
    const [sent] = writes(network.requests);
    expect(sent?.url).toBe('/auth/email-change');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      newEmail: 'nieuw@example.nl',
      currentPassword: 'mijn-wachtwoord',
    });
    expect(section.getByText('Wacht op bevestiging')).toBeTruthy();
    expect(
      section.getByText(
        'Open de link die we naar nieuw@example.nl hebben gestuurd om dat je inlogadres te maken. De link is geldig tot 21-11-2026 11:00. Tot dan log je in met jan@example.nl.',
      ),
    ).toBeTruthy();
    expect((section.getByLabelText('Huidig wachtwoord') as HTMLInputElement).value).toBe('');
  });

  it('offers the confirmation link again while the current address is unconfirmed, and says a refusal', async () => {
    let resends = 0;
    renderProfileTab(buildUser({ email: 'jan@example.nl', isEmailVerified: false }), null, (request) => {
      if (request.url !== '/auth/resend-verification') return undefined;
      resends += 1;
      return resends === 1
        ? jsonResponse(200, { success: true, message: 'Verification email sent' })
        : jsonResponse(429, {
            success: false,
            error: 'Te veel pogingen. Probeer het later opnieuw.',
            code: 'TOO_MANY_REQUESTS',
          });
    });
    const section = await card();
    expect(section.getByText('Je e-mailadres is nog niet bevestigd')).toBeTruthy();
    const resend = section.getByRole('button', { name: 'Stuur de bevestigingslink opnieuw' });
    fireEvent.click(resend);
    expect(
      await section.findByText('We hebben een nieuwe bevestigingslink gestuurd naar jan@example.nl.'),
    ).toBeTruthy();
    fireEvent.click(resend);
    expect(await section.findByText('Te veel verzoeken. Probeer het later opnieuw.')).toBeTruthy();
    expect(resends).toBe(2);
  });

  it('says nothing about confirming a confirmed address', async () => {
    renderProfileTab(buildUser({ isEmailVerified: true }), null);
    const section = await card();
    expect(section.queryByRole('button', { name: 'Stuur de bevestigingslink opnieuw' })).toBeNull();
  });

  it('puts a wrong password on its field', async () => {
    renderProfileTab(buildUser(), null, (request) =>
      request.url === '/auth/email-change' && request.method === 'POST'
        ? jsonResponse(400, {
            success: false,
            error: 'Het huidige wachtwoord is onjuist.',
            code: 'WRONG_PASSWORD',
          })
        : undefined,
    );
    const section = await card();
    fill(section, 'Nieuw e-mailadres', 'nieuw@example.nl');
    fill(section, 'Huidig wachtwoord', 'fout');
    fireEvent.click(section.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await section.findByText('Het huidige wachtwoord is onjuist.')).toBeTruthy();
    const input = section.getByLabelText('Huidig wachtwoord');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(section.queryByText('Wacht op bevestiging')).toBeNull();
  });

  it('with 2FA on asks the code too, and shows the server saying the code is wrong', async () => {
    const { network } = renderProfileTab(buildUser({ twoFactorEnabled: true }), null, (request) =>
      request.url === '/auth/email-change' && request.method === 'POST'
        ? jsonResponse(422, {
            success: false,
            error: 'Controleer de gemarkeerde velden.',
            code: 'VALIDATION_FAILED',
            details: [{ field: 'code', message: 'De verificatiecode is onjuist of verlopen.' }],
          })
        : undefined,
    );
    const section = await card();
    fill(section, 'Nieuw e-mailadres', 'nieuw@example.nl');
    fill(section, 'Huidig wachtwoord', 'mijn-wachtwoord');
    fireEvent.click(section.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await section.findByText('Voer een code van 6 cijfers of een back-upcode in.')).toBeTruthy();
    expect(writes(network.requests)).toHaveLength(0);

    fill(section, 'Verificatiecode of back-upcode', '123456');
    fireEvent.click(section.getByRole('button', { name: 'Bevestigingslink versturen' }));
    expect(await section.findByText('De verificatiecode is onjuist of verlopen.')).toBeTruthy();
    expect(JSON.parse(writes(network.requests)[0]?.body ?? '{}')).toEqual({
      newEmail: 'nieuw@example.nl',
      currentPassword: 'mijn-wachtwoord',
      code: '123456',
    });
  });

  it('sends the link again or cancels the waiting change', async () => {
    const { network } = renderProfileTab(buildUser({ email: 'jan@example.nl' }), pendingChange, (request) => {
      if (request.url === '/auth/email-change/resend')
        return jsonResponse(200, { success: true, data: { pending: pendingChange } });
      if (request.url === '/auth/email-change' && request.method === 'DELETE')
        return jsonResponse(200, { success: true, message: 'E-mail change cancelled' });
      return undefined;
    });
    const section = await card();
    expect(await section.findByText('Wacht op bevestiging')).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Link opnieuw versturen' }));
    expect(
      await section.findByText(
        'We hebben een nieuwe link gestuurd naar nieuw@example.nl. De vorige link werkt niet meer.',
      ),
    ).toBeTruthy();

    fireEvent.click(section.getByRole('button', { name: 'Wijziging annuleren' }));
    expect(
      await section.findByText('De wijziging is geannuleerd. Je blijft inloggen met jan@example.nl.'),
    ).toBeTruthy();
    await waitFor(() => expect(section.queryByText('Wacht op bevestiging')).toBeNull());
    expect(writes(network.requests).map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /auth/email-change/resend',
      'DELETE /auth/email-change',
    ]);
  });

  it('the profile form no longer edits the address, and saves with the current one', async () => {
    const user = buildUser({ email: 'jan@example.nl' });
    const { network } = renderProfileTab(user, null, (request) =>
      request.url === '/auth/profile' && request.method === 'PUT'
        ? jsonResponse(200, { success: true, message: 'Profile updated successfully', data: { user } })
        : undefined,
    );
    await card();
    fireEvent.click(screen.getByRole('button', { name: 'Bewerken' }));
    expect(screen.getByLabelText('Voornaam')).toBeTruthy();
    expect(screen.queryByLabelText('E-mailadres')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(writes(network.requests)).toHaveLength(1));
    expect(JSON.parse(writes(network.requests)[0]?.body ?? '{}')).toMatchObject({ email: 'jan@example.nl' });
  });
});
