// Times billDueSubscriptions on the bench data set: one day's due subscriptions and a whole month's. Each
// run happens inside an outer transaction that is rolled back, so every repetition sees the same data.
// Usage: npm run bench -- billing [database]
import { type Database, openDatabase } from '../apps/api/src/db/client.ts';
import { billDueSubscriptions } from '../apps/api/src/modules/billing/billing-run.ts';
import {
  addDays,
  BENCH_NOW,
  BENCH_TODAY,
  DEFAULT_DATABASE,
  databaseUrl,
  median,
} from './lib/bench-config.ts';

const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 3);

class Rollback extends Error {}

type Case = { name: string; today: string; goalSeconds: number };

// Next billing dates run from today to today + 29: billing on today + 29 makes every subscription due once.
const cases: Case[] = [
  { name: 'one day (bench today)', today: BENCH_TODAY, goalSeconds: 5 },
  { name: 'whole month (today + 29 days)', today: addDays(BENCH_TODAY, 29), goalSeconds: 60 },
];

export type BillingMeasurement = Case & { invoices: number; seconds: number[] };

async function measureOnce(database: Database, billCase: Case) {
  let outcome = { invoices: 0, seconds: 0 };
  try {
    await database.db.transaction(async (tx) => {
      const started = performance.now();
      const result = await billDueSubscriptions(tx, { today: billCase.today, now: BENCH_NOW });
      outcome = { invoices: result.invoicesCreated, seconds: (performance.now() - started) / 1000 };
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return outcome;
}

export async function benchBillingRun(name: string = DEFAULT_DATABASE): Promise<BillingMeasurement[]> {
  const database = await openDatabase({ databaseUrl: databaseUrl(name), poolSize: 2 });
  const measurements: BillingMeasurement[] = [];
  try {
    for (const billCase of cases) {
      const seconds: number[] = [];
      let invoices = 0;
      for (let repetition = 1; repetition <= REPETITIONS; repetition++) {
        const outcome = await measureOnce(database, billCase);
        seconds.push(outcome.seconds);
        invoices = outcome.invoices;
        console.log(
          `  ${billCase.name} #${repetition}: ${outcome.invoices} invoices in ${outcome.seconds.toFixed(2)} s`,
        );
      }
      measurements.push({ ...billCase, invoices, seconds });
    }
  } finally {
    await database.close();
  }
  console.log('\n| Case | Invoices | Min (s) | Median (s) | Invoices/s (median) | Goal | Met |');
  console.log('|---|---:|---:|---:|---:|---:|:---:|');
  for (const m of measurements) {
    const mid = median(m.seconds);
    const met = mid < m.goalSeconds ? 'yes' : 'no';
    console.log(
      `| ${m.name} | ${m.invoices} | ${Math.min(...m.seconds).toFixed(2)} | ${mid.toFixed(2)} | ${Math.round(m.invoices / mid)} | < ${m.goalSeconds} s | ${met} |`,
    );
  }
  return measurements;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchBillingRun(process.argv[2]);
}
