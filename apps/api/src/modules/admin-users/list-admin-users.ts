import type { AdminUserList, AdminUserRow, AdminUsersQuery } from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { asc, count, desc, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { payments, subscriptions, userCounts, users } from '../../db/schema/index.ts';
import { newUsersThisMonth, totalUserCount } from '../kpis/user-kpis.ts';
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

const listFields = {
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
};

// Only the page's rows are selected first; the per-user sums then run for those rows alone, never for
// all 100,000 users. A search is matched first (trigram indexes) and only its matches are sorted: left to
// itself the planner may walk a sort index over every user looking for 20 "Bakker"s.
async function pageRows(db: DbOrTx, query: AdminUsersQuery, where: SQL | undefined) {
  const window = { limit: query.limit, offset: (query.page - 1) * query.limit };
  const page = query.search
    ? (() => {
        // A LIMIT keeps the planner from pulling the sort into the match (drizzle leaves out OFFSET 0); it
        // is as large as an int4 gets, so it never cuts.
        const matched = db.select(listFields).from(users).where(where).limit(2_147_483_647).as('matched');
        return db
          .select()
          .from(matched)
          .orderBy(...orderOf(query, matched))
          .limit(window.limit)
          .offset(window.offset)
          .as('page');
      })()
    : db
        .select(listFields)
        .from(users)
        .where(where)
        .orderBy(...orderOf(query, users))
        .limit(window.limit)
        .offset(window.offset)
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

/**
 * The query's total and the counts over all users. Per role and status they come from user_counts (kept by
 * triggers), so a filter on role or status is counted without touching users; this month's registrations
 * (KPI users.newThisMonth) are few (an index range); only a search counts its matches.
 */
async function counts(db: DbOrTx, query: AdminUsersQuery, where: SQL | undefined, now: Date) {
  const [groups, all, registered, searched] = await Promise.all([
    db.select().from(userCounts),
    totalUserCount(db),
    newUsersThisMonth(db, amsterdamToday(now)),
    query.search
      ? db
          .select({ total: count() })
          .from(users)
          .where(where)
          .then((rows) => rows[0]?.total ?? 0)
      : null,
  ]);
  const sum = (keep: (group: (typeof groups)[number]) => boolean) =>
    groups.filter(keep).reduce((total, group) => total + group.users, 0);
  const matchesFilters = (group: (typeof groups)[number]) =>
    (!query.role || group.role === query.role) &&
    (!query.status || group.isActive === (query.status === 'active'));
  return {
    matching: searched ?? sum(matchesFilters),
    all,
    active: sum((group) => group.isActive),
    inactive: sum((group) => !group.isActive),
    admins: sum((group) => group.role === 'admin'),
    finance: sum((group) => group.role === 'finance'),
    support: sum((group) => group.role === 'support'),
    newThisMonth: registered,
  };
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
  const [rows, total] = await Promise.all([pageRows(db, query, where), counts(db, query, where, now)]);
  return {
    users: rows.map(toRow),
    currentPage: query.page,
    totalPages: Math.max(1, Math.ceil(total.matching / query.limit)),
    totalUsers: total.matching,
    limit: query.limit,
    allUsers: total.all,
    activeUsers: total.active,
    inactiveUsers: total.inactive,
    adminUsers: total.admins,
    financeUsers: total.finance,
    supportUsers: total.support,
    newUsersThisMonth: total.newThisMonth,
  };
}

/** One user as a list row (after a change). */
export async function findAdminUserRow(db: DbOrTx, id: string): Promise<AdminUserRow | null> {
  const query: AdminUsersQuery = { page: 1, limit: 1, sortBy: 'createdAt', sortOrder: 'desc' };
  const [row] = await pageRows(db, query, sql`${users.id} = ${id}`);
  return row ? toRow(row) : null;
}
