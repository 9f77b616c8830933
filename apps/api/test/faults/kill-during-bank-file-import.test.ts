import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { camt053 } from '../../src/modules/sepa/camt-test-support.ts';
import { createSepaBatch } from '../../src/modules/sepa/create-sepa-batch.ts';
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
let collections: { endToEndId: string; amount: string }[] = [];

// A batch of collections at the bank; the statement that reports every one of them as collected.
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  database = await createTestDatabase();
  await insertInvoicesDueForCollection(database.db, { customers: 3_000, periods: 2 });
  await createSepaBatch(database.db, { id: null, now: new Date() });
  const items = await database.db.execute<{ end_to_end_id: string; amount_cents: number }>(
    sql`select end_to_end_id, amount_cents from sepa_batch_items order by end_to_end_id`,
  );
  collections = items.rows.map((item) => ({
    endToEndId: item.end_to_end_id,
    amount: (item.amount_cents / 100).toFixed(2),
  }));
});
afterAll(async () => {
  await server?.kill();
  await database?.close();
});

function statement(messageId: string) {
  return camt053(
    messageId,
    collections.map(({ endToEndId, amount }) => ({
      amount,
      creditDebit: 'CRDT',
      family: 'IDDT',
      endToEndId,
    })),
  );
}

async function ledger() {
  const result = await database.db.execute<Record<string, number>>(sql`
    select
      (select count(*)::int from bank_file_imports) as imports,
      (select count(*)::int from payments) as payments,
      (select count(distinct external_id)::int from payments) as distinct_lines,
      (select count(*)::int from sepa_batch_items where status = 'collected') as collected_items,
      (select count(*)::int from invoices where status = 'paid' and paid_cents = total_cents) as paid_invoices`);
  return result.rows[0];
}

describeOnPostgres('kill -9 during a bank-file import (real server process, PostgreSQL)', () => {
  it('books nothing of the interrupted import; uploading the file again books each line exactly once', async () => {
    const lines = collections.length;
    const content = statement('FAULTS-CAMT-1');
    server = await startServerProcess({ databaseUrl: database.url as string });
    const token = await loginNewAdmin(database.db, server.url);

    // The server dies once the import has started writing what the statement's lines do.
    const { interrupted } = await withWritesHeld(database.db, 'sepa_batch_items', async () => {
      const request = callApi(server?.url as string, token, 'POST', '/api/admin/bank-files', {
        fileName: 'camt053.xml',
        content,
      }).catch((error: Error) => error);
      await waitForUncommittedStatement(database.db, '^\\s*update sepa_batch_items');
      await server?.kill();
      return { interrupted: request };
    });
    expect(await interrupted).toBeInstanceOf(Error);
    expect(await ledger()).toEqual({
      imports: 0,
      payments: 0,
      distinct_lines: 0,
      collected_items: 0,
      paid_invoices: 0,
    });

    // The admin uploads the same file after the restart: it is not taken for one already imported.
    server = await startServerProcess({ databaseUrl: database.url as string });
    const upload = (fileName: string, body: string) =>
      callApi(server?.url as string, token, 'POST', '/api/admin/bank-files', { fileName, content: body });
    const imported = await upload('camt053.xml', content);
    expect(imported.status).toBe(200);
    expect(imported.body.data).toMatchObject({
      alreadyImported: false,
      import: { matched: lines, alreadyKnown: 0, unmatched: 0 },
    });
    const booked = {
      imports: 1,
      payments: lines,
      distinct_lines: lines,
      collected_items: lines,
      paid_invoices: lines,
    };
    expect(await ledger()).toEqual(booked);

    // The same file once more, and a later statement repeating the same lines, book nothing twice.
    expect((await upload('camt053.xml', content)).body.data).toMatchObject({ alreadyImported: true });
    const repeated = await upload('camt053-repeated.xml', statement('FAULTS-CAMT-2'));
    expect(repeated.body.data).toMatchObject({
      alreadyImported: false,
      import: { matched: 0, alreadyKnown: lines },
    });
    expect(await ledger()).toEqual({ ...booked, imports: 2 });
  }, 120_000);
});
