import type { CustomerMandates } from '@hostportaal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import {
  gameServer,
  minecraftId,
  ok,
  orderResult,
  sentBody,
  serverPage,
  templates,
  withoutValidMandate,
  withValidMandate,
} from '../test/games-fixtures';

const customer = buildUser();
const PATH = '/dashboard/games';

interface Answers {
  servers: (request: RecordedRequest) => Response;
  mandates?: CustomerMandates;
  create?: (request: RecordedRequest) => Response;
}

/** The game-servers page; every POST /api/games/create is recorded and answered by `answers.create`. */
function renderGames(answers: Answers) {
  const creates: RecordedRequest[] = [];
  const { network, router } = renderAppAs(customer, PATH, (request) => {
    if (request.url === '/api/games/templates') return ok({ templates });
    if (request.url.startsWith('/api/games?')) return answers.servers(request);
    if (request.url === '/api/mandates') return ok(answers.mandates ?? withValidMandate);
    if (request.url === '/api/games/create' && request.method === 'POST') {
      creates.push(request);
      return answers.create?.(request);
    }
    return undefined;
  });
  const listRequests = () => network.requests.filter((request) => request.url.startsWith('/api/games?'));
  const mandateRequests = () => network.requests.filter((request) => request.url === '/api/mandates');
  return { creates, listRequests, mandateRequests, router };
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));
const catalogue = () => region('Game-server bestellen');
const myServers = () => region('Mijn game-servers');
const termValue = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label).nextElementSibling?.textContent;

async function openOrderDialog() {
  fireEvent.click(await (await catalogue()).findByRole('button', { name: 'Minecraft Java 4GB bestellen' }));
  return within(await screen.findByRole('dialog', { name: 'Minecraft Java 4GB bestellen' }));
}

/** The terms and, as a consumer, the consent to start at once (issue 28). */
function acceptTerms(dialog: ReturnType<typeof within>) {
  fireEvent.click(dialog.getByRole('checkbox', { name: /algemene voorwaarden/ }));
  fireEvent.click(dialog.getByRole('checkbox', { name: /direct begint/ }));
}
const acceptance = { termsVersion: 3, privacyVersion: 2, acceptTerms: true, immediateStart: true };

