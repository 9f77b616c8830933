import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, users } from '../../db/schema/index.ts';
import {
  type ClaimsApp,
  caseOf,
  collectedEntry,
  collectionsOf,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  lineFor,
  notificationOf,
  openClaimsApp,
  returnEntry,
  sepaDebtor,
  statementOf,
  submitBatch,
  uploadBankFile,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 17 item 10 and "money adds up": a payment closes the claim's collection case in the same request, a
// batch with a claim paid meanwhile cannot go to the bank, and a collection that comes in for a claim
// already paid by transfer becomes account credit instead of disappearing.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const markPaid = (invoiceId: string, amount: number) =>
  app.admin('POST', `/api/admin/payments/${invoiceId}/mark-paid`, { amount });
const transferOf = (invoice: { paymentReference: string | null }, amountCents = 1210) => ({
  kind: 'credit-transfer' as const,
  amountCents,
  remittance: `Betaling ${invoice.paymentReference}`,
});

describe('a paid claim', () => {
  it('leaves collection in the request that pays it: by hand, or by a transfer in a bank file', async () => {
    const byHand = await sepaDebtor(app, { email: 'handmatig.betaald@example.nl' });
    const byTransfer = await sepaDebtor(app, { email: 'overgemaakt@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('ing', [returnEntry(byHand, 1, 'MS02'), returnEntry(byTransfer, 1, 'MS02')]),
    );
    for (const { invoice } of [byHand, byTransfer])
      expect(await caseOf(app, invoice.id)).toMatchObject({ stage: 'initial_notice', resolvedAt: null });

    const paid = await markPaid(byHand.invoice.id, 1210);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ invoiceStatus: 'paid', openCents: 0 });
    expect(await caseOf(app, byHand.invoice.id)).toMatchObject({ stage: 'resolved', resolution: 'paid' });

    const statement = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [transferOf(byTransfer.invoice)]),
    );
    expect(lineFor(statement, byTransfer.invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      action: `Overboeking voor factuur ${byTransfer.invoice.invoiceNumber} geboekt`,
      nextStep: 'Betaald: afgehandeld',
    });
    expect(await caseOf(app, byTransfer.invoice.id)).toMatchObject({ stage: 'resolved', resolution: 'paid' });
    await expectMoneyAddsUp(app, [byHand.customer, byTransfer.customer]);
  });

  it('stops its batch from going to the bank; cancelled, the claim stays paid', async () => {
    const debtor = await sepaDebtor(app, { email: 'tussendoor.betaald@example.nl' });
    const batch = await writeDueBatch(app);
    expect((await markPaid(debtor.invoice.id, 1210)).statusCode).toBe(200);

    const submitted = await app.admin('POST', `/api/admin/sepa-batches/${batch.id}/submit`);
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json().error).toContain(
      `Dit bestand kan niet meer naar de bank: factuur ${debtor.invoice.invoiceNumber}: Er staat op deze factuur niets meer open.`,
    );
    expect(submitted.json().error).toContain('Annuleer het en maak een nieuw incassobestand.');

    const cancelled = await app.admin('POST', `/api/admin/sepa-batches/${batch.id}/cancel`);
    expect(cancelled.json().data.batch).toMatchObject({ status: 'cancelled' });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    expect(await collectionsOf(app, debtor.invoice.id)).toMatchObject([{ status: 'cancelled' }]);
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });

  it('paid by transfer, then collected as well: the collection becomes account credit', async () => {
    const debtor = await sepaDebtor(app, { email: 'dubbel.betaald@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);

    const transfer = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('abn-amro', [transferOf(debtor.invoice)]),
    );
    expect(lineFor(transfer, debtor.invoice.invoiceNumber)?.outcome).toBe('matched');
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });

    const collection = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('abn-amro', [collectedEntry(debtor, 1)]),
    );
    expect(lineFor(collection, debtor.invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      action: `Factuur ${debtor.invoice.invoiceNumber} betaald via incasso; €\u00a012,10 als tegoed (de factuur was al voldaan)`,
    });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    const [account] = await app.t.database.db.select().from(users).where(eq(users.id, debtor.customer.id));
    expect(account?.creditBalanceCents).toBe(1210);
    const booked = await app.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, debtor.invoice.id));
    expect(booked.map((payment) => [payment.method, payment.status, payment.amountCents]).sort()).toEqual([
      ['bank_transfer', 'received', 1210],
      ['sepa', 'received', 1210],
    ]);
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });
});
