import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { jsonResponse } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';
import {
  buildCase,
  buildLetter,
  casesResponse,
  collectionsApi,
  lastBody,
  renderWithApi,
} from '../components/collections/collection-test-fixtures';
import { CollectionsSection } from './collections-section';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });
const casesUrl = (search: string) => `/api/admin/collections/cases?${search}`;
const defaultList = 'page=1&limit=20&sortBy=daysOverdue&sortOrder=desc';

const openMenu = (name: string) => fireEvent.pointerDown(screen.getByRole('button', { name }), { button: 0 });

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:collections');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

/** The letter record the waive-fee route answers with: its costs waived. */
function waivedRecord(letter: ReturnType<typeof buildLetter>, row: ReturnType<typeof buildCase>) {
  return {
    id: letter.id,
    letterNumber: letter.letterNumber,
    customerId: row.customerId,
    customerName: row.customerName,
    customerEmail: row.email,
    letterType: 'collection',
    collectionStatus: 'collection_sent',
    paymentReceived: true,
    totalAmount: 0,
    principalCents: row.originalAmount,
    feeCents: letter.feeCents,
    feePaidCents: 0,
    feeWaivedCents: letter.feeCents,
    feeWaiverReason: 'Eenmalige coulance',
    channel: 'email',
    letterDate: letter.letterDate,
    expectedReceiptDate: null,
    termEndDate: null,
    firstFeeDate: null,
    paymentReference: 'PAY-2026-0066',
    invoiceNumbers: [row.invoiceNumber],
    sha256: 'a'.repeat(64),
    deliveredAt: null,
    deliveryType: null,
    notes: [],
    replacedBy: null,
    createdAt: '2026-11-02T09:00:00.000Z',
  };
}

