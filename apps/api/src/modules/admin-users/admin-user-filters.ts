import type { AdminUsersQuery } from '@hostportaal/contract';
import { and, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A name like "50%_korting BV" is searched literally, not as a LIKE pattern.
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

function searchCondition(search: string): SQL | undefined {
  // Admins paste a customer id from a log or another screen.
  if (UUID.test(search)) return eq(users.id, search.toLowerCase());
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, pattern),
    ilike(users.email, pattern),
    ilike(users.company, pattern),
  );
}

/** The WHERE of the user list: not deleted, then search, role and status. */
export function adminUserFilter(query: AdminUsersQuery): SQL | undefined {
  // A deleted (anonymised) account is kept for its invoices but is no longer a user to manage.
  const conditions: SQL[] = [isNull(users.anonymizedAt)];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.isActive, query.status === 'active'));
  const search = query.search ? searchCondition(query.search) : undefined;
  if (search) conditions.push(search);
  return and(...conditions);
}
