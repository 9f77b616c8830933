import { sql } from 'drizzle-orm';
import { describe } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { insertAdmin } from '../../src/db/seed/user-factory.ts';
import { waitFor } from '../wait-for.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'Fault tests skipped: they kill a real server on PostgreSQL; set TEST_DATABASE_URL to run them.',
  );
}

/** The fault tests need PostgreSQL (a server process of its own, killed and restarted on the same data). */
export const describeOnPostgres = describe.skipIf(!postgresUrl);

export { waitFor };

export type ApiResponse = { status: number; body: Record<string, unknown> & { data?: unknown } };

/** One API call over real HTTP; a dropped connection, or no answer in 20 s, is thrown. */
export async function callApi(
  baseUrl: string,
  token: string | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<ApiResponse> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'accept-language': 'en',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: response.status, body: (await response.json()) as ApiResponse['body'] };
}

/** An admin in the database, logged in through the server as the back office would. */
export async function loginNewAdmin(db: Db, baseUrl: string): Promise<string> {
  const admin = await insertAdmin(db, { email: 'faults-admin@example.nl' });
  const response = await callApi(baseUrl, null, 'POST', '/auth/login', {
    email: admin.email,
    password: 'Test!2026pass',
  });
  if (response.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(response.body)}`);
  return (response.body.data as { accessToken: string }).accessToken;
}

/**
 * Runs `during` while the test holds a SHARE lock on `table`: reads and SELECT … FOR UPDATE go on, but a write
 * to the table waits. The operation under test therefore stops at its first write there, uncommitted and
 * visible in pg_stat_activity, for as long as `during` takes (it kills the server there): the test does not
 * have to catch a fast statement in flight. The lock goes when `during` ends; the killed server's session
 * then finds its client gone and rolls back.
 */
export async function withWritesHeld<T>(db: Db, table: string, during: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in share mode`));
    return during();
  });
}

/**
 * Waits until another session on the test database is inside a transaction whose latest statement matches
 * `statementPattern` (a PostgreSQL regular expression): the operation is writing and has not committed.
 */
export async function waitForUncommittedStatement(db: Db, statementPattern: string): Promise<void> {
  await waitFor(
    `a transaction running ${statementPattern}`,
    async () => {
      const sessions = await db.execute(sql`
        select pid from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null
          and query ~* ${statementPattern}`);
      return sessions.rows.length > 0 ? true : undefined;
    },
    60_000,
    10,
  );
}

export type BillingRunView = { id: string; status: string; invoicesCreated: number };

/** "Run billing now" in the back office: the run's id (it runs as a job). */
export async function startBillingRunAsAdmin(baseUrl: string, token: string): Promise<string> {
  const response = await callApi(baseUrl, token, 'POST', '/api/admin/billing-runs');
  if (response.status !== 202) throw new Error(`billing run not started: ${JSON.stringify(response.body)}`);
  return (response.body.data as { run: BillingRunView }).run.id;
}

/** Polls the run list, as the billing screen does, until the run has finished. */
export function waitForFinishedBillingRun(baseUrl: string, token: string, runId: string, timeoutMs = 60_000) {
  return waitFor(
    `billing run ${runId} to finish`,
    async () => {
      const response = await callApi(baseUrl, token, 'GET', '/api/admin/billing-runs');
      const { runs } = response.body.data as { runs: BillingRunView[] };
      const run = runs.find((candidate) => candidate.id === runId);
      return run?.status === 'finished' ? run : undefined;
    },
    timeoutMs,
    250,
  );
}