describe('Collection Center', () => {
  it('opens as the collections tab with the stat cards, the rows and the recent actions', async () => {
    const urgent = buildCase(1, {
      customerName: 'Sanne de Vries',
      email: 'sanne@example.nl',
      daysOverdue: 5,
      riskLevel: 'medium',
      collectionStage: 'first_reminder',
      outstandingAmount: 1210,
      isServiceSuspended: true,
      noticeLetter: buildLetter(1, '2026-B-0007'),
    });
    const old = buildCase(2, { daysOverdue: 75, riskLevel: 'critical', collectionStage: 'legal_action' });
    const { network, router } = renderAppAs(
      admin,
      '/dashboard/admin?section=collections',
      collectionsApi([urgent, old]),
    );

    expect(await screen.findByRole('heading', { name: 'Collection Center' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Dashboard sections' }));
    expect(tabs.getByRole('tab', { name: 'Collections' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?section=collections');

    const figures = within(screen.getByRole('region', { name: 'Collection figures' }));
    // The claims alone and the open cases, each named as the KPI catalogue defines it.
    const outstanding = await figures.findByText(
      'Customers owing € 1.234,56 (invoices, excl. collection costs)',
    );
    expect(outstanding.dataset).toMatchObject({ kpi: 'collection.outstandingClaims', kpiValue: '123456' });
    expect(figures.getByText('in 14 open cases').dataset).toMatchObject({ kpi: 'collection.openCases' });
    const accounts = figures.getByRole('button', { name: 'What does Overdue Accounts count?' });
    expect(accounts.closest('[data-kpi]')?.getAttribute('data-kpi-value')).toBe('12');
    expect(figures.getByText('Overdue Accounts')).toBeTruthy();
    expect(figures.getByText('12')).toBeTruthy();
    expect(figures.getByText('Avg Days Overdue')).toBeTruthy();
    expect(figures.getByText('23')).toBeTruthy();
    expect(figures.getByText('High Risk Accounts')).toBeTruthy();
    expect(figures.getByText('Recovery Rate')).toBeTruthy();
    expect(figures.getByText('58,1%')).toBeTruthy();

    expect(await screen.findByText('Sanne de Vries')).toBeTruthy();
    const table = within(screen.getAllByRole('table')[0] as HTMLElement);
    expect(table.getByText('sanne@example.nl')).toBeTruthy();
    expect(table.getByText('€ 12,10')).toBeTruthy();
    expect(table.getAllByText('of € 24,20')).toHaveLength(2);
    expect(table.getByText('5 days')).toBeTruthy();
    expect(table.getByText('Urgent')).toBeTruthy();
    expect(table.getByText('75 days')).toBeTruthy();
    expect(table.getByText('Low Priority')).toBeTruthy();
    expect(table.getByText('Critical risk')).toBeTruthy();
    expect(table.getByText('Legal action')).toBeTruthy();
    expect(table.getByText('Suspended')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download 14-day letter 2026-B-0007' })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2 cases')).toBeTruthy();
    expect(network.requests.map((request) => request.url)).toContain(casesUrl(defaultList));

    // The real history, with the dunning run named as such.
    expect(await screen.findByText('Tweede herinnering verstuurd per e-mail')).toBeTruthy();
    expect(screen.getByText('Reminder sent')).toBeTruthy();
    expect(screen.getByText('Automatic (dunning run)')).toBeTruthy();
    expect(network.requests.map((request) => request.url)).toContain(
      '/api/admin/collections/actions?limit=20',
    );
  });

  it('searches, filters, sorts and pages on the server, each change back on page 1', async () => {
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([], (request) => {
        if (!request.url.startsWith('/api/admin/collections/cases?')) return undefined;
        const page = Number(new URL(request.url, 'http://x').searchParams.get('page'));
        return casesResponse([buildCase(page)], page, 45);
      }),
    );
    const urls = () => requests.map((request) => request.url);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(urls()).toContain(casesUrl('page=2&limit=20&sortBy=daysOverdue&sortOrder=desc'));

    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: 'final_notice' } });
    await waitFor(() =>
      expect(urls()).toContain(
        casesUrl('page=1&limit=20&stage=final_notice&sortBy=daysOverdue&sortOrder=desc'),
      ),
    );
    fireEvent.change(screen.getByLabelText('Risk level'), { target: { value: 'critical' } });
    fireEvent.change(screen.getByLabelText('Amount band'), { target: { value: 'medium' } });
    await waitFor(() =>
      expect(urls()).toContain(
        casesUrl(
          'page=1&limit=20&stage=final_notice&riskLevel=critical&amountBand=medium&sortBy=daysOverdue&sortOrder=desc',
        ),
      ),
    );
    expect(screen.getByRole('option', { name: '€ 25 to < € 75' })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() =>
      expect(urls().at(-1)).toBe(
        casesUrl(
          'page=1&limit=20&stage=final_notice&riskLevel=critical&amountBand=medium&sortBy=customerName&sortOrder=desc',
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() => expect(urls().at(-1)).toContain('sortBy=customerName&sortOrder=asc'));

    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '2026-00042' } });
    await waitFor(() =>
      expect(urls().at(-1)).toContain('page=1&limit=20&search=2026-00042&stage=final_notice'),
    );
  });

  it('says so when nothing is overdue', async () => {
    renderWithApi(<CollectionsSection />, collectionsApi([]));
    expect(await screen.findByText('No Overdue Accounts - Great! All payments are up to date.')).toBeTruthy();
  });

  it('says that nothing matches a search, with a way back, while cases exist (issue 20)', async () => {
    const row = buildCase(1, { daysOverdue: 113 });
    renderWithApi(
      <CollectionsSection />,
      collectionsApi([row], (request) => (request.url.includes('search=') ? casesResponse([]) : undefined)),
    );
    await screen.findByText('Klant 1');
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'niemand' } });
    expect(await screen.findByText('No cases match your search or filters.')).toBeTruthy();
    expect(screen.queryByText('No Overdue Accounts - Great! All payments are up to date.')).toBeNull();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear.at(-1) as HTMLElement);
    expect(await screen.findByRole('checkbox', { name: 'Select Klant 1 (2026-00001)' })).toBeTruthy();
    expect(screen.queryByText('No cases match your search or filters.')).toBeNull();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
  });

  it('says what the priority measures: 113 days overdue is Low Priority by days overdue (issue 20)', async () => {
    renderWithApi(<CollectionsSection />, collectionsApi([buildCase(1, { daysOverdue: 113 })]));
    const badge = await screen.findByText(/^Low Priority/);
    expect(badge.getAttribute('title')).toBe('overdue more than 14 days');
    const tip = screen.getByRole('button', { name: 'How the priority is set' });
    const definition = document.getElementById(tip.getAttribute('aria-describedby') ?? '');
    expect(definition?.textContent).toContain('Low Priority after 14 days');
  });

  it('is translated in German', async () => {
    await i18n.changeLanguage('de');
    renderWithApi(<CollectionsSection />, collectionsApi([]));
    expect(await screen.findByRole('heading', { name: 'Inkassozentrale' })).toBeTruthy();
    expect(
      await screen.findByText(
        'Keine überfälligen Konten – prima! Alle Zahlungen sind auf dem aktuellen Stand.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Mahnplan' })).toBeTruthy();
  });

  it('shows a closable error banner with a retry instead of made-up figures', async () => {
    let calls = 0;
    renderWithApi(
      <CollectionsSection />,
      collectionsApi([], (request) => {
        if (!request.url.startsWith('/api/admin/collections/cases?')) return undefined;
        calls += 1;
        // Two loads of three tries each (a 5xx is retried twice) fail; the third load works.
        return calls <= 6
          ? jsonResponse(500, { success: false, error: 'Boem', code: 'INTERNAL_ERROR' })
          : casesResponse([buildCase(1)]);
      }),
    );
    // SPEC §8's text for a 5xx, in the screen's English: not the server's own (Dutch) words.
    const banner = await screen.findByText(
      'Failed to load collection data: Server error. Please try again later.',
    );
    expect(within(screen.getByRole('region', { name: 'Collection figures' })).getAllByText('–')).toHaveLength(
      4,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(banner.textContent ?? '')).toBeNull();
    expect(screen.getByText('No collection data loaded. Use Refresh to try again.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(
      await screen.findByText('Failed to load collection data: Server error. Please try again later.'),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0] as HTMLElement);
    expect(await screen.findByText('Klant 1')).toBeTruthy();
    expect(screen.queryByText(/Failed to load collection data/)).toBeNull();
  });

  it('updates a stage through the dialog and shows the server refusal too', async () => {
    const row = buildCase(1);
    let patches = 0;
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([row], (request) => {
        if (request.method !== 'PATCH') return undefined;
        patches += 1;
        return patches === 1
          ? jsonResponse(200, { success: true, data: { case: { ...row, collectionStage: 'final_notice' } } })
          : jsonResponse(409, {
              success: false,
              error: 'Een dossier met een openstaand bedrag kan niet worden afgesloten',
              code: 'CONFLICT',
              reason: 'case_has_open_amount',
            });
      }),
    );
    await screen.findByText('Klant 1');
    openMenu('Actions for Klant 1 (2026-00001)');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update stage' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update stage' }));
    expect(dialog.getByText('Klant 1, invoice 2026-00001')).toBeTruthy();
    expect(dialog.getByText('Current stage: Second reminder')).toBeTruthy();
    const save = dialog.getByRole('button', { name: 'Update stage' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('New stage'), { target: { value: 'final_notice' } });
    fireEvent.change(dialog.getByLabelText('Note'), { target: { value: ' Belt vrijdag terug ' } });
    fireEvent.click(save);

    expect(await screen.findByText('Stage of Klant 1 updated to Final notice')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const url = `/api/admin/collections/cases/${row.id}/stage`;
    expect(lastBody(requests, 'PATCH', url)).toEqual({ stage: 'final_notice', note: 'Belt vrijdag terug' });

    openMenu('Actions for Klant 1 (2026-00001)');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Update stage' }));
    const again = within(await screen.findByRole('dialog', { name: 'Update stage' }));
    fireEvent.change(again.getByLabelText('New stage'), { target: { value: 'resolved' } });
    fireEvent.click(again.getByRole('button', { name: 'Update stage' }));
    expect(
      await screen.findByText(
        'Failed to update stage: A case with an open amount cannot be closed: book the payment or a credit note first.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Update stage' })).toBeTruthy();
  });

  it('shows a paid claim’s open collection costs and waives them from the row with a reason (issue 27)', async () => {
    const letter = buildLetter(6, '2026-I-0006', { feeCents: 4000 });
    const row = buildCase(1, { outstandingAmount: 0, collectionLetter: letter });
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([row], (request) =>
        request.url === `/api/admin/letters/${letter.id}/waive-fee`
          ? jsonResponse(200, { success: true, data: { letter: waivedRecord(letter, row) } })
          : undefined,
      ),
    );
    await screen.findByText('Klant 1');
    expect(screen.getByText('€ 40,00 costs open (of € 40,00)')).toBeTruthy();
    openMenu('Actions for Klant 1 (2026-00001)');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Waive collection costs' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Waive collection costs' }));
    expect(dialog.getByText('Letter 2026-I-0006 to Klant 1')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Eenmalige coulance' } });
    fireEvent.click(dialog.getByRole('button', { name: /^Waive €\s40,00$/ }));
    expect(await screen.findByText('€ 40,00 costs of letter 2026-I-0006 waived.')).toBeTruthy();
    expect(lastBody(requests, 'POST', `/api/admin/letters/${letter.id}/waive-fee`)).toEqual({
      reason: 'Eenmalige coulance',
    });
  });

  it('generates a letter from a row, names a refusal, and downloads the letter and the report', async () => {
    const row = buildCase(1, { collectionLetter: buildLetter(5, '2026-I-0003') });
    const pdf = new Response('%PDF', {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="incasso.pdf"',
      },
    });
    const { requests } = renderWithApi(
      <CollectionsSection />,
      collectionsApi([row], (request) => {
        if (request.url === `/api/admin/letters/notice/${row.customerId}`)
          return jsonResponse(409, {
            success: false,
            error: 'Voor de openstaande facturen is al 14-dagenbrief 2026-A-0001 verstuurd.',
            code: 'CONFLICT',
            reason: 'notice_already_sent',
            params: { letter: '2026-A-0001' },
          });
        if (request.url.endsWith('/download-direct')) return pdf;
        if (request.url.startsWith('/api/admin/collections/export?'))
          return new Response('x', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="incasso-2026-11-21.xlsx"' },
          });
        if (request.url === '/api/admin/collections/run')
          return jsonResponse(200, {
            success: true,
            data: {
              opened: 2,
              reopened: 0,
              resolved: 1,
              reminders: 3,
              notices: 1,
              suspensions: 0,
              collectionLetters: 0,
              failed: 0,
              failures: [],
            },
          });
        return undefined;
      }),
    );
    await screen.findByText('Klant 1');
    openMenu('Actions for Klant 1 (2026-00001)');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Generate 14-day letter' }));
    // Issue 20: the letter announces a fee, so it asks first; cancelling writes nothing.
    const confirm = await screen.findByRole('dialog', { name: 'Send 14-day letters' });
    expect(
      await within(confirm).findByText(
        '1 14-day letter for € 121,00 unpaid. If its term passes unpaid, € 40,00 in collection costs will be charged.',
      ),
    ).toBeTruthy();
    expect(lastBody(requests, 'POST', '/api/admin/letters/preview')).toEqual({
      letterType: 'notice',
      customerIds: [row.customerId],
    });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.url === `/api/admin/letters/notice/${row.customerId}`)).toBe(
      false,
    );
    openMenu('Actions for Klant 1 (2026-00001)');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Generate 14-day letter' }));
    const again = await screen.findByRole('dialog', { name: 'Send 14-day letters' });
    const send = await within(again).findByRole('button', { name: 'Send 1 letter' });
    await waitFor(() => expect(send).toHaveProperty('disabled', false));
    fireEvent.click(send);
    expect(
      await screen.findByText(
        'Failed to generate letter for Klant 1: 14-day notice 2026-A-0001 has already been sent for the open invoices.',
      ),
    ).toBeTruthy();
    expect(lastBody(requests, 'POST', `/api/admin/letters/notice/${row.customerId}`)).toEqual({
      sendEmail: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Download Collection letter 2026-I-0003' }));
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalledTimes(1));
    const download = requests.find((request) => request.url.endsWith('/download-direct'));
    expect(download?.url).toBe(`/api/admin/letters/${row.collectionLetter?.id}/download-direct`);
    expect(download?.headers.get('Accept')).toBe('application/pdf');

    fireEvent.change(screen.getByLabelText('Stage'), { target: { value: 'legal_action' } });
    openMenu('Export Report');
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    expect(await screen.findByText('Report saved as incasso-2026-11-21.xlsx')).toBeTruthy();
    const exported = requests.find((request) => request.url.startsWith('/api/admin/collections/export?'));
    expect(exported?.url).toBe(
      '/api/admin/collections/export?format=xlsx&stage=legal_action&sortBy=daysOverdue&sortOrder=desc',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Run dunning now' }));
    expect(
      await screen.findByText(
        'Dunning run done. Cases: 2 opened, 0 reopened, 1 resolved. Reminders: 3, 14-day letters: 1, suspensions: 0, collection letters: 0, failed: 0.',
      ),
    ).toBeTruthy();
  });
});
