// Builds the bench data set (100,000 customers, 120,000 subscriptions, 24 months of invoices) on
// PostgreSQL with set-based SQL. Usage: npm run bench -- generate [database]
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.ts';
import { companySettings, packages } from '../apps/api/src/db/schema/index.ts';
import { dutchFirstNames, dutchSurnames } from '../apps/api/src/db/seed/dutch-names.ts';
import { demoPackageCatalog } from '../apps/api/src/db/seed/package-catalog.ts';
import { demoCompany } from '../apps/api/src/db/seed/portal-seed.ts';
import { hashPassword } from '../apps/api/src/modules/auth/password.ts';
import { BENCH_TODAY, DEFAULT_DATABASE, databaseUrl, timed } from './lib/bench-config.ts';
import { withoutIndexes } from './lib/bulk-load.ts';
import * as steps from './lib/data-steps.ts';

// biome-ignore format: a word list reads better packed
const cities = ['Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven', 'Groningen', 'Tilburg', 'Almere',
  'Breda', 'Nijmegen', 'Apeldoorn', 'Haarlem', 'Arnhem', 'Enschede', 'Amersfoort', 'Zwolle', 'Leiden',
  'Maastricht', 'Dordrecht', 'Delft', 'Leeuwarden', "'s-Hertogenbosch", 'Alkmaar', 'Deventer', 'Gouda'];
// biome-ignore format: a word list reads better packed
const streets = ['Kerkstraat', 'Schoolstraat', 'Molenweg', 'Dorpsstraat', 'Stationsweg', 'Julianastraat',
  'Wilhelminastraat', 'Beatrixlaan', 'Oranjestraat', 'Nieuwstraat', 'Lindelaan', 'Eikenlaan', 'Beukenlaan',
  'Rozenstraat', 'Vondelstraat', 'Hoofdstraat', 'Marktstraat', 'Prinsengracht', 'Herengracht', 'Havenstraat',
  'Spoorstraat', 'Kanaalweg', 'Zuiderweg', 'Noorderweg', 'Westeinde', 'Thorbeckestraat', 'Frans Halsstraat'];

const BULK_TABLES = ['invoices', 'invoice_lines', 'payments'];

export async function generateData(name: string = DEFAULT_DATABASE): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  console.log(`Generating the bench data set in database ${name} (bench today ${BENCH_TODAY})`);
  const total = performance.now();

  const admin = new pg.Client({ connectionString: databaseUrl('postgres') });
  await admin.connect();
  await timed('drop + create database', async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  });
  await admin.end();

  const database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
  await timed('migrate (app migrator)', () => migrateDatabase(database));
  await timed('company settings + 9 packages', async () => {
    await database.db.insert(companySettings).values({ id: 1, ...demoCompany });
    await database.db.insert(packages).values([...demoPackageCatalog]);
  });
  await database.close();

  const client = new pg.Client({ connectionString: databaseUrl(name) });
  await client.connect();
  // Session settings for the load only; the benchmarks run with the server's own settings.
  await client.query(`set synchronous_commit = off; set work_mem = '512MB';
    set maintenance_work_mem = '1GB'; set max_parallel_maintenance_workers = 2`);
  await client.query(steps.createHashFunctions);
  // One argon2 hash for every customer: hashing 100,000 passwords would take hours and prove nothing.
  const passwordHash = await hashPassword('Test!2026pass');
  const run = (label: string, text: string, params: unknown[] = []) =>
    timed(label, async () => {
      const result = await client.query(text, params);
      const rows = Array.isArray(result)
        ? result.reduce((sum, r) => sum + (r.rowCount ?? 0), 0)
        : result.rowCount;
      return rows;
    });

  await run('users (100,000 customers)', steps.insertUsers, [
    dutchFirstNames,
    dutchSurnames,
    cities,
    streets,
    passwordHash,
  ]);
  await run('sepa_mandates (80% of customers)', steps.insertMandates);
  await run('subscriptions (120,000)', steps.insertSubscriptions, [BENCH_TODAY]);
  await withoutIndexes(client, BULK_TABLES, async () => {
    const invoices = await run('invoices (24 months)', steps.insertInvoices, [BENCH_TODAY]);
    console.log(`    ${invoices} invoices`);
    await run('invoice_lines (one per invoice)', steps.insertInvoiceLines);
    const payments = await run('payments (paid invoices)', steps.insertPayments);
    console.log(`    ${payments} payments`);
  });
  await run('number series counters', steps.setSeriesCounters);
  await client.query(steps.dropHashFunctions);
  await timed('analyze', () => client.query('analyze'));
  const sizes = await client.query<{ table: string; rows: string; size: string }>(
    `select relname as table, n_live_tup::text as rows, pg_size_pretty(pg_total_relation_size(relid)) as size
     from pg_stat_user_tables where relname = any($1) order by relname`,
    [['users', 'subscriptions', 'sepa_mandates', ...BULK_TABLES]],
  );
  for (const row of sizes.rows)
    console.log(`    ${row.table.padEnd(16)} ${row.rows.padStart(10)} rows ${row.size}`);
  await client.end();
  console.log(`Done in ${((performance.now() - total) / 1000).toFixed(1)} s`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await generateData(process.argv[2]);
}
