import type { VatSummary } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { hangingResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub';
import { lastCompletedQuarter, quickPeriod } from '../components/reports/report-period';
import { downloadPercent } from '../components/reports/use-report-download';
import { ReportsSection } from './reports-section';

type Responder = Parameters<typeof stubFetch>[0];

function renderSection(respond: Responder) {
  const network = stubFetch(respond);
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <ReportsSection />
    </AppProviders>,
  );
  return network;
}

const q3: VatSummary = {
  year: 2026,
  quarter: 3,
  from: '2026-07-01',
  to: '2026-09-30',
  lines: [
    {
      rubriek: '1a',
      vatRateBp: 2100,
      turnoverCents: 123_450,
      vatCents: 25_925,
      declaredTurnoverEuros: 1234,
      declaredVatEuros: 259,
      invoiceCount: 7,
      creditNoteCount: 1,
    },
    {
      rubriek: '1b',
      vatRateBp: 900,
      turnoverCents: 0,
      vatCents: 0,
      declaredTurnoverEuros: 0,
      declaredVatEuros: 0,
      invoiceCount: 0,
      creditNoteCount: 0,
    },
    {
      rubriek: '1c',
      vatRateBp: null,
      turnoverCents: 0,
      vatCents: 0,
      declaredTurnoverEuros: 0,
      declaredVatEuros: 0,
      invoiceCount: 0,
      creditNoteCount: 0,
    },
    {
      rubriek: '1e',
      vatRateBp: 0,
      turnoverCents: 0,
      vatCents: 0,
      declaredTurnoverEuros: 0,
      declaredVatEuros: 0,
      invoiceCount: 0,
      creditNoteCount: 0,
    },
    {
      rubriek: '3b',
      vatRateBp: null,
      turnoverCents: 50_000,
      vatCents: 0,
      declaredTurnoverEuros: 500,
      declaredVatEuros: 0,
      invoiceCount: 2,
      creditNoteCount: 0,
    },
  ],
  totals: {
    turnoverCents: 173_450,
    vatCents: 25_925,
    declaredVatEuros: 259,
    invoiceCount: 9,
    creditNoteCount: 1,
  },
};

const vatSummary = (url: string) =>
  url.startsWith('/api/admin/reports/vat-summary') ? jsonResponse(200, { success: true, data: q3 }) : null;

/** A streamed CSV whose chunks the test pushes: the progress bar follows what has arrived. */
function streamedCsv(totalRows: number) {
  let push: (text: string) => void = () => undefined;
  let end: () => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      push = (text) => controller.enqueue(new TextEncoder().encode(text));
      end = () => controller.close();
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="openstaande-posten-2026-11-21.csv"',
      'X-Total-Rows': String(totalRows),
    },
  });
  return { response, push: (text: string) => push(text), end: () => end() };
}

const rows = (count: number) => 'a;b\r\n'.repeat(count);

