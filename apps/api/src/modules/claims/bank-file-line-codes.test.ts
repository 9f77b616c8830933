import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClaimsApp,
  collectedEntry,
  openClaimsApp,
  returnEntry,
  sepaDebtor,
  statementOf,
  submitBatch,
  uploadBankFile,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 20: the admin screen words each line of an import report in its own language, so every line
// carries what was done and what happens next as codes and facts, beside the Dutch texts it always had.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

type Line = Record<string, unknown>;

describe('an imported bank file', () => {
  it('answers each line’s action and next step as codes with their facts', async () => {
    const debtors = [];
    for (const [index, netCents] of [1000, 2000, 2500].entries())
      debtors.push(
        await sepaDebtor(app, {
          email: `codes.${index}@example.nl`,
          mandate: { firstCollectionDone: true, lastCollectionDate: '2026-10-27' },
          netCents,
        }),
      );
    const [paid, short, inBlock] = debtors;
    if (!paid || !short || !inBlock) throw new Error('no debtors');
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const blockId = `${batch.messageId}-RCUR`;

    const first = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [
        collectedEntry(paid, 1),
        returnEntry(short, 1, 'AM04'),
        // The block's collections still under way: only the third one, booked as one amount.
        {
          kind: 'batch-collection',
          paymentInformationId: blockId,
          numberOfTransactions: 1,
          amountCents: 3025,
        },
        { kind: 'credit-transfer', amountCents: 500, remittance: 'PAY-2026-999999' },
      ]),
    );
    expect(first.statusCode, first.body).toBe(200);
    const lines: Line[] = first.json().data.lines;
    expect(lines[0]).toMatchObject({
      outcome: 'matched',
      action: `Factuur ${paid.invoice.invoiceNumber} betaald via incasso`,
      actionCode: 'collection_paid',
      actionParams: { invoiceNumber: paid.invoice.invoiceNumber },
      nextStep: 'Betaald: afgehandeld',
      nextStepCode: 'paid',
      nextStepParams: {},
    });
    expect(lines[1]).toMatchObject({
      outcome: 'matched',
      actionCode: 'return_applied',
      actionParams: { invoiceNumber: short.invoice.invoiceNumber, returnCode: 'AM04', mandateInvalid: false },
      nextStep: expect.stringMatching(/^Gaat mee in de volgende incasso/),
      nextStepCode: 'retry_scheduled',
      nextStepParams: { retryOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    });
    expect(lines[2]).toMatchObject({
      outcome: 'matched',
      paymentInformationId: blockId,
      actionCode: 'batch_paid',
      actionParams: { paymentInformationId: blockId, count: 1, sumCents: 3025 },
    });
    expect(lines[3]).toMatchObject({
      outcome: 'unmatched',
      action: 'Geen factuur bij deze referentie',
      actionCode: 'reference_not_found',
      actionParams: { paymentReference: 'PAY-2026-999999' },
    });
    expect(lines[3]?.nextStepCode).toBeUndefined();

    // The next day's statement repeats the collection and the block, and the customer transfers the
    // returned invoice with too much: known lines are said to be known, the transfer booked with its credit.
    const second = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('ing', [
        collectedEntry(paid, 1),
        {
          kind: 'batch-collection',
          paymentInformationId: blockId,
          numberOfTransactions: 1,
          amountCents: 3025,
        },
        {
          kind: 'batch-collection',
          paymentInformationId: 'HP-ELSEWHERE-RCUR',
          numberOfTransactions: 2,
          amountCents: 999,
        },
        {
          kind: 'credit-transfer',
          amountCents: 3000,
          remittance: `betaling ${short.invoice.paymentReference}`,
        },
      ]),
    );
    expect(second.statusCode, second.body).toBe(200);
    const again: Line[] = second.json().data.lines;
    expect(again[0]).toMatchObject({
      outcome: 'already_known',
      actionCode: 'already_processed',
      actionParams: {},
    });
    expect(again[1]).toMatchObject({
      outcome: 'already_known',
      actionCode: 'batch_already_processed',
      actionParams: { paymentInformationId: blockId },
    });
    expect(again[2]).toMatchObject({
      outcome: 'unmatched',
      actionCode: 'batch_not_ours',
      actionParams: { paymentInformationId: 'HP-ELSEWHERE-RCUR' },
    });
    expect(again[3]).toMatchObject({
      outcome: 'matched',
      actionCode: 'transfer_booked',
      actionParams: {
        invoiceNumber: short.invoice.invoiceNumber,
        creditCents: 3000 - short.invoice.totalCents,
      },
      nextStepCode: 'paid',
    });

    // The stored report (the screen's source) answers the same codes.
    const report = await app.admin(
      'GET',
      `/api/admin/bank-files/${first.json().data.import.id}?page=1&limit=50`,
    );
    expect(report.statusCode, report.body).toBe(200);
    expect(report.json().data.lines.map((line: Line) => line.actionCode)).toEqual([
      'collection_paid',
      'return_applied',
      'batch_paid',
      'reference_not_found',
    ]);
  });
});
