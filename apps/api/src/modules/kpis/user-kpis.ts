import { addDays, type IsoDate } from '@hostportaal/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

// The user figures of the KPI catalogue: users.total and users.newThisMonth, for the Overview (card and nav
// badge) and the Users section alike. A user is an account that has not been deleted (anonymised), staff
// included: the Users section lists and counts exactly these.

const amsterdamMidnight = (date: IsoDate) => sql`(${date}::date::timestamp at time zone 'Europe/Amsterdam')`;

/** users.total, from user_counts (kept by triggers on users, migration 0009) instead of counting every row. */
export async function totalUserCount(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ total: number }>(
    sql`select coalesce(sum(users), 0)::int as total from user_counts`,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** Accounts, not deleted, that registered in the Amsterdam days `from` up to and including `to`. */
export async function registeredUserCount(db: DbOrTx, days: { from: IsoDate; to: IsoDate }): Promise<number> {
  const result = await db.execute<{ count: number }>(sql`select count(*)::int as count from users
    where anonymized_at is null and created_at >= ${amsterdamMidnight(days.from)}
      and created_at < ${amsterdamMidnight(addDays(days.to, 1))}`);
  return Number(result.rows[0]?.count ?? 0);
}

/** users.newThisMonth: registered since the first of this Amsterdam month. */
export function newUsersThisMonth(db: DbOrTx, today: IsoDate): Promise<number> {
  return registeredUserCount(db, { from: `${today.slice(0, 7)}-01`, to: today });
}
