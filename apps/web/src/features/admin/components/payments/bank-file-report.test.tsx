import { formatCents } from '@hostportaal/domain';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { BankFileReport } from './bank-file-report';

const importId = '9b2d7c1e-3a4f-4b5c-8d6e-7f8091a2b3c4';
const invoiceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const imported = {
  id: importId,
  fileName: 'ing-camt053-20261121.xml',
  messageType: 'camt.053.001.02',
  sha256: 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
  importedAt: '2026-11-21T10:00:00.000Z',
  matched: 1,
  alreadyKnown: 0,
  unmatched: 2,
};
const unmatchedTransfer = {
  endToEndId: null,
  amountCents: 1210,
  kind: 'other',
  reasonCode: null,
  invoiceId: null,
  invoiceNumber: null,
  outcome: 'unmatched',
  action: 'Geen incasso of betalingsreferentie herkend',
  creditDebit: 'CRDT',
  remittance: 'factuur 2026-000123 november',
  debtorName: 'J. de Vries',
} as const;
const reportLines = [
  {
    endToEndId: '2026-000100-1',
    amountCents: 1815,
    kind: 'collected',
    reasonCode: null,
    invoiceId: '1f0e6679-7425-40de-944b-e07fc1f90ae1',
    invoiceNumber: '2026-000100',
    outcome: 'matched',
    action: 'Factuur 2026-000100 betaald via incasso',
  },
  unmatchedTransfer,
  {
    ...unmatchedTransfer,
    amountCents: 150,
    creditDebit: 'DBIT',
    remittance: 'Kosten betalingsverkeer',
    debtorName: null,
  },
].map((line, index) => ({ ...line, index }));

