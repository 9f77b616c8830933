import { xsdErrors } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/test-app.ts';
import { accountCreditEntries, creditPayouts, users } from '../../db/schema/index.ts';
import { insertAdmin } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  COMPANY_IBAN,
  type Debtor,
  expectMoneyAddsUp,
  mailsTo,
  openClaimsApp,
  sepaDebtor,
  statementOf,
  uploadBankFile,
} from '../claims/claim-test-scenario.ts';

// Issue 29: account credit paid back by SEPA credit transfer. A payback reserves the credit; finance writes
// the pain.001, and the credit falls only when the file is marked sent (or the bank's statement shows the
// debit); a cancelled file leaves it; one key books once, parallel starts cannot overdraw, a bad IBAN
// changes nothing, and a return from the bank gives the credit back.

let app: ClaimsApp;
let financeHeaders: Record<string, string> = {};
const NET = 395;
const TOTAL = 478;

beforeAll(async () => {
  app = await openClaimsApp();
  const finance = await insertAdmin(app.t.database.db, { email: 'terugbetalen@example.nl', role: 'finance' });
  financeHeaders = bearer((await app.t.login(finance.email, 'Test!2026pass')).token);
});
afterAll(() => app.t.close());

const db = () => app.t.database.db;

/** A customer who paid their invoice twice over: TOTAL on account credit. */
async function customerWithCredit(email: string): Promise<Debtor> {
  const debtor = await sepaDebtor(app, { email, netCents: NET });
  const paid = await app.admin('POST', `/api/admin/payments/${debtor.invoice.id}/mark-paid`, {
    amount: 2 * TOTAL,
    paymentMethod: 'bank_transfer',
  });
  expect(paid.json().data).toMatchObject({ creditedCents: TOTAL });
  return debtor;
}

