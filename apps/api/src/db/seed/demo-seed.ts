import type { UserRole } from '@hostportaal/contract';
import { isIsoDate } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import { setSeriesCounters } from '../../modules/billing/number-series.ts';
import { getCompanySettings } from '../../modules/company/company-settings.ts';
import { insertInBatches } from '../batched-insert.ts';
import type { DbOrTx } from '../client.ts';
import {
  activityLog,
  invoiceLines,
  invoiceNumberSeries,
  invoices,
  onlinePaymentSettings,
  paymentReferenceSeries,
  payments,
  sepaBatchItems,
  sepaMandates,
  subscriptions,
  users,
} from '../schema/index.ts';
import { amsterdamInstant } from './amsterdam-instant.ts';
import { seedCollectionHistory } from './collection-history.ts';
import { demoCustomerLogin } from './demo-customer.ts';
import { createInvoiceNumbering } from './invoice-numbering.ts';
import { seedSubscriptionNotes } from './note-seed.ts';
import { insertDemoPackages } from './package-factory.ts';
import { cachedPasswordHash } from './password-hash-cache.ts';
import { planCustomer } from './plan-customer.ts';
import { appendCustomerRows, emptySeedRows, type RowContext, type SeedRows } from './plan-rows.ts';
import { insertDemoCompany, seedPortalData } from './portal-seed.ts';
import { addToSummary, type DemoSeedSummary } from './seed-summary.ts';
import { insertSepaBatches, writeSepaBatchFiles } from './sepa-batch-files.ts';
import { addCollectionDays, type CollectionDays, planSepaBatches } from './sepa-batch-plan.ts';
import { adminLogin, financeEmail, insertStaffUsers, staffMembers } from './staff-users.ts';

export type { DemoSeedSummary } from './seed-summary.ts';

/** The fixed demo logins, to print at start-up and to use in end-to-end tests. */
export const DEMO_LOGINS: readonly { role: UserRole; email: string; password: string }[] = [
  ...staffMembers.map(({ email, role }) => ({ role, email, password: adminLogin.password })),
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
  /** Replay the daily dunning run over the last weeks (default true); links in its e-mails point here. */
  collectionHistory?: boolean;
  publicUrl?: string;
  /** The install's SECRETS_KEY: the history's letters and reminders then carry pay links that work here. */
  secretsKey?: string;
};

// Invoice numbers run in issue-date order over all customers, and every collection date gets one pain.008
// batch that must exist before its items, so a first pass counts the invoices per issue date and the
// collections per date before the customers are inserted chunk by chunk (planning is deterministic and cheap).
function surveyCustomers(today: string, customers: number) {
  const invoicesPerIssueDate = new Map<string, number>();
  const collectionDays: CollectionDays = new Map();
  for (let number = 1; number <= customers; number++) {
    const plan = planCustomer(today, number);
    for (const subscription of plan.subscriptions) {
      for (const invoice of subscription.invoices)
        invoicesPerIssueDate.set(invoice.issueDate, (invoicesPerIssueDate.get(invoice.issueDate) ?? 0) + 1);
    }
    addCollectionDays(collectionDays, plan);
  }
  return { invoicesPerIssueDate, collectionDays };
}

async function insertRows(db: DbOrTx, rows: SeedRows): Promise<void> {
  await db.transaction(async (tx) => {
    await insertInBatches(tx, users, rows.users);
    await insertInBatches(tx, sepaMandates, rows.mandates);
    await insertInBatches(tx, subscriptions, rows.subscriptions);
    await insertInBatches(tx, invoices, rows.invoices);
    await insertInBatches(tx, invoiceLines, rows.invoiceLines);
    await insertInBatches(tx, payments, rows.payments);
    await insertInBatches(tx, sepaBatchItems, rows.sepaBatchItems);
    await insertInBatches(tx, activityLog, rows.activities);
  });
}

/**
 * Fills an empty database with demo data: staff logins, the product range and `customers` customers with
 * mandates, subscriptions and 24 months of invoices and payments up to `today`, every direct debit in a
 * submitted pain.008 batch per collection date. Deterministic for the same `today`; the caller makes sure
 * the database is empty. Customers go in per chunk, each chunk in its own transaction (a savepoint when `db`
 * is a transaction), and the batch files are written a group at a time, so memory stays bounded for large N.
 */
export async function seedDemoData(db: DbOrTx, options: DemoSeedOptions): Promise<DemoSeedSummary> {
  const { today, customers = 200, chunkSize = 500, concurrency = 1 } = options;
  if (!isIsoDate(today)) throw new RangeError(`today must be a YYYY-MM-DD date, got ${today}`);
  if (!Number.isSafeInteger(customers) || customers < 1) throw new RangeError(`customers must be at least 1`);
  const [passwordHash] = await Promise.all([
    cachedPasswordHash(demoCustomerLogin.password),
    cachedPasswordHash(adminLogin.password),
  ]);
  const survey = surveyCustomers(today, customers);
  const numbering = createInvoiceNumbering(survey.invoicesPerIssueDate);
  const staff = await insertStaffUsers(db, today);
  const packages = await insertDemoPackages(db, amsterdamInstant('2023-01-02', 9, 0));
  await insertDemoCompany(db);
  // Online payment in the Testmodus: the built-in fake of Mollie, so the demo pays with no network (issue 29).
  await db.insert(onlinePaymentSettings).values({ id: 1, mode: 'demo' });
  const company = await getCompanySettings(db);
  const batches = planSepaBatches(today, survey.collectionDays);
  const [finance] = await db.select({ id: users.id }).from(users).where(eq(users.email, financeEmail));
  await insertSepaBatches(db, batches, company, finance?.id ?? null);
  const context: RowContext = {
    passwordHash,
    packageIds: new Map([...packages].map(([slug, row]) => [slug, row.id])),
    numbering,
    batches: new Map(batches.map((batch) => [batch.collectionDate, batch])),
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
    sepaBatches: batches.length,
    sepaBatchItems: 0,
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
  await writeSepaBatchFiles(db, batches, company, concurrency);
  await setSeriesCounters(db, invoiceNumberSeries, numbering.lastInvoiceSequences());
  await setSeriesCounters(db, paymentReferenceSeries, numbering.lastPaymentReferenceSequences());
  await seedPortalData(db, today);
  if (options.collectionHistory ?? true) {
    summary.collections = await seedCollectionHistory(
      db,
      today,
      options.publicUrl ?? 'http://localhost:3000',
      options.secretsKey,
    );
    await seedSubscriptionNotes(db, today);
  }
  return summary;
}