const invoiceRow = (overrides: object) => ({
  id: invoiceId,
  invoiceNumber: '2026-000123',
  kind: 'invoice',
  status: 'open',
  userId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
  customerName: 'Jan de Vries',
  customerEmail: 'jan@example.nl',
  description: 'Webhosting',
  issueDate: '2026-11-01',
  dueDate: '2026-11-15',
  subtotalCents: 1000,
  vatCents: 210,
  totalCents: 1210,
  paidCents: 0,
  openCents: 1210,
  paymentType: 'bank_transfer',
  paymentReference: 'PAY-2026-0123',
  sentAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

const invoiceList = {
  success: true,
  data: {
    invoices: [
      invoiceRow({}),
      invoiceRow({
        id: '2a0e6679-7425-40de-944b-e07fc1f90ae2',
        invoiceNumber: '2026-001230',
        status: 'paid',
        paidCents: 1210,
        openCents: 0,
        paymentReference: null,
      }),
    ],
    pagination: { page: 1, limit: 8, totalItems: 2, totalPages: 1 },
    totalIsCapped: false,
  },
};

const assignedLine = {
  ...unmatchedTransfer,
  invoiceId,
  invoiceNumber: '2026-000123',
  outcome: 'matched',
  action: 'Met de hand gekoppeld aan factuur 2026-000123',
  assignment: { byId: null, byName: 'Fenna Visser', at: '2026-11-21T10:00:00.000Z' },
};

/** The server's report: `assign` answers the booking and may change what the report holds after it. */
type ServerReport = {
  import: typeof imported;
  lines: Array<(typeof reportLines)[number] | (typeof assignedLine & { index: number })>;
};

function renderReport(assign: (request: RecordedRequest, report: ServerReport) => Response) {
  const server: ServerReport = { import: imported, lines: reportLines };
  const network = stubFetch((request) => {
    if (request.url.startsWith('/api/admin/invoices?')) return jsonResponse(200, invoiceList);
    if (request.url === `/api/admin/bank-files/${importId}/lines/1/assign`) return assign(request, server);
    if (request.url.startsWith(`/api/admin/bank-files/${importId}?`)) {
      const outcome = new URL(request.url, 'http://portal.test').searchParams.get('outcome');
      const lines = server.lines.filter((line) => !outcome || line.outcome === outcome);
      return jsonResponse(200, {
        success: true,
        data: {
          import: server.import,
          lines,
          pagination: { page: 1, limit: 50, totalItems: lines.length, totalPages: 1 },
        },
      });
    }
    return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <BankFileReport importId={importId} />
    </AppProviders>,
  );
  return network;
}

const rows = () => screen.getAllByTestId('bank-file-line').map((row) => within(row));

describe('Bank file report: assigning an unmatched line', () => {
  it('offers money received only, finds the invoice named in the description and books the line on it', async () => {
    const { requests } = renderReport((_request, server) => {
      server.import = { ...imported, matched: 2, unmatched: 1 };
      server.lines = server.lines.map((line) => (line.index === 1 ? { ...assignedLine, index: 1 } : line));
      return jsonResponse(200, {
        success: true,
        data: {
          import: server.import,
          index: 1,
          line: assignedLine,
          invoice: { id: invoiceId, invoiceNumber: '2026-000123', status: 'paid', openCents: 0 },
          creditedCents: 0,
        },
      });
    });
    await screen.findByTestId('bank-file-counts');
    const [collected, transfer, costs] = rows();
    expect(collected?.queryByRole('button', { name: 'Assign to invoice' })).toBeNull();
    expect(costs?.queryByRole('button', { name: 'Assign to invoice' })).toBeNull();
    expect(transfer?.getByText('J. de Vries · factuur 2026-000123 november')).toBeTruthy();

    fireEvent.click(transfer?.getByRole('button', { name: 'Assign to invoice' }) as HTMLElement);
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByTestId('assign-amount').textContent).toBe(formatCents(1210));
    expect((dialog.getByLabelText('Invoice number or payment reference') as HTMLInputElement).value).toBe(
      '2026-000123',
    );
    const [open, paid] = (await dialog.findAllByTestId('assign-candidate')).map((row) => within(row));
    const invoiceSearch = requests.find((request) => request.url.startsWith('/api/admin/invoices?'));
    const search = new URL(invoiceSearch?.url ?? '', 'http://portal.test').searchParams;
    expect([search.get('search'), search.get('kind')]).toEqual(['2026-000123', 'invoice']);
    expect(paid?.getByText('Paid')).toBeTruthy();
    expect(paid?.queryByRole('button')).toBeNull();

    fireEvent.click(
      open?.getByRole('button', { name: `Book ${formatCents(1210)} on invoice 2026-000123` }) as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = requests.find((request) => request.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ invoiceId });
    expect(await screen.findByText('€ 12,10 booked on invoice 2026-000123')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('bank-file-counts').textContent).toBe(
        '2 matched · 0 already known · 1 unmatched',
      ),
    );
    const booked = rows()[1];
    expect(booked?.getByText('Matched')).toBeTruthy();
    expect(booked?.getByText('2026-000123')).toBeTruthy();
    expect(booked?.getByText('Assigned by Fenna Visser on 21-11-2026 11:00')).toBeTruthy();
    expect(booked?.queryByRole('button', { name: 'Assign to invoice' })).toBeNull();
  });

  it('keeps the dialog open with the server message when the line was booked meanwhile', async () => {
    renderReport(() =>
      jsonResponse(409, {
        success: false,
        error: 'Deze regel is al op 21-11-2026 11:00 door Piet Jansen aan factuur 2026-000123 gekoppeld.',
        code: 'CONFLICT',
        reason: 'bank_line_already_assigned',
        params: { invoice: '2026-000123', by: 'Piet Jansen' },
      }),
    );
    await screen.findByTestId('bank-file-counts');
    fireEvent.click(rows()[1]?.getByRole('button', { name: 'Assign to invoice' }) as HTMLElement);
    const dialog = within(await screen.findByRole('dialog'));
    const [open] = await dialog.findAllByTestId('assign-candidate');
    fireEvent.click(within(open as HTMLElement).getByRole('button', { name: /^Book/ }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain(
      'This line has already been linked to invoice 2026-000123 by Piet Jansen.',
    );
    expect(screen.getByTestId('bank-file-counts').textContent).toBe(
      '1 matched · 0 already known · 2 unmatched',
    );
  });

  it('shows the lines of one outcome, numbered by their place in the file', async () => {
    const { requests } = renderReport(() => jsonResponse(500, {}));
    await screen.findByTestId('bank-file-counts');
    fireEvent.click(screen.getByRole('button', { name: 'Unmatched' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows().map((row) => row.getByText(/^\d+$/).textContent)).toEqual(['2', '3']);
    const last = new URL(requests.at(-1)?.url ?? '', 'http://portal.test').searchParams;
    expect([last.get('outcome'), last.get('page')]).toEqual(['unmatched', '1']);
    fireEvent.click(screen.getByRole('button', { name: 'Matched' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Already known' }));
    expect(await screen.findByText('No lines with this outcome.')).toBeTruthy();
  });
});
