import type { CustomerInvoice } from '@hostportaal/contract';
import { invoiceStatusLabel } from '@hostportaal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { billingNl } from '../../../i18n/locales/billing/nl';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser({ firstname: 'Jan' });

function invoice(
  id: string,
  invoiceNumber: string,
  overrides: Partial<CustomerInvoice> = {},
): CustomerInvoice {
  return {
    _id: id,
    invoiceNumber,
    amount: 841,
    status: 'paid',
    createdAt: '2026-11-01T08:00:00.000Z',
    paidAt: '2026-11-05T08:00:00.000Z',
    dueDate: '2026-11-15',
    issueDate: '2026-11-01',
    description: 'Webhosting Plus (maandelijks)',
    items: [{ description: 'Webhosting Plus (maandelijks)' }],
    metadata: { title: 'Webhosting Plus (maandelijks)', paymentType: 'sepa', mandateId: null },
    packageID: null,
    kind: 'invoice',
    creditedInvoiceNumber: null,
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    lines: [
      {
        description: 'Webhosting Plus (maandelijks)',
        periodStart: '2026-11-01',
        periodEnd: '2026-11-30',
        quantity: 1,
        unitPriceCents: 695,
        vatRateBp: 2100,
        netCents: 695,
        vatCents: 146,
        totalCents: 841,
      },
    ],
    subtotalCents: 695,
    vatCents: 146,
    totalCents: 841,
    paidCents: 841,
    openCents: 0,
    paymentReference: null,
    reverseCharge: false,
    mandate: { reference: 'HP-MND-000001', ibanMasked: 'NL** **** **** **** 4300' },
    payment: { state: 'paid', collectedBySepa: true },
    creditedToAccountCents: 0,
    ...overrides,
  };
}

const first = invoice('0c6f1a52-6a55-4a8e-9f3e-1a2b3c4d5e6f', '2026-000101');
const second = invoice('1d7f1a52-6a55-4a8e-9f3e-1a2b3c4d5e6f', '2026-000102', {
  status: 'overdue',
  paidAt: null,
  paidCents: 0,
  openCents: 841,
  metadata: { title: 'VPS', paymentType: 'bank_transfer', mandateId: null },
  paymentReference: 'PAY-2026-0042',
  mandate: null,
  payment: { state: 'awaiting_transfer', collectedBySepa: false },
});

function answers(list: () => Response) {
  return (request: RecordedRequest) => {
    if (request.url.startsWith('/api/notifications'))
      return jsonResponse(200, { success: true, data: { notifications: [], unreadCount: 0 } });
    if (request.url.startsWith(`/pay/invoices/${user.id}`)) return list();
    return undefined;
  };
}

const page =
  (invoices: CustomerInvoice[], accountCreditCents = 0) =>
  () =>
    jsonResponse(200, {
      success: true,
      data: {
        invoices,
        pagination: { page: 1, limit: 20, totalItems: invoices.length, totalPages: 1 },
        years: [2026],
        accountCreditCents,
      },
    });

