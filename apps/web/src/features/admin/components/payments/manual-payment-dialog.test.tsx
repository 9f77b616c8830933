import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { i18n } from '../../../../i18n/i18n';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { ManualPaymentDialog } from './manual-payment-dialog';
import type { ManualPaymentTexts } from './manual-payment-texts';

const letterId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const lookup = {
  billingLetter: {
    id: letterId,
    reference: 'PAY-2026-0042',
    totalAmount: 12345,
    customer: {
      id: '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11',
      firstname: 'Sanne',
      lastname: 'de Vries',
      email: 'sanne@example.nl',
    },
    letterType: 'invoice',
  },
  invoice: {
    id: letterId,
    invoiceNumber: '2026-000123',
    status: 'overdue',
    issueDate: '2026-11-01',
    dueDate: '2026-11-15',
    totalCents: 12345,
    paidCents: 0,
    openCents: 12345,
    collectionAtBank: null,
  },
  subscription: {
    id: '1f0e6679-7425-40de-944b-e07fc1f90ae1',
    planName: 'Shared hosting Basic',
    status: 'suspended',
  },
};

const paid = {
  success: true,
  data: {
    paymentId: '2a0e6679-7425-40de-944b-e07fc1f90ae2',
    invoiceStatus: 'paid',
    openCents: 0,
    creditedCents: 0,
    subscriptionReactivated: true,
  },
};

function renderDialog(
  respond: (request: RecordedRequest) => Response | undefined,
  initialReference?: string,
  texts?: ManualPaymentTexts,
) {
  const network = stubFetch(
    (request) => respond(request) ?? jsonResponse(500, { success: false, error: 'Boem', code: 'INTERNAL' }),
  );
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <ManualPaymentDialog
        open
        onOpenChange={() => undefined}
        initialReference={initialReference}
        texts={texts}
      />
    </AppProviders>,
  );
  return { ...network, dialog: within(screen.getByRole('dialog')) };
}

const searchUrl = (reference: string) => `/api/admin/payments/search/${reference}`;

