import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { SepaBatchCard } from './sepa-batch-card';

const batchId = '5f0c6a3e-8d1b-4c2a-9e7f-1a2b3c4d5e6f';
const sha256 = 'a3f1c9d2e4b5a6978812fedcba0987654321abcdef0123456789abcdef012345';

const batch = {
  id: batchId,
  messageId: 'HP-20261121-0001',
  status: 'created',
  collectionDate: '2026-11-26',
  version: 'pain.008.001.08',
  numberOfTransactions: 3,
  controlSumCents: 36300,
  sha256,
  createdBy: 'Admin Jansen',
  createdAt: '2026-11-21T10:00:00.000Z',
  submittedAt: null,
  cancelledAt: null,
};

/** The server's answer to GET /api/admin/sepa-batches: one page. */
const batchPage = (
  batches: unknown[],
  pagination = { page: 1, limit: 20, totalItems: batches.length, totalPages: 1 },
) => jsonResponse(200, { success: true, data: { batches, pagination } });

const noneLeftOut = { claims: [], total: 0 };

/** Answers the SEPA screen's list of what the batch leaves out (issue 26); the rest goes to `handler`. */
function withLeftOut(
  handler: (request: RecordedRequest) => Response,
  leftOut: unknown = noneLeftOut,
): (request: RecordedRequest) => Response {
  return (request) =>
    request.url === '/api/admin/sepa-batches/left-out'
      ? jsonResponse(200, { success: true, data: leftOut })
      : handler(request);
}