describe('Facturen', () => {
  it('uses the SPEC §4 status labels in Dutch', () => {
    for (const [status, label] of Object.entries(billingNl.invoices.status)) {
      expect(label).toBe(invoiceStatusLabel(status));
    }
  });

  it('shows every invoice as a card on a phone: amount, status and the details toggle in view (issue 20)', async () => {
    renderAppAs(user, '/dashboard/invoices', answers(page([first, second])));
    const cards = within(await screen.findByRole('list', { name: 'Facturen' }));
    const [paid, overdue] = cards.getAllByTestId('invoice-card');
    if (!paid || !overdue) throw new Error('no invoice cards');
    expect(within(paid).getByText('2026-000101')).toBeTruthy();
    expect(within(paid).getByText('Betaald')).toBeTruthy();
    expect(within(paid).getByText('€ 8,41')).toBeTruthy();
    expect(within(overdue).getByText('Achterstallig')).toBeTruthy();
    expect(
      within(overdue).getByText(
        'Wordt niet automatisch afgeschreven: maak het bedrag over met het betalingskenmerk',
      ),
    ).toBeTruthy();

    const toggle = within(overdue).getByRole('button', { name: 'Details van 2026-000102 tonen' });
    fireEvent.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(overdue.contains(panel)).toBe(true);
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(within(panel as HTMLElement).getByRole('button', { name: 'Download UBL' })).toBeTruthy();
    expect(within(overdue).getByRole('button', { name: 'Details van 2026-000102 verbergen' })).toBeTruthy();
  });

  it('writes the dates in the date format the customer chose (issue 28)', async () => {
    const isoUser = buildUser({
      firstname: 'Jan',
      preferences: { ...user.preferences, dateFormat: 'YYYY-MM-DD' },
    });
    renderAppAs(isoUser, '/dashboard/invoices', answers(page([first])));
    const table = within(await screen.findByRole('table'));
    const [row] = table.getAllByRole('row').filter((tr) => within(tr).queryByText('2026-000101'));
    if (!row) throw new Error('no invoice row');
    expect(within(row).getByText('2026-11-01')).toBeTruthy();
    expect(table.queryByText('01-11-2026')).toBeNull();

    const toggle = table.getByRole('button', { name: 'Details van 2026-000101 tonen' });
    fireEvent.click(toggle);
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(panel.getByText('2026-11-15')).toBeTruthy();
    expect(panel.getByText('2026-11-05')).toBeTruthy();
  });

  it('opens one detail panel at a time from the more cell', async () => {
    renderAppAs(user, '/dashboard/invoices', answers(page([first, second])));
    expect(
      await screen.findByText(
        'Je facturen worden automatisch via SEPA-incasso van je rekening afgeschreven.',
      ),
    ).toBeTruthy();
    const [firstButton, secondButton] = await screen.findAllByRole('button', {
      name: /Details van 2026-0001/,
    });
    if (!firstButton || !secondButton) throw new Error('no toggle buttons');
    const table = within(screen.getByRole('table'));
    expect(table.getByText('Betaald')).toBeTruthy();
    expect(table.getByText('Achterstallig')).toBeTruthy();
    // The payment column says what the claim lifecycle decided: collected by debit, or to be transferred.
    expect(table.getByText('Automatisch afgeschreven via SEPA incasso')).toBeTruthy();
    expect(
      table.getByText('Wordt niet automatisch afgeschreven: maak het bedrag over met het betalingskenmerk'),
    ).toBeTruthy();
    expect(table.queryByText('Wordt automatisch afgeschreven via SEPA incasso')).toBeNull();

    fireEvent.click(firstButton);
    expect(firstButton.getAttribute('aria-expanded')).toBe('true');
    const firstPanel = document.getElementById(firstButton.getAttribute('aria-controls') ?? '');
    expect(firstPanel?.hidden).toBe(false);
    expect(
      within(firstPanel as HTMLElement).getByText('HP-MND-000001 · rekening NL** **** **** **** 4300'),
    ).toBeTruthy();
    expect(within(firstPanel as HTMLElement).getByRole('button', { name: 'Download PDF' })).toBeTruthy();

    fireEvent.click(secondButton);
    expect(firstButton.getAttribute('aria-expanded')).toBe('false');
    expect(firstPanel?.hidden).toBe(true);
    const secondPanel = document.getElementById(secondButton.getAttribute('aria-controls') ?? '');
    expect(within(secondPanel as HTMLElement).getByText('PAY-2026-0042')).toBeTruthy();

    fireEvent.click(secondButton);
    expect(secondButton.getAttribute('aria-expanded')).toBe('false');
    expect(secondPanel?.hidden).toBe(true);
  });

  it('opens the invoice a link names: the pay link of a suspended service, a notification', async () => {
    renderAppAs(user, `/dashboard/invoices?invoice=${second._id}`, answers(page([first, second])));
    // Open in the table and in the phone's card alike (one of them hidden by the screen width).
    const toggles = await screen.findAllByRole('button', { name: 'Details van 2026-000102 verbergen' });
    expect(toggles).toHaveLength(2);
    const panel = document.getElementById(toggles[0]?.getAttribute('aria-controls') ?? '');
    expect(panel?.hidden).toBe(false);
    // What to pay and how: the open amount and the payment reference of the transfer.
    expect(within(panel as HTMLElement).getByText('PAY-2026-0042')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Details van 2026-000101 tonen' })).toHaveLength(2);
  });

  it('downloads the UBL e-invoice beside the PDF, saved as factuur-<number>.xml', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:ubl');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const ublUrl = `/pay/invoices/${user.id}/${second._id}/ubl`;
    let ublAnswer = () => jsonResponse(500, { success: false, error: 'Kapot', code: 'INTERNAL_ERROR' });
    const { network } = renderAppAs(user, '/dashboard/invoices', (request) =>
      request.url === ublUrl ? ublAnswer() : answers(page([first, second]))(request),
    );
    const toggle = within(await screen.findByRole('table')).getByRole('button', {
      name: 'Details van 2026-000102 tonen',
    });
    fireEvent.click(toggle);
    const panel = within(document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement);
    const ubl = panel.getByRole('button', { name: 'Download UBL' });
    expect(ubl.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(ubl.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'e-factuur',
    );

    // A failed download says which file failed.
    fireEvent.click(ubl);
    expect(
      await panel.findByText(
        'Het UBL-bestand kon niet worden gedownload: Er ging iets mis op de server. Probeer het later opnieuw.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();

    ublAnswer = () =>
      new Response('<?xml version="1.0" encoding="UTF-8"?><Invoice/>', {
        status: 200,
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': 'attachment; filename="factuur-2026-000102.xml"',
        },
      });
    fireEvent.click(panel.getByRole('button', { name: 'Download UBL' }));
    await waitFor(() => expect(saved).toEqual(['factuur-2026-000102.xml']));
    const request = network.requests.filter((recorded) => recorded.url === ublUrl).at(-1);
    expect(request?.headers.get('Accept')).toBe('application/xml');
    expect(request?.headers.get('Authorization')).toBe('Bearer test-access-token');
    expect(network.requests.some((recorded) => recorded.url.endsWith('/pdf'))).toBe(false);
    click.mockRestore();
  });

  it('shows the account credit, and on an invoice paid twice how much of it went there', async () => {
    const paidTwice = invoice('2e8f1a52-6a55-4a8e-9f3e-1a2b3c4d5e6f', '2026-000103', {
      creditedToAccountCents: 841,
    });
    renderAppAs(user, '/dashboard/invoices', answers(page([paidTwice, second], 841)));
    expect((await screen.findByTestId('account-credit')).textContent).toBe(
      'Je hebt €\u00a08,41 tegoed. Dat verrekenen we met je volgende factuur: we schrijven dan minder af, of niets.',
    );
    const table = within(screen.getByRole('table'));
    fireEvent.click(table.getByRole('button', { name: 'Details van 2026-000103 tonen' }));
    expect(table.getByText('Naar je tegoed').nextElementSibling?.textContent).toBe('€\u00a08,41');
    expect(
      table.getByText(
        'Op deze factuur is meer betaald dan het factuurbedrag; het verschil staat als tegoed op je account.',
      ),
    ).toBeTruthy();
    // An invoice paid once says nothing of credit, and no credit means no note.
    fireEvent.click(table.getByRole('button', { name: 'Details van 2026-000102 tonen' }));
    expect(table.queryAllByText('Naar je tegoed')).toHaveLength(0);
  });

  it('says nothing of credit when there is none', async () => {
    renderAppAs(user, '/dashboard/invoices', answers(page([first])));
    await screen.findAllByRole('button', { name: /Details van 2026-000101/ });
    expect(screen.queryByTestId('account-credit')).toBeNull();
  });

  it('shows the empty state', async () => {
    renderAppAs(user, '/dashboard/invoices', answers(page([])));
    expect(await screen.findByText('Geen facturen gevonden.')).toBeTruthy();
  });

  it('names the error when loading fails', async () => {
    renderAppAs(
      user,
      '/dashboard/invoices',
      answers(() => jsonResponse(500, { success: false, error: 'Kapot', code: 'INTERNAL_ERROR' })),
    );
    expect(
      await screen.findByText(
        'Fout bij laden van facturen: Er ging iets mis op de server. Probeer het later opnieuw.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
  });
});
