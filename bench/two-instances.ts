// Two API processes on one database behind a round-robin proxy (issue 9): scheduled jobs run once per
// occurrence, a job triggered through both instances at once has its effect once, and the request-rate
// limits count together through Redis (decision 021) — and, as the control, apart without it.
// Usage: npm run bench -- two-instances [database]   (default hostportaal_bench_instances, dropped and
// made again with the demo data: pg-boss's crons write into it, so it is never the 100k bench data set)
import { amsterdamToday } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { systemClock } from '../apps/api/src/clock.ts';
import { type Database, migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/db/seed/demo-seed.ts';
import { type ApiProcess, startApiProcess } from './lib/api-process.ts';
import { BENCH_ADMIN, ensureBenchAdmin } from './lib/bench-admin.ts';
import { databaseUrl, timed } from './lib/bench-config.ts';
import { startRoundRobinProxy } from './lib/round-robin-proxy.ts';

const INSTANCES_DATABASE = 'hostportaal_bench_instances';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Cron minutes to watch; the provisioning job is scheduled every minute on both instances. */
const CRON_MINUTES = Number(process.env.BENCH_CRON_MINUTES ?? 2);
// One client address per run (TEST-NET-2), so the per-IP reset limit (10 an hour) of an earlier run
// within the hour does not decide this run's answers.
const CLIENT_IP = `198.51.100.${1 + (Math.floor(Date.now() / 1000) % 254)}`;

async function recreateDatabase(name: string): Promise<Database> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: databaseUrl(name) });
  await migrateDatabase(database);
  return database;
}

/** The demo data, with every active subscription due today so a billing run has work. */
async function seedDueSubscriptions(database: Database, today: string): Promise<number> {
  await seedDemoData(database.db, { today, customers: 50, collectionHistory: false });
  await ensureBenchAdmin(database.db);
  const due = await database.db.execute(sql`update subscriptions set next_billing_date = ${today}::date
    where status = 'active' and next_billing_date is not null`);
  return due.rowCount ?? 0;
}

function startInstances(url: string, env: Record<string, string>): Promise<ApiProcess[]> {
  // One after the other: both run the app's migrator and pg-boss's schema check at start-up.
  return ['A', 'B'].reduce<Promise<ApiProcess[]>>(
    async (started, name) => [
      ...(await started),
      // Behind the round-robin proxy on this host: its X-Forwarded-For names the client.
      await startApiProcess({
        name,
        databaseUrl: url,
        env: { LOG_LEVEL: 'info', TRUSTED_PROXIES: '127.0.0.1,::1', ...env },
      }),
    ],
    Promise.resolve([]),
  );
}

async function post(base: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': CLIENT_IP,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, instance: response.headers.get('x-bench-instance'), text };
}

