import type { Arrangement } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildArrangement,
  buildOptions,
  company,
  instalment,
  letterFee,
  ok,
  overdueInvoice,
  secondOverdueInvoice,
} from '../../../test/arrangement-fixtures';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser({ firstname: 'Sanne' });
const PAGE = '/dashboard/payment-arrangement';

const schedule = [
  instalment(1, { dueDate: '2026-12-01', paymentReference: null }),
  instalment(2, { dueDate: '2027-01-01', paymentReference: null }),
  instalment(3, { dueDate: '2027-02-01', paymentReference: null, amountCents: 11_014 }),
];
// Twelve instalments of € 27,53, the last one € 27,57: outside the rules (at most 6, at least € 25,00 each).
const twelve = Array.from({ length: 12 }, (_, index) =>
  instalment(index + 1, {
    dueDate: `${2026 + Math.floor((index + 11) / 12)}-${String(((index + 11) % 12) + 1).padStart(2, '0')}-01`,
    amountCents: index === 11 ? 2_757 : 2_753,
  }),
);
const claims = [overdueInvoice, secondOverdueInvoice, letterFee];

type Server = {
  options: ReturnType<typeof buildOptions>;
  preview?: (body: Record<string, unknown>) => Response;
  /** What POST /api/arrangements makes: answered with 201, and from then on the options' `current`. */
  created?: Arrangement;
  /** A refusal of POST /api/arrangements instead. */
  refusal?: () => Response;
};

/** The customer's arrangement API as the page sees it. */
function arrangementApi(server: Server) {
  return (request: RecordedRequest) => {
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.url === '/api/company') return ok(company);
    if (request.url === '/api/arrangements/options') return ok(server.options);
    if (request.url === '/api/arrangements' && request.method === 'GET') return ok([]);
    if (request.url === '/api/arrangements/preview') return server.preview?.(body);
    if (request.url === '/api/arrangements' && request.method === 'POST') {
      if (server.refusal) return server.refusal();
      if (!server.created) return undefined;
      server.options = { ...server.options, claims: [], current: server.created };
      return jsonResponse(201, { success: true, data: server.created });
    }
    return undefined;
  };
}

const previewOk =
  (breaches: { code: string; message: string }[] = []) =>
  () =>
    ok({ claims, totalCents: 33_040, instalments: schedule, breaches });

function posted(requests: RecordedRequest[], url: string) {
  return requests.filter((request) => request.url === url && request.method === 'POST');
}

async function openForm() {
  return screen.findByRole('form', { name: 'Betalingsregeling aanvragen' });
}

