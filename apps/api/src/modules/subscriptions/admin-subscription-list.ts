import { type AdminSubscriptionsQuery, paginationOf } from '@hostportaal/contract';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Subscription, sepaMandates, subscriptions, users } from '../../db/schema/index.ts';
import { type AdminSubscriptionRow, serializeAdminSubscription } from './serialize-admin-subscription.ts';

const rowColumns = {
  subscription: subscriptions,
  customerFirstname: users.firstname,
  customerLastname: users.lastname,
  customerEmail: users.email,
  mandateReference: sepaMandates.reference,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Admins paste the first characters of an id they saw in a log or an e-mail.
const ID_PREFIX = /^[0-9a-f]{8}[0-9a-f-]*$/i;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function baseQuery(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .leftJoin(sepaMandates, eq(sepaMandates.id, subscriptions.mandateId));
}

function searchCondition(search: string): SQL | undefined {
  if (UUID.test(search)) return eq(subscriptions.id, search.toLowerCase());
  const pattern = `%${escapeLike(search)}%`;
  const matches: SQL[] = [
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
    ilike(users.email, pattern),
    ilike(subscriptions.title, pattern),
  ];
  if (ID_PREFIX.test(search)) matches.push(ilike(sql`${subscriptions.id}::text`, `${search}%`));
  return or(...matches);
}

function orderOf(query: AdminSubscriptionsQuery): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const keys: Record<AdminSubscriptionsQuery['sortBy'], SQL[]> = {
    createdAt: [direction(subscriptions.createdAt)],
    customerName: [direction(users.lastname), direction(users.firstname)],
    title: [direction(subscriptions.title)],
    priceCents: [direction(subscriptions.priceCents)],
    // Ended subscriptions have no next billing date: they go last when looking at what comes first.
    nextBillingDate: [sql`${direction(subscriptions.nextBillingDate)} nulls last`],
    status: [direction(subscriptions.status)],
  };
  return [...keys[query.sortBy], direction(subscriptions.id)];
}

/** One page of all subscriptions, searched, filtered and sorted in the database. */
export async function listAdminSubscriptions(db: DbOrTx, query: AdminSubscriptionsQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(subscriptions.status, query.status));
  if (query.serviceStatus) conditions.push(eq(subscriptions.serviceStatus, query.serviceStatus));
  if (query.packageId) conditions.push(eq(subscriptions.packageId, query.packageId));
  if (query.userId) conditions.push(eq(subscriptions.userId, query.userId));
  const search = query.search ? searchCondition(query.search) : undefined;
  if (search) conditions.push(search);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ value: count() })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(where),
  ]);
  return {
    subscriptions: rows.map(serializeAdminSubscription),
    pagination: paginationOf(query.page, query.limit, total?.value ?? 0),
  };
}

export async function findAdminSubscriptionRow(db: DbOrTx, id: string): Promise<AdminSubscriptionRow> {
  const [row] = await baseQuery(db).where(eq(subscriptions.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Reads and locks one subscription for a change in this transaction; 404 when it does not exist. */
export async function lockSubscription(tx: DbOrTx, id: string): Promise<Subscription> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** One subscription as the admin screens show it; 404 when it does not exist. */
export async function findAdminSubscription(db: DbOrTx, id: string) {
  return serializeAdminSubscription(await findAdminSubscriptionRow(db, id));
}
