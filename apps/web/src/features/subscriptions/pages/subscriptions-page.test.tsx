import type { CustomerSubscription, Note } from '@hostportaal/contract';
import { addDays, amsterdamToday, formatDateShort } from '@hostportaal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

// Ten days from whatever today is: the cancel dialog names the day before it, on any calendar day.
const NEXT_BILLING_DATE = addDays(amsterdamToday(new Date()), 10);

const user = buildUser({ firstname: 'Jan' });

function subscription(overrides: Partial<CustomerSubscription>): CustomerSubscription {
  return {
    id: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
    title: 'Managed VPS Pro',
    planName: 'Managed VPS Pro',
    amount: 4995,
    grossAmount: 6044,
    interval: 'monthly',
    status: 'active',
    serviceStatus: 'active',
    daysUntilCancellation: null,
    startDate: '2026-01-01',
    nextBillingDate: NEXT_BILLING_DATE,
    endDate: null,
    domain: null,
    url: null,
    cancellationReason: null,
    cancelledAt: null,
    withdrawableUntil: null,
    withdrawnAt: null,
    waitingForServer: false,
    suspension: null,
    ...overrides,
  };
}

const active = subscription({});
const cancelled = subscription({
  id: '4a1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
  title: 'Webhosting Plus',
  amount: 1995,
  grossAmount: 2414,
  interval: 'quarterly',
  status: 'cancelled',
  serviceStatus: 'cancelled_active',
  daysUntilCancellation: 5,
  nextBillingDate: null,
  endDate: '2026-11-26',
});
const stats = { active: 1, paused: 0, totalMonthlyAmount: 4995, totalMonthlyGrossAmount: 6044 };

type Api = { list?: () => Response; stats?: () => Response; cancel?: (body: unknown) => Response };

const sharedNote: Note = {
  id: '7b2d0c1e-5f3a-4b8c-9d0e-1f2a3b4c5d6e',
  subscriptionId: active.id,
  title: 'Betaling ontvangen',
  content: 'Bedankt voor je betaling.\nJe dienst loopt gewoon door.',
  noteType: 'payment_issue',
  priority: 'medium',
  followUpDate: null,
  assignedTo: null,
  visibility: 'public',
  status: 'resolved',
  createdBy: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-06T10:00:00.000Z',
  resolvedAt: '2026-01-06T10:00:00.000Z',
  resolvedBy: null,
  resolutionNotes: 'Betaald via iDEAL',
};

function notesOf(subscriptionId: string) {
  const notes = subscriptionId === active.id ? [sharedNote] : [];
  return jsonResponse(200, {
    success: true,
    data: { notes, pagination: { page: 1, limit: 20, totalItems: notes.length, totalPages: 1 } },
  });
}

function answers(api: Api) {
  return (request: RecordedRequest) => {
    // The header's notification bell asks too; an unanswered call would end the session.
    if (request.url.startsWith('/api/notifications'))
      return jsonResponse(200, { success: true, data: { notifications: [], unreadCount: 0 } });
    if (request.url === '/api/user-subscriptions/user')
      return api.list?.() ?? jsonResponse(200, { success: true, data: [active, cancelled] });
    if (request.url === '/api/user-subscriptions/user/stats')
      return api.stats?.() ?? jsonResponse(200, { success: true, data: stats });
    const notes = request.url.match(/^\/api\/user-subscriptions\/([\w-]+)\/notes\?/);
    if (notes?.[1]) return notesOf(notes[1]);
    if (request.url.endsWith('/cancel') && request.method === 'POST')
      return api.cancel?.(JSON.parse(request.body ?? '{}'));
    return undefined;
  };
}

const serverError = () => jsonResponse(500, { success: false, error: 'Kapot', code: 'INTERNAL_ERROR' });

