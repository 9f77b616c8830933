import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClaimsApp,
  collectedEntry,
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

// Issue 17 item 5: after AC04 the customer gives a new IBAN, after MD01 a new mandate — and then the claim
// really is collected again, with the amendment the bank needs. Before that, staff cannot retry it.

let app: ClaimsApp;

beforeAll(async () => {
  app = await openClaimsApp();
});
afterAll(() => app.t.close());

const consent = (iban: string) => ({
  iban,
  bic: null,
  accountHolder: 'J. de Vries',
  signedPlace: 'Utrecht',
  mandateConsent: true,
});
const retryPayment = (subscriptionId: string) =>
  app.admin('POST', `/api/admin/retry-payment/${subscriptionId}`);
const notInNextBatch = async (invoiceNumbers: string[]) => {
  const next = await writeBatch(app);
  for (const invoiceNumber of invoiceNumbers)
    if (next) expect(transactionOf(next, invoiceNumber)).toBeUndefined();
};

describe('a new IBAN after AC04', () => {
  it('puts the claim in the next batch with the amendment: the old IBAN at the same bank, SMNDA at another', async () => {
    const sameBank = await sepaDebtor(app, {
      email: 'zelfde.bank@example.nl',
      mandate: { iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
    });
    const otherBank = await sepaDebtor(app, {
      email: 'andere.bank@example.nl',
      mandate: { iban: 'NL44RABO0123456789', bic: 'RABONL2U' },
    });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const returns = await uploadBankFile(
      app,
      'camt.054.001.02',
      notificationOf('ing', [returnEntry(sameBank, 1, 'AC04'), returnEntry(otherBank, 1, 'AC04')]),
    );
    expect(returns.json().data.import).toMatchObject({ matched: 2, unmatched: 0 });
    for (const debtor of [sameBank, otherBank]) {
      expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({ status: 'invalid' });
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'failed' });
    }

    // Staff cannot offer it again while the account is closed; the batch leaves it out.
    const retry = await retryPayment(sameBank.subscription.id);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(
      'De vorige incasso kwam terug (AC04: rekening opgeheven); eerst een nieuw IBAN of een nieuwe machtiging.',
    );
    await notInNextBatch([sameBank.invoice.invoiceNumber, otherBank.invoice.invoiceNumber]);

    const newIbans = [
      [sameBank, 'NL91ABNA0417164300', 'NL02ABNA0123456789'],
      [otherBank, 'NL44RABO0123456789', 'NL20INGB0001234567'],
    ] as const;
    for (const [debtor, oldIban, newIban] of newIbans) {
      const changed = await debtor.portal('PUT', `/api/mandates/${debtor.mandate.id}/iban`, consent(newIban));
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().data).toMatchObject({
        renewed: false,
        mandate: { reference: debtor.mandate.reference, status: 'valid', amendmentPending: true },
        collectedInvoiceNumbers: [debtor.invoice.invoiceNumber],
      });
      expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({
        iban: newIban,
        originalIban: oldIban,
      });
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'overdue' });
      const [mail] = await mailsTo(app, debtor.customer.email, 'mandate_iban_changed');
      expect(mail?.textBody).toContain(
        `Wat nog openstond schrijven we met de volgende incasso, op 25 november 2026, van de nieuwe rekening af:\n- factuur ${debtor.invoice.invoiceNumber}: €\u00a012,10`,
      );
    }

    const next = await writeDueBatch(app);
    expect(transactionOf(next, sameBank.invoice.invoiceNumber)).toMatchObject({
      endToEndId: `${sameBank.invoice.invoiceNumber}-2`,
      mandateId: sameBank.mandate.reference,
      debtorIban: 'NL02ABNA0123456789',
      amendment: { originalDebtorIban: 'NL91ABNA0417164300' },
    });
    expect(transactionOf(next, otherBank.invoice.invoiceNumber)).toMatchObject({
      endToEndId: `${otherBank.invoice.invoiceNumber}-2`,
      debtorIban: 'NL20INGB0001234567',
      amendment: { otherBank: true },
    });
    expect(next.xml).toContain('<AmdmntInd>true</AmdmntInd>');
    expect(next.xml).toContain('<OrgnlDbtrAcct><Id><IBAN>NL91ABNA0417164300</IBAN></Id></OrgnlDbtrAcct>');
    expect(next.xml).toContain(
      '<OrgnlDbtrAgt><FinInstnId><Othr><Id>SMNDA</Id></Othr></FinInstnId></OrgnlDbtrAgt>',
    );
    await submitBatch(app, next);

    const collected = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('abn-amro', [collectedEntry(sameBank, 2), collectedEntry(otherBank, 2)]),
    );
    expect(collected.json().data.import).toMatchObject({ matched: 2, unmatched: 0 });
    for (const debtor of [sameBank, otherBank])
      expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [sameBank.customer, otherBank.customer]);
  });
});

describe('a new mandate after MD01', () => {
  it('collects the claim under the new mandate; before it, retry-payment answers the lifecycle’s reason', async () => {
    const debtor = await sepaDebtor(app, { email: 'geen.machtiging@example.nl' });
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    const report = await uploadBankFile(
      app,
      'pain.002.001.03',
      statusReportOf('rabobank', batch, [{ claim: debtor, attempt: 1, reasonCode: 'MD01' }]),
    );
    expect(lineFor(report, debtor.invoice.invoiceNumber)?.nextStep).toMatch(/^Wacht op een nieuw IBAN/);
    expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({ status: 'invalid' });
    const [failed] = await mailsTo(app, debtor.customer.email, 'collection_failed');
    expect(failed?.textBody).toContain(
      'je bank kent geen geldige machtiging. Zo los je het op: geef in je portaal een nieuwe machtiging af, dan schrijven we het bedrag met de eerstvolgende incasso daarvan af.',
    );

    const retry = await retryPayment(debtor.subscription.id);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().error).toBe(
      'De vorige incasso kwam terug (MD01: geen geldige machtiging); eerst een nieuw IBAN of een nieuwe machtiging.',
    );
    await notInNextBatch([debtor.invoice.invoiceNumber]);

    const mandates = await debtor.portal('GET', '/api/mandates');
    expect(mandates.json().data.mandates).toMatchObject([{ id: debtor.mandate.id, changeMode: 'renew' }]);
    const renewed = await debtor.portal(
      'PUT',
      `/api/mandates/${debtor.mandate.id}/iban`,
      consent(debtor.mandate.iban),
    );
    expect(renewed.statusCode, renewed.body).toBe(200);
    const { mandate, collectedInvoiceNumbers } = renewed.json().data;
    expect(renewed.json().data.renewed).toBe(true);
    expect(mandate.reference).not.toBe(debtor.mandate.reference);
    expect(collectedInvoiceNumbers).toEqual([debtor.invoice.invoiceNumber]);
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({
      status: 'overdue',
      mandateId: mandate.id,
    });

    // The new mandate's first collection.
    const next = await writeDueBatch(app);
    expect(transactionOf(next, debtor.invoice.invoiceNumber)).toMatchObject({
      endToEndId: `${debtor.invoice.invoiceNumber}-2`,
      mandateId: mandate.reference,
      sequenceType: 'FRST',
      amendment: null,
    });
    await submitBatch(app, next);
    const collected = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('ing', [collectedEntry({ invoice: debtor.invoice, mandate }, 2)]),
    );
    expect(lineFor(collected, debtor.invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      nextStep: 'Betaald: afgehandeld',
    });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'paid', paidCents: 1210 });
    await expectNothingStranded(app);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });
});
