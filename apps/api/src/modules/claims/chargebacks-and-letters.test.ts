import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import {
  type ClaimsApp,
  collectedEntry,
  collectionsOf,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  mailsTo,
  mandateRow,
  notificationOf,
  openClaimsApp,
  returnEntry,
  sepaDebtor,
  statementOf,
  submitBatch,
  transactionOf,
  uploadBankFile,
  writeBatch,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 17 item 7: a claim whose debit was refunded (MD06), or that a 14-dagenbrief asks the customer to
// transfer, is never debited again — not by the batch, the retry button, "naar incasso" or a new IBAN —
// and every one of them gives the same reason, because one rule decides.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const CHARGEBACK =
  'Een teruggeboekte incasso (MD06) wordt niet opnieuw afgeschreven; de klant betaalt per overboeking.';
const LETTER =
  'De klant heeft een aanmaning gekregen die om een overboeking vraagt; we schrijven niet ook nog af.';

const consent = (iban: string) => ({
  iban,
  bic: null,
  accountHolder: 'P. Bakker',
  signedPlace: 'Zwolle',
  mandateConsent: true,
});
const retryPayment = (subscriptionId: string) =>
  app.admin('POST', `/api/admin/retry-payment/${subscriptionId}`);
const naarIncasso = (invoiceIds: string[]) =>
  app.admin('POST', '/api/admin/invoices/bulk-action', { action: 'mark_sent_to_collection', invoiceIds });

/** The next batch leaves these claims out, and no collection of them is under way. */
async function expectNeverDebitedAgain(invoices: { id: string; invoiceNumber: string }[]) {
  const next = await writeBatch(app);
  for (const invoice of invoices) {
    if (next) expect(transactionOf(next, invoice.invoiceNumber)).toBeUndefined();
    const collections = await collectionsOf(app, invoice.id);
    expect(collections.filter((item) => item.status === 'pending')).toEqual([]);
  }
}

describe('a charged-back claim (MD06)', () => {
  it('is refused by retry-payment, naar incasso, a new IBAN and the batch with one reason', async () => {
    const debtor = await sepaDebtor(app, { email: 'terugboeking@example.nl' });
    const { invoice } = debtor;
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    await uploadBankFile(app, 'camt.053.001.02', statementOf('ing', [collectedEntry(debtor, 1)]));
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'paid' });

    // Weeks later the debtor has it refunded: a Rabobank statement books the reversal.
    const refund = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [returnEntry(debtor, 1, 'MD06')]),
    );
    expect(refund.json().data.import).toMatchObject({ matched: 1 });
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'failed', paidCents: 0 });
    const [payment] = await app.t.database.db
      .select()
      .from(payments)
      .where(eq(payments.invoiceId, invoice.id));
    expect(payment).toMatchObject({ method: 'sepa', status: 'reversed', returnReasonCode: 'MD06' });
    const [mail] = await mailsTo(app, debtor.customer.email, 'collection_failed');
    expect(mail?.textBody).toContain(
      'je hebt de afschrijving laten terugboeken. We schrijven dit bedrag niet opnieuw af. Het bedrag staat nog open',
    );

    const retry = await retryPayment(debtor.subscription.id);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(CHARGEBACK);
    const offered = await naarIncasso([invoice.id]);
    expect(offered.json().data).toEqual({
      succeeded: 0,
      skipped: [{ id: invoice.id, reason: CHARGEBACK, code: 'CONFLICT', refusal: 'debit_chargeback' }],
    });

    // A new account does not make it debitable: the customer is told to transfer it.
    const changed = await debtor.portal(
      'PUT',
      `/api/mandates/${debtor.mandate.id}/iban`,
      consent('NL20INGB0001234567'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.collectedInvoiceNumbers).toEqual([]);
    const [changedMail] = await mailsTo(app, debtor.customer.email, 'mandate_iban_changed');
    expect(changedMail?.textBody).toContain(
      `Deze facturen schrijven we niet af; maak ze over zoals gevraagd in onze aanmaning of e-mail:\n- factuur ${invoice.invoiceNumber}: €\u00a012,10 (o.v.v. ${invoice.paymentReference})`,
    );

    await expectNeverDebitedAgain([invoice]);
    expect(await collectionsOf(app, invoice.id)).toMatchObject([
      { status: 'returned', returnReasonCode: 'MD06' },
    ]);
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'failed' });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });
});

describe('a claim under a 14-dagenbrief', () => {
  it('is never in a batch, also once the mandate is valid again and the claim is overdue', async () => {
    const debtor = await sepaDebtor(app, { email: 'brief.en.incasso@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('abn-amro', [returnEntry(debtor, 1, 'AC04')]),
    );
    expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({ status: 'invalid' });

    // The next month's invoice on the same mandate is overdue too; the closed account is not debited.
    const { invoice: december } = await insertInvoice(app.t.database.db, {
      userId: debtor.customer.id,
      subscriptionId: debtor.subscription.id,
      mandateId: debtor.mandate.id,
      issueDate: '2026-11-05',
      dueDate: '2026-11-19',
      status: 'overdue',
      sentAt: new Date('2026-11-05T09:00:00Z'),
      lines: [{ description: 'Webhosting december', unitPriceCents: 1000 }],
    });
    const claims = [debtor.invoice, december];
    await expectNeverDebitedAgain(claims);

    const notice = await app.admin('POST', `/api/admin/letters/notice/${debtor.customer.id}`, {
      sendEmail: false,
    });
    expect(notice.statusCode, notice.body).toBe(201);
    expect(notice.json().data.letter.invoiceNumbers.sort()).toEqual(
      claims.map((claim) => claim.invoiceNumber).sort(),
    );

    // The customer gives a new IBAN: the mandate is valid again, but the letter asked for a transfer.
    const changed = await debtor.portal(
      'PUT',
      `/api/mandates/${debtor.mandate.id}/iban`,
      consent('NL20INGB0001234567'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.collectedInvoiceNumbers).toEqual([]);
    expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({ status: 'valid' });
    expect(await invoiceRow(app, december.id)).toMatchObject({ status: 'overdue' });

    const offered = await naarIncasso(claims.map((claim) => claim.id));
    expect(offered.json().data).toEqual({
      succeeded: 0,
      skipped: claims.map((claim) => ({
        id: claim.id,
        reason: LETTER,
        code: 'CONFLICT',
        refusal: 'debit_letter',
      })),
    });
    const retry = await retryPayment(debtor.subscription.id);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(LETTER);

    await expectNeverDebitedAgain(claims);
    expect(await collectionsOf(app, december.id)).toEqual([]);
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });
});
