// The SQL each load route sends, recorded from one request through the same API code built in this
// process (the API under load runs in its own process, where the pg driver cannot be watched), and timed
// statement by statement with psql: the denominator of "ratio to psql". Statements a route runs
// concurrently are summed: the ratio compares a request with all the database work it causes.
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { Db } from '../../apps/api/src/db/client.ts';
import { BENCH_JWT_SECRET } from './api-process.ts';
import { BENCH_ADMIN } from './bench-admin.ts';
import type { BenchCustomer, LoadRoute } from './load-routes.ts';
import { psqlMedianMs } from './psql-timing.ts';
import { type CapturedQuery, captureQueries, inlineParameters } from './sql-capture.ts';

export type RouteSql = {
  /** The route's own statements, parameters written in. */
  statements: string[];
  /** psql medians of those, in the same order. */
  statementMs: number[];
  /** The auth guard's session lookup (every signed-in request), psql median; 0 for the login. */
  guardMs: number;
};

// Transaction control is psql's business here: each write is timed in a transaction of its own.
const isTransactionControl = (text: string) => /^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text);
// The guard reads the user with its live session (refresh_tokens) in one statement before every route.
const isGuardLookup = (text: string) =>
  text.includes('refresh_tokens') && text.includes('require_admin_two_factor');

class CaptureDone extends Error {}

/**
 * Captures every route's statements inside one transaction that is rolled back afterwards, so what the
 * requests wrote (the login's session and activity rows) is gone before psql runs the same statements.
 */
async function captureRouteStatements(url: string, db: Db, routes: LoadRoute[], customer: BenchCustomer) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    JWT_SECRET: BENCH_JWT_SECRET,
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: '/tmp/hostportaal-bench',
    RATE_LIMITS: 'off',
  });
  const captured = new Map<string, CapturedQuery[]>();
  try {
    await db.transaction(async (tx) => {
      const app = await buildApp({ config, db: tx as unknown as Db });
      const login = async (credentials: { email: string; password: string }) => {
        const response = await app.inject({ method: 'POST', url: '/auth/login', payload: credentials });
        return (response.json() as { data: { accessToken: string } }).data.accessToken;
      };
      const tokens = {
        customer: await login(customer),
        admin: await login(BENCH_ADMIN),
        anonymous: undefined,
      };
      for (const route of routes) {
        const token = tokens[route.as];
        const queries = await captureQueries(async () => {
          const response = await app.inject({
            method: route.method,
            url: route.url(customer),
            headers: token ? { authorization: `Bearer ${token}` } : {},
            ...(route.body ? { payload: JSON.parse(route.body(customer)) } : {}),
          });
          if (response.statusCode >= 300)
            throw new Error(`${route.name}: ${response.statusCode} ${response.body}`);
        });
        captured.set(route.name, queries);
      }
      await app.close();
      throw new CaptureDone();
    });
  } catch (error) {
    if (!(error instanceof CaptureDone)) throw error;
  }
  return captured;
}

export async function measureRouteSql(
  url: string,
  db: Db,
  routes: LoadRoute[],
  customer: BenchCustomer,
): Promise<Map<string, RouteSql>> {
  const captured = await captureRouteStatements(url, db, routes, customer);
  const measured = new Map<string, RouteSql>();
  for (const [name, queries] of captured) {
    const kept = queries.filter((query) => !isTransactionControl(query.text));
    const guard = kept.filter((query) => isGuardLookup(query.text)).map(inlineParameters);
    const statements = kept.filter((query) => !isGuardLookup(query.text)).map(inlineParameters);
    const [guardMs] = psqlMedianMs(url, guard);
    measured.set(name, { statements, statementMs: psqlMedianMs(url, statements), guardMs: guardMs ?? 0 });
  }
  return measured;
}
