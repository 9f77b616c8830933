import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, type RecordedRequest } from '../../../test/fetch-stub';
import { renderAppAs } from '../../../test/render-app';
import { buildUser } from '../../../test/user-fixture';

const admin = buildUser({ role: 'admin', firstname: 'Bram' });

const invoiceId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function pendingBody(paidAlready: boolean) {
  return {
    success: true,
    data: {
      payments: paidAlready
        ? []
        : [
            {
              invoiceId,
              invoiceNumber: '2026-000123',
              reference: 'PAY-2026-0042',
              customerName: 'Sanne de Vries',
              customerEmail: 'sanne@example.nl',
              status: 'overdue',
              dueDate: '2026-11-15',
              totalCents: 12100,
              openCents: 12100,
              daysOverdue: 6,
            },
          ],
      pagination: { page: 1, limit: 20, totalItems: paidAlready ? 0 : 1, totalPages: 1 },
      totalOpenCents: paidAlready ? 0 : 12100,
    },
  };
}

const lookup = {
  billingLetter: {
    id: invoiceId,
    reference: 'PAY-2026-0042',
    totalAmount: 12100,
    customer: {
      id: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
      firstname: 'Sanne',
      lastname: 'de Vries',
      email: 'sanne@example.nl',
    },
    letterType: 'invoice',
  },
  invoice: null,
  subscription: null,
};

