import { sql } from 'drizzle-orm';
import { bearer, type TestApp } from '../../test/test-app.ts';
import {
  bankFileImports,
  cartItems,
  collectionCases,
  collectionLetters,
  invoices,
  maintenanceNotices,
  notifications,
  packages,
  payments,
  provisioningAccounts,
  provisioningServers,
  sepaBatches,
  sepaMandates,
  statusComponents,
  subscriptionNotes,
  subscriptions,
  tickets,
  users,
} from '../db/schema/index.ts';
import { insertInvoice } from '../db/seed/invoice-factory.ts';
import { insertMandate } from '../db/seed/mandate-factory.ts';
import { insertPackage } from '../db/seed/package-factory.ts';
import { insertPayment } from '../db/seed/payment-factory.ts';
import { insertDemoCompany } from '../db/seed/portal-seed.ts';
import { insertSubscription } from '../db/seed/subscription-factory.ts';
import { insertAdmin, insertUser } from '../db/seed/user-factory.ts';
import type { AuthLevel, RouteInfo } from '../plugins/auth-guard.ts';

const password = 'Test!2026pass';

/** Tables whose rows a route's `:id` can name, by the path segment before it; a few ids of each are offered. */
const tablesBySegment = {
  users,
  subscriptions,
  'user-subscriptions': subscriptions,
  invoices,
  tickets,
  packages,
  mandates: sepaMandates,
  payments,
  notes: subscriptionNotes,
  letters: collectionLetters,
  cases: collectionCases,
  notifications,
  'sepa-batches': sepaBatches,
  'bank-files': bankFileImports,
  'maintenance-notices': maintenanceNotices,
  'status-components': statusComponents,
  servers: provisioningServers,
  accounts: provisioningAccounts,
  items: cartItems,
};

/**
 * The company, a status component, and two customers each with a subscription, an overdue invoice, a
 * mandate and a payment; the first has a ticket, a subscription a note.
 */
export async function seedFuzzData(t: TestApp): Promise<void> {
  const db = t.database.db;
  await insertDemoCompany(db);
  await db
    .insert(statusComponents)
    .values({ name: 'Webhosting', description: 'Gedeelde hosting', sortOrder: 1 });
  const pkg = await insertPackage(db);
  await insertAdmin(db, { email: 'fuzz-admin@example.nl' });
  for (const email of ['fuzz-customer@example.nl', 'fuzz-other@example.nl']) {
    const user = await insertUser(db, { email });
    const subscription = await insertSubscription(db, { userId: user.id, packageId: pkg.id });
    await insertInvoice(db, {
      userId: user.id,
      subscriptionId: subscription.id,
      status: 'overdue',
      issueDate: '2026-09-01',
      dueDate: '2026-09-15',
    });
    await insertMandate(db, user.id);
    await insertPayment(db, { userId: user.id, amountCents: 1_000 });
  }
  const customer = await t.login('fuzz-customer@example.nl', password);
  const admin = await t.login('fuzz-admin@example.nl', password);
  await createThroughApi(t, '/api/tickets', customer.token, {
    subject: 'Mijn site is traag',
    category: 'technical',
    message: 'Sinds vanochtend.',
  });
  const [subscription] = await db.select({ id: subscriptions.id }).from(subscriptions).limit(1);
  await createThroughApi(t, `/api/admin/subscriptions/${subscription?.id}/notes`, admin.token, {
    title: 'Betaalafspraak',
    content: 'Klant betaalt in twee delen.',
  });
}

async function createThroughApi(t: TestApp, url: string, token: string, payload: Record<string, unknown>) {
  const response = await t.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (response.statusCode !== 201) throw new Error(`seeding ${url}: ${response.statusCode} ${response.body}`);
}

/**
 * Ids that exist now (earlier routes' fuzzing may have made more), so a fuzzed `:id` sometimes finds a row:
 * `preferred` from the table the route's path names, `ids` from every table (body fields name others).
 */
export async function existingIds(
  t: TestApp,
  route: RouteInfo,
): Promise<{ ids: string[]; preferred: string[] }> {
  const named = route.url.match(/([\w-]+)\/:\w+/)?.[1];
  const ids: string[] = [];
  let preferred: string[] = [];
  for (const [segment, table] of Object.entries(tablesBySegment)) {
    const result = await t.database.db.execute<{ id: string }>(
      sql`select id::text as id from ${table} limit 3`,
    );
    const found = result.rows.map((row) => row.id);
    ids.push(...found);
    if (segment === named) preferred = found;
  }
  return { ids, preferred };
}

/**
 * A live session for each level. Fuzzing a route can end the session it runs under (an admin deactivates the
 * customer, the customer deletes their account): then a new account of that level is made and logged in.
 */
export function sessionKeeper(t: TestApp) {
  const tokens: Partial<Record<AuthLevel, string>> = {};
  const emails: Record<AuthLevel, string> = {
    public: '',
    user: 'fuzz-customer@example.nl',
    staff: 'fuzz-admin@example.nl',
  };
  async function isLive(token: string): Promise<boolean> {
    const response = await t.inject({ method: 'GET', url: '/auth/profile', headers: bearer(token) });
    return response.statusCode === 200;
  }
  return async function headersFor(level: AuthLevel): Promise<Record<string, string>> {
    if (level === 'public') return {};
    const token = tokens[level];
    if (token && (await isLive(token))) return bearer(token);
    if (token) {
      const replacement =
        level === 'staff' ? await insertAdmin(t.database.db) : await insertUser(t.database.db);
      emails[level] = replacement.email;
    }
    tokens[level] = (await t.login(emails[level], password)).token;
    return bearer(tokens[level]);
  };
}
