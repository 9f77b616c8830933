import { isIsoDate } from '@hostportaal/domain';
import { setSeriesCounters } from '../../modules/billing/number-series.ts';
import type { DbOrTx } from '../client.ts';
import {
  activityLog,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  paymentReferenceSeries,
  payments,
  sepaMandates,
  subscriptions,
  users,
} from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { insertInBatches } from './batched-insert.ts';
import { demoCustomerLogin } from './demo-customer.ts';
import { createInvoiceNumbering } from './invoice-numbering.ts';
import { insertDemoPackages } from './package-factory.ts';
import { cachedPasswordHash } from './password-hash-cache.ts';
import { planCustomer } from './plan-customer.ts';
import { appendCustomerRows, emptySeedRows, type RowContext, type SeedRows } from './plan-rows.ts';
import { seedPortalData } from './portal-seed.ts';
import { addToSummary, type DemoSeedSummary } from './seed-summary.ts';
import { adminLogin, insertStaffUsers, staffMembers } from './staff-users.ts';

export type { DemoSeedSummary } from './seed-summary.ts';

/** The fixed demo logins, to print at start-up and to use in end-to-end tests. */
export const DEMO_LOGINS: readonly { role: 'admin' | 'user'; email: string; password: string }[] = [
  ...staffMembers.map(({ email }) => ({ role: 'admin' as const, email, password: adminLogin.password })),
  { role: 'user', ...demoCustomerLogin },
];

export type DemoSeedOptions = {
  /** The Amsterdam date the data is built around; the same date gives the same data. */
  today: string;
  /** Customers including the demo login klant@hostportaal.test; default 200. */
  customers?: number;
  /** Customers planned and inserted per transaction; default 500. */
  chunkSize?: number;
  /** Chunks inserted at once; more than 1 only on a connection pool (PostgreSQL), default 1. */
  concurrency?: number;
  onProgress?: (customersDone: number, customersTotal: number) => void;
};

// Invoice numbers run in issue-date order over all customers, so a first pass counts the invoices per
// issue date before the customers are inserted chunk by chunk (planning is deterministic and cheap).
function countInvoicesPerIssueDate(today: string, customers: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let number = 1; number <= customers; number++) {
    for (const subscription of planCustomer(today, number).subscriptions) {
      for (const invoice of subscription.invoices)
        counts.set(invoice.issueDate, (counts.get(invoice.issueDate) ?? 0) + 1);
    }
  }
  return counts;
}

async function insertRows(db: DbOrTx, rows: SeedRows): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, users, rows.users);
    await insertInBatches(tx, sepaMandates, rows.mandates);
    await insertInBatches(tx, subscriptions, rows.subscriptions);
    await insertInBatches(tx, invoices, rows.invoices);
    await insertInBatches(tx, invoiceLines, rows.invoiceLines);
    await insertInBatches(tx, payments, rows.payments);
    await insertInBatches(tx, activityLog, rows.activities);
  });
}

/**
 * Fills an empty database with demo data: staff logins, the product range and `customers` customers with
 * mandates, subscriptions and 24 months of invoices and payments up to `today`. Deterministic for the
 * same `today`; the caller makes sure the database is empty. Customers go in per chunk, each chunk in
 * its own transaction (a savepoint when `db` is a transaction), so memory stays bounded for large N.
 */
export async function seedDemoData(db: DbOrTx, options: DemoSeedOptions): Promise<DemoSeedSummary> {
  const { today, customers = 200, chunkSize = 500, concurrency = 1 } = options;
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${today}`);
  if (!Number.isSafeInteger(customers) || customers < 1) throw new RangeError(`customers must be at least 1`);
  const [passwordHash] = await Promise.all([
    cachedPasswordHash(demoCustomerLogin.password),
    cachedPasswordHash(adminLogin.password),
  ]);
  const numbering = createInvoiceNumbering(countInvoicesPerIssueDate(today, customers));
  const staff = await insertStaffUsers(db, today);
  const packages = await insertDemoPackages(db, amsterdamInstant('2023-01-02', 9, 0));
  const context: RowContext = {
    passwordHash,
    packageIds: new Map([...packages].map(([slug, row]) => [slug, row.id])),
    numbering,
  };
  const summary: DemoSeedSummary = {
    today,
    customers: 0,
    staff,
    packages: packages.size,
    mandates: 0,
    subscriptions: 0,
    invoices: 0,
    creditNotes: 0,
    invoiceLines: 0,
    payments: 0,
    activities: 0,
    invoicesByStatus: {},
    subscriptionsByStatus: {},
    subscriptionsByServiceStatus: {},
    customersWithOverdueInvoices: 0,
    logins: [...DEMO_LOGINS],
  };

  const inFlight: Promise<void>[] = [];
  let failure: unknown = null;
  for (let first = 1; first <= customers && failure === null; first += chunkSize) {
    const rows = emptySeedRows();
    const last = Math.min(customers, first + chunkSize - 1);
    for (let number = first; number <= last; number++) {
      const plan = planCustomer(today, number);
      appendCustomerRows(rows, plan, context);
      addToSummary(summary, plan, today);
    }
    while (inFlight.length >= concurrency) await inFlight.shift();
    inFlight.push(
      insertRows(db, rows).then(
        () => options.onProgress?.(last, customers),
        (error: unknown) => {
          failure ??= error;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  if (failure !== null) throw failure;
  await setSeriesCounters(db, invoiceNumberSeries, numbering.lastInvoiceSequences());
  await setSeriesCounters(db, paymentReferenceSeries, numbering.lastPaymentReferenceSequences());
  await seedPortalData(db, today);
  return summary;
}