function renderCard() {
  // The list of what the batch left out links to each customer's page.
  const router = createMemoryRouter([{ path: '/dashboard/admin', element: <SepaBatchCard /> }], {
    initialEntries: ['/dashboard/admin?section=payments'],
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function confirmInDialog(buttonName: string) {
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.click(dialog.getByRole('button', { name: buttonName }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('Direct debit batches card', () => {
  it('creates a batch after confirmation and lists it', async () => {
    let batches: unknown[] = [];
    const { requests } = stubFetch(
      withLeftOut((request) => {
        if (request.url.startsWith('/api/admin/sepa-batches?') && request.method === 'GET') {
          return batchPage(batches);
        }
        if (request.url === '/api/admin/sepa-batches' && request.method === 'POST') {
          batches = [batch];
          return jsonResponse(201, { success: true, data: { batch, leftOut: noneLeftOut } });
        }
        return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
      }),
    );
    renderCard();
    expect(await screen.findByText('No direct debit batches yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Create batch' }));
    await confirmInDialog('Create batch');

    expect(await screen.findByText('Batch HP-20261121-0001 created: 3 transactions, € 363,00')).toBeTruthy();
    const row = within(await screen.findByTestId('sepa-batch-row'));
    expect(row.getByText('26-11-2026')).toBeTruthy();
    expect(row.getByText('€ 363,00')).toBeTruthy();
    expect(row.getByText('Created')).toBeTruthy();
    expect(row.getByTitle(sha256).textContent).toBe('a3f1c9d2e4b5…');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('says so when nothing is due, and shows the server message of a 409', async () => {
    let answer: 'nothing' | 'conflict' = 'nothing';
    stubFetch(
      withLeftOut((request) => {
        if (request.method === 'GET') return batchPage([]);
        return answer === 'nothing'
          ? jsonResponse(200, { success: true, data: { batch: null, leftOut: noneLeftOut } })
          : jsonResponse(409, {
              success: false,
              error:
                'Stel eerst het incassant-ID in bij de bedrijfsinstellingen; zonder kan er niet worden geïncasseerd.',
              code: 'CONFLICT',
              reason: 'creditor_id_missing',
            });
      }),
    );
    renderCard();
    await screen.findByText('No direct debit batches yet.');

    fireEvent.click(screen.getByRole('button', { name: 'Create batch' }));
    await confirmInDialog('Create batch');
    expect(await screen.findByText('Nothing is due for collection yet.')).toBeTruthy();

    answer = 'conflict';
    fireEvent.click(screen.getByRole('button', { name: 'Create batch' }));
    await confirmInDialog('Create batch');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Set the creditor ID in the company settings first');
    expect(screen.queryByText('Nothing is due for collection yet.')).toBeNull();
  });

  it('cancels a batch only after confirmation', async () => {
    let status = 'created';
    const { requests } = stubFetch(
      withLeftOut((request) => {
        if (request.method === 'GET') {
          return batchPage([{ ...batch, status }]);
        }
        if (request.url === `/api/admin/sepa-batches/${batchId}/cancel`) {
          status = 'cancelled';
          return jsonResponse(200, {
            success: true,
            data: { batch: { ...batch, status, cancelledAt: '2026-11-21T10:05:00.000Z' } },
          });
        }
        return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
      }),
    );
    renderCard();

    fireEvent.click(await screen.findByRole('button', { name: 'Cancel HP-20261121-0001' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('The invoices of this batch become open again.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
    await confirmInDialog('Cancel batch');

    expect(await screen.findByText('Batch HP-20261121-0001 cancelled')).toBeTruthy();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.map((request) => request.url)).toEqual([`/api/admin/sepa-batches/${batchId}/cancel`]);
    const row = within(await screen.findByTestId('sepa-batch-row'));
    await waitFor(() => expect(row.getByText('Cancelled')).toBeTruthy());
    expect(row.queryByRole('button', { name: 'Cancel HP-20261121-0001' })).toBeNull();
    expect(row.getByRole('button', { name: 'Download HP-20261121-0001' })).toBeTruthy();
  });

  it('downloads the file under the server name and marks a batch as sent', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:batch');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    let status = 'created';
    const { requests } = stubFetch(
      withLeftOut((request) => {
        if (request.url === `/api/admin/sepa-batches/${batchId}/file`) {
          return new Response('<Document/>', {
            status: 200,
            headers: {
              'Content-Type': 'application/xml',
              'Content-Disposition': 'attachment; filename="HP-20261121-0001.xml"',
            },
          });
        }
        if (request.url === `/api/admin/sepa-batches/${batchId}/submit`) {
          status = 'submitted';
          return jsonResponse(200, { success: true, data: { batch: { ...batch, status } } });
        }
        return batchPage([{ ...batch, status }]);
      }),
    );
    renderCard();

    fireEvent.click(await screen.findByRole('button', { name: 'Download HP-20261121-0001' }));
    expect(await screen.findByText('Saved as HP-20261121-0001.xml')).toBeTruthy();
    expect(click).toHaveBeenCalledOnce();

    fireEvent.click(screen.getByRole('button', { name: 'Mark HP-20261121-0001 as sent' }));
    await confirmInDialog('Mark as sent');
    expect(await screen.findByText('Batch HP-20261121-0001 marked as sent')).toBeTruthy();
    const row = within(screen.getByTestId('sepa-batch-row'));
    await waitFor(() => expect(row.getByText('Sent to bank')).toBeTruthy());
    expect(row.queryByRole('button', { name: 'Cancel HP-20261121-0001' })).toBeNull();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.url)).toEqual([
      `/api/admin/sepa-batches/${batchId}/submit`,
    ]);
    click.mockRestore();
  });

  it('shows a failed list with a retry', async () => {
    let calls = 0;
    stubFetch(
      withLeftOut(() => {
        calls += 1;
        return calls <= 3
          ? jsonResponse(500, { success: false, error: 'Boem', code: 'INTERNAL' })
          : batchPage([]);
      }),
    );
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the batches');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No direct debit batches yet.')).toBeTruthy();
  });

  it('pages the batches on the server', async () => {
    const { requests } = stubFetch(
      withLeftOut((request) => {
        const page = Number(new URL(request.url, 'http://portal.test').searchParams.get('page'));
        const shown = { ...batch, messageId: `HP-20261121-000${page}` };
        return batchPage([shown], { page, limit: 20, totalItems: 21, totalPages: 2 });
      }),
    );
    renderCard();
    expect(await screen.findByText('HP-20261121-0001')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Volgende|Next/ }));
    expect(await screen.findByText('HP-20261121-0002')).toBeTruthy();
    const last = new URL(requests.at(-1)?.url ?? '', 'http://portal.test').searchParams;
    expect([last.get('page'), last.get('limit')]).toEqual(['2', '20']);
  });

  it('lists what the batch leaves out for the customer data, with the customer and what to correct', async () => {
    const userId = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    stubFetch(
      withLeftOut(() => batchPage([]), {
        total: 2,
        claims: [
          {
            invoiceId: '1d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            invoiceNumber: '2026-000777',
            userId,
            customerName: 'Roos van der Linden',
            openCents: 1210,
            reason: 'debit_debtor_data',
            params: { field: 'town', value: '東京' },
            message: "de woonplaats van de klant ('東京') past niet in een incassobestand",
          },
          {
            invoiceId: '2d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
            invoiceNumber: '2026-000778',
            userId,
            customerName: '\u0001 \u0002',
            openCents: 605,
            reason: 'debit_debtor_data',
            params: { field: 'name', value: '\u0001 \u0002' },
            message: '…',
          },
        ],
      }),
    );
    renderCard();
    expect(
      await screen.findByText('2 invoices left out of the direct debit: the customer data must be corrected'),
    ).toBeTruthy();
    expect(screen.getByText('City “東京” cannot be written in a SEPA file')).toBeTruthy();
    // A name of control characters is shown by its code points, never as nothing.
    expect(
      screen.getByText('Account holder “⟨U+0001⟩ ⟨U+0002⟩” cannot be written in a SEPA file'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Roos van der Linden' });
    expect(link.getAttribute('href')).toBe(`/dashboard/admin?section=users&user=${userId}`);
  });
});
