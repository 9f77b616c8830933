// Times GET /api/admin/analytics (issue 7) on the bench data set: the real API in this process, one request
// at a time (the section asks once per timeframe and per 30-second refresh), and each statement it sent
// timed with psql. Runs on its own copy of the bench database, because it adds what the generator does not
// make and the other benches must not see: a year of SEPA batches and their debits (collected, returned
// with reason codes), collection cases, and some ended subscriptions (churn).
// Usage: npm run bench -- analytics [database]   (default hostportaal_bench_analytics, copied from
// hostportaal_bench when missing: `create database … template hostportaal_bench strategy file_copy`)
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { fixedClock } from '../apps/api/src/clock.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { BENCH_ADMIN, ensureBenchAdmin } from './lib/bench-admin.ts';
import { BENCH_NOW, DEFAULT_DATABASE, databaseUrl, median, timed } from './lib/bench-config.ts';
import { psqlMedianMs } from './lib/psql-timing.ts';
import { captureQueries, inlineParameters } from './lib/sql-capture.ts';

export const ANALYTICS_DATABASE = 'hostportaal_bench_analytics';
const TIMEFRAMES = ['7d', '30d', '90d', '12m'] as const;
const REQUESTS = Number(process.env.BENCH_REPETITIONS ?? 9);
const GOAL_MS = 500;

