import { writePain002 } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../test/report-files.ts';
import { bearer } from '../../../test/test-app.ts';
import { accountCreditEntries, collectionLetters, users } from '../../db/schema/index.ts';
import { generateDutchBankAccount } from '../../db/seed/dutch-bank-accounts.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { createSeededRandom } from '../../db/seed/seeded-random.ts';
import { insertSubscription } from '../../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  caseOf,
  type Debtor,
  expectMoneyAddsUp,
  expectNothingStranded,
  invoiceRow,
  lineFor,
  mailsTo,
  mandateRow,
  openClaimsApp,
  sepaDebtor,
  signedIn,
  statementOf,
  submitBatch,
  transactionOf,
  uploadBankFile,
  writeDueBatch,
} from './claim-test-scenario.ts';

// Issue 27, cases 3, 4 and 5, with EUR 4,78 claims: a file written before the customer changed IBAN does not
// go to the bank, and a return from the old account does not lock the customer out; an account we owe money
// (or whose debit is at the bank) is not deleted until the credit is paid back, and finance sees it; a
// payment on an invoice's own reference pays an incassobrief's costs first, and no fee outlives its case.

let app: ClaimsApp;
let financeHeaders: Record<string, string> = {};
const NET = 395;
const TOTAL = 478;

beforeAll(async () => {
  app = await openClaimsApp();
  const finance = await insertAdmin(app.t.database.db, {
    email: 'tegoed.financien@example.nl',
    role: 'finance',
  });
  financeHeaders = bearer((await app.t.login(finance.email, 'Test!2026pass')).token);
});
afterAll(() => app.t.close());

const db = () => app.t.database.db;
const debtorOf = (email: string) => sepaDebtor(app, { email, netCents: NET });
const newIban = (seed: string) => generateDutchBankAccount(createSeededRandom(seed)).iban;
const changeIban = (debtor: Debtor, iban: string) =>
  debtor.portal('PUT', `/api/mandates/${debtor.mandate.id}/iban`, {
    iban,
    bic: null,
    accountHolder: `${debtor.customer.firstname} ${debtor.customer.lastname}`,
    signedPlace: 'Utrecht',
    mandateConsent: true,
  });

describe('a new IBAN after the file was written (case 3)', () => {
  it('refuses to send the file, which would debit the old account; a new file debits the new one with the amendment', async () => {
    const debtor = await debtorOf('nieuw.iban.bestand@example.nl');
    const written = await writeDueBatch(app);
    const moved = newIban('nieuw-iban-bestand');
    expect((await changeIban(debtor, moved)).statusCode).toBe(200);

    const refused = await app.admin('POST', `/api/admin/sepa-batches/${written.id}/submit`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      reason: 'batch_claims_refused',
      params: { invoices: expect.stringContaining(debtor.invoice.invoiceNumber) },
    });
    expect(refused.json().error).toContain('ander rekeningnummer of een nieuwe machtiging');
    expect(refused.json().error).toContain('Annuleer het en maak een nieuw incassobestand');

    expect((await app.admin('POST', `/api/admin/sepa-batches/${written.id}/cancel`)).statusCode).toBe(200);
    const next = await writeDueBatch(app);
    // With the amendment the new account needs (here another bank: SMNDA).
    expect(transactionOf(next, debtor.invoice.invoiceNumber)).toMatchObject({
      debtorIban: moved,
      amendment: expect.any(Object),
    });
    await submitBatch(app, next);
    await expectNothingStranded(app);
  });

  it('keeps the mandate usable when the old account refuses a debit sent before the change, and debits the new one next', async () => {
    const debtor = await debtorOf('nieuw.iban.retour@example.nl');
    const sent = await writeDueBatch(app);
    await submitBatch(app, sent);
    const moved = newIban('nieuw-iban-retour');
    expect((await changeIban(debtor, moved)).statusCode).toBe(200);

    const collection = transactionOf(sent, debtor.invoice.invoiceNumber);
    const report = await uploadBankFile(
      app,
      'pain.002.001.03',
      writePain002({
        bank: 'rabobank',
        originalMessageId: sent.messageId,
        blocks: [
          {
            paymentInformationId: collection?.paymentInformationId ?? '',
            numberOfTransactions: 1,
            controlSumCents: TOTAL,
            rejected: [
              {
                endToEndId: `${debtor.invoice.invoiceNumber}-1`,
                mandateId: debtor.mandate.reference,
                amountCents: TOTAL,
                reasonCode: 'AC04',
              },
            ],
          },
        ],
      }),
    );
    expect(lineFor(report, debtor.invoice.invoiceNumber)).toMatchObject({ outcome: 'matched' });
    // The old account is closed; the mandate carries the new one and stays usable.
    expect(await mandateRow(app, debtor.mandate.id)).toMatchObject({ status: 'valid', iban: moved });
    expect(await invoiceRow(app, debtor.invoice.id)).toMatchObject({ status: 'overdue' });
    // Entering the new account again is not "could not be debited": it is simply the account already there.
    const again = await changeIban(debtor, moved);
    expect(again.statusCode).toBe(422);
    expect(again.json().details).toEqual([
      { field: 'iban', message: 'Dit rekeningnummer staat al op deze machtiging.' },
    ]);
    // The next batch debits the new account.
    const next = await writeDueBatch(app);
    expect(transactionOf(next, debtor.invoice.invoiceNumber)).toMatchObject({ debtorIban: moved });
    await expectNothingStranded(app);
  });
});

