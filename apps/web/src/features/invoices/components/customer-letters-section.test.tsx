import type { CustomerLetter } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../test/fetch-stub';
import { customerLettersQueryOptions } from '../api/get-customer-letters';
import { CustomerLettersSection } from './customer-letters-section';

const userId = '5f0c7a3e-2b1d-4c8e-9a6f-0e1d2c3b4a59';

function letter(id: string, letterNumber: string, overrides: Partial<CustomerLetter> = {}): CustomerLetter {
  return {
    id,
    letterNumber,
    letterType: 'notice',
    letterDate: '2026-12-05',
    termEndDate: '2026-12-21',
    principalCents: 12_100,
    feeCents: 4000,
    feeOpenCents: 4000,
    paymentReference: 'PAY-2026-0042',
    paid: false,
    ...overrides,
  };
}

const notice = letter('0c6f1a52-6a55-4a8e-9f3e-1a2b3c4d5e6f', 'BRF-2026-000007');
const collection = letter('1d7f1a52-6a55-4a8e-9f3e-1a2b3c4d5e6f', 'BRF-2026-000003', {
  letterType: 'collection',
  letterDate: '2026-11-02',
  termEndDate: null,
  principalCents: 1815,
  paymentReference: 'PAY-2026-0017',
  paid: true,
});

const page = (letters: CustomerLetter[], pageNumber = 1, totalItems = letters.length) =>
  jsonResponse(200, {
    success: true,
    data: {
      letters,
      pagination: {
        page: pageNumber,
        limit: 10,
        totalItems,
        totalPages: Math.max(1, Math.ceil(totalItems / 10)),
      },
    },
  });

function renderSection(respond: (request: RecordedRequest) => Response) {
  const network = stubFetch(respond);
  const queryClient = createQueryClient({ retryDelayMs: 0 });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <CustomerLettersSection userId={userId} />
    </AppProviders>,
  );
  return { ...network, ...view, queryClient };
}

const requestsTo = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.url.startsWith(path));

describe('Brieven over je betalingen', () => {
  it('lists an open 14-dagenbrief with its term and fee, and a paid incassobrief', async () => {
    const { requests } = renderSection(() => page([notice, collection]));
    expect(await screen.findByRole('heading', { name: 'Brieven over je betalingen' })).toBeTruthy();
    expect(requestsTo(requests, '/api/letters')[0]?.url).toBe('/api/letters?page=1&limit=10');

    const [first, second] = screen.getAllByTestId('letter-row');
    const open = within(first as HTMLElement);
    expect(open.getByText('14-dagenbrief')).toBeTruthy();
    expect(open.getByText('BRF-2026-000007 · verstuurd op 05-12-2026')).toBeTruthy();
    expect(open.getByText('Open')).toBeTruthy();
    // The notice asks the claim; the fee is only what follows when the term passes unpaid.
    expect(open.getByText('€ 121,00')).toBeTruthy();
    expect(open.getByText(/Betaal uiterlijk 21 december 2026/)).toBeTruthy();
    expect(
      open.getByText('Betaal je niet op tijd, dan brengen we € 40,00 incassokosten in rekening.'),
    ).toBeTruthy();
    expect(open.getByText('PAY-2026-0042')).toBeTruthy();
    expect(open.getByRole('button', { name: 'Download PDF van BRF-2026-000007' })).toBeTruthy();

    const paid = within(second as HTMLElement);
    expect(paid.getByText('Incassobrief')).toBeTruthy();
    expect(paid.getByText('Betaald')).toBeTruthy();
    expect(paid.getByText('€ 58,15')).toBeTruthy();
    expect(paid.getByText('Inclusief € 40,00 incassokosten')).toBeTruthy();
    expect(paid.queryByText(/Betaal uiterlijk/)).toBeNull();
    // One page of letters: no pager.
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('stays away when the customer has no letters', async () => {
    const { requests, container, queryClient } = renderSection(() => page([]));
    // The answer came and was parsed, and still nothing shows.
    await waitFor(() =>
      expect(queryClient.getQueryState(customerLettersQueryOptions(userId, 1).queryKey)?.status).toBe(
        'success',
      ),
    );
    expect(requestsTo(requests, '/api/letters')).toHaveLength(1);
    expect(container.textContent).toBe('');
    expect(screen.queryByText('Brieven over je betalingen')).toBeNull();
  });

  it('pages by ten and downloads the PDF through the authenticated client', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:letter');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { requests } = renderSection((request) => {
      if (request.url === `/api/letters/${notice.id}/pdf`) {
        return new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="BRF-2026-000007.pdf"',
          },
        });
      }
      return request.url.includes('page=2') ? page([collection], 2, 11) : page([notice], 1, 11);
    });
    const download = await screen.findByRole('button', { name: 'Download PDF van BRF-2026-000007' });
    fireEvent.click(download);
    await waitFor(() => expect(click).toHaveBeenCalled());
    const pdfRequest = requestsTo(requests, `/api/letters/${notice.id}/pdf`)[0];
    expect(pdfRequest?.headers.get('Accept')).toBe('application/pdf');

    expect(screen.getByText('Pagina 1 van 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Volgende/ }));
    expect(await screen.findByText('Incassobrief')).toBeTruthy();
    expect(requestsTo(requests, '/api/letters?page=2')[0]?.url).toBe('/api/letters?page=2&limit=10');
    click.mockRestore();
  });

  it('says so with a retry when the letters cannot be loaded', async () => {
    let fail = true;
    renderSection(() =>
      fail ? jsonResponse(500, { success: false, error: 'Kapot', code: 'INTERNAL_ERROR' }) : page([notice]),
    );
    expect(
      await screen.findByText(
        'Fout bij laden van je brieven: Er ging iets mis op de server. Probeer het later opnieuw.',
      ),
    ).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByText('14-dagenbrief')).toBeTruthy();
  });

  it('pays an open letter online, and offers nothing for a paid one', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { requests } = renderSection((request) => {
      if (request.url === '/api/online-payments/availability')
        return jsonResponse(200, {
          success: true,
          data: { enabled: true, testMode: false, methods: ['ideal'] },
        });
      if (request.url === '/api/online-payments')
        return jsonResponse(200, {
          success: true,
          data: {
            checkoutUrl: 'https://www.mollie.com/checkout/tr_letter',
            statusToken: 'Xb3kQ9pL2mN7vR4tY8wZ1aC5',
            amountCents: 12_100,
          },
        });
      return page([notice, collection]);
    });

    const [open, paid] = await screen.findAllByTestId('letter-row');
    fireEvent.click(
      await within(open as HTMLElement).findByRole('button', { name: 'Betaal nu BRF-2026-000007' }),
    );
    expect(within(paid as HTMLElement).queryByRole('button', { name: /Betaal nu/ })).toBeNull();

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://www.mollie.com/checkout/tr_letter'));
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted.map((request) => JSON.parse(request.body ?? '{}'))).toEqual([
      { scope: 'letter', letterId: notice.id },
    ]);
  });
});