describe('Mijn Abonnementen', () => {
  it('shows the stats cards and a row per subscription with status, amount and next payment', async () => {
    renderAppAs(user, '/dashboard/subscriptions', answers({}));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Managed VPS Pro');
    expect(rows[1]?.textContent).toContain('Actief');
    // A consumer sees the price incl. btw first, the net price below it (issue 28).
    expect(rows[1]?.textContent).toContain('€\u00a060,44/maand incl. btw€\u00a049,95/maand excl. btw');
    expect(rows[1]?.textContent).toContain(formatDateShort(NEXT_BILLING_DATE));
    expect(rows[2]?.textContent).toContain('Opgezegd');
    expect(rows[2]?.textContent).toContain('Eindigt over 5 dagen');
    // The cancelled row's own end date where the next payment would be (issue 28).
    expect(rows[2]?.textContent).toContain(`Eindigt op ${formatDateShort('2026-11-26')}`);
    expect(rows[2]?.textContent).toContain('€\u00a024,14/kwartaal incl. btw');
    expect(within(rows[2] as HTMLElement).queryByRole('button', { name: /opzeggen/ })).toBeNull();
    expect(
      (await screen.findByText('Totaal per maand', { exact: false })).closest('div')?.textContent,
    ).toContain('€\u00a060,44');
  });

  it('says which subscription waits for a server and why one is suspended, with the invoice to pay', async () => {
    const invoiceId = '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b';
    const waiting = subscription({
      id: '5b1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
      title: 'Webhosting Plus',
      waitingForServer: true,
    });
    const suspended = subscription({
      id: '6c1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
      title: 'Valheim',
      status: 'suspended',
      serviceStatus: 'suspended',
      suspension: {
        reason: 'unpaid_invoice',
        invoiceId,
        invoiceNumber: 'HP-2026-00042',
        openCents: 1325,
        otherUnpaidInvoices: 0,
      },
    });
    const { router } = renderAppAs(
      user,
      '/dashboard/subscriptions',
      answers({ list: () => jsonResponse(200, { success: true, data: [waiting, suspended] }) }),
    );
    const table = await screen.findByRole('table');
    const [, waitingRow, suspendedRow, reasonRow] = within(table).getAllByRole('row');
    if (!waitingRow || !suspendedRow || !reasonRow) throw new Error('rows missing');
    expect(within(waitingRow).getByText('Wacht op een server')).toBeTruthy();
    expect(within(waitingRow).queryByText('Actief')).toBeNull();
    expect(within(suspendedRow).getByText('Opgeschort')).toBeTruthy();
    // The reason right under the suspended row.
    expect(reasonRow.textContent).toContain(
      'Opgeschort omdat factuur HP-2026-00042 nog niet is betaald: er staat €\u00a013,25 open. Zodra we je betaling hebben ontvangen, zetten we de dienst weer aan.',
    );
    // The phone's cards say the same.
    const cards = within(screen.getByRole('list', { name: 'Je abonnementen' }));
    expect(cards.getByText('Wacht op een server')).toBeTruthy();
    expect(cards.getByText(/Opgeschort omdat factuur HP-2026-00042/)).toBeTruthy();
    fireEvent.click(
      within(reasonRow).getByRole('link', { name: 'Factuur bekijken en betalen HP-2026-00042' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/invoices'));
    expect(router.state.location.search).toBe(`?invoice=${invoiceId}`);
  });

  it('shows a business customer the price excl. btw first', async () => {
    renderAppAs(
      buildUser({ firstname: 'Jan', kvkNumber: '12345678' }),
      '/dashboard/subscriptions',
      answers({}),
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('€\u00a049,95/maand excl. btw€\u00a060,44/maand incl. btw');
  });

  it('shows the empty state', async () => {
    renderAppAs(
      user,
      '/dashboard/subscriptions',
      answers({ list: () => jsonResponse(200, { success: true, data: [] }) }),
    );
    expect(await screen.findByText('Geen abonnementen gevonden')).toBeTruthy();
    expect(screen.getByText('Je hebt momenteel geen abonnementen')).toBeTruthy();
  });

  it('shows the error screen on a failed load, hides the stats, and retries', async () => {
    let failing = true;
    const { network } = renderAppAs(
      user,
      '/dashboard/subscriptions',
      answers({
        list: () => (failing ? serverError() : jsonResponse(200, { success: true, data: [active] })),
      }),
    );
    // The query client retries a 5xx twice before giving up.
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(alert.textContent).toContain('Er is een fout opgetreden');
    expect(alert.textContent).toContain('Abonnementen ophalen is mislukt');
    expect(screen.queryByText('Totaal per maand', { exact: false })).toBeNull();
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(network.requests.filter((r) => r.url === '/api/user-subscriptions/user').length).toBeGreaterThan(
      1,
    );
  }, 15_000);

  it('keeps the page working when only the stats fail', async () => {
    renderAppAs(user, '/dashboard/subscriptions', answers({ stats: serverError }));
    expect(await screen.findByRole('table')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Totaal per maand', { exact: false })).toBeNull();
  });

  it('cancels with a required, trimmed reason, then toasts and reloads list and stats', async () => {
    const bodies: unknown[] = [];
    const { network } = renderAppAs(
      user,
      '/dashboard/subscriptions',
      answers({
        cancel: (body) => {
          bodies.push(body);
          return jsonResponse(200, {
            success: true,
            data: {
              ...active,
              status: 'cancelled',
              serviceStatus: 'cancelled_active',
              daysUntilCancellation: 10,
            },
          });
        },
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Managed VPS Pro opzeggen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Abonnement opzeggen' });
    // The last paid day: the day before the next billing date, as the API stores it.
    expect(dialog.textContent).toContain(
      `Je dienst loopt door tot en met ${formatDateShort(addDays(NEXT_BILLING_DATE, -1))}.`,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Abonnement opzeggen' }) as HTMLButtonElement;
    const reason = within(dialog).getByLabelText('Reden voor opzegging');
    expect(confirm.disabled).toBe(true);
    fireEvent.change(reason, { target: { value: '   ' } });
    fireEvent.blur(reason);
    expect(confirm.disabled).toBe(true);
    expect(within(dialog).getByText('Reden voor opzegging is verplicht')).toBeTruthy();

    fireEvent.change(reason, { target: { value: '  Te duur  ' } });
    expect(confirm.disabled).toBe(false);
    const listCallsBefore = network.requests.filter((r) => r.url === '/api/user-subscriptions/user').length;
    fireEvent.click(confirm);
    expect(await screen.findByText('Abonnement succesvol opgezegd')).toBeTruthy();
    expect(bodies).toEqual([{ reason: 'Te duur' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => {
      const listCalls = network.requests.filter((r) => r.url === '/api/user-subscriptions/user').length;
      expect(listCalls).toBeGreaterThan(listCallsBefore);
      expect(network.requests.filter((r) => r.url === '/api/user-subscriptions/user/stats').length).toBe(2);
    });
  });

  it('toasts the failure and keeps the dialog open when the cancel is refused', async () => {
    renderAppAs(
      user,
      '/dashboard/subscriptions',
      answers({
        cancel: () =>
          jsonResponse(409, { success: false, error: 'Kan niet', code: 'SUBSCRIPTION_NOT_CANCELLABLE' }),
      }),
    );
    fireEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Managed VPS Pro opzeggen' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Reden voor opzegging'), { target: { value: 'Weg' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abonnement opzeggen' }));
    expect(await screen.findByText('Opzeggen van het abonnement is mislukt')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('shows the messages shared about a subscription, and an empty state for one without', async () => {
    const { network } = renderAppAs(user, '/dashboard/subscriptions', answers({}));
    const table = await screen.findByRole('table');
    const vpsButton = within(table).getByRole('button', { name: 'Berichten over Managed VPS Pro' });
    vpsButton.focus();
    fireEvent.click(vpsButton);
    const dialog = await screen.findByRole('dialog', { name: 'Berichten over Managed VPS Pro' });
    const note = await within(dialog).findByRole('article', { name: 'Betaling ontvangen' });
    expect(note.textContent).toContain('5 januari 2026');
    expect(note.textContent).toContain('Afgehandeld');
    expect(note.textContent).toContain('Betaald via iDEAL');
    expect(within(note).getByText(/Bedankt voor je betaling/).textContent).toBe(sharedNote.content);
    expect(network.requests.map((r) => r.url)).toContain(
      `/api/user-subscriptions/${active.id}/notes?page=1&limit=20`,
    );

    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(vpsButton);

    fireEvent.click(within(table).getByRole('button', { name: 'Berichten over Webhosting Plus' }));
    const empty = await screen.findByRole('dialog', { name: 'Berichten over Webhosting Plus' });
    expect(await within(empty).findByText('Er zijn nog geen berichten over dit abonnement.')).toBeTruthy();
  });
});
