import { writePain002 } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jobDependencies, scheduledJob, type TestApp } from '../../../test/test-app.ts';
import { sepaBatchItems, sepaMandates } from '../../db/schema/index.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { insertUser } from '../../db/seed/user-factory.ts';
import {
  type ClaimsApp,
  collectedEntry,
  mandateRow,
  openClaimsApp,
  returnEntry,
  sepaDebtor,
  statementOf,
  statusReportOf,
  submitBatch,
  uploadBankFile,
  writeDueBatch,
} from '../claims/claim-test-scenario.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('expire-mandates job', () => {
  it('expires mandates unused for 36 months, counting from the last collection or the signing', async () => {
    const db = t.database.db;
    const customer = await insertUser(db, { email: 'machtiging-oud@example.nl' });
    const neverUsed = await insertMandate(db, customer.id, { signedAt: '2023-11-20' });
    const usedLately = await insertMandate(db, customer.id, {
      signedAt: '2020-01-01',
      lastCollectionDate: '2024-01-05',
    });
    const justInTime = await insertMandate(db, customer.id, { signedAt: '2023-11-21' });
    const job = scheduledJob('expire-mandates');
    const deps = jobDependencies(t, db);

    expect(await job.run(deps, {})).toBe(1);
    const statusOf = async (id: string) =>
      (await db.select({ status: sepaMandates.status }).from(sepaMandates).where(eq(sepaMandates.id, id)))[0]
        ?.status;
    expect(await statusOf(neverUsed.id)).toBe('expired');
    expect(await statusOf(usedLately.id)).toBe('valid');
    expect(await statusOf(justInTime.id)).toBe('valid');
    expect(await job.run(deps, {})).toBe(0);
  });
});

// Issue 27: the 36 months count from the last collection that used the mandate, read from the collections.
describe('expire-mandates job after collections that did and did not happen', () => {
  let app: ClaimsApp;
  beforeAll(async () => {
    app = await openClaimsApp();
  });
  afterAll(() => app.t.close());

  const debtor = (email: string) => sepaDebtor(app, { email, mandate: { signedAt: '2026-10-01' } });
  const expireOn = (isoInstant: string) => {
    app.t.clock.set(new Date(isoInstant));
    return scheduledJob('expire-mandates').run(jobDependencies(app.t), {});
  };
  const statusOf = async (mandate: { id: string }) => (await mandateRow(app, mandate.id))?.status;

  it('counts a collected, refunded or still outstanding collection, never a rejected or cancelled one', async () => {
    // Saturday 21 November 2026: the first file collects on Tuesday 24 November.
    const rejected = await debtor('incasso-geweigerd@example.nl');
    const collected = await debtor('incasso-geind@example.nl');
    const refunded = await debtor('incasso-gestorneerd@example.nl');
    const atBank = await debtor('incasso-bij-de-bank@example.nl');
    const first = await writeDueBatch(app);
    expect(first.collectionDate).toBe('2026-11-24');
    await submitBatch(app, first);
    // Rejected by the bank before settlement (pain.002 TxSts RJCT); collected; collected, then refunded (MD06).
    const report = statusReportOf('ing', first, [{ claim: rejected, attempt: 1, reasonCode: 'AM04' }]);
    expect((await uploadBankFile(app, 'pain.002.001.03', report)).statusCode).toBe(200);
    const statement = statementOf('ing', [collectedEntry(collected, 1), collectedEntry(refunded, 1)]);
    expect((await uploadBankFile(app, 'camt.053.001.02', statement)).statusCode).toBe(200);
    const refund = statementOf('ing', [returnEntry(refunded, 1, 'MD06')]);
    expect((await uploadBankFile(app, 'camt.053.001.02', refund)).statusCode).toBe(200);

    // A file the bank refused whole (GrpSts RJCT): with it the AM04 retry of the rejected claim.
    const fileRejected = await debtor('bestand-geweigerd@example.nl');
    const second = await writeDueBatch(app);
    await submitBatch(app, second);
    const refusedFile = writePain002({
      bank: 'rabobank',
      originalMessageId: second.messageId,
      groupReasonCode: 'FF01',
      numberOfTransactions: second.numberOfTransactions,
      controlSumCents: second.controlSumCents,
      blocks: [],
    });
    expect((await uploadBankFile(app, 'pain.002.001.03', refusedFile)).statusCode).toBe(200);
    // A file cancelled before it went to the bank.
    const cancelled = await debtor('bestand-geannuleerd@example.nl');
    const third = await writeDueBatch(app);
    expect((await app.admin('POST', `/api/admin/sepa-batches/${third.id}/cancel`)).statusCode).toBe(200);

    const items = await app.t.database.db.select().from(sepaBatchItems);
    const itemsOf = (claim: { mandate: { id: string } }) =>
      items.filter((item) => item.mandateId === claim.mandate.id).map((item) => item.status);
    expect(itemsOf(rejected)).toEqual(['returned', 'returned']);
    expect(itemsOf(collected)).toEqual(['collected']);
    expect(itemsOf(refunded)).toEqual(['returned']);
    expect(itemsOf(atBank)).toEqual(['pending']);
    expect(itemsOf(fileRejected)).toEqual(['returned']);
    expect(itemsOf(cancelled)).toEqual(['cancelled']);

    // 36 months after 24 November 2026 less a day: only the mandates nothing was collected with lapse.
    expect(await expireOn('2029-11-23T00:30:00Z')).toBe(3);
    expect(await statusOf(rejected.mandate)).toBe('expired');
    expect(await statusOf(fileRejected.mandate)).toBe('expired');
    expect(await statusOf(cancelled.mandate)).toBe('expired');
    expect(await statusOf(collected.mandate)).toBe('valid');
    expect(await statusOf(refunded.mandate)).toBe('valid');
    expect(await statusOf(atBank.mandate)).toBe('valid');
    // On the 36 months' last day they hold; from the next day in Amsterdam (00:30 CET) the others lapse too.
    expect(await expireOn('2029-11-24T12:00:00Z')).toBe(0);
    expect(await expireOn('2029-11-24T23:30:00Z')).toBe(3);
    expect(await statusOf(collected.mandate)).toBe('expired');
  });
});