describe('an account we owe money (case 4)', () => {
  it('is not deleted while it has credit; finance sees it, records the refund once, and then it may go', async () => {
    const debtor = await debtorOf('tegoed.verwijderen@example.nl');
    const overpaid = await app.admin('POST', `/api/admin/payments/${debtor.invoice.id}/mark-paid`, {
      amount: 2 * TOTAL,
      paymentMethod: 'bank_transfer',
    });
    expect(overpaid.json().data).toMatchObject({ invoiceStatus: 'paid', creditedCents: TOTAL });

    const own = await debtor.portal('DELETE', '/api/account', {
      password: 'Test!2026pass',
      confirmation: 'VERWIJDER',
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ reason: 'account_has_credit', params: { amountCents: TOTAL } });
    expect(own.json().error).toContain('Je hebt nog €\u00a04,78 tegoed bij ons');
    const byAdmin = await app.admin('DELETE', `/api/admin/users/${debtor.customer.id}`);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json()).toMatchObject({ reason: 'customer_has_credit' });
    const [kept] = await db().select().from(users).where(eq(users.id, debtor.customer.id));
    expect(kept).toMatchObject({ anonymizedAt: null, email: debtor.customer.email });
    expect(kept?.creditRefundRequestedAt).not.toBeNull();

    // Finance's list: the customer asked for it back by asking to leave.
    const listed = await app.admin('GET', '/api/admin/account-credit?show=refund');
    expect(listed.json().data.balances).toContainEqual(
      expect.objectContaining({ userId: debtor.customer.id, balanceCents: TOTAL, toRefund: true }),
    );
    // On the open-items report as what we owe customers.
    const openItems = await app.admin('GET', '/api/admin/exports/open-items?date=2026-11-21');
    expect(parseCsv(openItems.rawPayload.toString('utf8').slice(1))).toContainEqual([
      'Tegoed van klanten (schuld aan klanten)',
      expect.any(String),
      expect.any(String),
    ]);

    // The refund, twice with one key (a double click): booked once.
    const refund = () =>
      app.t.inject({
        method: 'POST',
        url: `/api/admin/account-credit/${debtor.customer.id}/refunds`,
        headers: { ...financeHeaders, 'idempotency-key': 'refund-tegoed-verwijderen' },
        payload: { amountCents: TOTAL, iban: debtor.mandate.iban, note: 'Teruggestort' },
      });
    const [first, second] = [await refund(), await refund()];
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(first.json().data.balanceCents).toBe(0);
    const ledger = await db()
      .select()
      .from(accountCreditEntries)
      .where(eq(accountCreditEntries.userId, debtor.customer.id));
    expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual([
      ['overpayment', TOTAL],
      ['refund', -TOTAL],
    ]);
    expect((await mailsTo(app, debtor.customer.email, 'credit_refunded'))[0]?.textBody).toContain(
      'van je tegoed teruggestort',
    );
    const tooMuch = await app.admin('POST', `/api/admin/account-credit/${debtor.customer.id}/refunds`, {
      amountCents: 1,
      iban: debtor.mandate.iban,
    });
    expect(tooMuch.json()).toMatchObject({ reason: 'no_credit_to_refund' });

    const deleted = await debtor.portal('DELETE', '/api/account', {
      password: 'Test!2026pass',
      confirmation: 'VERWIJDER',
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });

  it('is not deleted while one of its debits is at the bank', async () => {
    const debtor = await debtorOf('incasso.bij.bank.verwijderen@example.nl');
    const batch = await writeDueBatch(app);
    await submitBatch(app, batch);
    expect(
      (
        await app.admin('POST', `/api/admin/payments/${debtor.invoice.id}/mark-paid`, {
          amount: TOTAL,
          paymentMethod: 'bank_transfer',
          confirmCollectionAtBank: true,
        })
      ).statusCode,
    ).toBe(200);
    const byAdmin = await app.admin('DELETE', `/api/admin/users/${debtor.customer.id}`);
    expect(byAdmin.statusCode).toBe(409);
    expect(byAdmin.json()).toMatchObject({ reason: 'customer_collection_at_bank' });
    const bulk = await app.admin('POST', '/api/admin/users/bulk-action', {
      userIds: [debtor.customer.id],
      action: 'delete',
    });
    expect(JSON.stringify(bulk.json())).toContain('customer_collection_at_bank');
  });
});

describe("an incassobrief's costs (case 5)", () => {
  const at = (date: string) => app.t.clock.set(new Date(`${date}T09:00:00Z`));
  /** A consumer's transfer invoice of EUR 4,78 overdue since October, a 14-dagenbrief, and the incassobrief. */
  async function withCollectionLetter(email: string) {
    at('2026-11-21');
    const customer = await insertUser(db(), { email });
    const subscription = await insertSubscription(db(), {
      userId: customer.id,
      packageId: app.packageId,
      startDate: '2026-09-01',
    });
    const { invoice } = await insertInvoice(db(), {
      userId: customer.id,
      subscriptionId: subscription.id,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      status: 'overdue',
      paymentType: 'bank_transfer',
      lines: [{ description: 'Webhosting', unitPriceCents: NET }],
    });
    const notice = await app.admin('POST', `/api/admin/letters/notice/${customer.id}`, { sendEmail: true });
    expect(notice.statusCode, notice.body).toBe(201);
    at('2026-12-09');
    const letter = await app.admin('POST', `/api/admin/letters/collection/${customer.id}`, {
      sendEmail: true,
    });
    expect(letter.statusCode, letter.body).toBe(201);
    expect(letter.json().data.letter).toMatchObject({ feeCents: 4000, principalCents: TOTAL });
    return {
      customer,
      invoice,
      letterId: letter.json().data.letter.id as string,
      portal: signedIn(app.t, email),
    };
  }
  const letterRow = async (id: string) =>
    (await db().select().from(collectionLetters).where(eq(collectionLetters.id, id)))[0];

  it("pays the costs first when the invoice's own reference is paid, by hand or by transfer, and closes the case only then", async () => {
    const { customer, invoice, letterId } = await withCollectionLetter('kosten.eerst@example.nl');
    const byHand = await app.admin('POST', `/api/admin/payments/${invoice.id}/mark-paid`, {
      amount: TOTAL,
      paymentMethod: 'bank_transfer',
      reactivateSubscription: true,
    });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(byHand.json().data).toMatchObject({ invoiceStatus: 'overdue', openCents: TOTAL });
    expect(await letterRow(letterId)).toMatchObject({ feePaidCents: TOTAL });
    expect((await caseOf(app, invoice.id))?.stage).toBe('legal_action');

    // The rest by a transfer quoting the invoice's reference, in Rabobank's statement: what is left of the
    // costs (EUR 35,22) and the claim (EUR 4,78).
    const rest = 4000;
    const statement = await uploadBankFile(
      app,
      'camt.053.001.02',
      statementOf('rabobank', [
        { kind: 'credit-transfer', amountCents: rest, remittance: `Factuur ${invoice.paymentReference}` },
      ]),
    );
    expect(lineFor(statement, invoice.invoiceNumber)).toMatchObject({
      outcome: 'matched',
      actionCode: 'transfer_booked',
      actionParams: { feeCents: 4000 - TOTAL },
    });
    expect(await letterRow(letterId)).toMatchObject({ feePaidCents: 4000 });
    expect(await invoiceRow(app, invoice.id)).toMatchObject({ status: 'paid', paidCents: TOTAL });
    expect(await caseOf(app, invoice.id)).toMatchObject({ stage: 'resolved', resolution: 'paid' });
    await expectMoneyAddsUp(app, [customer]);
  });

  it('keeps a case open while its costs are open, even when the claim is credited, until staff waive them with a reason', async () => {
    const { customer, invoice, letterId } = await withCollectionLetter('kosten.kwijtschelden@example.nl');
    const credited = await app.admin('POST', `/api/admin/invoices/${invoice.id}/credit-note`, {
      reason: 'Dienst niet geleverd',
      amountCents: null,
    });
    expect(credited.statusCode, credited.body).toBe(201);
    const open = await caseOf(app, invoice.id);
    expect(open?.stage).toBe('legal_action');
    const close = await app.admin('PATCH', `/api/admin/collections/cases/${open?.id}/stage`, {
      stage: 'resolved',
      note: '',
    });
    expect(close.statusCode).toBe(409);
    expect(close.json()).toMatchObject({ reason: 'case_has_open_fee' });

    expect(
      (await app.admin('POST', `/api/admin/letters/${letterId}/waive-fee`, { reason: '' })).statusCode,
    ).toBe(422);
    const waived = await app.admin('POST', `/api/admin/letters/${letterId}/waive-fee`, {
      reason: 'Factuur was onterecht',
    });
    expect(waived.statusCode, waived.body).toBe(200);
    expect(waived.json().data.letter).toMatchObject({
      feeWaivedCents: 4000,
      feeWaiverReason: 'Factuur was onterecht',
      paymentReceived: true,
    });
    expect(await caseOf(app, invoice.id)).toMatchObject({ stage: 'resolved' });
    const again = await app.admin('POST', `/api/admin/letters/${letterId}/waive-fee`, { reason: 'Nogmaals' });
    expect(again.json()).toMatchObject({ reason: 'fee_nothing_to_waive' });
    // The customer owes nothing more and may leave.
    const gone = await app.admin('DELETE', `/api/admin/users/${customer.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
  });
});
