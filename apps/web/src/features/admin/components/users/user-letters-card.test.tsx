import type { LetterRecord } from '@hostportaal/contract';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, type RecordedRequest, stubFetch } from '../../../../test/fetch-stub';
import { SignedInAs } from '../../../../test/signed-in-as';
import { UserLettersCard } from './user-letters-card';

const customerId = '0b7e7c1e-5d2a-4c1b-9f7e-2a4d6c8e0f11';

function letter(overrides: Partial<LetterRecord>): LetterRecord {
  return {
    id: '1a0e6679-7425-40de-944b-e07fc1f90a01',
    letterNumber: 'BRF-2026-000041',
    customerId,
    customerName: 'Jan de Vries',
    customerEmail: 'jan@example.nl',
    letterType: 'notice',
    collectionStatus: 'notice_sent',
    paymentReceived: false,
    totalAmount: 6050,
    principalCents: 6050,
    feeCents: 4000,
    feePaidCents: 0,
    feeWaivedCents: 0,
    feeWaiverReason: null,
    channel: 'email',
    letterDate: '2026-11-20',
    expectedReceiptDate: '2026-11-20',
    termEndDate: '2026-12-04',
    firstFeeDate: '2026-12-05',
    paymentReference: 'PAY-2026-0123',
    invoiceNumbers: ['2026-000123'],
    sha256: 'ab'.repeat(32),
    deliveredAt: null,
    deliveryType: null,
    notes: [],
    replacedBy: null,
    createdAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const replaced = letter({
  id: '1a0e6679-7425-40de-944b-e07fc1f90a00',
  letterNumber: 'BRF-2026-000030',
  channel: 'post',
  replacedBy: 'BRF-2026-000041',
});
const emailed = letter({});
const reissued = letter({
  id: '1a0e6679-7425-40de-944b-e07fc1f90a02',
  letterNumber: 'BRF-2026-000042',
  channel: 'post',
  letterDate: '2026-11-26',
  expectedReceiptDate: '2026-11-30',
  termEndDate: '2026-12-14',
});

function renderCard(markDelivered: (request: RecordedRequest) => Response) {
  let letters = [emailed, replaced];
  const network = stubFetch((request) => {
    if (request.url === `/api/admin/letters/customer/${customerId}`)
      return jsonResponse(200, { success: true, data: { letters } });
    if (request.url === `/api/admin/letters/${emailed.id}/mark-delivered`) {
      const answer = markDelivered(request);
      if (answer.ok) letters = [reissued, { ...emailed, replacedBy: reissued.letterNumber }, replaced];
      return answer;
    }
    return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <SignedInAs userRole="finance">
        <UserLettersCard userId={customerId} />
      </SignedInAs>
    </AppProviders>,
  );
  return network;
}

const rowOf = (number: string) => within(screen.getByText(number).closest('tr') as HTMLElement);

describe('Letters on the admin user detail', () => {
  it('shows the channel, and a replaced letter with its replacement and no delivery action', async () => {
    renderCard(() => jsonResponse(500, {}));
    await screen.findByText('BRF-2026-000030');
    const old = rowOf('BRF-2026-000030');
    expect(old.getByText('Replaced by BRF-2026-000041')).toBeTruthy();
    expect(old.getByText('14-day notice of 20-11-2026, sent by post')).toBeTruthy();
    expect(old.queryByRole('button', { name: /Mark letter/ })).toBeNull();
    const current = rowOf('BRF-2026-000041');
    expect(current.getByText('14-day notice of 20-11-2026, sent by e-mail')).toBeTruthy();
    expect(current.getByText('Open')).toBeTruthy();
    expect(current.getByRole('button', { name: 'Mark letter BRF-2026-000041 delivered' })).toBeTruthy();
  });

  it('says what to do with the notice the server re-issued for the post', async () => {
    const { requests } = renderCard(() => jsonResponse(200, { success: true, data: { letter: reissued } }));
    await screen.findByText('BRF-2026-000041');
    fireEvent.click(screen.getByRole('button', { name: 'Mark letter BRF-2026-000041 delivered' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Mark letter BRF-2026-000041 delivered' }),
    );
    expect(dialog.queryByText(/re-issues it/)).toBeNull();
    fireEvent.change(dialog.getByLabelText('Delivered by'), { target: { value: 'post' } });
    expect(
      dialog.getByText(
        'The term of this notice was counted for a letter sent by e-mail. Recording another channel re-issues it with the term that channel gives.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));

    expect(
      await screen.findByText(
        'Re-issued as BRF-2026-000042 with the term through 14-12-2026; print and send it.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ deliveryType: 'post', notes: '' });
    await waitFor(() =>
      expect(rowOf('BRF-2026-000041').getByText('Replaced by BRF-2026-000042')).toBeTruthy(),
    );
    expect(rowOf('BRF-2026-000042').getByText('14-12-2026')).toBeTruthy();
    expect(rowOf('BRF-2026-000042').getByText('14-day notice of 26-11-2026, sent by post')).toBeTruthy();
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    renderCard(() =>
      jsonResponse(409, {
        success: false,
        error:
          'De termijn van brief BRF-2026-000041 is al verstreken; de verzendwijze kan niet meer worden aangepast. Stuur zo nodig een nieuwe 14-dagenbrief.',
        code: 'CONFLICT',
        reason: 'notice_term_ended',
        params: { letter: 'BRF-2026-000041' },
      }),
    );
    await screen.findByText('BRF-2026-000041');
    fireEvent.click(screen.getByRole('button', { name: 'Mark letter BRF-2026-000041 delivered' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Delivered by'), { target: { value: 'hand' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    expect((await dialog.findByRole('alert')).textContent).toContain(
      'The delivery was not recorded: The term of letter BRF-2026-000041 has passed',
    );
  });
});

const incasso = letter({
  id: '1a0e6679-7425-40de-944b-e07fc1f90a05',
  letterNumber: 'BRF-2026-000050',
  letterType: 'collection',
  collectionStatus: 'collection_sent',
  feeCents: 4000,
  feePaidCents: 1000,
  termEndDate: null,
  firstFeeDate: null,
});
const waivedLetter = letter({
  id: '1a0e6679-7425-40de-944b-e07fc1f90a06',
  letterNumber: 'BRF-2026-000051',
  letterType: 'collection',
  collectionStatus: 'collection_sent',
  paymentReceived: true,
  feeCents: 4000,
  feeWaivedCents: 4000,
  feeWaiverReason: 'Klant had al overgemaakt',
  termEndDate: null,
  firstFeeDate: null,
});

function renderCosts(userRole: 'finance' | 'support') {
  let letters = [incasso, waivedLetter];
  const network = stubFetch((request) => {
    if (request.url === `/api/admin/letters/customer/${customerId}`)
      return jsonResponse(200, { success: true, data: { letters } });
    if (request.url === `/api/admin/letters/${incasso.id}/waive-fee`) {
      const waived = { ...incasso, feeWaivedCents: 3000, feeWaiverReason: 'Coulance', paymentReceived: true };
      letters = [waived, waivedLetter];
      return jsonResponse(200, { success: true, data: { letter: waived } });
    }
    return jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' });
  });
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <SignedInAs userRole={userRole}>
        <UserLettersCard userId={customerId} />
      </SignedInAs>
    </AppProviders>,
  );
  return network;
}

describe('An incassobrief’s costs on the admin user detail (issue 27)', () => {
  it('shows what is open and what was waived with why, and waives the rest only with a reason', async () => {
    const { requests } = renderCosts('finance');
    await screen.findByText('BRF-2026-000050');
    expect(rowOf('BRF-2026-000050').getByText('€ 30,00 costs open (of € 40,00)')).toBeTruthy();
    expect(rowOf('BRF-2026-000051').getByText('€ 40,00 costs waived')).toBeTruthy();
    expect(rowOf('BRF-2026-000051').getByText('Why: Klant had al overgemaakt')).toBeTruthy();
    // Nothing left to waive on the second letter.
    expect(rowOf('BRF-2026-000051').queryByRole('button', { name: /Waive the costs/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Waive the costs of letter BRF-2026-000050' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Waive collection costs' }));
    expect(dialog.getByText('Letter BRF-2026-000050 to Jan de Vries')).toBeTruthy();
    expect(
      dialog.getByText(/^€ 30,00 of this letter’s € 40,00 collection costs is still open\./),
    ).toBeTruthy();
    const confirm = dialog.getByRole('button', { name: /^Waive €\s30,00$/ });
    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(confirm);
    expect(await dialog.findByText('Enter a reason')).toBeTruthy();
    const waives = () => requests.filter((request) => request.url.endsWith('/waive-fee'));
    expect(waives()).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Reason'), { target: { value: ' Coulance ' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('€ 30,00 costs of letter BRF-2026-000050 waived.')).toBeTruthy();
    expect(JSON.parse(waives()[0]?.body ?? '{}')).toEqual({ reason: 'Coulance' });
    await waitFor(() => expect(rowOf('BRF-2026-000050').getByText('€ 30,00 costs waived')).toBeTruthy());
    expect(rowOf('BRF-2026-000050').queryByRole('button', { name: /Waive the costs/ })).toBeNull();
  });

  it('shows support the costs but no waiver', async () => {
    renderCosts('support');
    await screen.findByText('BRF-2026-000050');
    expect(rowOf('BRF-2026-000050').getByText('€ 30,00 costs open (of € 40,00)')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Waive the costs/ })).toBeNull();
  });
});
