import type { CreditBalance } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { CreditRefundDialog } from './credit-refund-dialog';

const userId = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11';
const refundsUrl = `/api/admin/account-credit/${userId}/refunds`;

const balance: CreditBalance = {
  userId,
  customerNumber: 10042,
  customerName: 'Sanne de Vries',
  email: 'sanne@example.nl',
  balanceCents: 2500,
  payingBackCents: 0,
  paidTwiceCents: 2500,
  refundRequestedAt: null,
  nextInvoiceDate: '2026-12-15',
  toRefund: true,
  refundIban: 'NL91ABNA0417164300',
  lastChangeAt: '2026-11-30T10:00:00.000Z',
};

const recorded = () =>
  jsonResponse(200, {
    success: true,
    data: { entryId: '2a0e6679-7425-40de-944b-e07fc1f90ae2', balanceCents: 0 },
  });

function renderDialog(respond: (request: RecordedRequest) => Response) {
  const onClose = vi.fn();
  const network = stubFetch((request) =>
    request.url === refundsUrl
      ? respond(request)
      : jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
  );
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <CreditRefundDialog balance={balance} onClose={onClose} />
    </AppProviders>,
  );
  const refunds = () => network.requests.filter((request) => request.url === refundsUrl);
  return { onClose, refunds, dialog: within(screen.getByRole('dialog', { name: 'Record refund' })) };
}

describe('Record refund (issue 27)', () => {
  it('explains it records a transfer already made, prefilled with the credit and the mandate’s IBAN', async () => {
    const { dialog, refunds, onClose } = renderDialog(recorded);
    expect(dialog.getByText(/Record a transfer finance has already made from the bank/)).toBeTruthy();
    expect((dialog.getByLabelText('Amount paid back (€)') as HTMLInputElement).value).toBe('25.00');
    expect((dialog.getByLabelText('Paid to IBAN') as HTMLInputElement).value).toBe('NL91ABNA0417164300');
    fireEvent.change(dialog.getByLabelText('Note (optional)'), { target: { value: 'Bank ref 7781' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(JSON.parse(refunds()[0]?.body ?? '{}')).toEqual({
      amountCents: 2500,
      iban: 'NL91ABNA0417164300',
      note: 'Bank ref 7781',
    });
    expect(
      await screen.findByText('Refund of € 25,00 to Sanne de Vries recorded. Credit left: € 0,00.'),
    ).toBeTruthy();
  });

  it('sends one Idempotency-Key per intent: the same on a retry, a new one for another amount', async () => {
    let answers = 0;
    const { dialog, refunds, onClose } = renderDialog(() => {
      answers++;
      // The first answer is lost (a timeout, a proxy): finance presses the button again.
      return answers < 3
        ? jsonResponse(503, { success: false, error: 'Even niet bereikbaar', code: 'SERVICE_UNAVAILABLE' })
        : recorded();
    });
    const keys = () => refunds().map((request) => request.headers.get('Idempotency-Key'));
    const submit = dialog.getByRole('button', { name: 'Record refund' });
    fireEvent.click(submit);
    await dialog.findByText(/^Could not record the refund:/);
    fireEvent.click(submit);
    await waitFor(() => expect(keys()).toHaveLength(2));
    const [first, retry] = keys();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);

    fireEvent.change(dialog.getByLabelText('Amount paid back (€)'), { target: { value: '10,00' } });
    fireEvent.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(keys()[2]).not.toBe(first);
    expect(JSON.parse(refunds()[2]?.body ?? '{}')).toMatchObject({ amountCents: 1000 });
  });

  it('checks the amount and the account first, and words the API’s refusals on their fields', async () => {
    const { dialog, refunds } = renderDialog((request) => {
      const body = JSON.parse(request.body ?? '{}');
      if (body.iban === 'NL00BANK0000000000')
        return jsonResponse(422, {
          success: false,
          error: 'Controleer de gemarkeerde velden.',
          code: 'VALIDATION_FAILED',
          details: [{ field: 'iban', message: 'Dit is geen geldig IBAN' }],
        });
      return jsonResponse(422, {
        success: false,
        error: 'Er staat € 20,00 tegoed; meer kan niet worden terugbetaald.',
        code: 'VALIDATION_FAILED',
        reason: 'refund_exceeds_credit',
        params: { balanceCents: 2000, balance: '€ 20,00' },
        details: [{ field: 'amountCents', message: 'Maximaal € 20,00' }],
      });
    });
    const submit = dialog.getByRole('button', { name: 'Record refund' });
    fireEvent.change(dialog.getByLabelText('Amount paid back (€)'), { target: { value: '25,01' } });
    fireEvent.change(dialog.getByLabelText('Paid to IBAN'), { target: { value: ' ' } });
    fireEvent.click(submit);
    expect(await dialog.findByText('Enter an amount above € 0 and at most € 25,00')).toBeTruthy();
    expect(dialog.getByText('Enter the account the money went to')).toBeTruthy();
    expect(refunds()).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Amount paid back (€)'), { target: { value: '25' } });
    fireEvent.change(dialog.getByLabelText('Paid to IBAN'), { target: { value: 'nl00 bank 0000 0000 00' } });
    fireEvent.click(submit);
    expect(await dialog.findByText('This is not a valid IBAN')).toBeTruthy();
    expect(JSON.parse(refunds()[0]?.body ?? '{}')).toMatchObject({ iban: 'NL00BANK0000000000' });

    // The credit went down meanwhile (another refund, an invoice it settled): the amount says by how much.
    fireEvent.change(dialog.getByLabelText('Paid to IBAN'), { target: { value: 'NL91ABNA0417164300' } });
    fireEvent.click(submit);
    expect(
      await dialog.findByText('The customer has € 20,00 credit; no more can be paid back.'),
    ).toBeTruthy();
    expect(refunds()).toHaveLength(2);
  });
});
