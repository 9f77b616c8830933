import { writePain002 } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankFileImports, payments } from '../../db/schema/index.ts';
import {
  type ClaimsApp,
  COMPANY_IBAN,
  collectedEntry,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  lineFor,
  openClaimsApp,
  sepaDebtor,
  statementOf,
  submitBatch,
  transactionOf,
  uploadBankFile,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 17 item 1: a bank file books money only when it is ours — a statement of our account in euro, a
// status report about one of our batches. Anything else is refused whole, with the reason, and books nothing.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const paymentsOf = (invoiceId: string) =>
  app.t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
const imports = () => app.t.database.db.select().from(bankFileImports);

describe('a bank file that is not ours', () => {
  it('refuses another account holder’s statement and a CHF statement whole; ours then books', async () => {
    const debtor = await sepaDebtor(app, { email: 'eigen.rekening@example.nl' });
    const batch = await writeDueBatch(app);
    expect(transactionOf(batch, debtor.invoice.invoiceNumber)?.endToEndId).toBe(
      `${debtor.invoice.invoiceNumber}-1`,
    );
    await submitBatch(app, batch);
    const importsBefore = (await imports()).length;

    // An ABN AMRO customer's statement that happens to carry our EndToEndId and mandate reference.
    const foreignIban = 'NL02ABNA0123456789';
    const foreign = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('abn-amro', [collectedEntry(debtor, 1)], { accountIban: foreignIban }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(foreign.json().error).toContain(
      `is van rekening ${foreignIban}, niet van onze rekening ${COMPANY_IBAN}`,
    );
    expect(foreign.json().error).toContain('er is niets geboekt');

    // Our own Rabobank account, but the statement is in Swiss francs.
    const francs = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [collectedEntry(debtor, 1)], { currency: 'CHF' }),
    );
    expect(francs.statusCode).toBe(422);
    expect(francs.json().error).toContain('is in CHF; we boeken alleen euro');

    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'pending', paidCents: 0 });
    expect(await paymentsOf(debtor.invoice.id)).toEqual([]);
    expect(await imports()).toHaveLength(importsBefore);

    // The same entry on our own statement is the collection coming in.
    const ours = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('abn-amro', [collectedEntry(debtor, 1)]),
    );
    expect(ours.statusCode).toBe(200);
    expect(lineFor(ours, debtor.invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      action: `Factuur ${debtor.invoice.invoiceNumber} betaald via incasso`,
      nextStep: 'Betaald: afgehandeld',
    });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    await expectMoneyAddsUp(app, [debtor.customer]);
    await expectNothingStranded(app);
  });

  it('refuses a pain.002 about a file that is none of ours, and leaves a received collection paid', async () => {
    const debtor = await sepaDebtor(app, { email: 'statusrapport@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const collected = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('ing', [collectedEntry(debtor, 1)]),
    );
    expect(lineFor(collected, debtor.invoice.invoiceNumber)?.outcome).toBe('matched');
    const importsBefore = (await imports()).length;

    // A rejection of our EndToEndId, but about a message id we never sent.
    const strangerId = 'HP-20261120-0BADF00D';
    const report = writePain002({
      bank: 'ing',
      originalMessageId: strangerId,
      blocks: [
        {
          paymentInformationId: `${strangerId}-FRST`,
          numberOfTransactions: 1,
          controlSumCents: 1210,
          rejected: [
            {
              endToEndId: `${debtor.invoice.invoiceNumber}-1`,
              mandateId: debtor.mandate.reference,
              amountCents: 1210,
              reasonCode: 'AM04',
              sequenceType: 'FRST',
            },
          ],
        },
      ],
    });
    const refused = await uploadBankFile(app, 'pain.002.001.03', report);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toBe(
      `Dit statusrapport gaat over bestand ${strangerId}, dat niet van ons is; er is niets geboekt.`,
    );
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    expect(await paymentsOf(debtor.invoice.id)).toEqual([
      expect.objectContaining({ method: 'sepa', status: 'received', amountCents: 1210 }),
    ]);
    expect(await imports()).toHaveLength(importsBefore);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });

  it('reports a pain.002 line about a collection of another of our batches as unmatched, changing nothing', async () => {
    const first = await sepaDebtor(app, { email: 'eerste.bestand@example.nl' });
    const firstBatch = await writeDueBatch(app);
    await submitBatch(app, firstBatch);
    const second = await sepaDebtor(app, { email: 'tweede.bestand@example.nl' });
    const secondBatch = await writeDueBatch(app);
    await submitBatch(app, secondBatch);
    expect(transactionOf(secondBatch, first.invoice.invoiceNumber)).toBeUndefined();

    // Rabobank's report on the second file names the first file's collection, and only that one: the block
    // is partly refused (a block refused whole would refuse the second file's own collection too).
    const report = writePain002({
      bank: 'rabobank',
      originalMessageId: secondBatch.messageId,
      groupStatus: 'PART',
      blocks: [
        {
          paymentInformationId: `${secondBatch.messageId}-FRST`,
          numberOfTransactions: secondBatch.numberOfTransactions,
          controlSumCents: secondBatch.controlSumCents,
          status: 'PART',
          rejected: [
            {
              endToEndId: `${first.invoice.invoiceNumber}-1`,
              mandateId: first.mandate.reference,
              amountCents: 1210,
              reasonCode: 'MS02',
              sequenceType: 'FRST',
            },
          ],
        },
      ],
    });
    const imported = await uploadBankFile(app, 'pain.002.001.03', report);
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.import).toMatchObject({ matched: 0, unmatched: 1 });
    expect(imported.json().data.lines).toEqual([
      expect.objectContaining({
        endToEndId: `${first.invoice.invoiceNumber}-1`,
        invoiceNumber: null,
        outcome: 'unmatched',
        action: `Hoort niet bij incassobestand ${secondBatch.messageId}`,
      }),
    ]);
    for (const debtor of [first, second])
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'pending', paidCents: 0 });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [first.customer, second.customer]);
  });
});
