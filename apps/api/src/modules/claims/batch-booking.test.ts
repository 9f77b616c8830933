import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import {
  type ClaimsApp,
  type Debtor,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  openClaimsApp,
  sepaDebtor,
  statementOf,
  submitBatch,
  uploadBankFile,
  type WrittenBatch,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 17 item 8: we ask the bank for batch booking (BtchBookg), so a statement may credit a whole
// payment-information block as one entry (Btch/PmtInfId, no transaction details). With the block's exact
// sum it pays every collection in it; otherwise it is flagged and never booked, not even by hand.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const paymentsOf = (invoiceId: string) =>
  app.t.database.db.select().from(payments).where(eq(payments.invoiceId, invoiceId));

/** Customers collected before (RCUR), with different amounts, in one submitted batch. */
async function recurringBlock(prefix: string, netAmounts: number[]) {
  const debtors: Debtor[] = [];
  for (const [index, netCents] of netAmounts.entries())
    debtors.push(
      await sepaDebtor(app, {
        email: `${prefix}.${index}@example.nl`,
        mandate: { firstCollectionDone: true, lastCollectionDate: '2026-10-27' },
        netCents,
      }),
    );
  const batch = await writeDueBatch(app);
  await submitBatch(app, batch);
  const block = rcurBlock(batch);
  return { debtors, batch, block };
}

function rcurBlock(batch: WrittenBatch) {
  const block = batch.file.paymentInformations.find((information) => information.sequenceType === 'RCUR');
  if (!block) throw new Error('no RCUR block in the batch');
  expect(block.paymentInformationId).toBe(`${batch.messageId}-RCUR`);
  const sumCents = block.transactions.reduce((sum, transaction) => sum + transaction.amountCents, 0);
  return { id: block.paymentInformationId, count: block.transactions.length, sumCents };
}

describe('a batch booking', () => {
  it('with the block’s exact sum pays every collection in it, one payment each', async () => {
    const { debtors, batch, block } = await recurringBlock('verzamel', [1000, 2000, 2500]);
    expect(batch.xml).toContain('<BtchBookg>true</BtchBookg>');
    expect(block).toMatchObject({ count: 3, sumCents: 1210 + 2420 + 3025 });

    const imported = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [
        {
          kind: 'batch-collection',
          paymentInformationId: block.id,
          numberOfTransactions: block.count,
          amountCents: block.sumCents,
        },
      ]),
    );
    expect(imported.statusCode).toBe(200);
    expect(imported.json().data.import).toMatchObject({ matched: 1, unmatched: 0 });
    expect(imported.json().data.lines).toEqual([
      expect.objectContaining({
        outcome: 'matched',
        paymentInformationId: block.id,
        action: `Verzamelboeking ${block.id}: 3 incasso's betaald (€\u00a066,55)`,
      }),
    ]);
    for (const debtor of debtors) {
      const { invoice } = debtor;
      expect(await invoiceRow(app, invoice.id)).toMatchObject({
        status: 'paid',
        paidCents: invoice.totalCents,
      });
      expect(await paymentsOf(invoice.id)).toEqual([
        expect.objectContaining({
          method: 'sepa',
          status: 'received',
          amountCents: invoice.totalCents,
          externalId: `${invoice.invoiceNumber}-1`,
        }),
      ]);
    }
    await expectMoneyAddsUp(
      app,
      debtors.map((debtor) => debtor.customer),
    );
    await expectNothingStranded(app);
  });

  it('with another sum is flagged for review, books nothing, and cannot be put on one invoice', async () => {
    const { debtors, block } = await recurringBlock('afwijkend', [1000, 2000]);
    const wrongCents = block.sumCents - 1210;
    const imported = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('abn-amro', [
        {
          kind: 'batch-collection',
          paymentInformationId: block.id,
          numberOfTransactions: block.count,
          amountCents: wrongCents,
        },
      ]),
    );
    expect(imported.statusCode).toBe(200);
    const { import: report, lines } = imported.json().data;
    expect(report).toMatchObject({ matched: 0, unmatched: 1 });
    expect(lines).toEqual([
      expect.objectContaining({
        outcome: 'unmatched',
        paymentInformationId: block.id,
        action: `Verzamelboeking ${block.id} van €\u00a024,20 wijkt af van de 2 openstaande incasso's in dit blok (€\u00a036,30): niet geboekt, controleer de regel`,
      }),
    ]);
    for (const { invoice } of debtors) {
      expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'pending', paidCents: 0 });
      expect(await paymentsOf(invoice.id)).toEqual([]);
    }

    const [first] = debtors;
    if (!first) throw new Error('no debtor');
    const assigned = await app.admin('POST', `/api/admin/bank-files/${report.id}/lines/0/assign`, {
      invoiceId: first.invoice.id,
    });
    expect(assigned.statusCode).toBe(422);
    expect(assigned.json().error).toBe(
      'Alleen een ontvangen bedrag (incasso of overboeking) kan aan een factuur worden gekoppeld.',
    );
    expect(await invoiceRow(app, first.invoice.id)).toMatchObject({ status: 'pending', paidCents: 0 });
    expect(await paymentsOf(first.invoice.id)).toEqual([]);

    // The corrected booking the bank sends next still pays the block.
    const corrected = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('ing', [
        {
          kind: 'batch-collection',
          paymentInformationId: block.id,
          numberOfTransactions: block.count,
          amountCents: block.sumCents,
        },
      ]),
    );
    expect(corrected.json().data.import).toMatchObject({ matched: 1, unmatched: 0 });
    for (const { invoice } of debtors)
      expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'paid' });
    await expectMoneyAddsUp(
      app,
      debtors.map((debtor) => debtor.customer),
    );
    await expectNothingStranded(app);
  });
});
