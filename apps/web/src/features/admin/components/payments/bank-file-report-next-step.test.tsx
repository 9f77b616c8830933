import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { BankFileReport } from './bank-file-report';

const importId = '9b2d7c1e-3a4f-4b5c-8d6e-7f8091a2b3c4';
const imported = {
  id: importId,
  fileName: 'abnamro-camt054-20261201.xml',
  messageType: 'camt.054.001.02',
  sha256: 'ffeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
  importedAt: '2026-12-01T07:30:00.000Z',
  matched: 2,
  alreadyKnown: 0,
  unmatched: 1,
};
const lines = [
  {
    endToEndId: '2026-000144-1',
    amountCents: 12100,
    kind: 'returned',
    reasonCode: 'AC04',
    invoiceId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    invoiceNumber: '2026-000144',
    outcome: 'matched',
    action: 'Teruggeboekt: rekening opgeheven (AC04)',
    creditDebit: 'DBIT',
    nextStep:
      'Wacht op een nieuw IBAN of een nieuwe machtiging van de klant (dan de volgende incasso) of een overboeking; intussen de aanmaanrun',
  },
  {
    endToEndId: '2026-000101-1',
    amountCents: 1815,
    kind: 'returned',
    reasonCode: 'AM04',
    invoiceId: '1f0e6679-7425-40de-944b-e07fc1f90ae1',
    invoiceNumber: '2026-000101',
    outcome: 'matched',
    action: 'Teruggeboekt: onvoldoende saldo (AM04)',
    creditDebit: 'DBIT',
    nextStep: 'Gaat mee in de volgende incasso (afschrijving 3 december 2026)',
  },
  {
    endToEndId: null,
    amountCents: 24200,
    kind: 'collected',
    reasonCode: null,
    invoiceId: null,
    invoiceNumber: null,
    outcome: 'unmatched',
    action:
      "Verzamelboeking HP-20261126-B331F390-RCUR van € 242,00 wijkt af van de 2 openstaande incasso's in dit blok (€ 220,23): niet geboekt, controleer de regel",
    creditDebit: 'CRDT',
    paymentInformationId: 'HP-20261126-B331F390-RCUR',
    nextStep: null,
  },
].map((line, index) => ({ ...line, index }));

function renderReport() {
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
}

describe('Bank file report: what happens next', () => {
  it('shows a report imported before the codes with its stored texts', async () => {
    renderReport();
    await screen.findByTestId('bank-file-counts');
    const [closed, funds, batch] = screen.getAllByTestId('bank-file-line').map((row) => within(row));
    expect(closed?.getByText('Teruggeboekt: rekening opgeheven (AC04)')).toBeTruthy();
    expect(closed?.getByTestId('bank-file-next-step').textContent).toBe(
      'Next step: Wacht op een nieuw IBAN of een nieuwe machtiging van de klant (dan de volgende incasso) of een overboeking; intussen de aanmaanrun',
    );
    expect(funds?.getByTestId('bank-file-next-step').textContent).toBe(
      'Next step: Gaat mee in de volgende incasso (afschrijving 3 december 2026)',
    );
    expect(batch?.queryByTestId('bank-file-next-step')).toBeNull();
  });

  it('marks a batch booking and never offers it for booking on one invoice', async () => {
    renderReport();
    await screen.findByTestId('bank-file-counts');
    const batch = within(screen.getAllByTestId('bank-file-line')[2] as HTMLElement);
    expect(batch.getByTestId('bank-file-batch-booking').textContent).toBe(
      'Batch booking HP-20261126-B331F390-RCUR',
    );
    expect(batch.getByText('Unmatched')).toBeTruthy();
    expect(batch.queryByRole('button', { name: 'Assign to invoice' })).toBeNull();
    expect(screen.getAllByTestId('bank-file-batch-booking')).toHaveLength(1);
  });
});