beforeEach(() => {
  // The fixed clock of the test suite: Saturday 21 November 2026, Amsterdam.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('report periods', () => {
  it('covers whole months around today', () => {
    expect(quickPeriod('thisMonth', '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(quickPeriod('lastMonth', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(quickPeriod('thisQuarter', '2026-11-21')).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(quickPeriod('thisYear', '2026-02-28')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('takes the last completed quarter, the one of the VAT return due', () => {
    expect(lastCompletedQuarter('2026-11-21')).toEqual({ year: 2026, quarter: 3 });
    expect(lastCompletedQuarter('2026-10-01')).toEqual({ year: 2026, quarter: 3 });
    expect(lastCompletedQuarter('2026-09-30')).toEqual({ year: 2026, quarter: 2 });
    expect(lastCompletedQuarter('2027-02-01')).toEqual({ year: 2026, quarter: 4 });
  });
});

describe('download progress', () => {
  const progress = { receivedBytes: 0, receivedLines: 0, totalRows: null, estimatedBytes: null };
  it('counts a CSV by its lines after the header, other formats by bytes against the estimate', () => {
    expect(downloadPercent({ ...progress, receivedLines: 51, totalRows: 200 }, 'csv')).toBe(25);
    expect(
      downloadPercent({ ...progress, receivedBytes: 600, totalRows: 200, estimatedBytes: 1000 }, 'xlsx'),
    ).toBe(60);
    expect(downloadPercent({ ...progress, receivedBytes: 300, estimatedBytes: 1000 }, 'pdf')).toBe(30);
  });

  it('stays below 100 until the last byte is in, and is unknown without figures', () => {
    expect(downloadPercent({ ...progress, receivedLines: 260, totalRows: 200 }, 'csv')).toBe(99);
    expect(downloadPercent({ ...progress, receivedBytes: 5000, estimatedBytes: 1000 }, 'pdf')).toBe(99);
    expect(downloadPercent({ ...progress, receivedBytes: 5000 }, 'xlsx')).toBeNull();
    expect(downloadPercent({ ...progress, totalRows: 0 }, 'csv')).toBe(99);
  });
});

describe('Reports section', () => {
  it('shows the VAT summary of the last completed quarter and downloads it as PDF', async () => {
    const { requests } = renderSection(
      ({ url }) =>
        vatSummary(url) ??
        new Response('%PDF', {
          status: 200,
          headers: {
            'Content-Disposition': 'attachment; filename="btw-overzicht-2026-K3.pdf"',
            'X-Total-Rows': '5',
          },
        }),
    );
    const table = await screen.findByRole('table', { name: 'VAT summary Q3 2026' });
    expect(requests[0]?.url).toBe('/api/admin/reports/vat-summary?year=2026&quarter=3');
    const first = within(table).getByRole('row', { name: /^1a/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replaceAll('\u00a0', ' ')),
    ).toEqual(['21%', '€ 1.234,50', '€ 259,25', '€ 1.234', '€ 259']);
    expect(screen.getByText('Invoices in the quarter: 9; credit notes: 1.')).toBeTruthy();
    expect(within(table).getByRole('row', { name: /^3b/ }).textContent).toContain('reverse-charged');
    expect(
      within(table)
        .getByRole('row', { name: /^Total/ })
        .textContent?.replaceAll('\u00a0', ' '),
    ).toContain('€ 1.734,50');

    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    expect(await screen.findByText('Saved as btw-overzicht-2026-K3.pdf')).toBeTruthy();
    const download = requests.find((request) => request.url.startsWith('/api/admin/exports/'));
    expect(download?.url).toBe('/api/admin/exports/vat-summary?year=2026&quarter=3&format=pdf');
    expect(download?.headers.get('Accept')).toBe('application/pdf');

    fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: '1' } });
    await waitFor(() =>
      expect(requests.at(-1)?.url).toBe('/api/admin/reports/vat-summary?year=2026&quarter=1'),
    );
  });

  it('shows the progress of a streamed download by the rows received, and saves the file', async () => {
    const csv = streamedCsv(1000);
    const { requests } = renderSection(({ url }) => vatSummary(url) ?? csv.response);
    fireEvent.click(screen.getByLabelText(/Open items/));
    fireEvent.change(screen.getByLabelText('Open at the end of'), { target: { value: '2026-09-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));

    csv.push(`\uFEFFKlant;Factuurnummer\r\n${rows(250)}`);
    const bar = await screen.findByRole('progressbar', { name: 'Download progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    csv.push(rows(500));
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('75'));
    expect(requests.at(-1)?.url).toBe('/api/admin/exports/open-items?date=2026-09-30&format=csv');
    expect((screen.getByRole('button', { name: 'Excel' }) as HTMLButtonElement).disabled).toBe(true);

    csv.push(rows(250));
    csv.end();
    expect(await screen.findByText('Saved as openstaande-posten-2026-11-21.csv')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(blob.size).toBe(new TextEncoder().encode(`\uFEFFKlant;Factuurnummer\r\n${rows(1000)}`).length);
  });

  it("downloads a period's e-invoices as one ZIP, its progress by bytes against the estimate", async () => {
    let push: (bytes: number) => void = () => undefined;
    let end: () => void = () => undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (bytes) => controller.enqueue(new Uint8Array(bytes));
        end = () => controller.close();
      },
    });
    const { requests } = renderSection(
      ({ url }) =>
        vatSummary(url) ??
        new Response(body, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="e-facturen-2026-10-01-2026-10-31.zip"',
            'X-Total-Rows': '40',
            'X-Estimated-Bytes': '200000',
          },
        }),
    );
    fireEvent.click(screen.getByLabelText(/E-invoices for the accountant/));
    // One archive of UBL and PDF files: the table formats are not offered.
    expect(screen.queryByRole('button', { name: 'CSV' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Last month' }));
    fireEvent.click(screen.getByRole('button', { name: 'ZIP (UBL + PDF)' }));

    push(50_000);
    const bar = await screen.findByRole('progressbar', { name: 'Download progress' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(requests.at(-1)?.url).toBe('/api/admin/exports/einvoices?from=2026-10-01&to=2026-10-31');
    expect(requests.at(-1)?.headers.get('Accept')).toBe('application/zip');
    push(150_000);
    end();
    expect(await screen.findByText('Saved as e-facturen-2026-10-01-2026-10-31.zip')).toBeTruthy();
  });

  it('cancels a running download', async () => {
    renderSection(({ url }, signal) => vatSummary(url) ?? hangingResponse(signal));
    fireEvent.click(screen.getByLabelText(/Collection report/));
    fireEvent.click(screen.getByRole('button', { name: 'Excel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The download was cancelled.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Excel' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a failed download as SPEC says, with a retry', async () => {
    let calls = 0;
    const { requests } = renderSection(({ url }) => {
      const summary = vatSummary(url);
      if (summary) return summary;
      calls += 1;
      return calls === 1
        ? jsonResponse(500, { success: false, error: 'Database weg', code: 'INTERNAL' })
        : new Response('Datum;Bedrag\r\n', {
            status: 200,
            headers: { 'Content-Disposition': 'attachment; filename="betalingen-2026-11-01-2026-11-30.csv"' },
          });
    });
    fireEvent.click(screen.getByLabelText(/Payment register/));
    fireEvent.click(screen.getByRole('button', { name: 'CSV' }));
    expect(
      await screen.findByText(
        'Download failed: 500 Er ging iets mis op de server. Probeer het later opnieuw.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('Saved as betalingen-2026-11-01-2026-11-30.csv')).toBeTruthy();
    expect(requests.filter((request) => request.url.startsWith('/api/admin/exports/payments'))).toHaveLength(
      2,
    );
    expect(requests.at(-1)?.url).toBe('/api/admin/exports/payments?from=2026-11-01&to=2026-11-30&format=csv');
  });

  it('shows a VAT summary that fails to load with a retry, and refuses a reversed period', async () => {
    let failing = true;
    renderSection(({ url }) => {
      if (failing) return jsonResponse(503, { success: false, error: 'Onderhoud', code: 'UNAVAILABLE' });
      return vatSummary(url) ?? jsonResponse(404, {});
    });
    expect(
      await screen.findByText('Could not load the VAT summary: Server error. Please try again later.'),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('table', { name: 'VAT summary Q3 2026' })).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/Invoice register/));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });
    expect(screen.getByText('The end date lies before the start date')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'PDF' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