/** Lines an instance logged with this message (pino JSON at LOG_LEVEL=info). */
function logged(instance: ApiProcess, message: string): Record<string, unknown>[] {
  return instance
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"msg":"${message}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function showCronRunsOnce(database: Database, instances: ApiProcess[]) {
  console.log(`\n(a) Scheduled job: 'provisioning' (cron * * * * *), scheduled by both instances`);
  const started = new Date();
  await timed(`waiting ${CRON_MINUTES} cron minutes`, async () => {
    const deadline = Date.now() + CRON_MINUTES * 60_000 + 35_000;
    while (Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5_000));
  });
  // pg-boss files each due occurrence as one __pgboss__send-it job per minute slot (its singleton), which
  // forwards it to the queue; the queue's jobs are what ran.
  const { rows } = await database.db.execute<{
    name: string;
    slot: string | null;
    created: string;
    state: string;
  }>(sql`
    select name, to_char(singleton_on, 'HH24:MI') as slot, to_char(created_on at time zone 'UTC', 'HH24:MI:SS') as created,
      state::text as state
    from pgboss.job
    where (name = 'provisioning' or (name = '__pgboss__send-it' and singleton_key like 'provisioning%'))
      and created_on >= ${started.toISOString()}::timestamptz
    order by created_on`);
  const schedules = await database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from pgboss.schedule where name = 'provisioning'`,
  );
  const occurrences = rows.filter((row) => row.name !== 'provisioning');
  const jobs = rows.filter((row) => row.name === 'provisioning');
  console.log(
    `  schedule rows for the queue: ${schedules.rows[0]?.count} (both instances called schedule())`,
  );
  console.log(`  occurrences filed (UTC minute slots): ${occurrences.map((row) => row.slot).join(', ')}`);
  console.log(
    `  provisioning jobs created (UTC): ${jobs.map((row) => `${row.created} ${row.state}`).join(', ')}`,
  );
  console.log(`  → ${occurrences.length} occurrences, ${jobs.length} jobs`);
  for (const instance of instances)
    console.log(`  instance ${instance.name}: job errors logged: ${logged(instance, 'job failed').length}`);
}

async function showTriggeredJobOnce(
  database: Database,
  proxyBase: string,
  instances: ApiProcess[],
  due: number,
) {
  console.log(
    `\n(b) Billing run started through both instances at the same moment (${due} subscriptions due)`,
  );
  const login = await post(proxyBase, '/auth/login', BENCH_ADMIN);
  const token = (JSON.parse(login.text) as { data: { accessToken: string } }).data.accessToken;
  const [first, second] = await Promise.all([
    post(proxyBase, '/api/admin/billing-runs', {}, token),
    post(proxyBase, '/api/admin/billing-runs', {}, token),
  ]);
  console.log(
    `  POST /api/admin/billing-runs → ${first?.status} via ${first?.instance}, ${second?.status} via ${second?.instance}`,
  );
  const deadline = Date.now() + 120_000;
  let runs: { status: string; invoices_created: number | null }[] = [];
  while (Date.now() < deadline) {
    const result = await database.db.execute<{ status: string; invoices_created: number | null }>(
      sql`select status::text, invoices_created from billing_runs order by started_at`,
    );
    runs = result.rows;
    // One billing run at a time (issue 27): the second start is refused with 409, so one run is recorded.
    if (runs.length >= 1 && runs.every((run) => run.status !== 'running')) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  console.log(
    `  billing runs: ${runs.map((run) => `${run.status} with ${run.invoices_created} invoices`).join('; ')}`,
  );
  const invoices = await database.db.execute<{ subscriptions: number; invoices: number; most: number }>(sql`
    select count(*)::int as subscriptions, coalesce(sum(n), 0)::int as invoices, coalesce(max(n), 0)::int as most
    from (select subscription_id, count(*) as n from invoices
      where billing_run_id is not null group by subscription_id) per_subscription`);
  const counts = invoices.rows[0];
  console.log(
    `  invoices made by the runs: ${counts?.invoices} for ${counts?.subscriptions} subscriptions (at most ${counts?.most} per subscription)`,
  );
  for (const instance of instances) {
    const billing = logged(instance, 'job finished').filter((line) => line.job === 'billing-run');
    console.log(
      `  instance ${instance.name} logged billing-run finished with invoices: ${billing.map((line) => line.affected).join(', ') || 'none'}`,
    );
  }
}

async function showRateLimit(proxyBase: string, label: string) {
  const email = `bench-reset-${Date.now()}@hostportaal.test`;
  const answers = [];
  for (let attempt = 1; attempt <= 4; attempt++)
    answers.push(await post(proxyBase, '/auth/forgot-password', { email }));
  console.log(
    `  ${label}: ${answers.map((answer, index) => `#${index + 1} ${answer.status} (${answer.instance})`).join(', ')}`,
  );
  return answers;
}

export async function benchTwoInstances(name: string = INSTANCES_DATABASE) {
  const today = amsterdamToday(systemClock.now());
  const url = databaseUrl(name);
  const database = await timed(`drop, create and migrate ${name}`, () => recreateDatabase(name));
  const due = await timed('demo data (50 customers), all active due today', () =>
    seedDueSubscriptions(database, today),
  );
  let instances = await timed('start instances A and B (jobs on, limits on, REDIS_URL)', () =>
    startInstances(url, { RATE_LIMITS: 'on', REDIS_URL }),
  );
  let proxy = await startRoundRobinProxy(instances);
  try {
    console.log(
      `\nRate limit, password-reset mail: 3 per account per hour (decision 021); client ${CLIENT_IP}`,
    );
    await showRateLimit(proxy.base, 'with REDIS_URL');
    await showTriggeredJobOnce(database, proxy.base, instances, due);
    await showCronRunsOnce(database, instances);
    await proxy.close();
    await Promise.all(instances.map((instance) => instance.stop()));

    instances = await timed('control: restart A and B without REDIS_URL', () =>
      startInstances(url, { RATE_LIMITS: 'on' }),
    );
    proxy = await startRoundRobinProxy(instances);
    await showRateLimit(proxy.base, 'without REDIS_URL (each instance counts alone)');
  } finally {
    await proxy.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await database.close();
  }
}
