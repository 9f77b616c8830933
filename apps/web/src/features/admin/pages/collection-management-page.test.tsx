import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import { buildEnhancedSubscription, enhancedApi } from '../components/enhanced/enhanced-test-fixtures';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const path = '/dashboard/enhanced-subscriptions';
const listCalls = (urls: string[]) =>
  urls.filter((url) => url.startsWith('/api/admin/subscriptions/enhanced?'));

describe('Incasso Beheer (SPEC §2 Enhanced Subscription Dashboard)', () => {
  it('shows the overview with stat cards, priority actions and rows with their fallbacks', async () => {
    const anonymised = buildEnhancedSubscription(2, {
      customerName: null,
      customerEmail: null,
      lastPaymentDate: null,
      nextPaymentDue: null,
    });
    const { network } = renderAppAs(admin, path, enhancedApi([buildEnhancedSubscription(1), anonymised]));

    expect(await screen.findByRole('heading', { level: 1, name: 'Incasso Beheer' })).toBeTruthy();
    expect(await screen.findByText('Klant 1')).toBeTruthy();
    const row = screen.getByRole('row', { name: /Onbekend/ });
    for (const text of ['Onbekend', 'Geen email', 'Geen betaling', 'Niet gepland', '/maand']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByText('€ 12,50')).toBeTruthy();
    expect(screen.getByText('Toont 2 van 2 abonnementen')).toBeTruthy();
    expect(screen.getByText('€ 1.234,56')).toBeTruthy();
    expect(screen.getByText('+12,5%')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Prioriteit Acties' })).toBeTruthy();
    const [firstCall] = listCalls(network.requests.map((request) => request.url));
    expect(firstCall).toContain('tab=overview');
    expect(firstCall).toContain('limit=10');
    expect(firstCall).toContain('dateRange=30&sortBy=lastActivity&sortOrder=desc');

    // A priority action opens its tab with its filter; a filter marks the summary as filtered.
    fireEvent.click(screen.getByRole('button', { name: 'Bekijken: 14-dagenbrieven versturen' }));
    const tab = screen.getByRole('tab', { name: /^Incasso & Betalingsproblemen/ });
    await waitFor(() => expect(tab.getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByLabelText('Incassostatus') as HTMLSelectElement).value).toBe('pending_notice');
    expect(await screen.findByText('Toont 2 van 2 abonnementen (gefilterd)')).toBeTruthy();
    const lastCall = listCalls(network.requests.map((request) => request.url)).at(-1);
    expect(lastCall).toContain('tab=collections');
    expect(lastCall).toContain('collectionStatus=pending_notice');
    expect(lastCall).toContain('limit=25');

    // Another tab drops the collections-only filter and shows its own column and the follow-ups.
    const notesTab = screen.getByRole('tab', { name: /^Notities & Team Activiteit/ });
    fireEvent.mouseDown(notesTab, { button: 0 });
    await waitFor(() => expect(notesTab.getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByRole('columnheader', { name: 'Notities' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mijn opvolgingen' })).toBeTruthy();
    const notesCall = listCalls(network.requests.map((request) => request.url)).at(-1);
    expect(notesCall).toContain('tab=notes');
    expect(notesCall).not.toContain('collectionStatus');
  });

  it('runs a bulk action, lists what was skipped and clears the selection', async () => {
    const first = buildEnhancedSubscription(1);
    const second = buildEnhancedSubscription(2);
    const posted: unknown[] = [];
    renderAppAs(
      admin,
      path,
      enhancedApi([first, second], (request) => {
        if (request.url !== '/api/admin/subscriptions/bulk-action') return undefined;
        posted.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(200, {
          success: true,
          data: {
            operation: 'send_notice',
            processed: 2,
            succeeded: 1,
            // The server's own text, and the refusal the screen words in its language (issue 20).
            skipped: [
              {
                id: second.id,
                reason: 'Zakelijke klant: geen 14-dagenbrief',
                code: 'CONFLICT',
                refusal: 'notice_business_customer',
              },
            ],
            export: null,
          },
        });
      }),
    );
    await screen.findByText('Klant 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecteer alle abonnementen op deze pagina' }));
    expect(screen.getByText('2 geselecteerd')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Acties' }));
    fireEvent.click(screen.getByRole('button', { name: '14-dagen Brief' }));
    // Issue 20: the letters announce collection costs, so the count and the fees are confirmed first.
    const confirm = await screen.findByRole('dialog', { name: '14-dagenbrieven versturen' });
    expect(
      await within(confirm).findByText(
        '2 14-dagenbrieven voor € 242,00 openstaand. Wordt er niet binnen de termijnen betaald, dan rekenen we in totaal € 80,00 incassokosten.',
      ),
    ).toBeTruthy();
    expect(posted).toEqual([]);
    const send = within(confirm).getByRole('button', { name: '2 brieven versturen' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);

    expect(await screen.findByText('Bulk operatie "14-dagen Brief" uitgevoerd')).toBeTruthy();
    expect(posted).toEqual([{ operation: 'send_notice', subscriptionIds: [first.id, second.id] }]);
    const businessRefused =
      'Klant 2: Een 14-dagenbrief is alleen voor consumenten; een zakelijke klant is de incassokosten zonder deze brief verschuldigd.';
    expect(screen.getByText(businessRefused)).toBeTruthy();
    expect(screen.queryByText(/geselecteerd$/)).toBeNull();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.every((box) => !box.checked)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText(businessRefused)).toBeNull();
  });

  it('asks before suspending and names the refusal when nothing was done', async () => {
    const first = buildEnhancedSubscription(1);
    let posts = 0;
    renderAppAs(
      admin,
      path,
      enhancedApi([first], (request) => {
        if (request.url !== '/api/admin/subscriptions/bulk-action') return undefined;
        posts += 1;
        return jsonResponse(200, {
          success: true,
          data: {
            operation: 'suspend',
            processed: 1,
            succeeded: 0,
            skipped: [{ id: first.id, reason: 'Abonnement is al opgeschort' }],
            export: null,
          },
        });
      }),
    );
    await screen.findByText('Klant 1');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selecteer Klant 1 (Webhosting 1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bulk Acties' }));
    fireEvent.click(screen.getByRole('button', { name: 'Opschorten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Abonnementen opschorten' }));
    expect(dialog.getByText('Weet je zeker dat je de dienst van 1 abonnement wilt opschorten?')).toBeTruthy();
    expect(posts).toBe(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Opschorten' }));
    // The refusal shows as the error toast and as the notification.
    expect(await screen.findAllByText(/Abonnement is al opgeschort/)).toHaveLength(2);
    expect(posts).toBe(1);
  });

  it('shows a closable error banner with the server text and no figures when loading fails', async () => {
    renderAppAs(admin, path, (request) =>
      request.url.startsWith('/api/admin/subscriptions/enhanced?')
        ? jsonResponse(409, { success: false, error: 'Database is in onderhoud', code: 'CONFLICT' })
        : undefined,
    );
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Fout bij het laden van dashboard gegevens')).toBeTruthy();
    // The code's text in the screen's language (Dutch in nl), not the server's own words.
    expect(within(banner).getByText('Deze actie botst met de huidige stand van zaken.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Kerncijfers' })).toBeNull();
    fireEvent.click(within(banner).getByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('De dashboard gegevens zijn nu niet beschikbaar.')).toBeTruthy();
  });

  it('denies a customer without asking the server', async () => {
    const customer = buildUser({ role: 'user' });
    const { network } = renderAppAs(customer, path);
    expect(await screen.findByRole('heading', { name: 'Toegang Geweigerd' })).toBeTruthy();
    expect(screen.getByText('Je hebt geen beheerdersrechten voor deze pagina.')).toBeTruthy();
    expect(network.requests.some((request) => request.url.startsWith('/api/admin/'))).toBe(false);
  });
});