describe('Manual payment dialog (SPEC §2, §5)', () => {
  it('upper-cases the reference, needs one to search and explains a missing or unknown one', async () => {
    const { dialog, requests } = renderDialog((request) =>
      request.url === searchUrl('PAY-2026-9999')
        ? jsonResponse(404, { success: false, error: 'Niet gevonden', code: 'PAYMENT_REFERENCE_NOT_FOUND' })
        : undefined,
    );
    const input = dialog.getByLabelText('Payment reference') as HTMLInputElement;
    const search = dialog.getByRole('button', { name: 'Search' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input);
    expect(await dialog.findByText('Voer een betalingsreferentie in')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'pay-2026-9999' } });
    expect(input.value).toBe('PAY-2026-9999');
    fireEvent.click(search);
    expect(await dialog.findByText('Betalingsreferentie niet gevonden')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual([searchUrl('PAY-2026-9999')]);

    fireEvent.change(input, { target: { value: 'PAY-2026-0001' } });
    fireEvent.click(search);
    expect(await dialog.findByText('Fout bij zoeken naar betalingsreferentie')).toBeTruthy();
  });

  it('refuses to process before a reference was found and needs an amount', async () => {
    const { dialog, requests } = renderDialog(() => undefined);
    const process = dialog.getByRole('button', { name: 'Process payment' }) as HTMLButtonElement;
    expect(process.disabled).toBe(true);
    fireEvent.change(dialog.getByLabelText('Amount received (€)'), { target: { value: '10' } });
    expect(process.disabled).toBe(false);
    fireEvent.click(process);
    expect(await dialog.findByText('Zoek eerst een geldige betalingsreferentie')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('shows the claim, prefills the open amount and posts the amount in cents with the defaults', async () => {
    const posted: unknown[] = [];
    const { dialog } = renderDialog((request) => {
      if (request.url === searchUrl('PAY-2026-0042'))
        return jsonResponse(200, { success: true, data: lookup });
      if (request.url === `/api/admin/payments/${letterId}/mark-paid`) {
        posted.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(200, paid);
      }
      return undefined;
    });
    fireEvent.change(dialog.getByLabelText('Payment reference'), { target: { value: 'pay-2026-0042' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Search' }));
    expect(await dialog.findByText('Sanne de Vries')).toBeTruthy();
    expect(dialog.getByText('2026-000123')).toBeTruthy();
    expect(dialog.getByText('€ 123,45')).toBeTruthy();
    expect(dialog.getByText('Shared hosting Basic')).toBeTruthy();
    expect(dialog.getByText('Suspended')).toBeTruthy();

    const amount = dialog.getByLabelText('Amount received (€)') as HTMLInputElement;
    expect(amount.value).toBe('123.45');
    expect(amount.step).toBe('0.01');
    expect(amount.min).toBe('0');
    expect((dialog.getByLabelText('Payment method') as HTMLSelectElement).value).toBe('bank_transfer');
    expect((dialog.getByLabelText('Reactivate subscription') as HTMLInputElement).checked).toBe(true);

    fireEvent.change(amount, { target: { value: '100.1' } });
    fireEvent.change(dialog.getByLabelText('Payment method'), { target: { value: 'ideal' } });
    fireEvent.change(dialog.getByLabelText('Notes'), { target: { value: ' Betaald aan de balie ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      amount: 10010,
      paymentMethod: 'ideal',
      notes: 'Betaald aan de balie',
      reactivateSubscription: true,
      confirmCollectionAtBank: false,
    });
  });

  it('warns when the direct debit is already at the bank and books only once that is confirmed', async () => {
    const atBank = { messageId: 'HP-20261127-0001', collectionDate: '2026-12-01', amountCents: 12345 };
    const posted: Record<string, unknown>[] = [];
    const { dialog } = renderDialog((request) => {
      if (request.url === searchUrl('PAY-2026-0042'))
        return jsonResponse(200, {
          success: true,
          data: { ...lookup, invoice: { ...lookup.invoice, collectionAtBank: atBank } },
        });
      if (request.url === `/api/admin/payments/${letterId}/mark-paid`) {
        posted.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(200, paid);
      }
      return undefined;
    }, 'pay-2026-0042');
    expect(await dialog.findByText('The direct debit of this invoice is already with the bank')).toBeTruthy();
    expect(
      dialog.getByText(
        'The bank debits € 123,45 on 01-12-2026 (file HP-20261127-0001), whatever is booked here. If you book this payment as well, the customer pays twice: the direct debit still comes in and the surplus becomes their account credit.',
      ),
    ).toBeTruthy();
    const process = dialog.getByRole('button', { name: 'Process payment' }) as HTMLButtonElement;
    expect(process.disabled).toBe(true);
    fireEvent.click(dialog.getByLabelText('Book it anyway; the direct debit becomes account credit'));
    expect(process.disabled).toBe(false);
    fireEvent.click(process);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ amount: 12345, confirmCollectionAtBank: true });
  });

  it('shows the warning and asks to confirm when the file reached the bank after the lookup (409)', async () => {
    const posted: Record<string, unknown>[] = [];
    const { dialog } = renderDialog((request) => {
      if (request.url === searchUrl('PAY-2026-0042'))
        return jsonResponse(200, { success: true, data: lookup });
      if (request.url.endsWith('/mark-paid')) {
        posted.push(JSON.parse(request.body ?? '{}'));
        return posted.length === 1
          ? jsonResponse(409, {
              success: false,
              error: 'De incasso van factuur 2026-000123 ligt al bij de bank.',
              code: 'CONFLICT',
              reason: 'payment_collection_at_bank',
              params: {
                invoiceNumber: '2026-000123',
                amountCents: 12345,
                collectionDate: '2026-12-01',
                messageId: 'HP-20261127-0001',
              },
            })
          : jsonResponse(200, paid);
      }
      return undefined;
    }, 'pay-2026-0042');
    expect(await dialog.findByText('Sanne de Vries')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    expect(
      await dialog.findByText(
        'The direct debit of invoice 2026-000123 is already with the bank (file HP-20261127-0001) and is debited on 01-12-2026. If you book this payment as well, the customer pays twice and the surplus becomes their account credit. Confirm to book it anyway.',
      ),
    ).toBeTruthy();
    expect(dialog.getByText('The direct debit of this invoice is already with the bank')).toBeTruthy();
    fireEvent.click(dialog.getByLabelText('Book it anyway; the direct debit becomes account credit'));
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted.map((body) => body.confirmCollectionAtBank)).toEqual([false, true]);
  });

  it('offers no reactivation for a letter without a subscription, and sends none', async () => {
    const posted: unknown[] = [];
    const { dialog } = renderDialog((request) => {
      if (request.url === searchUrl('PAY-2026-0042'))
        return jsonResponse(200, { success: true, data: { ...lookup, subscription: null } });
      if (request.url === `/api/admin/payments/${letterId}/mark-paid`) {
        posted.push(JSON.parse(request.body ?? '{}'));
        return jsonResponse(200, { ...paid, data: { ...paid.data, subscriptionReactivated: false } });
      }
      return undefined;
    }, 'pay-2026-0042');
    expect(await dialog.findByText('Sanne de Vries')).toBeTruthy();
    expect(dialog.queryByLabelText('Reactivate subscription')).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ reactivateSubscription: false });
  });

  it('shows the server message when the claim was paid meanwhile (409)', async () => {
    const { dialog } = renderDialog((request) => {
      if (request.url === searchUrl('PAY-2026-0042'))
        return jsonResponse(200, { success: true, data: lookup });
      if (request.url.endsWith('/mark-paid')) {
        return jsonResponse(409, {
          success: false,
          error: 'Deze factuur is al betaald.',
          code: 'INVOICE_ALREADY_PAID',
        });
      }
      return undefined;
    }, 'pay-2026-0042');
    // Opened from a list row: the reference is searched at once.
    expect(await dialog.findByText('Sanne de Vries')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    expect(
      await dialog.findByText('Fout bij verwerken betaling: Deze factuur is al volledig betaald.'),
    ).toBeTruthy();
  });

  it('sends an Idempotency-Key, the same on a retry of the same payment, so the server books it once (issue 27)', async () => {
    let answers = 0;
    const { dialog, requests } = renderDialog((request) => {
      if (request.url === searchUrl('PAY-2026-0042'))
        return jsonResponse(200, { success: true, data: lookup });
      if (request.url.endsWith('/mark-paid')) {
        answers++;
        // The first answer is lost (a timeout, a proxy): staff press the button again.
        return answers === 1
          ? jsonResponse(503, { success: false, error: 'Even niet bereikbaar', code: 'SERVICE_UNAVAILABLE' })
          : jsonResponse(200, paid);
      }
      return undefined;
    }, 'pay-2026-0042');
    expect(await dialog.findByText('Sanne de Vries')).toBeTruthy();
    const keysSent = () =>
      requests
        .filter((request) => request.url.endsWith('/mark-paid'))
        .map((r) => r.headers.get('Idempotency-Key'));
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(1));
    await dialog.findByText(/Fout bij verwerken betaling/);
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    const [first, retry] = keysSent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
  });

  it('speaks Dutch when Incasso Beheer opens it (texts="enhanced")', async () => {
    const { dialog, requests } = renderDialog(
      (request) => {
        if (request.url === searchUrl('PAY-2026-0042'))
          return jsonResponse(200, { success: true, data: lookup });
        if (request.url === `/api/admin/payments/${letterId}/mark-paid`) return jsonResponse(200, paid);
        return undefined;
      },
      undefined,
      'enhanced',
    );
    expect(screen.getByRole('dialog', { name: 'Betaling registreren' })).toBeTruthy();
    const input = dialog.getByLabelText('Betalingsreferentie') as HTMLInputElement;
    const search = dialog.getByRole('button', { name: 'Zoeken' }) as HTMLButtonElement;
    expect(search.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input);
    expect(await dialog.findByText('Voer een betalingsreferentie in')).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Ontvangen bedrag (€)'), { target: { value: '10' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Betaling verwerken' }));
    expect(await dialog.findByText('Zoek eerst een geldige betalingsreferentie')).toBeTruthy();
    expect(requests).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'pay-2026-0042' } });
    fireEvent.click(search);
    expect(await dialog.findByText('Sanne de Vries')).toBeTruthy();
    expect(dialog.getByText('Opgeschort')).toBeTruthy();
    const method = dialog.getByLabelText('Betaalmethode') as HTMLSelectElement;
    expect(within(method).getByRole('option', { name: 'Bankoverschrijving' })).toBeTruthy();
    expect(within(method).getByRole('option', { name: 'SEPA-incasso' })).toBeTruthy();
    expect((dialog.getByLabelText('Abonnement heractiveren') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(dialog.getByRole('button', { name: 'Betaling verwerken' }));
    expect(await screen.findByText('Betaling voor PAY-2026-0042 verwerkt; nog open € 0,00')).toBeTruthy();
  });

  it('speaks English in en', async () => {
    await i18n.changeLanguage('en');
    const { dialog } = renderDialog(() => undefined);
    fireEvent.change(dialog.getByLabelText('Amount received (€)'), { target: { value: '10' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Process payment' }));
    expect(await dialog.findByText('Search for a valid payment reference first')).toBeTruthy();
  });
});
