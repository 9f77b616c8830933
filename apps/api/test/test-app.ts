import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type App, buildApp } from '../src/app.ts';
import { fixedClock } from '../src/clock.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import {
  type JobDefinition,
  type JobDependencies,
  type JobName,
  jobDefinitions,
} from '../src/jobs/job-definitions.ts';
import type { JobQueue } from '../src/jobs/job-queue.ts';
import { createTestDatabase } from './test-database.ts';

export type TestApp = {
  app: App;
  config: Config;
  database: Database;
  clock: ReturnType<typeof fixedClock>;
  close: () => Promise<void>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  login: (email: string, password: string) => Promise<{ token: string; cookie: string; body: LoginBody }>;
};

type LoginBody = { success: boolean; data: { accessToken: string; user: { id: string; role: string } } };

export const TEST_NOW = new Date('2026-11-21T10:00:00Z');

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    now?: Date;
    /** The app's job queue, as main.ts hands it one (deferredJobQueue); by default jobs run inline. */
    jobs?: JobQueue;
    /** A migrated database of the test's own (one it can take away); by default a fresh one. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const clock = fixedClock(options.now ?? TEST_NOW);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    PUBLIC_URL: 'http://portal.test',
    DATA_DIR: '/tmp/hostportaal-test',
    // Test files log in far more often than a person; rate-limits.test.ts turns the limits on (and
    // production, which refuses them off, keeps them).
    RATE_LIMITS: options.env?.NODE_ENV === 'production' ? 'on' : 'off',
    // The fake panels listen on 127.0.0.1, which a panel URL may only name when this allows it.
    PANEL_ALLOWED_NETWORKS: '127.0.0.1/32',
    ...options.env,
  });
  const app = await buildApp({ config, db: database.db, clock, logger: false, jobs: options.jobs });
  const inject = (request: InjectOptions) => app.inject(request);
  return {
    app,
    config,
    database,
    clock,
    inject,
    async login(email, password) {
      const response = await inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      const body = response.json() as LoginBody;
      const cookie = response.cookies.find((c) => c.name === 'hp_refresh');
      return { token: body.data.accessToken, cookie: cookie ? `hp_refresh=${cookie.value}` : '', body };
    },
    close: async () => {
      await app.close();
      try {
        await assertOverviewCurrent(database);
      } finally {
        await database.close();
      }
    },
  };
}

/**
 * Incasso Beheer's read model must match what a fresh derivation gives after whatever the test did: the
 * triggers kept it current. Checked when every integration test file closes its app.
 */
async function assertOverviewCurrent(database: Database): Promise<void> {
  const snapshot = async () =>
    (
      await database.db.execute<{ rows: string | null }>(
        sql`select json_agg(o order by o.subscription_id)::text as rows from subscription_overview o`,
      )
    ).rows[0]?.rows ?? null;
  let before: string | null;
  try {
    before = await snapshot();
  } catch {
    return; // The test took the database away (fault tests); nothing to compare.
  }
  await database.db.execute(sql`select refresh_subscription_overview(array(select id from subscriptions))`);
  const after = await snapshot();
  if (before !== after)
    throw new Error(`subscription_overview was not kept current by its triggers:\n${before}\n!==\n${after}`);
  // user_counts (migration 0009) must equal counting the users afresh; empty groups may stay at 0.
  const drift = await database.db.execute<{
    role: string;
    is_active: boolean;
    kept: number;
    actual: number;
  }>(sql`
    select coalesce(c.role, u.role) as role, coalesce(c.is_active, u.is_active) as is_active,
      coalesce(c.users, 0) as kept, coalesce(u.users, 0) as actual
    from user_counts c
    full join (select role, is_active, count(*)::int as users from users where anonymized_at is null
               group by 1, 2) u on u.role = c.role and u.is_active = c.is_active
    where coalesce(c.users, 0) <> coalesce(u.users, 0)`);
  if (drift.rows.length > 0)
    throw new Error(`user_counts was not kept current by its triggers: ${JSON.stringify(drift.rows)}`);
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** What a scheduled job gets from the server, for this test app (no outbox wake-up, no follow-up jobs). */
export function jobDependencies(t: TestApp, db: JobDependencies['db'] = t.database.db): JobDependencies {
  return {
    db,
    clock: t.clock,
    notifyOutbox: () => {},
    publicUrl: 'http://portal.test',
    secretsKey: t.config.SECRETS_KEY,
    panelAllowedNetworks: t.config.PANEL_ALLOWED_NETWORKS,
    peppol: t.app.ctx.peppol,
    trigger: async () => {},
  };
}

/** A scheduled job as its cron would run it, triggered directly (never waited for). */
export function scheduledJob(name: JobName): JobDefinition {
  const job = jobDefinitions.find((candidate) => candidate.name === name);
  if (!job) throw new Error(`${name} is not a scheduled job`);
  return job;
}
