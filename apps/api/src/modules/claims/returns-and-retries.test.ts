import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { demoAcceptance } from '../../db/seed/legal-documents-seed.ts';
import {
  type ClaimsApp,
  COMPANY_IBAN,
  collectionsOf,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  lineFor,
  mailsTo,
  mandateRow,
  notificationOf,
  openClaimsApp,
  returnEntry,
  sepaDebtor,
  statementOf,
  statusReportOf,
  submitBatch,
  transactionOf,
  uploadBankFile,
  writeBatch,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 17 items 4 and 6: an AM04 return is collected again at most twice, counting only collections that
// reached the bank, and the customer is told exactly that; SL01 and AG01 stop direct debit on the mandate.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

// Saturday 21 November: the next batch job runs on Monday the 23rd and debits two TARGET2 days later.
const retryText =
  'er was onvoldoende saldo. We schrijven het bedrag opnieuw af met de volgende incasso, op 25 november 2026; zorg dat er dan genoeg saldo is.';
const failedMails = (email: string) => mailsTo(app, email, 'collection_failed');

describe('AM04: insufficient funds', () => {
  it('does not count a cancelled batch, retries the first and second real return, and not the third', async () => {
    const debtor = await sepaDebtor(app, { email: 'krap.saldo@example.nl' });
    const { invoice } = debtor;

    // A batch cancelled before it reached the bank: no attempt.
    const cancelled = await writeDueBatch(app);
    expect(transactionOf(cancelled, invoice.invoiceNumber)?.endToEndId).toBe(`${invoice.invoiceNumber}-1`);
    const cancel = await app.admin('POST', `/api/admin/sepa-batches/${cancelled.id}/cancel`);
    expect(cancel.statusCode).toBe(200);
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'overdue' });

    // First real collection, returned AM04 in an ABN AMRO camt.054: offered to the next batch.
    const first = await writeDueBatch(app);
    expect(transactionOf(first, invoice.invoiceNumber)?.endToEndId).toBe(`${invoice.invoiceNumber}-2`);
    await submitBatch(app, first);
    const firstReturn = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('abn-amro', [returnEntry(debtor, 2, 'AM04')]),
    );
    expect(lineFor(firstReturn, invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      action: `Factuur ${invoice.invoiceNumber}: onvoldoende saldo (AM04)`,
      nextStep: 'Gaat mee in de volgende incasso (afschrijving 25 november 2026)',
    });
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'overdue', paidCents: 0 });
    expect((await failedMails(debtor.customer.email)).map((mail) => mail.textBody)).toEqual([
      expect.stringContaining(retryText),
    ]);

    // Second collection, rejected AM04 in an ING pain.002: offered once more.
    const second = await writeDueBatch(app);
    expect(transactionOf(second, invoice.invoiceNumber)?.endToEndId).toBe(`${invoice.invoiceNumber}-3`);
    await submitBatch(app, second);
    const secondReturn = await uploadBankFile(
      app,
      'pain.002.001.03',
      statusReportOf('ing', second, [{ claim: debtor, attempt: 3, reasonCode: 'AM04' }]),
    );
    expect(lineFor(secondReturn, invoice.invoiceNumber)?.outcome).toBe('matched');
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'overdue' });
    expect((await failedMails(debtor.customer.email)).map((mail) => mail.textBody)).toEqual([
      expect.stringContaining(retryText),
      expect.stringContaining(retryText),
    ]);

    // Third collection, returned AM04 on a Rabobank statement: no more automatic retries.
    const third = await writeDueBatch(app);
    expect(transactionOf(third, invoice.invoiceNumber)?.endToEndId).toBe(`${invoice.invoiceNumber}-4`);
    await submitBatch(app, third);
    const thirdReturn = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [returnEntry(debtor, 4, 'AM04')]),
    );
    expect(lineFor(thirdReturn, invoice.invoiceNumber)?.nextStep).toBe(
      'De klant betaalt per overboeking; de aanmaanrun herinnert',
    );
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'failed', paidCents: 0 });
    const mails = await failedMails(debtor.customer.email);
    expect(mails).toHaveLength(3);
    expect(mails[2]?.textBody).toContain(
      `er was onvoldoende saldo. We schrijven niet nog een keer af. Het bedrag staat nog open: maak het bedrag over naar ${COMPANY_IBAN} ten name van Hostportaal B.V. onder vermelding van ${invoice.paymentReference}.`,
    );
    expect(mails[2]?.textBody).not.toContain('opnieuw af');

    const next = await writeBatch(app);
    if (next) expect(transactionOf(next, invoice.invoiceNumber)).toBeUndefined();
    expect((await collectionsOf(app, invoice.id)).map((item) => [item.endToEndId, item.status])).toEqual([
      [`${invoice.invoiceNumber}-1`, 'cancelled'],
      [`${invoice.invoiceNumber}-2`, 'returned'],
      [`${invoice.invoiceNumber}-3`, 'returned'],
      [`${invoice.invoiceNumber}-4`, 'returned'],
    ]);
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });
});

