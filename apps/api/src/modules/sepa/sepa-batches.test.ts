import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readPain008 } from '@hostportaal/sepa';
import { standardPath } from '@hostportaal/sepa/test-support';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { companySettings, invoices, sepaMandates } from '../../db/schema/index.ts';
import { insertInvoice } from '../../db/seed/invoice-factory.ts';
import { insertMandate } from '../../db/seed/mandate-factory.ts';
import { demoCompany } from '../../db/seed/portal-seed.ts';
import { insertAdmin, insertUser } from '../../db/seed/user-factory.ts';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(companySettings).values({ id: 1, ...demoCompany });
  const admin = await insertAdmin(t.database.db, { email: 'incasso-admin@example.nl' });
  adminToken = (await t.login(admin.email, 'Test!2026pass')).token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string) => t.inject({ method, url, headers: bearer(adminToken) });

// Today is 2026-11-21 (a Saturday); two TARGET2 business days later is Tuesday 2026-11-24.
async function sepaInvoice(email: string, overrides: { sentAt?: Date; dueDate?: string } = {}) {
  const customer = await insertUser(t.database.db, {
    email,
    street: 'Dorpsstraat',
    houseNumber: '1',
    zipcode: '1234 AB',
    city: 'Ëde',
  });
  const mandate = await insertMandate(t.database.db, customer.id);
  const { invoice } = await insertInvoice(t.database.db, {
    userId: customer.id,
    mandateId: mandate.id,
    issueDate: '2026-11-01',
    dueDate: overrides.dueDate ?? '2026-11-15',
    sentAt: overrides.sentAt ?? new Date('2026-11-01T09:00:00Z'),
    lines: [{ description: 'Webhosting', unitPriceCents: 1000 }],
  });
  return { customer, mandate, invoice };
}

