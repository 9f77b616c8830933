import type { AdminUserList, AdminUserRow, AdminUsersQuery } from '@hostportaal/contract';
import { addMonths, amsterdamToday } from '@hostportaal/domain';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { payments, subscriptions, users } from '../../db/schema/index.ts';
import { adminUserFilter } from './admin-user-filters.ts';

// The same statuses the package list counts as running: everything that has not ended.
const RUNNING = sql`('pending', 'active', 'payment_pending', 'suspended')`;

type SortColumns = Record<AdminUsersQuery['sortBy'] | 'firstname' | 'id', AnyPgColumn>;

function orderOf(query: AdminUsersQuery, columns: SortColumns): SQL[] {
  const direction = query.sortOrder === 'asc' ? asc : desc;
  const keys: Record<AdminUsersQuery['sortBy'], SQL[]> = {
    createdAt: [direction(columns.createdAt)],
    lastname: [direction(columns.lastname), direction(columns.firstname)],
    email: [direction(columns.email)],
    // Users who never logged in go last, whichever way the list is sorted.
    lastLogin: [sql`${direction(columns.lastLogin)} nulls last`],
    role: [direction(columns.role)],
    isActive: [direction(columns.isActive)],
  };
  // The id makes the order total, so paging never shows a user twice or skips one.
  return [...keys[query.sortBy], direction(columns.id)];
}

/** Midnight in Amsterdam on the first of this month and of the next, as SQL timestamps. */
function amsterdamMonth(now: Date): { start: SQL; end: SQL } {
  const first = `${amsterdamToday(now).slice(0, 7)}-01`;
  const at = (isoDate: string) => sql`(${isoDate}::date::timestamp at time zone 'Europe/Amsterdam')`;
  return { start: at(first), end: at(addMonths(first, 1)) };
}

// Only the page's rows are selected first; the per-user sums then run for those rows alone, never for
// all 100,000 users.
async function pageRows(db: DbOrTx, query: AdminUsersQuery, where: SQL | undefined) {
  const page = db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      phone: users.phone,
      company: users.company,
      city: users.city,
      role: users.role,
      isActive: users.isActive,
      lastLogin: users.lastLogin,
      createdAt: users.createdAt,
      isEmailVerified: users.isEmailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(where)
    .orderBy(...orderOf(query, users))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  // Spelled out in full: drizzle leaves a single-table query's columns unqualified, and a bare "id" in the
  // subqueries below would mean subscriptions.id.
  const pageUserId = sql`${sql.identifier('page')}.${sql.identifier('id')}`;
  return db
    .select({
      ...page._.selectedFields,
      subscriptionCount: sql<number>`(
        select count(*)::int from ${subscriptions}
        where ${subscriptions.userId} = ${pageUserId} and ${subscriptions.status} in ${RUNNING}
      )`,
      // Account credit is money already counted when it was received as an overpayment.
      totalSpent: sql<number>`(
        select coalesce(sum(${payments.amountCents}), 0)::int from ${payments}
        where ${payments.userId} = ${pageUserId} and ${payments.status} = 'received'
          and ${payments.method} <> 'account_credit'
      )`,
    })
    .from(page)
    .orderBy(...orderOf(query, page));
}

/** One scan of the users table: the query's total and the dashboard counts over all users. */
async function counts(db: DbOrTx, where: SQL | undefined, now: Date) {
  const month = amsterdamMonth(now);
  const [row] = await db
    .select({
      matching: sql<number>`count(*) filter (where ${where ?? sql`true`})::int`,
      active: sql<number>`count(*) filter (where ${users.isActive})::int`,
      inactive: sql<number>`count(*) filter (where not ${users.isActive})::int`,
      admins: sql<number>`count(*) filter (where ${users.role} = 'admin')::int`,
      newThisMonth: sql<number>`count(*) filter (
        where ${users.createdAt} >= ${month.start} and ${users.createdAt} < ${month.end}
      )::int`,
    })
    .from(users);
  return row ?? { matching: 0, active: 0, inactive: 0, admins: 0, newThisMonth: 0 };
}

type PageRow = Awaited<ReturnType<typeof pageRows>>[number];

function toRow(row: PageRow): AdminUserRow {
  return {
    _id: row.id,
    ...row,
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** SPEC §7 GET /api/admin/users: one page of users, searched, filtered and sorted in the database. */
export async function listAdminUsers(db: DbOrTx, query: AdminUsersQuery, now: Date): Promise<AdminUserList> {
  const where = adminUserFilter(query);
  const [rows, total] = await Promise.all([pageRows(db, query, where), counts(db, where, now)]);
  return {
    users: rows.map(toRow),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total.matching / query.limit)),
    totalUsers: total.matching,
    limit: query.limit,
    activeUsers: total.active,
    inactiveUsers: total.inactive,
    adminUsers: total.admins,
    newUsersThisMonth: total.newThisMonth,
  };
}

/** One user as a list row (after a change). */
export async function findAdminUserRow(db: DbOrTx, id: string): Promise<AdminUserRow | null> {
  const query: AdminUsersQuery = { page: 1, limit: 1, sortBy: 'createdAt', sortOrder: 'desc' };
  const [row] = await pageRows(db, query, sql`${users.id} = ${id}`);
  return row ? toRow(row) : null;
}
