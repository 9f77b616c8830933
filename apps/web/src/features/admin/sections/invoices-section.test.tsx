import type { Role } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../test/fetch-stub';
import { SignedInAs } from '../../../test/signed-in-as';
import { InvoicesSection } from './invoices-section';

const invoiceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const userId = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11';

const row = {
  id: invoiceId,
  invoiceNumber: '2026-000123',
  kind: 'invoice',
  status: 'overdue',
  userId,
  customerName: 'Sanne de Vries',
  customerEmail: 'sanne@example.nl',
  description: 'Shared hosting november',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  subtotalCents: 10000,
  vatCents: 2100,
  totalCents: 12100,
  paidCents: 2100,
  openCents: 10000,
  paymentType: 'bank_transfer',
  paymentReference: 'PAY-2026-0042',
  sentAt: '2026-11-01T08:00:00.000Z',
};

const detail = {
  ...row,
  subscriptionId: null,
  periodStart: '2026-11-01',
  periodEnd: '2026-11-30',
  reverseCharge: false,
  customerVatId: null,
  lines: [
    {
      description: 'Shared hosting Basic',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      quantity: 1,
      unitPriceCents: 10000,
      vatRateBp: 2100,
      netCents: 10000,
      vatCents: 2100,
      totalCents: 12100,
    },
  ],
  payments: [],
  creditForInvoice: null,
  creditNotes: [],
  creditReason: null,
  creditableCents: 12100,
  submittedForCollectionAt: null,
  sentPdfSha256: null,
  deliveryProblem: null,
  deliveryFailedAt: null,
};

function listBody(page: number, totalIsCapped = false) {
  return {
    success: true,
    data: { invoices: [row], pagination: { page, limit: 20, totalItems: 60, totalPages: 3 }, totalIsCapped },
  };
}