describe('SEPA batches', () => {
  it('writes a valid pain.008 of the due invoices, marks them pending and keeps the file with its hash', async () => {
    const due = await sepaInvoice('incasso1@example.nl');
    const tooRecent = await sepaInvoice('incasso2@example.nl', { sentAt: new Date('2026-11-20T09:00:00Z') });
    const notDue = await sepaInvoice('incasso3@example.nl', { dueDate: '2026-12-20' });

    const created = await call('POST', '/api/admin/sepa-batches');
    expect(created.statusCode).toBe(201);
    const batch = created.json().data.batch;
    expect(batch).toMatchObject({
      status: 'created',
      collectionDate: '2026-11-24',
      version: 'pain.008.001.08',
      numberOfTransactions: 1,
      controlSumCents: 1210,
    });

    const download = await call('GET', `/api/admin/sepa-batches/${batch.id}/file`);
    expect(download.headers['content-disposition']).toContain(`${batch.messageId}.xml`);
    const folder = mkdtempSync(path.join(os.tmpdir(), 'batch-'));
    const file = path.join(folder, 'batch.xml');
    writeFileSync(file, download.rawPayload);
    execFileSync('xmllint', ['--noout', '--schema', standardPath('pain.008.001.08'), file], {
      stdio: 'pipe',
    });
    const read = readPain008(download.body);
    const [information] = read.paymentInformations;
    expect(information).toMatchObject({ sequenceType: 'FRST', collectionDate: '2026-11-24' });
    expect(information?.transactions[0]).toMatchObject({
      amountCents: 1210,
      mandateId: due.mandate.reference,
      debtorAddress: expect.objectContaining({ townName: 'Ede' }),
    });
    expect(read.creditor.creditorId).toBe(demoCompany.creditorId);

    const statusOf = async (id: string) =>
      (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]?.status;
    expect(await statusOf(due.invoice.id)).toBe('pending');
    expect(await statusOf(tooRecent.invoice.id)).toBe('open');
    expect(await statusOf(notDue.invoice.id)).toBe('open');
    const [mandate] = await t.database.db
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.id, due.mandate.id));
    expect(mandate?.firstCollectionDone).toBe(true);

    // Nothing else is due: a second click makes no batch and never collects an invoice twice.
    const again = await call('POST', '/api/admin/sepa-batches');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.batch).toBeNull();

    const cancelled = await call('POST', `/api/admin/sepa-batches/${batch.id}/cancel`);
    expect(cancelled.json().data.batch.status).toBe('cancelled');
    expect(await statusOf(due.invoice.id)).toBe('overdue');
    const [reverted] = await t.database.db
      .select()
      .from(sepaMandates)
      .where(eq(sepaMandates.id, due.mandate.id));
    expect(reverted?.firstCollectionDone).toBe(false);

    // Cancelled invoices are collected again in the next batch, with a new EndToEndId.
    const next = await call('POST', '/api/admin/sepa-batches');
    expect(next.statusCode).toBe(201);
    const submitted = await call('POST', `/api/admin/sepa-batches/${next.json().data.batch.id}/submit`);
    expect(submitted.json().data.batch.status).toBe('submitted');
    const cancelSubmitted = await call('POST', `/api/admin/sepa-batches/${next.json().data.batch.id}/cancel`);
    expect(cancelSubmitted.statusCode).toBe(409);
    // Paged on the server and filtered by status (both batches have the test clock's time: no order between them).
    const list = (await call('GET', '/api/admin/sepa-batches')).json().data;
    expect(list.batches.map((row: { status: string }) => row.status).sort()).toEqual([
      'cancelled',
      'submitted',
    ]);
    expect(list.pagination).toEqual({ page: 1, limit: 20, totalItems: 2, totalPages: 1 });
    const pages = await Promise.all(
      [1, 2].map(
        async (page) => (await call('GET', `/api/admin/sepa-batches?page=${page}&limit=1`)).json().data,
      ),
    );
    expect(pages.flatMap((page) => page.batches.map((row: { id: string }) => row.id)).sort()).toEqual(
      [batch.id, next.json().data.batch.id].sort(),
    );
    expect(pages[1].pagination).toEqual({ page: 2, limit: 1, totalItems: 2, totalPages: 2 });
    const cancelledOnly = (await call('GET', '/api/admin/sepa-batches?status=cancelled')).json().data;
    expect(cancelledOnly.batches.map((row: { id: string }) => row.id)).toEqual([batch.id]);
    expect((await call('GET', '/api/admin/sepa-batches?limit=500')).statusCode).toBe(422);
  });

  it('tells the bank about a changed IBAN once, SMNDA for another bank, and again after a cancel', async () => {
    const mandateOf = async (id: string) =>
      (await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, id)))[0];
    const moved = await sepaInvoice('naar-ing@example.nl');
    const sameBank = await sepaInvoice('binnen-abn@example.nl');
    await t.database.db
      .update(sepaMandates)
      .set({
        firstCollectionDone: true,
        iban: 'NL69INGB0123456789',
        originalIban: 'NL91ABNA0417164300',
        amendmentPending: true,
      })
      .where(eq(sepaMandates.id, moved.mandate.id));
    await t.database.db
      .update(sepaMandates)
      .set({
        firstCollectionDone: true,
        iban: 'NL02ABNA0123456789',
        originalIban: 'NL91ABNA0417164300',
        amendmentPending: true,
      })
      .where(eq(sepaMandates.id, sameBank.mandate.id));

    const batch = (await call('POST', '/api/admin/sepa-batches')).json().data.batch;
    const read = readPain008((await call('GET', `/api/admin/sepa-batches/${batch.id}/file`)).body);
    const transactions = read.paymentInformations.flatMap((information) => information.transactions);
    const byMandate = new Map(transactions.map((transaction) => [transaction.mandateId, transaction]));
    expect(byMandate.get(moved.mandate.reference)?.amendment).toEqual({
      originalDebtorIban: undefined,
      otherBank: true,
    });
    expect(byMandate.get(sameBank.mandate.reference)?.amendment).toEqual({
      originalDebtorIban: 'NL91ABNA0417164300',
    });
    expect((await mandateOf(moved.mandate.id))?.amendmentPending).toBe(false);

    // Cancelled before it reached the bank: the next file must carry the amendment again.
    await call('POST', `/api/admin/sepa-batches/${batch.id}/cancel`);
    expect(await mandateOf(moved.mandate.id)).toMatchObject({
      amendmentPending: true,
      originalIban: 'NL91ABNA0417164300',
      firstCollectionDone: true,
    });
    const next = (await call('POST', '/api/admin/sepa-batches')).json().data.batch;
    const again = readPain008((await call('GET', `/api/admin/sepa-batches/${next.id}/file`)).body);
    const amended = again.paymentInformations
      .flatMap((information) => information.transactions)
      .filter((transaction) => transaction.amendment !== null);
    expect(amended.map((transaction) => transaction.mandateId).sort()).toEqual(
      [moved.mandate.reference, sameBank.mandate.reference].sort(),
    );
    await call('POST', `/api/admin/sepa-batches/${next.id}/cancel`);
  });

  it('refuses without an incassant-ID and for customers', async () => {
    await t.database.db.update(companySettings).set({ creditorId: null });
    try {
      const refused = await call('POST', '/api/admin/sepa-batches');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toContain('incassant-ID');
    } finally {
      await t.database.db.update(companySettings).set({ creditorId: demoCompany.creditorId });
    }
    const customer = await insertUser(t.database.db, { email: 'geen-incasso@example.nl' });
    const { token } = await t.login(customer.email, 'Test!2026pass');
    const response = await t.inject({
      method: 'POST',
      url: '/api/admin/sepa-batches',
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(403);
  });
});
