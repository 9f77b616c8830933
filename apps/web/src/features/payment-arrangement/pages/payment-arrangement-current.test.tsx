import type { Arrangement } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { buildArrangement, buildOptions, company, instalment, ok } from '../../../test/arrangement-fixtures';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser({ firstname: 'Sanne' });
const PAGE = '/dashboard/payment-arrangement';

const lapsed = buildArrangement({
  id: '7c2d9e3a-7f4c-4e3d-9b9a-4c6f8e0a2b43',
  number: 'BR-2026-0001',
  status: 'lapsed',
  paidCents: 5_000,
  remainingCents: 10_000,
  totalCents: 15_000,
  instalments: [
    instalment(1, { amountCents: 5_000, paidCents: 5_000, state: 'paid' }),
    instalment(2, { amountCents: 10_000, state: 'missed' }),
  ],
  nextInstalment: null,
  createdAt: '2026-03-02T09:00:00.000Z',
  closedAt: '2026-05-20T04:00:00.000Z',
});

function arrangementApi(
  current: Arrangement | null,
  list: Arrangement[],
  extra?: (request: RecordedRequest) => Response | undefined,
) {
  return (request: RecordedRequest) => {
    if (request.url === '/api/company') return ok(company);
    if (request.url === '/api/arrangements/options') return ok(buildOptions({ claims: [], current }));
    if (request.url === '/api/arrangements') return ok(list);
    return extra?.(request);
  };
}