const startPayback = (userId: string, payload: object, key?: string) =>
  app.t.inject({
    method: 'POST',
    url: `/api/admin/account-credit/${userId}/paybacks`,
    headers: { ...financeHeaders, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });

const balanceOf = async (userId: string) =>
  (await db().select({ balance: users.creditBalanceCents }).from(users).where(eq(users.id, userId)))[0]
    ?.balance;
const ledgerOf = async (userId: string) =>
  (await db().select().from(accountCreditEntries).where(eq(accountCreditEntries.userId, userId))).map(
    (row) => [row.kind, row.amountCents],
  );
const payoutsOf = (userId: string) =>
  db().select().from(creditPayouts).where(eq(creditPayouts.userId, userId));

async function openBatchId(): Promise<string> {
  const listed = await app.admin('GET', '/api/admin/credit-payouts');
  const open = listed.json().data.batches.find((batch: { status: string }) => batch.status === 'open');
  expect(open).toBeDefined();
  return open.id;
}

describe('a payback by credit transfer', () => {
  it('reserves the credit, writes a pain.001 that validates, and lets the credit fall only once marked sent', async () => {
    const debtor = await customerWithCredit('terug.per.bestand@example.nl');
    const started = await startPayback(debtor.customer.id, {}, 'payback-bestand-1');
    expect(started.statusCode, started.body).toBe(200);
    const [payout] = started.json().data.payouts;
    expect(payout).toMatchObject({
      route: 'transfer',
      status: 'reserved',
      amountCents: TOTAL,
      iban: debtor.mandate.iban,
    });
    expect(started.json().data.availableCents).toBe(0);
    // Reserved, not fallen: the ledger is as it was, the list shows what is under way.
    expect(await balanceOf(debtor.customer.id)).toBe(TOTAL);
    const ledger = await app.admin('GET', `/api/admin/account-credit/${debtor.customer.id}`);
    expect(ledger.json().data.balance).toMatchObject({ balanceCents: TOTAL, payingBackCents: TOTAL });
    // Nothing more can be paid back or recorded as refunded meanwhile.
    const again = await startPayback(debtor.customer.id, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'no_credit_to_refund' });

    const batchId = payout.batchId as string;
    expect(await openBatchId()).toBe(batchId);
    const written = await app.admin('POST', `/api/admin/credit-payout-batches/${batchId}/file`);
    expect(written.statusCode, written.body).toBe(200);
    expect(written.json().data).toMatchObject({
      status: 'file_created',
      numberOfTransactions: 1,
      totalCents: TOTAL,
    });
    const file = await app.admin('GET', `/api/admin/credit-payout-batches/${batchId}/file`);
    expect(file.headers['content-type']).toContain('application/xml');
    const xml = file.body;
    expect(xsdErrors(xml, 'pain.001.001.09')).toBe('');
    expect(xml).toContain(`<EndToEndId>${payout.endToEndId}</EndToEndId>`);
    expect(xml).toContain(`<DbtrAcct><Id><IBAN>${COMPANY_IBAN}</IBAN></Id></DbtrAcct>`);
    expect(xml).toContain(`<CdtrAcct><Id><IBAN>${debtor.mandate.iban}</IBAN></Id></CdtrAcct>`);
    expect(xml).toContain(`klantnummer ${debtor.customer.customerNumber}`);
    expect(xml).toContain('<InstdAmt Ccy="EUR">4.78</InstdAmt>');
    // A frozen file takes no new payouts: the next one opens a new batch.
    expect(await balanceOf(debtor.customer.id)).toBe(TOTAL);

    const sent = await app.admin('POST', `/api/admin/credit-payout-batches/${batchId}/sent`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.payouts[0]).toMatchObject({ status: 'sent' });
    expect(await balanceOf(debtor.customer.id)).toBe(0);
    expect(await ledgerOf(debtor.customer.id)).toEqual([
      ['overpayment', TOTAL],
      ['refund', -TOTAL],
    ]);
    expect((await mailsTo(app, debtor.customer.email, 'credit_refunded'))[0]?.textBody).toContain(
      'van je tegoed teruggestort',
    );
    const twice = await app.admin('POST', `/api/admin/credit-payout-batches/${batchId}/sent`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ reason: 'payout_batch_changed' });
    expect(await ledgerOf(debtor.customer.id)).toHaveLength(2);
    await expectMoneyAddsUp(app, [debtor.customer]);

    // The bank's statement: the debit confirms it; a later return gives the credit back.
    const debit = statementOf('ing', [{ kind: 'payout', endToEndId: payout.endToEndId, amountCents: TOTAL }]);
    const imported = await uploadBankFile(app, 'camt.053.001.02', debit);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'payout_confirmed',
      endToEndId: payout.endToEndId,
    });
    expect((await payoutsOf(debtor.customer.id))[0]?.status).toBe('confirmed');
    const returned = statementOf('rabobank', [
      { kind: 'payout-return', endToEndId: payout.endToEndId, amountCents: TOTAL, reasonCode: 'AC04' },
    ]);
    const back = await uploadBankFile(app, 'camt.053.001.02', returned);
    expect(back.json().data.lines[0]).toMatchObject({ outcome: 'matched', actionCode: 'payout_returned' });
    expect((await payoutsOf(debtor.customer.id))[0]).toMatchObject({
      status: 'returned',
      returnReasonCode: 'AC04',
    });
    expect(await balanceOf(debtor.customer.id)).toBe(TOTAL);
    await expectMoneyAddsUp(app, [debtor.customer]);
  });

  it('a statement debit of a file never marked sent marks it sent: the money left', async () => {
    const debtor = await customerWithCredit('terug.afschrift@example.nl');
    const started = await startPayback(debtor.customer.id, { amountCents: 200 });
    const [payout] = started.json().data.payouts;
    expect(started.json().data.availableCents).toBe(TOTAL - 200);
    await app.admin('POST', `/api/admin/credit-payout-batches/${payout.batchId}/file`);
    const debit = statementOf('abn-amro', [
      { kind: 'payout', endToEndId: payout.endToEndId, amountCents: 200 },
    ]);
    const imported = await uploadBankFile(app, 'camt.053.001.02', debit);
    expect(imported.json().data.lines[0]).toMatchObject({
      outcome: 'matched',
      actionCode: 'payout_confirmed',
    });
    expect(await balanceOf(debtor.customer.id)).toBe(TOTAL - 200);
    expect((await payoutsOf(debtor.customer.id))[0]?.status).toBe('confirmed');
  });

  it('cancelled, nothing falls and the credit is free again', async () => {
    const debtor = await customerWithCredit('terug.geannuleerd@example.nl');
    const started = await startPayback(debtor.customer.id, {
      amountCents: 300,
      iban: 'NL91 ABNA 0417 1643 00',
    });
    expect(started.statusCode, started.body).toBe(200);
    const [payout] = started.json().data.payouts;
    expect(payout.iban).toBe('NL91ABNA0417164300');
    const cancelled = await app.admin('POST', `/api/admin/credit-payout-batches/${payout.batchId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled' });
    expect(cancelled.json().data.payouts[0]).toMatchObject({ status: 'cancelled' });
    expect(await balanceOf(debtor.customer.id)).toBe(TOTAL);
    expect(await ledgerOf(debtor.customer.id)).toEqual([['overpayment', TOTAL]]);
    const ledger = await app.admin('GET', `/api/admin/account-credit/${debtor.customer.id}`);
    expect(ledger.json().data.balance).toMatchObject({ balanceCents: TOTAL, payingBackCents: 0 });
    const sent = await app.admin('POST', `/api/admin/credit-payout-batches/${payout.batchId}/sent`);
    expect(sent.statusCode).toBe(409);
  });

  it('started twice with one key books one payout; parallel starts cannot pay back more than there is', async () => {
    const debtor = await customerWithCredit('terug.dubbel@example.nl');
    const [first, second] = [
      await startPayback(debtor.customer.id, { amountCents: 100 }, 'payback-dubbel-1'),
      await startPayback(debtor.customer.id, { amountCents: 100 }, 'payback-dubbel-1'),
    ];
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json().data.payouts.map((p: { id: string }) => p.id)).toEqual(
      first.json().data.payouts.map((p: { id: string }) => p.id),
    );
    expect(await payoutsOf(debtor.customer.id)).toHaveLength(1);

    const left = TOTAL - 100;
    const parallel = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        startPayback(debtor.customer.id, { amountCents: left }, `payback-parallel-${index}`),
      ),
    );
    expect(parallel.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of parallel.filter((response) => response.statusCode !== 200))
      expect([409, 422]).toContain(refused.statusCode);
    const reserved = (await payoutsOf(debtor.customer.id)).reduce(
      (sum, payout) => sum + payout.amountCents,
      0,
    );
    expect(reserved).toBe(TOTAL);
  });

  it('refuses a bad IBAN with 422 and changes nothing', async () => {
    const debtor = await customerWithCredit('terug.fout.iban@example.nl');
    const refused = await startPayback(debtor.customer.id, { iban: 'NL00ABNA0417164300' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toContainEqual(expect.objectContaining({ field: 'iban' }));
    expect(await payoutsOf(debtor.customer.id)).toEqual([]);
    expect(await balanceOf(debtor.customer.id)).toBe(TOTAL);
    const tooMuch = await startPayback(debtor.customer.id, { amountCents: TOTAL + 1 });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ reason: 'refund_exceeds_credit' });
    expect(await payoutsOf(debtor.customer.id)).toEqual([]);
  });
});