function render_(
  respond: (request: RecordedRequest) => Response | undefined,
  path = '/dashboard/admin?section=invoices',
  role: Role = 'finance',
) {
  const network = stubFetch((request) => {
    const answer = respond(request);
    if (answer) return answer;
    if (request.url === '/api/admin/billing-runs')
      return jsonResponse(200, { success: true, data: { runs: [] } });
    if (request.url.startsWith('/api/admin/invoices?')) {
      return jsonResponse(200, listBody(Number(new URL(request.url, 'http://x').searchParams.get('page'))));
    }
    return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
  });
  const router = createMemoryRouter([{ path: '/dashboard/admin', element: <InvoicesSection /> }], {
    initialEntries: [path],
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <SignedInAs userRole={role}>
        <RouterProvider router={router} />
      </SignedInAs>
    </AppProviders>,
  );
  return Object.assign(network, { router });
}

function listQueries(requests: RecordedRequest[]) {
  return requests
    .filter((request) => request.url.startsWith('/api/admin/invoices?'))
    .map((request) => Object.fromEntries(new URL(request.url, 'http://x').searchParams));
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  // jsdom cannot follow a download link.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('Invoices section', () => {
  it('turns filters, search and sorting into the query string and goes back to page 1', async () => {
    const { requests } = render_(() => undefined);
    expect(await screen.findByRole('button', { name: 'View invoice 2026-000123' })).toBeTruthy();
    expect(listQueries(requests)[0]).toEqual({
      page: '1',
      limit: '20',
      sortBy: 'issueDate',
      sortOrder: 'desc',
    });

    fireEvent.click(screen.getByRole('button', { name: /Next|Volgende/ }));
    await waitFor(() => expect(listQueries(requests).at(-1)?.page).toBe('2'));

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'overdue' } });
    await waitFor(() => expect(listQueries(requests).at(-1)).toMatchObject({ page: '1', status: 'overdue' }));

    fireEvent.click(screen.getByRole('button', { name: /Next|Volgende/ }));
    await waitFor(() => expect(listQueries(requests).at(-1)?.page).toBe('2'));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' pay-2026-0042 ' } });
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ page: '1', search: 'pay-2026-0042' }),
    );

    fireEvent.change(screen.getByLabelText('Minimum amount (€)'), { target: { value: '12,50' } });
    fireEvent.change(screen.getByLabelText('Maximum amount (€)'), { target: { value: '1.234,56' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'credit_note' } });
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toEqual({
        page: '1',
        limit: '20',
        search: 'pay-2026-0042',
        status: 'overdue',
        kind: 'credit_note',
        from: '2026-11-01',
        to: '2026-11-30',
        minAmount: '1250',
        maxAmount: '123456',
        sortBy: 'issueDate',
        sortOrder: 'desc',
      }),
    );

    // An amount that is not one is shown at the field and not sent.
    fireEvent.change(screen.getByLabelText('Maximum amount (€)'), { target: { value: 'veel' } });
    expect(await screen.findByText('Enter an amount such as 12.50')).toBeTruthy();
    await waitFor(() => expect(listQueries(requests).at(-1)?.maxAmount).toBeUndefined());

    fireEvent.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ sortBy: 'totalCents', sortOrder: 'desc' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(listQueries(requests).at(-1)).toMatchObject({ sortBy: 'totalCents', sortOrder: 'asc' }),
    );
  });

  it('shows 10,000+ when the server capped the count, and the status in the screen’s English', async () => {
    render_((request) =>
      request.url.startsWith('/api/admin/invoices?') ? jsonResponse(200, listBody(1, true)) : undefined,
    );
    expect(await screen.findByText('10,000+ invoices')).toBeTruthy();
    const table = within(screen.getByRole('table'));
    // One language per screen (issue 20): the English Administration Dashboard says "Overdue" in nl too.
    expect(table.getByText('Overdue')).toBeTruthy();
    expect(table.queryByText('Achterstallig')).toBeNull();
  });

  it('creates a credit note from the detail with the reason and an optional part amount', async () => {
    const posted: unknown[] = [];
    render_((request) => {
      if (request.url === `/api/admin/invoices/${invoiceId}`) {
        return jsonResponse(200, { success: true, data: { invoice: detail } });
      }
      if (request.url === `/api/admin/invoices/${invoiceId}/credit-note` && request.method === 'POST') {
        posted.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(201, {
          success: true,
          data: {
            creditNote: { ...row, id: '8d9e6679-7425-40de-944b-e07fc1f90ae8', invoiceNumber: '2026-000124' },
          },
        });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View invoice 2026-000123' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-000123' }));
    expect(await dialog.findByText('Shared hosting Basic')).toBeTruthy();

    fireEvent.click(dialog.getByRole('button', { name: 'Create credit note' }));
    fireEvent.change(dialog.getByLabelText('Amount incl. VAT (€, optional)'), {
      target: { value: '121,01' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Create credit note' }));
    expect(await dialog.findByText('Enter a reason')).toBeTruthy();
    expect(dialog.getByText(/at most € 121,00/)).toBeTruthy();
    expect(posted).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Dubbel gefactureerd' } });
    fireEvent.change(dialog.getByLabelText('Amount incl. VAT (€, optional)'), { target: { value: '60,50' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create credit note' }));
    expect(await dialog.findByText('Credit note 2026-000124 has been created.')).toBeTruthy();
    expect(posted).toEqual([
      { reason: 'Dubbel gefactureerd', amountCents: 6050, confirmCollectionAtBank: false },
    ]);

    fireEvent.click(dialog.getByRole('button', { name: 'Create credit note' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Opgezegd' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create credit note' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({ reason: 'Opgezegd', amountCents: null, confirmCollectionAtBank: false });
  });

  it('warns when the direct debit is at the bank, waits for the tick, then credits with the confirmation (issue 27)', async () => {
    const posted: { confirmCollectionAtBank?: boolean }[] = [];
    render_((request) => {
      if (request.url === `/api/admin/invoices/${invoiceId}`) {
        return jsonResponse(200, { success: true, data: { invoice: detail } });
      }
      if (request.url === `/api/admin/invoices/${invoiceId}/credit-note` && request.method === 'POST') {
        const body = JSON.parse(request.body ?? '{}');
        posted.push(body);
        if (!body.confirmCollectionAtBank)
          return jsonResponse(409, {
            success: false,
            error: 'De incasso van € 121,00 voor factuur 2026-000123 ligt al bij de bank.',
            code: 'CONFLICT',
            reason: 'credit_note_collection_at_bank',
            params: {
              invoiceNumber: '2026-000123',
              amountCents: 12100,
              amount: '€ 121,00',
              collectionDate: '2026-12-08',
              messageId: 'HP-20261204-0A1B2C3D',
            },
          });
        return jsonResponse(201, {
          success: true,
          data: {
            creditNote: { ...row, id: '8d9e6679-7425-40de-944b-e07fc1f90ae8', invoiceNumber: '2026-000124' },
          },
        });
      }
      return undefined;
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View invoice 2026-000123' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-000123' }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Create credit note' }));
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: 'Dienst nooit geleverd' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create credit note' }));

    // The refusal in the screen's English, as a warning with the file and the date, not a failure to retry.
    expect(
      await dialog.findByText(
        /^The direct debit of € 121,00 for invoice 2026-000123 is already with the bank \(file HP-20261204-0A1B2C3D\) and is debited on 08-12-2026\./,
      ),
    ).toBeTruthy();
    expect(dialog.queryByText(/Could not create the credit note/)).toBeNull();
    const submit = dialog.getByRole('button', { name: 'Create credit note' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(posted).toHaveLength(1);

    fireEvent.click(dialog.getByLabelText('Credit it anyway; what the bank collects becomes account credit'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await dialog.findByText('Credit note 2026-000124 has been created.')).toBeTruthy();
    expect(posted.map((body) => body.confirmCollectionAtBank)).toEqual([false, true]);
  });

  it('opens the invoice of a ?invoice= link (the header search) and drops the link when closed', async () => {
    const { router } = render_(
      (request) =>
        request.url === `/api/admin/invoices/${invoiceId}`
          ? jsonResponse(200, { success: true, data: { invoice: detail } })
          : undefined,
      `/dashboard/admin?section=invoices&invoice=${invoiceId}`,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-000123' }));
    expect(await dialog.findByText('Shared hosting Basic')).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?section=invoices');
  });

  it('runs billing after confirmation and shows the result', async () => {
    let started = false;
    const run = {
      id: '1f0e6679-7425-40de-944b-e07fc1f90ae1',
      runDate: '2026-11-21',
      status: 'finished',
      triggeredBy: 'admin@example.nl',
      invoicesCreated: 3,
      totalCents: 15000,
      error: null,
      flagged: [],
      startedAt: '2026-11-21T10:00:00.000Z',
      finishedAt: '2026-11-21T10:00:02.000Z',
    };
    const { requests } = render_((request) => {
      if (request.url !== '/api/admin/billing-runs') return undefined;
      if (request.method === 'POST') {
        started = true;
        return jsonResponse(202, { success: true, data: { run } });
      }
      return jsonResponse(200, { success: true, data: { runs: started ? [run] : [] } });
    });
    expect(await screen.findByText('No billing runs yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run billing now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run billing' }));
    // Testing Library folds the NBSP after € into a space.
    expect(await screen.findByText('3 invoices created, total € 150,00')).toBeTruthy();
    expect(screen.getByText('3 invoices · € 150,00')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(screen.queryByText(/Not invoiced in the last run/)).toBeNull();
  });

  it('says when the run in progress started when billing is started again, and shows that run', async () => {
    let refused = false;
    const running = {
      id: '2f0e6679-7425-40de-944b-e07fc1f90ae2',
      runDate: '2026-11-21',
      status: 'running',
      triggeredBy: null,
      invoicesCreated: 0,
      totalCents: 0,
      error: null,
      flagged: [],
      startedAt: '2026-11-21T01:00:00.000Z',
      finishedAt: null,
    };
    const { requests } = render_((request) => {
      if (request.url !== '/api/admin/billing-runs') return undefined;
      if (request.method === 'POST') {
        refused = true;
        return jsonResponse(409, {
          success: false,
          code: 'CONFLICT',
          reason: 'billing_run_in_progress',
          params: { startedAt: running.startedAt, runId: running.id },
          error:
            'Er loopt al een facturatierun (gestart 21-11-2026 02:00). Start een nieuwe als die klaar is.',
        });
      }
      return jsonResponse(200, { success: true, data: { runs: refused ? [running] : [] } });
    });
    expect(await screen.findByText('No billing runs yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Run billing now' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Run billing' }));
    // The staff screen's English in nl too, the start in Amsterdam time; the run list follows the run.
    expect(
      await screen.findByText(
        'Could not start the billing run: A billing run is already in progress (started 21-11-2026 02:00). Start another once it has finished.',
      ),
    ).toBeTruthy();
    expect(await screen.findByText('Running')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('lists the customers the last run did not invoice, each linked to the user', async () => {
    const run = (id: string, startedAt: string, flagged: object[]) => ({
      id,
      runDate: startedAt.slice(0, 10),
      status: 'finished',
      triggeredBy: null,
      invoicesCreated: 0,
      totalCents: 0,
      error: null,
      flagged,
      startedAt,
      finishedAt: startedAt,
    });
    const flag = {
      subscriptionId: '3f0e6679-7425-40de-944b-e07fc1f90ae3',
      userId,
      customerName: 'Bram Zonderadres',
      code: 'address_incomplete',
      reason: 'Adres van de klant is onvolledig',
    };
    const older = {
      ...flag,
      subscriptionId: '4f0e6679-7425-40de-944b-e07fc1f90ae4',
      customerName: 'Al Opgelost',
    };
    const { router } = render_((request) =>
      request.url === '/api/admin/billing-runs'
        ? jsonResponse(200, {
            success: true,
            data: {
              runs: [
                run('1f0e6679-7425-40de-944b-e07fc1f90ae1', '2026-11-21T02:00:00.000Z', [flag]),
                run('2f0e6679-7425-40de-944b-e07fc1f90ae2', '2026-11-20T02:00:00.000Z', [flag, older]),
              ],
            },
          })
        : undefined,
    );
    const section = within(
      (await screen.findByRole('heading', { name: 'Not invoiced in the last run: 1 subscription' })).closest(
        'section',
      ) as HTMLElement,
    );
    // The English admin screen words the reason itself; the stored Dutch text does not reach it.
    expect(section.getByText('Address incomplete')).toBeTruthy();
    expect(section.queryByText('Adres van de klant is onvolledig')).toBeNull();
    expect(section.queryByText('Al Opgelost')).toBeNull();
    fireEvent.click(section.getByRole('link', { name: 'Bram Zonderadres' }));
    expect(router.state.location.search).toBe(`?section=users&user=${userId}`);
  });

  it('exports the selected rows through the server export of the period filter', async () => {
    const { requests } = render_((request) =>
      request.url.startsWith('/api/admin/exports/')
        ? new Response('number;date', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv',
              'Content-Disposition': 'attachment; filename="facturen.csv"',
            },
          })
        : undefined,
    );
    fireEvent.click(await screen.findByLabelText('Select invoice 2026-000123'));
    fireEvent.click(screen.getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        '/api/admin/exports/invoices?from=2026-11-01&to=2026-11-01&format=csv',
      ),
    );

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toContain(
        '/api/admin/exports/invoices?from=2026-10-01&to=2026-11-30&format=csv',
      ),
    );
  });

  it('hands the selection to collection and says in English in nl why an invoice was skipped (issue 20)', async () => {
    const { requests } = render_((request) =>
      request.url === '/api/admin/invoices/bulk-action'
        ? jsonResponse(200, {
            success: true,
            data: {
              succeeded: 0,
              // The server's Dutch text, with the refusal and its params the screen words itself.
              skipped: [
                {
                  id: invoiceId,
                  reason: 'De vorige incasso kwam terug (AC04: rekening opgeheven); eerst een nieuw IBAN.',
                  code: 'CONFLICT',
                  refusal: 'debit_needs_payment_method',
                  params: { returnCode: 'AC04' },
                },
              ],
            },
          })
        : undefined,
    );
    fireEvent.click(await screen.findByLabelText('Select invoice 2026-000123'));
    fireEvent.click(screen.getByRole('button', { name: 'Mark as sent to collection' }));
    expect(await screen.findByText('0 invoices processed, 1 skipped')).toBeTruthy();
    expect(
      screen.getByText(
        'The previous direct debit came back (AC04); a new IBAN or a new mandate is needed first.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/incasso kwam terug/)).toBeNull();
    const posted = requests.find((request) => request.url === '/api/admin/invoices/bulk-action');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({
      action: 'mark_sent_to_collection',
      invoiceIds: [invoiceId],
    });
  });

  it('downloads the UBL e-invoice the customer gets, through the customer route under their id', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const ublUrl = `/pay/invoices/${userId}/${invoiceId}/ubl`;
    let fail = true;
    const { requests } = render_((request) => {
      if (request.url === `/api/admin/invoices/${invoiceId}`)
        return jsonResponse(200, { success: true, data: { invoice: detail } });
      if (request.url !== ublUrl) return undefined;
      if (fail) return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
      return new Response('<?xml version="1.0" encoding="UTF-8"?><Invoice/>', {
        status: 200,
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': 'attachment; filename="factuur-2026-000123.xml"',
        },
      });
    });
    fireEvent.click(await screen.findByRole('button', { name: 'View invoice 2026-000123' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-000123' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Download UBL' }));
    const message = await dialog.findByText(/^Could not download the UBL: /);
    fail = false;
    // The error's own retry button, beside its message.
    fireEvent.click(within(message.parentElement as HTMLElement).getByRole('button'));
    await waitFor(() => expect(saved).toEqual(['factuur-2026-000123.xml']));
    const ublRequests = requests.filter((request) => request.url === ublUrl);
    expect(ublRequests).toHaveLength(2);
    expect(ublRequests[1]?.headers.get('Accept')).toBe('application/xml');
  });

  it('shows support the invoices to read and resend, without the billing run, selection or credit notes', async () => {
    const { requests } = render_(
      (request) =>
        request.url === `/api/admin/invoices/${invoiceId}`
          ? jsonResponse(200, { success: true, data: { invoice: detail } })
          : undefined,
      '/dashboard/admin?section=invoices',
      'support',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'View invoice 2026-000123' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Invoice 2026-000123' }));
    expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Download UBL' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Resend' })).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Create credit note' })).toBeNull();
    expect(screen.queryByText('Billing run')).toBeNull();
    expect(screen.queryByLabelText('Select invoice 2026-000123')).toBeNull();
    expect(requests.some((request) => request.url.startsWith('/api/admin/billing-runs'))).toBe(false);
  });
});