describe('Betalingsregeling aanvragen', () => {
  it('offers every overdue claim ticked, with a total that follows the ticks', async () => {
    renderAppAs(user, PAGE, arrangementApi({ options: buildOptions() }));
    const form = await openForm();
    const boxes = within(form).getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    for (const box of boxes) expect((box as HTMLInputElement).checked).toBe(true);
    expect(within(form).getByRole('checkbox', { name: /Factuur 2026-000102/ })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: /Incassokosten brief BRF-2026-000007/ })).toBeTruthy();
    expect(screen.getByTestId('arrangement-total').textContent).toBe('Totaal: €\u00a0330,40');
    fireEvent.click(within(form).getByRole('checkbox', { name: /Incassokosten brief/ }));
    expect(screen.getByTestId('arrangement-total').textContent).toBe('Totaal: €\u00a0290,40');
    // The choices the rules give, with what each instalment costs for what is ticked.
    const count = within(form).getByRole('group', { name: 'Aantal termijnen' });
    expect(within(count).getByRole('radio', { name: '3 termijnen van €\u00a096,80' })).toBeTruthy();
    expect(within(count).getAllByRole('radio')).toHaveLength(6);
    expect(within(form).getByLabelText('Eerste termijn op')).toHaveProperty('value', '2026-12-01');
    expect(within(form).getByLabelText('Eerste termijn op').getAttribute('max')).toBe('2026-12-22');
  });

  it('by direct debit suggests the first date a debit can be, and says why an earlier one cannot', async () => {
    const options = buildOptions({ firstDebitDate: '2026-12-15' });
    const { network } = renderAppAs(user, PAGE, arrangementApi({ options }));
    const form = await openForm();
    const date = within(form).getByLabelText('Eerste termijn op');
    expect(date).toHaveProperty('value', '2026-12-15');
    fireEvent.click(within(form).getByRole('radio', { name: /3 termijnen/ }));
    fireEvent.change(date, { target: { value: '2026-12-08' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));
    expect(
      await within(form).findByText(
        'Bij automatische incasso valt de eerste termijn op zijn vroegst op 15-12-2026: je krijgt het schema eerst van ons.',
      ),
    ).toBeTruthy();
    expect(posted(network.requests, '/api/arrangements/preview')).toHaveLength(0);
  });

  it('asks what is missing before it asks for a schedule', async () => {
    const { network } = renderAppAs(user, PAGE, arrangementApi({ options: buildOptions() }));
    const form = await openForm();
    for (const box of within(form).getAllByRole('checkbox')) fireEvent.click(box);
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));
    expect(await within(form).findByText('Kies ten minste één post.')).toBeTruthy();
    expect(within(form).getByText('Kies het aantal termijnen.')).toBeTruthy();
    expect(posted(network.requests, '/api/arrangements/preview')).toHaveLength(0);
  });

  it('shows the schedule before confirming, and within the rules the arrangement is active at once', async () => {
    const server: Server = {
      options: buildOptions(),
      preview: previewOk(),
      created: buildArrangement({ paidCents: 0 }),
    };
    const { network } = renderAppAs(user, PAGE, arrangementApi(server));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: /^3 termijnen/ }));
    fireEvent.click(within(form).getByRole('radio', { name: /^Zelf overmaken/ }));
    fireEvent.change(within(form).getByLabelText('Toelichting (optioneel)'), {
      target: { value: '  Even krap door een verhuizing. ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));

    const preview = await screen.findByTestId('arrangement-preview');
    expect(within(preview).getByText('€ 330,40 in 3 termijnen')).toBeTruthy();
    const rows = within(preview).getAllByTestId('instalment-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Termijn 101-12-2026€\u00a0110,13',
      'Termijn 201-01-2027€\u00a0110,13',
      'Termijn 301-02-2027€\u00a0110,14',
    ]);
    expect(within(preview).getAllByTestId('instalment-card')).toHaveLength(3);
    expect(
      within(preview).getByText(
        'Dit valt binnen onze regels: zodra je de betalingsregeling afsluit, gaat ze meteen in.',
      ),
    ).toBeTruthy();
    expect(JSON.parse(posted(network.requests, '/api/arrangements/preview')[0]?.body ?? '{}')).toEqual({
      claimIds: [overdueInvoice.id, secondOverdueInvoice.id, letterFee.id],
      instalments: 3,
      firstDueDate: '2026-12-01',
      method: 'transfer',
      note: 'Even krap door een verhuizing.',
    });

    fireEvent.click(within(preview).getByRole('button', { name: 'Betalingsregeling afsluiten' }));
    expect(
      await screen.findByText(
        'Je betalingsregeling BR-2026-0004 is afgesloten en loopt vanaf nu. De bevestiging kun je hieronder downloaden.',
      ),
    ).toBeTruthy();
    // What was confirmed is what the schedule showed.
    expect(posted(network.requests, '/api/arrangements')[0]?.body).toBe(
      posted(network.requests, '/api/arrangements/preview')[0]?.body,
    );
    // The page now shows the running arrangement instead of the form.
    expect(await screen.findByRole('heading', { name: 'Betalingsregeling BR-2026-0004' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Betalingsregeling aanvragen' })).toBeNull();
    expect(screen.getByText('Lopend')).toBeTruthy();
  });

  it('calls a proposal outside the rules what it is, with the rules it breaks, and it waits for staff', async () => {
    const server: Server = {
      options: buildOptions(),
      preview: () =>
        ok({
          claims,
          totalCents: 33_040,
          instalments: twelve,
          breaches: [
            { code: 'arrangement_too_many_instalments', message: 'Ten hoogste 6 termijnen.' },
            {
              code: 'arrangement_instalment_too_small',
              message: 'Een termijn is ten minste € 25,00; dit wordt € 27,53.',
            },
          ],
        }),
      created: buildArrangement({
        status: 'proposed',
        paidCents: 0,
        remainingCents: 33_040,
        nextInstalment: null,
        breaches: [{ code: 'arrangement_too_many_instalments', message: 'Ten hoogste 6 termijnen.' }],
        instalments: twelve,
      }),
    };
    const { network } = renderAppAs(user, PAGE, arrangementApi(server));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: /^Een ander aantal voorstellen/ }));
    const other = within(form).getByLabelText('Aantal termijnen in je voorstel');
    // Every number from 2 to 36 the rules do not already offer.
    expect(
      within(other)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('12 termijnen van €\u00a027,53');
    fireEvent.change(other, { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));

    const preview = await screen.findByTestId('arrangement-preview');
    const why = within(preview).getByRole('list', { name: 'Waarom we je voorstel beoordelen' });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Zelf kun je ten hoogste 6 termijnen kiezen.',
      'Een termijn is ten minste €\u00a025,00; bij dit aantal wordt hij €\u00a027,53.',
    ]);
    expect(within(preview).queryByRole('button', { name: 'Betalingsregeling afsluiten' })).toBeNull();
    expect(JSON.parse(posted(network.requests, '/api/arrangements/preview')[0]?.body ?? '{}')).toMatchObject({
      instalments: 12,
      method: 'sepa',
    });
    fireEvent.click(within(preview).getByRole('button', { name: 'Voorstel indienen' }));
    expect(await screen.findByText(/We hebben je voorstel BR-2026-0004 ontvangen/)).toBeTruthy();
    expect(await screen.findByText('Voorstel wacht op beoordeling')).toBeTruthy();
    expect(screen.getByText('Zelf kun je ten hoogste 6 termijnen kiezen.')).toBeTruthy();
    // No instalment to pay yet, and no confirmation before staff agree.
    expect(screen.queryByTestId('next-instalment')).toBeNull();
    expect(screen.queryByRole('button', { name: /Bevestiging van betalingsregeling/ })).toBeNull();
  });

  it('explains why the customer cannot choose and still lets them propose 2 to 36 instalments', async () => {
    renderAppAs(
      user,
      PAGE,
      arrangementApi({
        options: buildOptions({
          choices: [],
          notEligible: 'arrangement_recent_lapse',
          methods: ['transfer'],
        }),
        preview: previewOk([{ code: 'arrangement_recent_lapse', message: 'Een eerdere…' }]),
      }),
    );
    const form = await openForm();
    expect(within(form).getByText('Je kunt nu niet zelf een betalingsregeling afsluiten.')).toBeTruthy();
    expect(
      within(form).getByText('Een eerdere betalingsregeling is in de afgelopen 12 maanden niet nagekomen.'),
    ).toBeTruthy();
    expect(within(form).queryByRole('radio')).toBeNull();
    const count = within(form).getByLabelText('Aantal termijnen in je voorstel');
    const numbers = within(count)
      .getAllByRole('option')
      .slice(1)
      .map((option) => (option as HTMLOptionElement).value);
    expect(numbers[0]).toBe('2');
    expect(numbers.at(-1)).toBe('36');
    expect(numbers).toHaveLength(35);
    // Without a valid mandate the instalments are transferred: said, not asked.
    expect(within(form).getByText(/Je maakt de termijnen zelf over/)).toBeTruthy();
    fireEvent.change(count, { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));
    expect(await screen.findByRole('button', { name: 'Voorstel indienen' })).toBeTruthy();
  });

  it('says with the figures when even two instalments would be below the smallest instalment', async () => {
    renderAppAs(
      user,
      PAGE,
      arrangementApi({
        options: buildOptions({
          choices: [],
          notEligible: 'arrangement_instalment_too_small',
          minInstalmentCents: 20_000,
        }),
      }),
    );
    const form = await openForm();
    expect(
      within(form).getByText(
        'Een termijn is ten minste € 200,00; zelfs in twee termijnen wordt een termijn € 165,20.',
      ),
    ).toBeTruthy();
  });

  it('shows a refusal of the preview or the proposal in its own words', async () => {
    const server: Server = {
      options: buildOptions(),
      preview: () =>
        jsonResponse(422, {
          success: false,
          error: 'De eerste termijn kan niet in het verleden vallen.',
          code: 'VALIDATION_FAILED',
          reason: 'arrangement_first_due_past',
        }),
    };
    renderAppAs(user, PAGE, arrangementApi(server));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: /^2 termijnen/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));
    expect(await screen.findByText('De eerste termijn kan niet in het verleden vallen.')).toBeTruthy();

    server.preview = previewOk();
    server.refusal = () =>
      jsonResponse(409, {
        success: false,
        error: 'Er loopt al een betalingsregeling.',
        code: 'CONFLICT',
        reason: 'arrangement_exists',
        params: { number: 'BR-2026-0001' },
      });
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Betalingsregeling afsluiten' }));
    const alert = await screen.findByText(
      'Er loopt al een betalingsregeling (BR-2026-0001); er kan er één tegelijk lopen.',
    );
    expect(alert.closest('[role="alert"]')).toBeTruthy();
  });

  it('puts the schedule away when the form changes, so only what was shown can be confirmed', async () => {
    renderAppAs(user, PAGE, arrangementApi({ options: buildOptions(), preview: previewOk() }));
    const form = await openForm();
    fireEvent.click(within(form).getByRole('radio', { name: /^3 termijnen/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Bekijk het schema' }));
    await screen.findByTestId('arrangement-preview');
    fireEvent.click(within(form).getByRole('radio', { name: /^4 termijnen/ }));
    await waitFor(() => expect(screen.queryByTestId('arrangement-preview')).toBeNull());
  });
});