async function ensureDatabase(name: string) {
  const client = new pg.Client({ connectionString: databaseUrl('postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await timed(`copy ${DEFAULT_DATABASE} to ${name}`, () =>
        client.query(`create database "${name}" template "${DEFAULT_DATABASE}" strategy file_copy`),
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * What the analytics read beyond invoices and subscriptions, derived from the generated invoices (md5 of the
 * id decides, so every run makes the same): one submitted batch per collection date of the last 13 months'
 * direct-debit invoices; a debit per invoice, collected when paid, returned when failed or overdue (reason
 * codes spread like real returns, MD06 among them), pending when pending; a collection case per claim in
 * default, its stage spread over the funnel, and a resolved-paid case for 1 in 200 paid invoices; 2% of
 * subscriptions ended in the last year.
 */
async function addAnalyticsData(database: Database) {
  const db = database.db;
  const existing = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from sepa_batch_items`,
  );
  if ((existing.rows[0]?.count ?? 0) > 0) return;
  const since = '2025-10-01';
  await timed('sepa_batches: one per collection date', () =>
    db.execute(sql`insert into sepa_batches (message_id, status, collection_date, version, number_of_transactions,
        control_sum_cents, file, sha256, created_at, submitted_at)
      select 'BENCH-' || to_char(due_date, 'YYYYMMDD'), 'submitted', due_date, 'pain.008.001.08', count(*),
        sum(total_cents), '\\x'::bytea, '', due_date - 3, due_date - 2
      from invoices where payment_type = 'sepa' and kind = 'invoice' and issue_date >= ${since}::date
      group by due_date`),
  );
  await timed('sepa_batch_items: a debit per sepa invoice', () =>
    db.execute(sql`insert into sepa_batch_items (batch_id, invoice_id, mandate_id, end_to_end_id, sequence_type,
        amount_cents, status, return_reason_code)
      select b.id, i.id, i.mandate_id, i.invoice_number || '-1',
        (case when i.issue_date < '2025-10-15' then 'FRST' else 'RCUR' end)::sepa_sequence_type, i.total_cents,
        (case i.status when 'paid' then 'collected' when 'pending' then 'pending' else 'returned' end)::sepa_item_status,
        case when i.status in ('failed', 'overdue') then
          (array['AM04', 'AM04', 'AM04', 'MD06', 'MS02', 'MS03', 'AC04', 'MD01'])[1 + abs(hashtext(i.id::text)) % 8]
        end
      from invoices i join sepa_batches b on b.collection_date = i.due_date
      where i.payment_type = 'sepa' and i.kind = 'invoice' and i.issue_date >= ${since}::date`),
  );
  await timed('collection_cases: claims in default + paid', () =>
    db.execute(sql`insert into collection_cases (invoice_id, user_id, subscription_id, stage, opened_at, stage_changed_at,
        resolved_at, resolution)
      select i.id, i.user_id, i.subscription_id,
        (case when i.status = 'paid' then 'resolved'
          else (array['initial_notice', 'first_reminder', 'second_reminder', 'final_notice', 'legal_action'])
            [1 + abs(hashtext(i.id::text)) % 5] end)::collection_stage,
        (i.due_date + 3)::timestamp at time zone 'Europe/Amsterdam',
        (i.due_date + 3)::timestamp at time zone 'Europe/Amsterdam',
        case when i.status = 'paid' then coalesce(i.paid_at, (i.due_date + 20)::timestamp at time zone 'Europe/Amsterdam') end,
        (case when i.status = 'paid' then 'paid' end)::collection_resolution
      from invoices i
      where i.kind = 'invoice' and (i.status in ('failed', 'overdue')
        or (i.status = 'paid' and abs(hashtext(i.id::text)) % 200 = 0))`),
  );
  await timed('subscriptions: 2% ended in the last year', () =>
    db.execute(sql`update subscriptions set status = 'cancelled', service_status = 'cancelled_expired',
        next_billing_date = null, end_date = '2025-11-25'::date + abs(hashtext(id::text)) % 360,
        cancelled_at = ('2025-11-25'::date + abs(hashtext(id::text)) % 360 - 30)::timestamp
      where abs(hashtext(id::text) / 7) % 50 = 0`),
  );
  await timed('analyze', () =>
    db.execute(sql`analyze sepa_batches, sepa_batch_items, collection_cases, subscriptions, invoices`),
  );
}

/**
 * The bench data set with a year of debits, cases and churn, copied from hostportaal_bench and filled on
 * first use; the load bench (issue 9) runs on it too, since the collection and SEPA screens read that data.
 */
export async function prepareAnalyticsDatabase(name: string = ANALYTICS_DATABASE): Promise<Database> {
  await ensureDatabase(name);
  const database = await openDatabase({ databaseUrl: databaseUrl(name) });
  const sizes = await database.db.execute(sql`select
    (select count(*)::int from invoices) as invoices, (select count(*)::int from subscriptions) as subscriptions,
    (select count(*)::int from sepa_batch_items) as debits, (select count(*)::int from collection_cases) as cases`);
  console.log(`  data before: ${JSON.stringify(sizes.rows[0])}`);
  await addAnalyticsData(database);
  await ensureBenchAdmin(database.db);
  return database;
}

export async function benchAnalytics(name: string = ANALYTICS_DATABASE) {
  const url = databaseUrl(name);
  const database = await prepareAnalyticsDatabase(name);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DATABASE_URL: url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: '/tmp/hostportaal-bench',
  });
  const app = await buildApp({ config, db: database.db, clock: fixedClock(BENCH_NOW) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_ADMIN),
  });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const ask = async (timeframe: string) => {
    const response = await fetch(`${base}/api/admin/analytics?timeframe=${timeframe}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status !== 200) throw new Error(`analytics ${timeframe}: ${response.status}`);
    return response.text();
  };
  const rows: string[] = [];
  try {
    for (const timeframe of TIMEFRAMES) {
      await ask(timeframe);
      const times: number[] = [];
      for (let request = 0; request < REQUESTS; request++) {
        const started = performance.now();
        await ask(timeframe);
        times.push(performance.now() - started);
      }
      const captured = await captureQueries(() => ask(timeframe));
      const statements = captured
        .filter((query) => !query.text.includes('refresh_tokens'))
        .map(inlineParameters);
      const statementMs = psqlMedianMs(url, statements, 5);
      const slowest = Math.max(...statementMs);
      const mid = median(times);
      rows.push(
        `| ${timeframe} | ${Math.min(...times).toFixed(0)} | ${mid.toFixed(0)} | ${Math.max(...times).toFixed(0)} | ${slowest.toFixed(0)} | ${statementMs.reduce((sum, ms) => sum + ms, 0).toFixed(0)} | < ${GOAL_MS} ms | ${mid < GOAL_MS ? 'yes' : 'no'} |`,
      );
      if (timeframe === '12m') {
        console.log('\n  12m statements (psql median ms):');
        statements.forEach((statement, index) => {
          const ms = statementMs[index] ?? 0;
          console.log(`  ${ms.toFixed(1).padStart(8)}  ${statement.replace(/\s+/g, ' ').slice(0, 110)}`);
        });
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
  console.log(
    `\n| Timeframe | Min (ms) | Median (ms) | Max (ms) | Slowest statement (ms) | Statements summed (ms) | Goal | Met |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|:---:|');
  for (const row of rows) console.log(row);
}