describe('SL01 and AG01: direct debit not allowed on the account', () => {
  it('invalidate the mandate: checkout with it is refused and the next batch leaves its claims out', async () => {
    const refusedByRule = await sepaDebtor(app, { email: 'bankregel@example.nl' });
    const notAllowed = await sepaDebtor(app, { email: 'geen.incasso@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);

    const report = await uploadBankFile(
      app,
      'pain.002.001.03',
      statusReportOf('rabobank', batch, [{ claim: refusedByRule, attempt: 1, reasonCode: 'SL01' }]),
    );
    expect(lineFor(report, refusedByRule.invoice.invoiceNumber)?.action).toBe(
      `Factuur ${refusedByRule.invoice.invoiceNumber}: geweigerd door een regel van de bank van de klant (SL01); machtiging ongeldig`,
    );
    const returns = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('abn-amro', [returnEntry(notAllowed, 1, 'AG01')]),
    );
    expect(lineFor(returns, notAllowed.invoice.invoiceNumber)?.nextStep).toMatch(/^Wacht op een nieuw IBAN/);

    const causes = [
      [refusedByRule, 'je bank staat deze incasso niet toe'],
      [notAllowed, 'incasso is op deze rekening niet toegestaan'],
    ] as const;
    for (const [debtor, cause] of causes) {
      expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({ status: 'invalid' });
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'failed' });
      const [mail] = await failedMails(debtor.customer.email);
      expect(mail?.textBody).toContain(
        `${cause}. Zo los je het op: geef in je portaal een ander IBAN op, dan schrijven we het bedrag met de eerstvolgende incasso daarvan af.`,
      );

      // Ordering more with the mandate the bank refused is not possible.
      const added = await debtor.portal('POST', '/api/cart/items', {
        packageId: app.packageId,
        interval: 'monthly',
      });
      expect(added.statusCode).toBeLessThan(300);
      const checkout = await debtor.portal('POST', '/api/cart/checkout', {
        mandate: null,
        acceptance: demoAcceptance,
      });
      expect(checkout.statusCode).toBe(409);
      expect(checkout.json()).toMatchObject({
        code: 'MANDATE_INVALID',
        error: 'Je hebt nog geen geldige machtiging; geef er een af.',
      });
    }

    // The next month's invoice on the same mandate is due too: the batch does not debit it either.
    const { invoice: december } = await insertInvoice(app.t.database.db, {
      userId: refusedByRule.customer.id,
      subscriptionId: refusedByRule.subscription.id,
      mandateId: refusedByRule.mandate.id,
      issueDate: '2026-11-05',
      dueDate: '2026-11-19',
      status: 'overdue',
      sentAt: new Date('2026-11-05T09:00:00Z'),
      lines: [{ description: 'Webhosting december', unitPriceCents: 1000 }],
    });
    const next = await writeBatch(app);
    for (const invoice of [refusedByRule.invoice, notAllowed.invoice, december])
      if (next) expect(transactionOf(next, invoice.invoiceNumber)).toBeUndefined();
    expect(await collectionsOf(app, december.id)).toEqual([]);
    expect(await invoiceRow(app, december.id)).toMatchObject({ status: 'overdue' });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [refusedByRule.customer, notAllowed.customer]);
  });
});
