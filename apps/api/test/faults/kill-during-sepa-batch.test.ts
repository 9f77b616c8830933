import { readPain008 } from '@hostportaal/sepa';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../test-database.ts';
import { insertInvoicesDueForCollection } from './bulk-customers.ts';
import {
  callApi,
  describeOnPostgres,
  loginNewAdmin,
  waitForUncommittedStatement,
  withWritesHeld,
} from './fault-harness.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

let database: Database;
let server: ServerProcess | undefined;
let invoiceCount = 0;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  database = await createTestDatabase();
  invoiceCount = await insertInvoicesDueForCollection(database.db, { customers: 3_000, periods: 2 });
});
afterAll(async () => {
  await server?.kill();
  await database?.close();
});

async function snapshot() {
  const result = await database.db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from sepa_batches) as batches,
      (select count(*)::int from sepa_batch_items) as items,
      (select count(*)::int from invoices where status = 'pending' and submitted_for_collection_at is not null)
        as pending_invoices,
      (select count(*)::int from sepa_mandates where first_collection_done) as mandates_collected,
      (select count(*)::int from activity_log where type = 'invoice_sent_to_collection') as activities`);
  return result.rows[0];
}

describeOnPostgres('kill -9 while a SEPA batch is written (real server process, PostgreSQL)', () => {
  it('leaves no trace of the half-written batch; the next attempt puts every invoice in one whole batch', async () => {
    server = await startServerProcess({ databaseUrl: database.url as string });
    const token = await loginNewAdmin(database.db, server.url);

    // The admin clicks "create batch"; the server dies while it writes the batch's items.
    const { interrupted } = await withWritesHeld(database.db, 'sepa_batch_items', async () => {
      const request = callApi(server?.url as string, token, 'POST', '/api/admin/sepa-batches').catch(
        (error: Error) => error,
      );
      await waitForUncommittedStatement(database.db, '^insert into "sepa_batch_items"');
      await server?.kill();
      return { interrupted: request };
    });
    expect(await interrupted).toBeInstanceOf(Error);
    expect(await snapshot()).toEqual({
      batches: 0,
      items: 0,
      pending_invoices: 0,
      mandates_collected: 0,
      activities: 0,
    });

    // After the restart the admin clicks again.
    server = await startServerProcess({ databaseUrl: database.url as string });
    const created = await callApi(server.url, token, 'POST', '/api/admin/sepa-batches');
    expect(created.status).toBe(201);
    const batch = (
      created.body.data as { batch: { id: string; numberOfTransactions: number; controlSumCents: number } }
    ).batch;
    expect(batch.numberOfTransactions).toBe(invoiceCount);
    expect(await snapshot()).toEqual({
      batches: 1,
      items: invoiceCount,
      pending_invoices: invoiceCount,
      mandates_collected: 3_000,
      activities: 1,
    });

    // The stored file, the batch's totals and its items tell the same story: each invoice once, in full.
    const items = await database.db.execute<Record<string, number>>(sql`
      select count(*)::int as items, count(distinct i.invoice_id)::int as invoices,
        sum(i.amount_cents)::int as cents,
        count(*) filter (where i.amount_cents <> v.total_cents - v.paid_cents)::int as wrong_amounts
      from sepa_batch_items i join invoices v on v.id = i.invoice_id
      where i.batch_id = ${batch.id}::uuid`);
    expect(items.rows[0]).toEqual({
      items: invoiceCount,
      invoices: invoiceCount,
      cents: batch.controlSumCents,
      wrong_amounts: 0,
    });
    const file = await fetch(`${server.url}/api/admin/sepa-batches/${batch.id}/file`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const transactions = readPain008(await file.text()).paymentInformations.flatMap(
      (information) => information.transactions,
    );
    expect(transactions).toHaveLength(invoiceCount);
    expect(transactions.reduce((sum, transaction) => sum + transaction.amountCents, 0)).toBe(
      batch.controlSumCents,
    );

    // A third click finds nothing left to collect: no debit goes into two batches.
    const again = await callApi(server.url, token, 'POST', '/api/admin/sepa-batches');
    expect(again.body.data).toEqual({ batch: null, leftOut: { claims: [], total: 0 } });
  }, 120_000);
});