describe('Betalingsregeling: the arrangement that runs', () => {
  it('shows where it stands, the next instalment highlighted with how to transfer it, and what a miss means', async () => {
    const current = buildArrangement();
    renderAppAs(user, PAGE, arrangementApi(current, [current, lapsed]));
    const view = await screen.findByRole('region', { name: /^Betalingsregeling BR-2026-0004/ });
    expect(within(view).getByText('Lopend')).toBeTruthy();
    expect(view.textContent).toContain('Totaal€\u00a0330,40');
    expect(view.textContent).toContain('Betaald€\u00a0110,13');
    expect(view.textContent).toContain('Nog te betalen€\u00a0220,27');
    expect(view.textContent).toContain('BetaalwijzeZelf overmaken');

    const next = within(view).getByTestId('next-instalment');
    expect(within(next).getByText('€ 110,13 op 01-12-2026')).toBeTruthy();
    // The company's account comes with its details.
    await waitFor(() => expect(next.textContent).toContain('NL20INGB0001234567'));
    expect(next.textContent).toContain(
      'Maak €\u00a0110,13 uiterlijk 01-12-2026 over naar NL20INGB0001234567 ten name van Hostportaal B.V., met het betalingskenmerk hieronder.',
    );
    expect(within(next).getByText('PAY-2026-0042')).toBeTruthy();

    const rows = within(view).getAllByTestId('instalment-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Termijn 101-11-2026€\u00a0110,13PAY-2026-0041Betaald',
      'Termijn 2Volgende01-12-2026€\u00a0110,13PAY-2026-0042Komt nog',
      'Termijn 301-01-2027€\u00a0110,14PAY-2026-0043Komt nog',
    ]);
    expect(rows[1]?.getAttribute('aria-current')).toBe('step');
    // On a phone the same schedule is cards.
    expect(within(view).getAllByTestId('instalment-card')[1]?.getAttribute('aria-current')).toBe('step');

    expect(
      within(view).getByText(
        /^Is een termijn 7 dagen na de vervaldatum nog niet betaald, dan sturen we je een herinnering\. Staat de termijn daarna nog 7 dagen open, dan vervalt de betalingsregeling: het hele resterende bedrag moet dan meteen worden betaald/,
      ),
    ).toBeTruthy();
    expect(within(view).getByText('Factuur 2026-000102')).toBeTruthy();
    expect(within(view).getByText('Incassokosten brief BRF-2026-000007')).toBeTruthy();

    // Earlier arrangements below, with how they ended.
    const earlier = screen.getByRole('region', { name: 'Eerdere betalingsregelingen' });
    const items = within(earlier).getAllByTestId('earlier-arrangement');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('BR-2026-0001Vervallen');
    expect(items[0]?.textContent).toContain('€\u00a0150,00 in 2 termijnen · betaald €\u00a050,00');
    expect(items[0]?.textContent).toContain('Aangevraagd op 02-03-2026 · Afgehandeld op 20-05-2026');
  });

  it('says a direct-debited instalment is collected automatically, and names every state of the schedule', async () => {
    const states = ['paid', 'partly_paid', 'due', 'late', 'missed', 'upcoming'] as const;
    const instalments = states.map((state, index) =>
      instalment(index + 1, {
        state,
        paidCents: state === 'paid' ? 11_013 : state === 'partly_paid' ? 5_000 : 0,
      }),
    );
    const current = buildArrangement({ method: 'sepa', instalments, nextInstalment: instalments[3] ?? null });
    renderAppAs(user, PAGE, arrangementApi(current, [current]));
    const next = await screen.findByTestId('next-instalment');
    expect(next.textContent).toContain(
      'Dit bedrag wordt automatisch afgeschreven van de rekening van je machtiging',
    );
    expect(next.textContent).toContain('Deze termijn is te laat.');
    expect(next.textContent).not.toContain('NL20INGB0001234567');
    const badges = screen.getAllByTestId('instalment-row').map((row) => row.lastElementChild?.textContent);
    expect(badges).toEqual(['Betaald', 'Deels betaald', 'Nu te betalen', 'Te laat', 'Gemist', 'Komt nog']);
    expect(screen.getAllByTestId('instalment-row')[1]?.textContent).toContain(
      '€\u00a050,00 van €\u00a0110,13 betaald',
    );
    expect(screen.queryByRole('region', { name: 'Eerdere betalingsregelingen' })).toBeNull();
  });

  it('downloads the confirmation through the authenticated client, and says so when it fails', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:confirmation');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const current = buildArrangement();
    let fail = false;
    const { network } = renderAppAs(
      user,
      PAGE,
      arrangementApi(current, [current], (request) => {
        if (request.url !== `/api/arrangements/${current.id}/confirmation`) return undefined;
        if (fail)
          return jsonResponse(404, {
            success: false,
            error: 'Betalingsregeling niet gevonden.',
            code: 'NOT_FOUND',
            reason: 'arrangement_not_found',
          });
        return new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="BR-2026-0004.pdf"',
          },
        });
      }),
    );
    const download = await screen.findByRole('button', {
      name: 'Bevestiging van betalingsregeling BR-2026-0004 downloaden (pdf)',
    });
    fireEvent.click(download);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const sent = network.requests.find((request) => request.url.endsWith('/confirmation'));
    expect(sent?.headers.get('Accept')).toBe('application/pdf');
    expect(sent?.headers.get('Authorization')).toBe('Bearer test-access-token');

    fail = true;
    fireEvent.click(download);
    expect(
      await screen.findByText('De bevestiging kon niet worden gedownload: Betalingsregeling niet gevonden.'),
    ).toBeTruthy();
    click.mockRestore();
  });

  it('with nothing overdue says there is nothing to arrange and leads to the invoices', async () => {
    renderAppAs(user, PAGE, arrangementApi(null, []));
    expect(await screen.findByRole('heading', { name: 'Er is niets te regelen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar je facturen' }).getAttribute('href')).toBe(
      '/dashboard/invoices',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('speaks English to a customer who reads English', async () => {
    await i18n.changeLanguage('en');
    const current = buildArrangement();
    const english = buildUser({ preferences: { ...user.preferences, language: 'en' } });
    renderAppAs(english, PAGE, arrangementApi(current, [current]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment arrangement' })).toBeTruthy();
    expect(await screen.findByText('Running')).toBeTruthy();
    expect(screen.getByTestId('next-instalment').textContent).toContain(
      'Transfer €\u00a0110,13 by 01-12-2026',
    );
    expect(screen.getAllByText('Upcoming').length).toBeGreaterThan(0);
  });

  it('offers a retry when the arrangement cannot be loaded', async () => {
    let fail = true;
    renderAppAs(user, PAGE, (request) => {
      if (request.url === '/api/arrangements/options')
        return fail
          ? jsonResponse(500, { success: false, error: 'Kapot', code: 'INTERNAL_ERROR' })
          : ok(buildOptions({ claims: [] }));
      if (request.url === '/api/arrangements') return ok([]);
      return undefined;
    });
    expect(
      await screen.findByText(
        'Je betalingsregeling kon niet worden geladen: Er ging iets mis op de server. Probeer het later opnieuw.',
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('heading', { name: 'Er is niets te regelen' })).toBeTruthy();
  });
});