describe('Game-servers', () => {
  it('shows the catalogue with its specs and the price of the chosen interval, and no servers yet', async () => {
    renderGames({ servers: () => ok(serverPage([])) });
    const card = within(await (await catalogue()).findByRole('article', { name: 'Minecraft Java 4GB' }));
    expect(card.getByText('Minecraft Java Edition-server met 4 GB RAM en dagelijkse back-ups.')).toBeTruthy();
    expect(termValue(card, 'Geheugen')).toBe('4 GB');
    expect(termValue(card, 'Spelers')).toBe('20');
    expect(termValue(card, 'Opslag')).toBe('25 GB');
    const price = () => card.getByText('incl. btw').parentElement?.parentElement?.textContent;
    expect(price()).toBe('€\u00a013,25/maand incl. btw€\u00a010,95/maand excl. btw');

    const interval = card.getByLabelText('Betaaltermijn') as HTMLSelectElement;
    expect([...interval.options].map((option) => option.value)).toEqual(['monthly', 'quarterly', 'annually']);
    fireEvent.change(interval, { target: { value: 'annually' } });
    expect(price()).toBe('€\u00a0142,72/jaar incl. btw€\u00a0117,95/jaar excl. btw');

    expect(await (await myServers()).findByText('Je hebt nog geen game-servers.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Game-servers' }).getAttribute('href')).toBe(PATH);
  });

  it('orders with the valid mandate (mandate null) and lists the new server while it is being built', async () => {
    const pending = gameServer({ status: 'pending', panelUrl: null, interval: 'annually' });
    const { creates, listRequests } = renderGames({
      servers: () => ok(serverPage(creates.length > 0 ? [pending] : [])),
      create: () => ok(orderResult(pending), 201),
    });
    const dialog = await openOrderDialog();
    expect(
      await dialog.findByText(
        'We schrijven de bedragen af met je machtiging HP-MND-000007 van rekening NL** **** **** **43 00. Je hoeft niets meer in te vullen.',
      ),
    ).toBeTruthy();
    expect(dialog.queryByLabelText('IBAN')).toBeNull();
    expect(termValue(dialog, 'Prijs excl. btw')).toBe('€\u00a010,95');
    expect(termValue(dialog, 'Btw 21%')).toBe('€\u00a02,30');
    expect(termValue(dialog, 'Totaal incl. btw')).toBe('€\u00a013,25');

    fireEvent.change(dialog.getByLabelText('Betaaltermijn'), { target: { value: 'annually' } });
    expect(termValue(dialog, 'Totaal incl. btw')).toBe('€\u00a0142,72');
    acceptTerms(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Bestellen met betaalverplichting' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(creates[0])).toEqual({
      templateId: minecraftId,
      interval: 'annually',
      mandate: null,
      acceptance,
    });
    expect(
      await screen.findByText('Bedankt voor je bestelling! We maken Minecraft Java 4GB nu voor je aan.'),
    ).toBeTruthy();
    expect(await (await myServers()).findByText('Wordt aangemaakt')).toBeTruthy();
    expect(listRequests().length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal when the mandate is no longer valid, and reads the mandates again", async () => {
    const { creates, mandateRequests } = renderGames({
      servers: () => ok(serverPage([])),
      create: () =>
        jsonResponse(409, {
          success: false,
          error: 'Je hebt nog geen geldige machtiging; geef er een af.',
          code: 'MANDATE_INVALID',
          reason: 'no_valid_mandate',
        }),
    });
    const dialog = await openOrderDialog();
    await dialog.findByText(/machtiging HP-MND-000007/);
    acceptTerms(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Bestellen met betaalverplichting' }));

    expect(await dialog.findByRole('alert')).toHaveProperty(
      'textContent',
      'Je hebt nog geen geldige machtiging; geef er een af.',
    );
    expect(sentBody(creates[0])).toEqual({
      templateId: minecraftId,
      interval: 'monthly',
      mandate: null,
      acceptance,
    });
    await waitFor(() => expect(mandateRequests()).toHaveLength(2));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('asks for a new mandate without a valid one and shows the 422 messages at their place', async () => {
    const { creates } = renderGames({
      servers: () => ok(serverPage([])),
      mandates: withoutValidMandate,
      create: () =>
        jsonResponse(422, {
          success: false,
          error: 'Validatie mislukt',
          code: 'VALIDATION_FAILED',
          details: [
            { field: 'mandate.iban', message: 'Dit IBAN klopt niet. Controleer het nummer.' },
            { field: 'templateId', message: 'Deze game-server is niet (meer) te bestellen' },
          ],
        }),
    });
    const dialog = await openOrderDialog();
    expect(await dialog.findByText(/Je hebt nog geen geldige machtiging/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Bestellen met betaalverplichting' }));
    expect(await dialog.findByText('Vul je IBAN in')).toBeTruthy();
    expect(dialog.getByText('Geef toestemming voor de automatische incasso')).toBeTruthy();
    expect(creates).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('IBAN'), { target: { value: 'NL91ABNA0417164301' } });
    fireEvent.change(dialog.getByLabelText('Naam rekeninghouder'), { target: { value: 'S. de Vries' } });
    fireEvent.change(dialog.getByLabelText('Woonplaats'), { target: { value: 'Utrecht' } });
    fireEvent.click(dialog.getByRole('checkbox', { name: /toestemming/ }));
    acceptTerms(dialog);
    fireEvent.click(dialog.getByRole('button', { name: 'Bestellen met betaalverplichting' }));

    expect(await dialog.findByText('Dit IBAN klopt niet. Controleer het nummer.')).toBeTruthy();
    expect(dialog.getByLabelText('IBAN').getAttribute('aria-invalid')).toBe('true');
    expect(dialog.getByRole('alert').textContent).toBe('Deze game-server is niet (meer) te bestellen');
    expect(sentBody(creates[0])).toEqual({
      templateId: minecraftId,
      interval: 'monthly',
      mandate: {
        iban: 'NL91ABNA0417164301',
        bic: null,
        accountHolder: 'S. de Vries',
        signedPlace: 'Utrecht',
        mandateConsent: true,
      },
      acceptance,
    });
  });

  it('asks the list again every 5 seconds while a server is being built, and stops once it is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let built = false;
    const { listRequests } = renderGames({
      servers: () =>
        ok(serverPage([built ? gameServer() : gameServer({ status: 'pending', panelUrl: null })])),
    });
    const card = within(await (await myServers()).findByRole('article', { name: 'Minecraft Java 4GB' }));
    expect(await card.findByText('Wordt aangemaakt')).toBeTruthy();
    expect(termValue(card, 'Game')).toBe('Minecraft: Java Edition');
    expect(termValue(card, 'Spelers')).toBe('20');
    expect(card.queryByRole('link')).toBeNull();

    built = true;
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(await card.findByText('Actief')).toBeTruthy();
    const panel = card.getByRole('link', { name: 'Naar gamepanel (opent in een nieuw tabblad)' });
    expect(panel.getAttribute('href')).toBe('https://games.hostportaal.nl/server/3c4d5e6f');
    expect(panel.getAttribute('target')).toBe('_blank');

    const asked = listRequests().length;
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(listRequests()).toHaveLength(asked);
  });

  it('pages through the servers on the server and shows each status in Dutch', async () => {
    const { listRequests } = renderGames({
      servers: (request) =>
        request.url.includes('page=2')
          ? ok(
              serverPage([gameServer({ title: 'Oude wereld', status: 'terminated', panelUrl: null })], 2, 12),
            )
          : ok(serverPage([gameServer({ title: 'Vrienden', status: 'suspended' })], 1, 12)),
    });
    const vrienden = within(await screen.findByRole('article', { name: 'Vrienden' }));
    expect(vrienden.getByText('Opgeschort')).toBeTruthy();
    expect(listRequests()[0]?.url).toBe('/api/games?page=1&limit=10');
    expect((await myServers()).getByText('Pagina 1 van 2')).toBeTruthy();

    fireEvent.click((await myServers()).getByRole('button', { name: 'Volgende' }));
    const oud = within(await screen.findByRole('article', { name: 'Oude wereld' }));
    expect(oud.getByText('Verwijderd')).toBeTruthy();
    expect(listRequests().at(-1)?.url).toBe('/api/games?page=2&limit=10');
  });

  it('says a server that waits for a game panel waits for a server, and a suspended one which invoice lifts it', async () => {
    const { router } = renderGames({
      servers: () =>
        ok(
          serverPage([
            gameServer({
              title: 'Wachtende wereld',
              status: 'pending',
              panelUrl: null,
              waitingForServer: true,
            }),
            gameServer({
              title: 'Geschorste wereld',
              status: 'suspended',
              serviceStatus: 'suspended',
              suspension: {
                reason: 'unpaid_invoice',
                invoiceId: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b',
                invoiceNumber: 'HP-2026-00042',
                openCents: 1325,
                otherUnpaidInvoices: 0,
              },
            }),
          ]),
        ),
    });
    const waiting = within(await screen.findByRole('article', { name: 'Wachtende wereld' }));
    expect(waiting.getByText('Wacht op een server')).toBeTruthy();
    expect(waiting.queryByText('Wordt aangemaakt')).toBeNull();
    expect(waiting.getByText(/onze beheerders zijn ingelicht/)).toBeTruthy();
    expect(waiting.queryByText(/een paar minuten/)).toBeNull();
    expect(waiting.queryByRole('link', { name: /Naar gamepanel/ })).toBeNull();

    const suspended = within(screen.getByRole('article', { name: 'Geschorste wereld' }));
    expect(
      suspended.getByText(
        'Opgeschort omdat factuur HP-2026-00042 nog niet is betaald: er staat € 13,25 open. Zodra we je betaling hebben ontvangen, zetten we de dienst weer aan.',
        { normalizer: (text) => text.replace(/\s+/g, ' ').trim() },
      ),
    ).toBeTruthy();
    fireEvent.click(suspended.getByRole('link', { name: 'Factuur bekijken en betalen HP-2026-00042' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/invoices'));
    expect(router.state.location.search).toBe('?invoice=7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b');
  });

  it('shows a failed list with a way to try again', async () => {
    let failing = true;
    renderGames({
      servers: () =>
        failing
          ? jsonResponse(500, { success: false, error: 'Interne fout', code: 'INTERNAL_ERROR' })
          : ok(serverPage([])),
    });
    expect(await (await myServers()).findByText('Je game-servers konden niet worden geladen.')).toBeTruthy();
    failing = false;
    fireEvent.click((await myServers()).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await (await myServers()).findByText('Je hebt nog geen game-servers.')).toBeTruthy();
  });
});
