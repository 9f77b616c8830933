import { addMonths, amsterdamToday } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createTestDatabase } from '../test-database.ts';
import { insertBulkCustomers } from './bulk-customers.ts';
import {
  callApi,
  describeOnPostgres,
  loginNewAdmin,
  startBillingRunAsAdmin,
  waitFor,
  waitForFinishedBillingRun,
} from './fault-harness.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// Every customer is months behind: the run bills one month for all of them per committed pass.
const CUSTOMERS = 1_000;
const PERIODS = 8;
const today = amsterdamToday(new Date());
const firstPeriodStart = addMonths(today, -(PERIODS - 1));

let database: Database;
let server: ServerProcess | undefined;

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  database = await createTestDatabase();
  await insertBulkCustomers(database.db, { count: CUSTOMERS, firstPeriodStart });
});
afterAll(async () => {
  await server?.kill();
  await database?.close();
});

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const result = await database.db.execute<{ count: number }>(query);
  return Number(result.rows[0]?.count);
}

const invoiceCount = () => count(sql`select count(*) from invoices`);

/** Whatever was written is whole: numbered 1…n without gaps, each with its line and matching totals. */
async function expectWholeInvoices(expected: number) {
  const year = Number(today.slice(0, 4));
  expect(await invoiceCount()).toBe(expected);
  const numbering = await database.db.execute<Record<string, number | string>>(sql`
    select min(sequence) as first, max(sequence) as last, count(distinct sequence)::int as distinct_numbers,
      count(distinct payment_reference)::int as distinct_references,
      count(*) filter (where invoice_number <> year || '-' || lpad(sequence::text, 6, '0'))::int as misnumbered,
      (select last_sequence from invoice_number_series where year = ${year}) as counter,
      (select last_sequence from payment_reference_series where year = ${year}) as reference_counter
    from invoices where year = ${year}`);
  expect(numbering.rows[0]).toEqual({
    first: 1,
    last: expected,
    distinct_numbers: expected,
    distinct_references: expected,
    misnumbered: 0,
    counter: expected,
    reference_counter: expected,
  });
  expect(
    await count(sql`
      select count(*) from invoices i
      where i.subtotal_cents + i.vat_cents <> i.total_cents
        or (select count(*) from invoice_lines l where l.invoice_id = i.id) <> 1
        or not exists (select 1 from invoice_lines l where l.invoice_id = i.id and l.net_cents = i.subtotal_cents
          and l.vat_cents = i.vat_cents and l.total_cents = i.total_cents)`),
  ).toBe(0);
  expect(
    await count(sql`
      select count(*) from (select 1 from invoices group by subscription_id, period_start having count(*) > 1) d`),
  ).toBe(0);
}

describeOnPostgres('kill -9 during a billing run (real server process, PostgreSQL)', () => {
  it('keeps the committed months whole; after a restart the retried job bills each month exactly once', async () => {
    server = await startServerProcess({ databaseUrl: database.url as string });
    const token = await loginNewAdmin(database.db, server.url);
    const killedRunId = await startBillingRunAsAdmin(server.url, token);

    // At least one month committed for everyone, and the run still busy with the next ones.
    await waitFor('the first committed pass', async () =>
      (await invoiceCount()) >= CUSTOMERS ? true : undefined,
    );
    await server.kill();
    const survived = await invoiceCount();
    expect(survived).toBeLessThan(CUSTOMERS * PERIODS);
    expect(survived % CUSTOMERS).toBe(0);
    await expectWholeInvoices(survived);

    // The admin restarts the server; the killed run is still the one in progress (within its job's time
    // limit), so starting another is refused with the time it started (issue 27).
    server = await startServerProcess({ databaseUrl: database.url as string });
    const again = await callApi(server.url, token, 'POST', '/api/admin/billing-runs');
    expect(again).toMatchObject({
      status: 409,
      body: { reason: 'billing_run_in_progress', params: { runId: killedRunId } },
    });
    // The heartbeat handed the killed attempt back to the queue; its retry (1–2 minutes later) goes on with
    // the same run and bills every month left, each once.
    const finished = await waitForFinishedBillingRun(server.url, token, killedRunId, 240_000);
    expect(finished.invoicesCreated).toBe(CUSTOMERS * PERIODS);
    await expectWholeInvoices(CUSTOMERS * PERIODS);
    expect(await count(sql`select count(*) from billing_runs`)).toBe(1);
    expect(
      await count(
        sql`select count(*) from subscriptions where next_billing_date <> ${addMonths(firstPeriodStart, PERIODS)}::date`,
      ),
    ).toBe(0);
    const killedJob = await database.db.execute<{ state: string; retry_count: number }>(
      sql`select state, retry_count from pgboss.job where name = 'billing-run' and data->>'runId' = ${killedRunId}`,
    );
    expect(killedJob.rows).toEqual([{ state: 'completed', retry_count: 1 }]);
    // Once it has finished, a new run starts (and finds nothing left to bill).
    const rerunId = await startBillingRunAsAdmin(server.url, token);
    expect((await waitForFinishedBillingRun(server.url, token, rerunId)).invoicesCreated).toBe(0);
  }, 360_000);
});
