import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { BankFileReport } from './bank-file-report';

// Issue 26: a pain.002 that refused a whole file or block is reported per collection it covered, each with
// the reason, the level that refused it and the claim's next step, in the screen's words.

const importId = '4c2d7c1e-3a4f-4b5c-8d6e-7f8091a2b3c4';
const imported = {
  id: importId,
  fileName: 'rabobank-pain002.xml',
  messageType: 'pain.002.001.03',
  sha256: 'aaeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
  importedAt: '2026-11-27T16:45:00.000Z',
  matched: 2,
  alreadyKnown: 1,
  unmatched: 0,
};
const staffReview = {
  nextStepCode: 'staff_review',
  nextStepParams: { returnClass: 'batch_rejected' },
  nextStep: 'Wacht op een medewerker: de bank weigerde het hele incassobestand',
};
const lines = [
  {
    endToEndId: '2026-000201-1',
    amountCents: 1210,
    kind: 'rejected',
    reasonCode: 'FF01',
    invoiceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    invoiceNumber: '2026-000201',
    outcome: 'matched',
    action: 'Factuur 2026-000201: de bank weigerde het hele incassobestand (FF01: ongeldig bestandsformaat)',
    actionCode: 'batch_rejection_applied',
    actionParams: { invoiceNumber: '2026-000201', returnCode: 'FF01', level: 'group' },
    rejectionLevel: 'group',
    rejectedPaymentInformationId: null,
    ...staffReview,
  },
  {
    endToEndId: '2026-000202-1',
    amountCents: 1815,
    kind: 'rejected',
    reasonCode: 'AC01',
    invoiceId: '1f0e6679-7425-40de-944b-e07fc1f90ae1',
    invoiceNumber: '2026-000202',
    outcome: 'matched',
    action: 'Factuur 2026-000202: de bank weigerde het hele incassoblok (AC01: rekeningnummer onjuist)',
    actionCode: 'batch_rejection_applied',
    actionParams: { invoiceNumber: '2026-000202', returnCode: 'AC01', level: 'payment_information' },
    rejectionLevel: 'payment_information',
    rejectedPaymentInformationId: 'HP-20261127-0001-FRST',
    ...staffReview,
  },
  {
    endToEndId: '2026-000203-1',
    amountCents: 3630,
    kind: 'rejected',
    reasonCode: 'DU01',
    invoiceId: '2a0e6679-7425-40de-944b-e07fc1f90ae2',
    invoiceNumber: '2026-000203',
    outcome: 'already_known',
    action: 'Factuur 2026-000203: De bank weigerde een dubbele aanlevering van het incassobestand',
    actionCode: 'return_refused',
    actionParams: { invoiceNumber: '2026-000203', refusal: 'claim_duplicate_submission' },
    rejectionLevel: 'group',
    rejectedPaymentInformationId: null,
    nextStepCode: 'submitted',
    nextStepParams: {},
    nextStep: 'Ligt bij de bank; wacht op het bankbestand',
  },
].map((line, index) => ({ ...line, index }));

async function renderedLines() {
  stubFetch((request) =>
    request.url.startsWith(`/api/admin/bank-files/${importId}?`)
      ? jsonResponse(200, {
          success: true,
          data: { import: imported, lines, pagination: { page: 1, limit: 50, totalItems: 3, totalPages: 1 } },
        })
      : jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
  );
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <BankFileReport importId={importId} />
    </AppProviders>,
  );
  await screen.findByTestId('bank-file-counts');
  return screen.getAllByTestId('bank-file-line').map((row) => within(row));
}

describe('Bank file report: a whole file or block refused', () => {
  it('shows each collection the reject covered with its level, reason and next step', async () => {
    const [file, block, duplicate] = await renderedLines();
    expect(file?.getByTestId('bank-file-batch-rejection').textContent).toBe('Whole file rejected');
    expect(file?.getByTestId('bank-file-action').textContent).toBe(
      'Invoice 2026-000201: the bank refused the whole direct debit file (FF01)',
    );
    expect(file?.getByTestId('bank-file-next-step').textContent).toBe(
      'Next step: Waiting for a staff member: the bank refused the whole direct debit file; fix the cause and offer the invoice again',
    );
    expect(block?.getByTestId('bank-file-batch-rejection').textContent).toBe(
      'Whole block rejectedHP-20261127-0001-FRST',
    );
    expect(block?.getByTestId('bank-file-action').textContent).toBe(
      'Invoice 2026-000202: the bank refused the whole block of the direct debit file (AC01: Wrong account number)',
    );
    expect(duplicate?.getByTestId('bank-file-action').textContent).toBe(
      'Invoice 2026-000203: The bank refused a duplicate upload of the direct debit file; the direct debit from the first upload goes ahead.',
    );
    expect(duplicate?.getByTestId('bank-file-next-step').textContent).toBe(
      'Next step: With the bank; waiting for the bank file',
    );
    expect(screen.queryByTestId('bank-file-batch-booking')).toBeNull();
  });
});
