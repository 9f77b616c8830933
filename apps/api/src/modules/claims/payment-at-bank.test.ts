import { writePain002 } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, users } from '../../db/schema/index.ts';
import {
  type ClaimsApp,
  collectedEntry,
  type Debtor,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  lineFor,
  mailsTo,
  openClaimsApp,
  sepaDebtor,
  statementOf,
  submitBatch,
  uploadBankFile,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 26 item 6: a manual payment on a claim whose direct debit is already at the bank makes the customer
// pay twice — the bank collects on its date whatever is booked here. The API refuses such a booking until
// staff confirm it (409, nothing changed); confirmed, the collection that comes in becomes account credit,
// and the customer sees that credit on their invoices.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const lookUp = (debtor: Debtor) =>
  app.admin('GET', `/api/admin/payments/search/${debtor.invoice.paymentReference}`);
const markPaid = (debtor: Debtor, body: object = {}) =>
  app.admin('POST', `/api/admin/payments/${debtor.invoice.id}/mark-paid`, { amount: 1210, ...body });
const paymentsOf = (debtor: Debtor) =>
  app.t.database.db.select().from(payments).where(eq(payments.invoiceId, debtor.invoice.id));
const creditOf = async (debtor: Debtor) =>
  (await app.t.database.db.select().from(users).where(eq(users.id, debtor.customer.id)))[0]
    ?.creditBalanceCents;
const customerInvoices = async (debtor: Debtor) =>
  (await debtor.portal('GET', `/pay/invoices/${debtor.customer.id}`)).json().data;

describe('a manual payment on a claim whose collection is at the bank', () => {
  it('is refused until staff confirm; confirmed, the collection becomes account credit the customer sees', async () => {
    const debtor = await sepaDebtor(app, { email: 'dubbel.betaald.bank@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);

    const found = await lookUp(debtor);
    expect(found.json().data.invoice).toMatchObject({
      status: 'pending',
      openCents: 1210,
      collectionAtBank: {
        messageId: batch.messageId,
        collectionDate: batch.collectionDate,
        amountCents: 1210,
      },
    });

    const warned = await markPaid(debtor);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      reason: 'payment_collection_at_bank',
      params: {
        invoiceNumber: debtor.invoice.invoiceNumber,
        amountCents: 1210,
        collectionDate: batch.collectionDate,
        messageId: batch.messageId,
      },
    });
    expect(warned.json().error).toContain(
      `De incasso van €\u00a012,10 voor factuur ${debtor.invoice.invoiceNumber} ligt al bij de bank (bestand ${batch.messageId})`,
    );
    expect(warned.json().error).toContain('komt het teveel betaalde als tegoed op het account van de klant');
    // Nothing booked.
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'pending', paidCents: 0 });
    expect(await paymentsOf(debtor)).toEqual([]);
    expect((await markPaid(debtor, { confirmCollectionAtBank: false })).statusCode).toBe(409);

    const booked = await markPaid(debtor, { confirmCollectionAtBank: true });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ invoiceStatus: 'paid', openCents: 0, creditedCents: 0 });
    const [told] = await app.t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, debtor.customer.id));
    expect(told?.body).toContain('was al bij de bank en gaat nog door');
    expect(told?.body).toContain('zetten we als tegoed op je account');

    // The bank collects on its date: the whole amount becomes account credit.
    const statement = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('ing', [collectedEntry(debtor, 1)]),
    );
    expect(lineFor(statement, debtor.invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      action: `Factuur ${debtor.invoice.invoiceNumber} betaald via incasso; €\u00a012,10 als tegoed (de factuur was al voldaan)`,
    });
    expect(await creditOf(debtor)).toBe(1210);

    // The customer sees the credit on their invoices page, and on the invoice that was paid twice.
    const page = await customerInvoices(debtor);
    expect(page.accountCreditCents).toBe(1210);
    expect(page.invoices).toEqual([
      expect.objectContaining({
        invoiceNumber: debtor.invoice.invoiceNumber,
        status: 'paid',
        paidCents: 1210,
        creditedToAccountCents: 1210,
      }),
    ]);
    // Nobody else reads it.
    const other = await sepaDebtor(app, { email: 'nieuwsgierig@example.nl' });
    expect((await other.portal('GET', `/pay/invoices/${debtor.customer.id}`)).statusCode).toBe(404);
    expect((await customerInvoices(other)).accountCreditCents).toBe(0);
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });

  it('warns of nothing while the file is not at the bank yet, or for a claim not collected', async () => {
    const inFile = await sepaDebtor(app, { email: 'nog.niet.bij.bank@example.nl' });
    await writeDueBatch(app);
    expect((await lookUp(inFile)).json().data.invoice.collectionAtBank).toBeNull();
    const booked = await markPaid(inFile);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data.invoiceStatus).toBe('paid');
  });

  it('paid by hand, then the bank refuses the whole file: the claim stays paid, and no failure is told', async () => {
    const debtor = await sepaDebtor(app, { email: 'betaald.toen.geweigerd@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    expect((await markPaid(debtor, { confirmCollectionAtBank: true })).statusCode).toBe(200);
    const report = await uploadBankFile(
      app,
      'pain.002.001.03',
      writePain002({
        bank: 'ing',
        originalMessageId: batch.messageId,
        groupReasonCode: 'FF01',
        numberOfTransactions: batch.numberOfTransactions,
        controlSumCents: batch.controlSumCents,
        blocks: [],
      }),
    );
    expect(lineFor(report, debtor.invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      rejectionLevel: 'group',
      nextStep: 'Betaald: afgehandeld',
    });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    expect(await mailsTo(app, debtor.customer.email, 'collection_failed')).toEqual([]);
    expect(await creditOf(debtor)).toBe(0);
    expect((await customerInvoices(debtor)).invoices[0]).toMatchObject({ creditedToAccountCents: 0 });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });
});