describe('Payments section', () => {
  it('lists claims waiting for a manual payment and registers one from its row', async () => {
    let paidAlready = false;
    const { network, router } = renderAppAs(
      admin,
      '/dashboard/admin?section=payments&view=manual',
      (request) => {
        if (request.url.startsWith('/api/admin/payments/pending-manual?')) {
          return jsonResponse(200, pendingBody(paidAlready));
        }
        if (request.url === '/api/admin/payments/search/PAY-2026-0042') {
          return jsonResponse(200, { success: true, data: lookup });
        }
        if (request.url === `/api/admin/payments/${invoiceId}/mark-paid`) {
          paidAlready = true;
          return jsonResponse(200, {
            success: true,
            data: {
              paymentId: '2a0e6679-7425-40de-944b-e07fc1f90ae2',
              invoiceStatus: 'paid',
              openCents: 0,
              creditedCents: 0,
              subscriptionReactivated: false,
            },
          });
        }
        return undefined;
      },
    );
    const { requests } = network;

    expect(
      await screen.findByText('1 invoice by bank transfer or with a failed debit (also not yet due)'),
    ).toBeTruthy();
    expect(screen.getByText('€ 121,00 open, excl. collection costs')).toBeTruthy();
    expect(requests.map((request) => request.url)).toContain(
      '/api/admin/payments/pending-manual?page=1&limit=20',
    );
    const views = within(screen.getByRole('tablist', { name: 'Payments views' }));
    expect(views.getByRole('tab', { name: 'Manual payments' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?section=payments&view=manual');
    expect(screen.getByText('6 days overdue')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Register payment for PAY-2026-0042' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Payment reference') as HTMLInputElement).value).toBe('PAY-2026-0042');
    await waitFor(() =>
      expect((dialog.getByLabelText('Amount received (€)') as HTMLInputElement).value).toBe('121.00'),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Payment for PAY-2026-0042 registered; still open € 0,00')).toBeTruthy();
    expect(await screen.findByText('No claims are waiting for a manual payment.')).toBeTruthy();
    const markPaid = requests.find((request) => request.url.endsWith('/mark-paid'));
    expect(JSON.parse(markPaid?.body ?? '{}')).toMatchObject({
      amount: 12100,
      paymentMethod: 'bank_transfer',
    });
  });

  it('opens the lookup on the reference of a ?reference= link (the header search)', async () => {
    const { router } = renderAppAs(
      admin,
      '/dashboard/admin?section=payments&view=manual&reference=PAY-2026-0042',
      (request) => {
        if (request.url.startsWith('/api/admin/payments/pending-manual?')) {
          return jsonResponse(200, pendingBody(false));
        }
        if (request.url === '/api/admin/payments/search/PAY-2026-0042') {
          return jsonResponse(200, { success: true, data: lookup });
        }
        return undefined;
      },
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByLabelText('Payment reference') as HTMLInputElement).value).toBe('PAY-2026-0042');
    await waitFor(() =>
      expect((dialog.getByLabelText('Amount received (€)') as HTMLInputElement).value).toBe('121.00'),
    );
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('?section=payments&view=manual');
  });

  it('shows a failed list with a retry', async () => {
    let calls = 0;
    renderAppAs(admin, '/dashboard/admin?section=payments&view=manual', (request) => {
      if (!request.url.startsWith('/api/admin/payments/pending-manual?')) return undefined;
      calls += 1;
      return calls <= 3
        ? jsonResponse(500, { success: false, error: 'Boem', code: 'INTERNAL' })
        : jsonResponse(200, pendingBody(true));
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the claims');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No claims are waiting for a manual payment.')).toBeTruthy();
  });
});

function sepaRow(overrides: Record<string, unknown> = {}) {
  return {
    id: '5f0c2a1e-7425-40de-944b-e07fc1f90a01',
    userId: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
    customerName: 'Sanne de Vries',
    customerEmail: 'sanne@example.nl',
    packageId: '9a1b2c3d-7425-40de-944b-e07fc1f90a02',
    productName: 'Webhosting Plus',
    interval: 'monthly',
    amount: 1995,
    status: 'active',
    mandateStatus: 'valid',
    mandateId: 'HP-MANDATE-000042',
    lastPaymentDate: '2026-10-02T08:00:00.000Z',
    nextPaymentDate: '2026-12-01',
    failedPaymentCount: 3,
    chargebackCount: 0,
    paymentStatus: 'failed',
    hasPaymentIssues: true,
    hasChargebacks: false,
    riskLevel: 'high',
    chargebackRisk: 'low',
    customerRisk: 'high',
    daysOverdue: 6,
    openAmountCents: 2414,
    retryableInvoiceCount: 1,
    lastReminderAt: null,
    address: 'Keizersgracht 12',
    zipcode: '1015 CS',
    city: 'Amsterdam',
    phone: '0612345678',
    createdAt: '2025-01-10T09:00:00.000Z',
    ...overrides,
  };
}

const statistics = {
  overview: { totalSubscriptions: 2, activeSubscriptions: 2, totalRevenue: 2690 },
  paymentStatus: { failed: 1, chargebacks: 1, overdue: 0 },
  risk: { high: 1, medium: 0, low: 1 },
  collectionEfforts: { remindersSent: 4, lettersGenerated: 0 },
};

const analytics = {
  months: Array.from({ length: 12 }, (_, index) => ({
    month: `2026-${String(index + 1).padStart(2, '0')}`,
    collectedCount: index === 10 ? 40 : 0,
    collectedCents: index === 10 ? 96_800 : 0,
    returnedCount: index === 10 ? 2 : 0,
    returnedCents: index === 10 ? 4_840 : 0,
    chargebackCount: index === 10 ? 1 : 0,
  })),
  returnReasons: [
    {
      code: 'MD06',
      label: 'teruggeboekt op verzoek van de klant (MD06)',
      count: 1,
      amountCents: 2420,
    },
    { code: 'XT99', label: 'teruggekomen (XT99); handmatig beoordelen', count: 1, amountCents: 2420 },
  ],
  batches: [
    { status: 'created', count: 0, transactions: 0, amountCents: 0 },
    { status: 'submitted', count: 1, transactions: 42, amountCents: 101_640 },
    { status: 'cancelled', count: 0, transactions: 0, amountCents: 0 },
  ],
  sequences: [
    { sequenceType: 'FRST', collected: 2, returned: 0, successRate: 100 },
    { sequenceType: 'RCUR', collected: 38, returned: 2, successRate: 95 },
  ],
  mandates: { valid: 150, pending: 2, invalid: 3, expired: 1 },
  successRate: 95.2,
};

function sepaApi(
  rows: ReturnType<typeof sepaRow>[],
  extra: (request: RecordedRequest) => Response | undefined,
) {
  return (request: RecordedRequest) => {
    if (request.url.startsWith('/api/admin/sepa-subscriptions?')) {
      const search = new URL(request.url, 'http://x').searchParams.get('search');
      const found = search ? rows.filter((row) => row.customerName.includes(search)) : rows;
      return jsonResponse(200, {
        success: true,
        data: {
          subscriptions: found,
          pagination: { page: 1, limit: 20, totalItems: found.length, totalPages: 1 },
        },
      });
    }
    if (request.url === '/api/admin/sepa-statistics')
      return jsonResponse(200, { success: true, data: statistics });
    if (request.url === '/api/subscription-analytics/sepa')
      return jsonResponse(200, { success: true, data: analytics });
    return extra(request);
  };
}

describe('SEPA Direct Debit Management', () => {
  it('shows the metrics and rows, and suspends a high-risk service after confirmation', async () => {
    const risky = sepaRow();
    const fine = sepaRow({
      id: '5f0c2a1e-7425-40de-944b-e07fc1f90a03',
      customerName: 'Jan Jansen',
      amount: 695,
      paymentStatus: 'success',
      failedPaymentCount: 0,
      hasPaymentIssues: false,
      riskLevel: 'low',
      daysOverdue: 0,
    });
    const { network } = renderAppAs(
      admin,
      '/dashboard/admin?section=payments',
      sepaApi([risky, fine], (request) => {
        if (request.url === `/api/admin/suspend-service/${risky.id}`) {
          return jsonResponse(200, {
            success: true,
            data: { subscription: { ...risky, status: 'suspended' } },
          });
        }
        if (request.url === '/api/admin/send-payment-reminders') {
          return jsonResponse(200, {
            success: true,
            data: {
              done: 1,
              skipped: [{ id: fine.id, reason: 'Er staat voor dit abonnement niets achterstallig open' }],
            },
          });
        }
        return undefined;
      }),
    );

    expect(await screen.findByRole('heading', { name: 'SEPA Direct Debit Management' })).toBeTruthy();
    const metrics = within(screen.getByRole('region', { name: 'Direct debit figures' }));
    expect(await metrics.findByText('€ 26,90')).toBeTruthy();
    expect(metrics.getByText('Chargebacks')).toBeTruthy();
    // The direct-debit part of MRR and active subscriptions, named so and defined in the tooltip.
    const revenueTip = metrics.getByRole('button', {
      name: 'What does Monthly Revenue (direct debit) count?',
    });
    expect(document.getElementById(revenueTip.getAttribute('aria-describedby') ?? '')?.textContent).toMatch(
      /^The part of monthly revenue \(MRR, same rule\) .* paid by direct debit/,
    );
    expect(metrics.getByRole('button', { name: 'What does Active (direct debit) count?' })).toBeTruthy();
    expect(await screen.findByText('Showing 2 of 2 subscriptions')).toBeTruthy();
    expect(screen.getByText('High risk')).toBeTruthy();
    expect(screen.getByText('3 failed')).toBeTruthy();
    // Twelve months of collection results under the list.
    expect(await screen.findByText('Refund on request (chargeback)')).toBeTruthy();
    expect(screen.getByText('XT99')).toBeTruthy();
    expect(screen.getByText('95,2%')).toBeTruthy();
    expect(screen.getByText('40 · € 968,00')).toBeTruthy();

    // Nothing selected: the bulk action says so and sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('Please select subscriptions first')).toBeTruthy();

    // Only the high-risk active row offers Suspend; its confirmation names the customer.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions for Jan Jansen' }), { button: 0 });
    expect(screen.queryByRole('menuitem', { name: 'Suspend' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Retry payment' })).toBeNull();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions for Sanne de Vries' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Suspend' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend service' }));
    expect(dialog.getByText('Are you sure you want to suspend the service for Sanne de Vries?')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Service suspended for Sanne de Vries')).toBeTruthy();
    expect(network.requests.some((request) => request.url === `/api/admin/suspend-service/${risky.id}`)).toBe(
      true,
    );

    // Bulk reminders: what was skipped is listed with the server's reason.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all subscriptions on this page' }));
    expect(screen.getByText('2 selected')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reminders' }));
    expect(await screen.findByText('Send reminders: done for 1 subscription')).toBeTruthy();
    expect(
      screen.getByText('Jan Jansen: Er staat voor dit abonnement niets achterstallig open'),
    ).toBeTruthy();
    const bulk = network.requests.find((request) => request.url === '/api/admin/send-payment-reminders');
    expect(JSON.parse(bulk?.body ?? '{}')).toEqual({ subscriptionIds: [risky.id, fine.id] });
  });

  it('searches on the server, shows the empty state and a failed action with the server text', async () => {
    const row = sepaRow();
    const { network } = renderAppAs(
      admin,
      '/dashboard/admin?section=payments&view=direct-debits',
      sepaApi([row], (request) =>
        request.url === `/api/admin/retry-payment/${row.id}`
          ? jsonResponse(409, {
              success: false,
              error: 'Er is geen mislukte incasso die opnieuw kan worden aangeboden',
              code: 'CONFLICT',
              reason: 'no_failed_debit',
            })
          : undefined,
      ),
    );
    expect(await screen.findByText('Showing 1 of 1 subscriptions')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions for Sanne de Vries' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Retry payment' }));
    expect(
      await screen.findByText(
        'Failed to retry payment: There is no failed direct debit that can be offered again.',
      ),
    ).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Niemand' } });
    expect(
      await screen.findByText(
        'No subscriptions found - Try adjusting your filters or search terms',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    expect(network.requests.some((request) => request.url.includes('search=Niemand'))).toBe(true);
  });

  it('writes the 14-day notice for a row and shows why the law refuses a collection letter yet', async () => {
    const row = sepaRow();
    const { network } = renderAppAs(
      admin,
      '/dashboard/admin?section=payments&view=direct-debits',
      sepaApi([row], (request) => {
        if (request.url === `/api/admin/letters/notice/${row.userId}`)
          return jsonResponse(201, {
            success: true,
            data: {
              letter: {
                id: '4b1d3c2e-9a8f-4e7d-8c6b-5a4f3e2d1c0b',
                letterNumber: 'BRF-2026-000042',
                customerId: row.userId,
                customerName: row.customerName,
                customerEmail: row.customerEmail,
                letterType: 'notice',
                collectionStatus: 'notice_sent',
                paymentReceived: false,
                totalAmount: 2414,
                principalCents: 2414,
                feeCents: 4000,
                feePaidCents: 0,
                feeWaivedCents: 0,
                feeWaiverReason: null,
                channel: 'email',
                letterDate: '2026-11-21',
                expectedReceiptDate: '2026-11-21',
                termEndDate: '2026-12-07',
                firstFeeDate: '2026-12-08',
                paymentReference: 'PAY-2026-0099',
                invoiceNumbers: ['2026-000123'],
                sha256: 'a'.repeat(64),
                deliveredAt: null,
                deliveryType: null,
                notes: [],
                replacedBy: null,
                createdAt: '2026-11-21T10:00:00.000Z',
              },
            },
          });
        if (request.url === `/api/admin/letters/collection/${row.userId}`)
          return jsonResponse(409, {
            success: false,
            error:
              'Stuur eerst een 14-dagenbrief: zonder verstreken betaaltermijn mogen geen incassokosten worden berekend (art. 6:96 lid 6 BW).',
            code: 'CONFLICT',
            reason: 'collection_letter_needs_notice',
          });
        return undefined;
      }),
    );
    expect(await screen.findByText('Showing 1 of 1 subscriptions')).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions for Sanne de Vries' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Generate collection letter' }));
    expect(
      await screen.findByText(
        /^Failed to generate collection letter: Send a 14-day notice first: no collection costs/,
      ),
    ).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Actions for Sanne de Vries' }), { button: 0 });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Generate 14-day notice' }));
    expect(
      await screen.findByText('14-day notice BRF-2026-000042 generated for Sanne de Vries'),
    ).toBeTruthy();
    const posts = network.requests
      .filter((request) => request.method === 'POST')
      .map((request) => request.url);
    expect(posts).toEqual([
      `/api/admin/letters/collection/${row.userId}`,
      `/api/admin/letters/notice/${row.userId}`,
    ]);
  });
});
