import { fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { amsterdamToday } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import {
  backupEncryptionKey,
  type Config,
  ConfigError,
  checkProductionEnvironment,
  loadConfig,
} from './config.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import { type Database, migrateDatabase, openDatabase } from './db/client.ts';
import { users } from './db/schema/index.ts';
import { DEMO_LOGINS, seedDemoData } from './db/seed/demo-seed.ts';
import { deferredJobQueue, startJobQueue } from './jobs/job-queue.ts';
import { inviteFirstAdmin } from './modules/auth/first-admin.ts';
import { type EmailDispatcher, startEmailDispatcher } from './modules/email/email-dispatcher.ts';
import { type MetricsServer, startMetricsServer } from './modules/metrics/metrics-server.ts';
import { sealLegacyTotpSecrets } from './modules/two-factor/two-factor-service.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function seedWhenEmpty(database: Database, config: Pick<Config, 'PUBLIC_URL' | 'SECRETS_KEY'>) {
  const [row] = await database.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemoData(database.db, {
    today: amsterdamToday(systemClock.now()),
    publicUrl: config.PUBLIC_URL,
    secretsKey: config.SECRETS_KEY,
  });
  return true;
}

// The demo is seeded in a child process of this same entry (issue 26): what seeding holds (PGlite's memory of
// 200 customers' inserts) leaves with the child, and the server opens the database as on any restart.
const SEED_CHILD = '--seed-demo-when-empty';

async function seedChild(config: Config): Promise<void> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
  });
  try {
    await migrateDatabase(database);
    const seeded = await seedWhenEmpty(database, config);
    process.send?.({ seeded });
  } finally {
    await database.close();
  }
}

function seedInChildProcess(): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1] ?? '', [SEED_CHILD], { execArgv: process.execArgv, stdio: 'inherit' });
    let seeded = false;
    child.on('message', (message: { seeded?: boolean }) => {
      seeded = message.seeded === true;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(seeded) : reject(new Error(`the seeding process exited with code ${code}`)),
    );
  });
}

function configOrFail(): Config {
  try {
    checkProductionEnvironment();
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

async function main() {
  const config = configOrFail();
  if (process.argv.includes(SEED_CHILD)) {
    await seedChild(config);
    process.exit(0);
  }

  // A first production start may name a data directory that does not exist yet.
  mkdirSync(config.DATA_DIR, { recursive: true });
  const releaseLock = config.DATABASE_URL
    ? () => {}
    : acquireDataDirLock(path.join(config.DATA_DIR, 'server.lock'));
  let seeded = false;
  if (config.DEMO_SEED) {
    try {
      seeded = await seedInChildProcess();
    } catch (error) {
      releaseLock();
      fail(`Demo seeding failed: ${(error as Error).message}`);
    }
  }
  let database: Database;
  try {
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    });
    await migrateDatabase(database);
  } catch (error) {
    releaseLock();
    fail(`Database migration failed: ${(error as Error).message}`);
  }

  // TOTP secrets from before they were encrypted at rest (issue 9): sealed once, then never plain again.
  await sealLegacyTotpSecrets(database.db, config.SECRETS_KEY);

  let dispatcher: EmailDispatcher | undefined;
  const notifyOutbox = () => dispatcher?.wake();
  // pg-boss starts once the app (its logger and metrics) exists; until then nothing can trigger a job and
  // /health/ready says so. Under NODE_ENV=test the app runs triggered jobs inline and nothing is scheduled.
  const deferred = config.NODE_ENV === 'test' ? undefined : deferredJobQueue();
  const jobs = deferred?.queue;
  const app = await buildApp({ config, db: database.db, notifyOutbox, jobs });
  if (deferred) {
    const queue = await startJobQueue({
      database,
      deps: {
        db: database.db,
        clock: systemClock,
        notifyOutbox,
        publicUrl: config.PUBLIC_URL,
        secretsKey: config.SECRETS_KEY,
        panelAllowedNetworks: config.PANEL_ALLOWED_NETWORKS,
        peppol: app.ctx.peppol,
        onlinePayments: config,
        backup: config.BACKUP_DIR
          ? {
              database,
              dir: config.BACKUP_DIR,
              retentionDays: config.BACKUP_RETENTION_DAYS,
              encryptionKey: backupEncryptionKey(config),
            }
          : undefined,
      },
      log: app.log,
      observeJobRun: app.ctx.metrics?.observeJobRun,
    });
    deferred.start(queue);
  }
  if (config.ADMIN_EMAIL) {
    const invited = await inviteFirstAdmin(app.ctx, config.ADMIN_EMAIL);
    if (invited === 'invited')
      app.log.info(
        { email: config.ADMIN_EMAIL },
        'first admin created; a link to set the password is mailed',
      );
  }
  if (config.SMTP_URL) {
    dispatcher = startEmailDispatcher({
      db: database.db,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      clock: systemClock,
      log: app.log,
      publicUrl: config.PUBLIC_URL,
    });
  }

  let metricsServer: MetricsServer | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 15_000);
    forceExit.unref();
    try {
      await app.close();
      await metricsServer?.close();
      await jobs?.stop();
      await dispatcher?.stop();
      await database.close();
    } finally {
      releaseLock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (app.ctx.metrics && config.METRICS_PORT !== undefined) {
    metricsServer = await startMetricsServer(app.ctx.metrics, config);
    app.log.info({ url: `${metricsServer.url}/metrics` }, 'metrics listening');
  }
  const where = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${path.join(config.DATA_DIR, 'pglite')}`;
  console.log(`\nHostportaal draait op ${config.PUBLIC_URL} (database: ${where}; Node ${process.version})`);
  if (seeded) console.log('Demodata aangemaakt.');
  if (config.DEMO_SEED) {
    console.log('Demo-logins:');
    for (const login of DEMO_LOGINS)
      console.log(`  ${login.role.padEnd(7)} ${login.email} / ${login.password}`);
  }
}

main().catch((error) => fail(`Start-up failed: ${(error as Error).stack ?? error}`));
