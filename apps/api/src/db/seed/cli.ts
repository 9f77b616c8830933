import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { amsterdamToday, isIsoDate } from '@hostportaal/domain';
import { ConfigError, loadConfig } from '../../config.ts';
import { acquireDataDirLock } from '../../data-dir-lock.ts';
import { migrateDatabase, openDatabase } from '../client.ts';
import { users } from '../schema/index.ts';
import { type DemoSeedSummary, seedDemoData } from './demo-seed.ts';
import { truncateAllTables } from './reset-database.ts';

const usage = `Usage: npm run seed -- [--customers N] [--today YYYY-MM-DD] [--reset]

  --customers N   customers to create, including klant@hostportaal.test (default 200)
  --today DATE    the Amsterdam date the data is built around (default: today); same date, same data
  --reset         empty all tables first (otherwise a database that has users is left alone)

Uses DATABASE_URL (PostgreSQL) when set, else PGlite in $DATA_DIR/pglite (default ./data/pglite).`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      customers: { type: 'string', default: '200' },
      today: { type: 'string' },
      reset: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const customers = Number(values.customers);
  if (!Number.isSafeInteger(customers) || customers < 1)
    throw new Error(`--customers must be a whole number ≥ 1`);
  const today = values.today ?? amsterdamToday(new Date());
  if (!isIsoDate(today)) throw new Error(`--today must be a date written YYYY-MM-DD, got ${today}`);
  return { customers, today, reset: values.reset, help: values.help };
}

function printSummary(summary: DemoSeedSummary, seconds: number): void {
  const count = (value: number) => value.toLocaleString('nl-NL');
  console.log(`\nDemodata voor ${summary.today} aangemaakt in ${seconds.toFixed(1)} s:`);
  for (const [label, value] of [
    ['klanten', summary.customers],
    ['medewerkers', summary.staff],
    ['pakketten', summary.packages],
    ['SEPA-machtigingen', summary.mandates],
    ['abonnementen', summary.subscriptions],
    ['facturen', summary.invoices],
    ['creditnota’s', summary.creditNotes],
    ['factuurregels', summary.invoiceLines],
    ['betalingen', summary.payments],
    ['incassobestanden', summary.sepaBatches],
    ['incasso-opdrachten', summary.sepaBatchItems],
    ['activiteiten', summary.activities],
    ['klanten met achterstand', summary.customersWithOverdueInvoices],
    ['herinneringen', summary.collections?.reminders ?? 0],
    ['14-dagenbrieven', summary.collections?.notices ?? 0],
    ['incassobrieven', summary.collections?.collectionLetters ?? 0],
    ['opgeschorte diensten', summary.collections?.suspensions ?? 0],
    ['betalingsregelingen', summary.collections?.arrangements ?? 0],
  ] as const) {
    console.log(`  ${label.padEnd(24)} ${count(value).padStart(12)}`);
  }
  console.log(`  facturen per status      ${JSON.stringify(summary.invoicesByStatus)}`);
  console.log(`  abonnementen per status  ${JSON.stringify(summary.subscriptionsByServiceStatus)}`);
  console.log('Demo-logins:');
  for (const login of summary.logins)
    console.log(`  ${login.role.padEnd(6)} ${login.email} / ${login.password}`);
}

async function main(): Promise<void> {
  const options = parseOptions();
  if (options.help) {
    console.log(usage);
    return;
  }
  const config = loadConfig();
  let releaseLock = () => {};
  if (!config.DATABASE_URL) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    releaseLock = acquireDataDirLock(path.join(config.DATA_DIR, 'server.lock'));
  }
  const concurrency = config.DATABASE_URL ? 2 : 1;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.DATA_DIR, 'pglite'),
    poolSize: concurrency + 1,
  });
  try {
    await migrateDatabase(database);
    const existing = await database.db.$count(users);
    if (existing > 0 && !options.reset) {
      throw new Error(`The database already has ${existing} users; run with --reset to empty it first.`);
    }
    if (options.reset) await truncateAllTables(database.db);
    const startedAt = performance.now();
    const summary = await seedDemoData(database.db, {
      today: options.today,
      customers: options.customers,
      concurrency,
      onProgress: (done, total) =>
        process.stderr.write(
          `\r  ${done.toLocaleString('nl-NL')} / ${total.toLocaleString('nl-NL')} klanten`,
        ),
    });
    printSummary(summary, (performance.now() - startedAt) / 1000);
  } finally {
    await database.close();
    releaseLock();
  }
}

// A failed bulk insert carries the whole statement in its message: show its start and the cause.
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const message = error instanceof ConfigError ? error.message : error.message.slice(0, 300);
  return error.cause instanceof Error ? `${message}\n  cause: ${error.cause.message}` : message;
}

main().catch((error: unknown) => {
  console.error(`\nSeed failed: ${describeError(error)}`);
  process.exitCode = 1;
});
