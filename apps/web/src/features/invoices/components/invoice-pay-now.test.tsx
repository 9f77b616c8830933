import type { CustomerInvoice } from '@hostportaal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const user = buildUser({ firstname: 'Jan' });
const CHECKOUT = 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS';

let sequence = 0;
function invoice(invoiceNumber: string, overrides: Partial<CustomerInvoice> = {}): CustomerInvoice {
  sequence += 1;
  return {
    _id: `0c6f1a52-6a55-4a8e-9f3e-${String(sequence).padStart(12, '0')}`,
    invoiceNumber,
    amount: 841,
    status: 'open',
    createdAt: '2026-11-01T08:00:00.000Z',
    paidAt: null,
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
    lines: [],
    subtotalCents: 695,
    vatCents: 146,
    totalCents: 841,
    paidCents: 0,
    openCents: 841,
    paymentReference: 'PAY-2026-0042',
    reverseCharge: false,
    mandate: null,
    payment: { state: 'awaiting_collection', collectedBySepa: false },
    creditedToAccountCents: 0,
    ...overrides,
  };
}

const payable = [
  invoice('2026-000101'),
  invoice('2026-000102', {
    status: 'overdue',
    payment: { state: 'awaiting_transfer', collectedBySepa: false },
  }),
  invoice('2026-000103', {
    status: 'failed',
    payment: { state: 'awaiting_payment_method', collectedBySepa: false },
  }),
];
const notPayable = [
  invoice('2026-000104', {
    status: 'paid',
    paidCents: 841,
    openCents: 0,
    payment: { state: 'paid', collectedBySepa: true },
  }),
  invoice('2026-000105', {
    status: 'cancelled',
    openCents: 0,
    payment: { state: 'credited', collectedBySepa: false },
  }),
  // The direct debit is at the bank, or in the file for it: paying online too would take the money twice.
  invoice('2026-000106', { status: 'pending', payment: { state: 'submitted', collectedBySepa: false } }),
  invoice('2026-000107', { payment: { state: 'in_batch', collectedBySepa: false } }),
  invoice('2026-000108', { kind: 'credit_note', amount: -841, openCents: 0, payment: null }),
  // Held by a running payment arrangement: its instalments pay it (issue 30).
  invoice('2026-000109', {
    status: 'overdue',
    payment: { state: 'in_arrangement', collectedBySepa: false, arrangementNumber: 'BR-2026-000004' },
  }),
];

function answers(
  enabled: boolean,
  respond: (request: RecordedRequest) => Response | undefined = () => undefined,
) {
  return (request: RecordedRequest) => {
    if (request.url === '/api/online-payments/availability')
      return jsonResponse(200, {
        success: true,
        data: { enabled, testMode: false, methods: enabled ? ['ideal'] : [] },
      });
    if (request.url.startsWith(`/pay/invoices/${user.id}`))
      return jsonResponse(200, {
        success: true,
        data: {
          invoices: [...payable, ...notPayable],
          pagination: { page: 1, limit: 20, totalItems: 9, totalPages: 1 },
          years: [2026],
          accountCreditCents: 0,
        },
      });
    return respond(request);
  };
}

const payButtons = (number: string) => screen.queryAllByRole('button', { name: `Betaal nu ${number}` });

describe('Facturen: Betaal nu', () => {
  it('offers paying an open, overdue or failed invoice online, in the table and on the phone’s card', async () => {
    renderAppAs(user, '/dashboard/invoices', answers(true));

    expect(await screen.findAllByRole('button', { name: 'Betaal nu 2026-000101' })).toHaveLength(2);
    for (const { invoiceNumber } of payable) expect(payButtons(invoiceNumber)).toHaveLength(2);
    for (const { invoiceNumber } of notPayable) expect(payButtons(invoiceNumber)).toHaveLength(0);
  });

  it('shows an invoice a payment arrangement holds as in that arrangement, with the way there instead', async () => {
    renderAppAs(user, '/dashboard/invoices', answers(true));
    await screen.findAllByRole('button', { name: 'Betaal nu 2026-000101' });
    const links = screen.getAllByTestId('invoice-in-arrangement');
    for (const link of links) {
      expect(link.tagName).toBe('A');
      expect(link.textContent).toBe(
        'In betalingsregeling BR-2026-000004 Deze factuur betaal je met de termijnen van je betalingsregeling.',
      );
    }
    // In the table and on the phone's card.
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute('href')).toBe('/dashboard/payment-arrangement');
    expect(payButtons('2026-000109')).toHaveLength(0);
  });

  it('pays from the detail panel too, with the invoice as the body', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const bodies: unknown[] = [];
    renderAppAs(
      user,
      `/dashboard/invoices?invoice=${payable[1]?._id}`,
      answers(true, (request) => {
        if (request.method !== 'POST' || request.url !== '/api/online-payments') return undefined;
        bodies.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(200, {
          success: true,
          data: { checkoutUrl: CHECKOUT, statusToken: 'Xb3kQ9pL2mN7vR4tY8wZ1aC5', amountCents: 841 },
        });
      }),
    );

    const [toggle] = await screen.findAllByRole('button', { name: 'Details van 2026-000102 verbergen' });
    const panel = within(document.getElementById(toggle?.getAttribute('aria-controls') ?? '') as HTMLElement);
    fireEvent.click(await panel.findByRole('button', { name: 'Betaal nu 2026-000102' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(bodies).toEqual([{ scope: 'invoice', invoiceId: payable[1]?._id }]);
  });

  it('shows no pay button anywhere while online payment is off', async () => {
    const { network } = renderAppAs(user, '/dashboard/invoices', answers(false));

    expect(await screen.findAllByText('2026-000101')).not.toHaveLength(0);
    const asked = await waitFor(() => {
      const index = network.requests.findIndex(
        (request) => request.url === '/api/online-payments/availability',
      );
      expect(index).toBeGreaterThanOrEqual(0);
      return network.fetchMock.mock.results[index]?.value;
    });
    // The answer (enabled: false) has landed and rendered before looking.
    await asked;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryAllByRole('button', { name: /^Betaal nu/ })).toHaveLength(0);
  });
});
