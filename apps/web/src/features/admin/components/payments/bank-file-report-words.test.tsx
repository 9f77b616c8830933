import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createQueryClient } from '../../../../app/query-client';
import { i18n } from '../../../../i18n/i18n';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub';
import { BankFileReport } from './bank-file-report';

// Issue 20: the report's lines are worded by the screen from the codes the import stored, so an admin in
// nl reads them in English like the rest of the admin screens; the Dutch texts stay for old reports only.

const importId = '3c1d7c1e-3a4f-4b5c-8d6e-7f8091a2b3c4';
const imported = {
  id: importId,
  fileName: 'rabobank-camt053-20261201.xml',
  messageType: 'camt.053.001.02',
  sha256: 'aaeeddccbbaa99887766554433221100ffeeddccbbaa99887766554433221100',
  importedAt: '2026-12-01T07:30:00.000Z',
  matched: 4,
  alreadyKnown: 1,
  unmatched: 2,
};
const base = { endToEndId: null, amountCents: 1210, reasonCode: null, invoiceId: null, invoiceNumber: null };
const lines = [
  {
    ...base,
    endToEndId: '2026-000100-1',
    kind: 'collected',
    invoiceNumber: '2026-000100',
    outcome: 'matched',
    action: 'Factuur 2026-000100 betaald via incasso; € 5,00 als tegoed (de factuur was al voldaan)',
    actionCode: 'collection_paid',
    actionParams: { invoiceNumber: '2026-000100', creditCents: 500 },
    nextStep: 'Betaald: afgehandeld',
    nextStepCode: 'paid',
    nextStepParams: {},
  },
  {
    ...base,
    endToEndId: '2026-000144-1',
    kind: 'returned',
    reasonCode: 'AC04',
    invoiceNumber: '2026-000144',
    outcome: 'matched',
    action: 'Factuur 2026-000144: rekening opgeheven (AC04); machtiging ongeldig',
    actionCode: 'return_applied',
    actionParams: { invoiceNumber: '2026-000144', returnCode: 'AC04', mandateInvalid: true },
    nextStep:
      'Wacht op een nieuw IBAN of een nieuwe machtiging van de klant (dan de volgende incasso) of een overboeking; intussen de aanmaanrun',
    nextStepCode: 'awaiting_payment_method',
    nextStepParams: {},
  },
  {
    ...base,
    endToEndId: '2026-000101-1',
    kind: 'returned',
    reasonCode: 'AM04',
    invoiceNumber: '2026-000101',
    outcome: 'matched',
    action: 'Factuur 2026-000101: onvoldoende saldo (AM04)',
    actionCode: 'return_applied',
    actionParams: { invoiceNumber: '2026-000101', returnCode: 'AM04', mandateInvalid: false },
    nextStep: 'Gaat mee in de volgende incasso (afschrijving 3 december 2026)',
    nextStepCode: 'retry_scheduled',
    nextStepParams: { retryOn: '2026-12-03' },
  },
  {
    ...base,
    kind: 'collected',
    amountCents: 24200,
    outcome: 'unmatched',
    action:
      "Verzamelboeking HP-20261126-B331F390-RCUR van € 242,00 wijkt af van de 2 openstaande incasso's in dit blok (€ 220,23): niet geboekt, controleer de regel",
    actionCode: 'batch_amount_differs',
    actionParams: {
      paymentInformationId: 'HP-20261126-B331F390-RCUR',
      amountCents: 24200,
      count: 2,
      sumCents: 22023,
    },
    paymentInformationId: 'HP-20261126-B331F390-RCUR',
  },
  {
    ...base,
    endToEndId: '2026-000102-1',
    kind: 'collected',
    invoiceNumber: '2026-000102',
    outcome: 'already_known',
    action: 'Al verwerkt',
    actionCode: 'already_processed',
    actionParams: {},
  },
  {
    ...base,
    kind: 'credit_transfer',
    outcome: 'matched',
    invoiceNumber: '2026-000150',
    action: 'Overboeking voor factuur 2026-000150 geboekt',
    actionCode: 'transfer_booked',
    actionParams: { invoiceNumber: '2026-000150' },
    nextStep: 'In de aanmaanrun: tweede herinnering verstuurd',
    nextStepCode: 'in_collection',
    nextStepParams: { dunningStage: 'second_reminder' },
  },
  {
    ...base,
    kind: 'other',
    outcome: 'unmatched',
    action: 'Geen incasso of betalingsreferentie herkend',
    actionCode: 'not_recognised',
    actionParams: {},
  },
].map((line, index) => ({ ...line, index }));

function renderReport() {
  stubFetch((request) =>
    request.url.startsWith(`/api/admin/bank-files/${importId}?`)
      ? jsonResponse(200, {
          success: true,
          data: { import: imported, lines, pagination: { page: 1, limit: 50, totalItems: 7, totalPages: 1 } },
        })
      : jsonResponse(404, { success: false, error: 'Niet gevonden.', code: 'NOT_FOUND' }),
  );
  render(
    <AppProviders queryClient={createQueryClient({ retryDelayMs: 0 })}>
      <BankFileReport importId={importId} />
    </AppProviders>,
  );
}

const shownLines = () =>
  screen.getAllByTestId('bank-file-line').map((row) => ({
    action: within(row).getByTestId('bank-file-action').textContent,
    nextStep: within(row).queryByTestId('bank-file-next-step')?.textContent ?? null,
  }));

afterEach(async () => {
  await i18n.changeLanguage('nl');
});

describe('Bank file report in the screen’s language', () => {
  it('reads English in nl, with none of the import’s Dutch texts', async () => {
    renderReport();
    await screen.findByTestId('bank-file-counts');
    expect(shownLines()).toEqual([
      {
        action:
          'Invoice 2026-000100 paid by direct debit; €\u00a05,00 as account credit (the invoice had already been paid)',
        nextStep: 'Next step: Paid: settled',
      },
      {
        action: 'Invoice 2026-000144: Account closed (AC04); mandate invalid',
        nextStep:
          'Next step: Waiting for a new IBAN or a new mandate from the customer (then the next direct debit) or a bank transfer; meanwhile the dunning run',
      },
      {
        action: 'Invoice 2026-000101: Insufficient funds (AM04)',
        nextStep: 'Next step: Goes with the next direct debit (debited on 03-12-2026)',
      },
      {
        action:
          'Batch booking HP-20261126-B331F390-RCUR of €\u00a0242,00 differs from the 2 open direct debits in this block (€\u00a0220,23): not booked, check the line',
        nextStep: null,
      },
      { action: 'Already processed', nextStep: null },
      {
        action: 'Bank transfer for invoice 2026-000150 booked',
        nextStep: 'Next step: In the dunning run: second reminder sent',
      },
      { action: 'No direct debit or payment reference recognised', nextStep: null },
    ]);
    const page = document.body.textContent ?? '';
    for (const line of lines) {
      expect(page).not.toContain(line.action);
      if ('nextStep' in line) expect(page).not.toContain(line.nextStep);
    }
    for (const dutch of ['Factuur', 'incasso', 'Verzamelboeking', 'Betaald', 'Wacht op', 'aanmaanrun'])
      expect(page).not.toContain(dutch);
  });

  it('reads German in de', async () => {
    await i18n.changeLanguage('de');
    renderReport();
    await screen.findByTestId('bank-file-counts');
    expect(shownLines()[2]).toEqual({
      action: 'Rechnung 2026-000101: Unzureichende Deckung (AM04)',
      nextStep: expect.stringContaining('Geht mit der nächsten Lastschrift'),
    });
  });
});
