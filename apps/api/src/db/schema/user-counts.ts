import { boolean, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { userRole } from './users.ts';

// How many users (not anonymised) there are per role and status, kept by a statement trigger on users
// (migration 0009): the admin user list's counts without counting 100,000 rows per request.
export const userCounts = pgTable(
  'user_counts',
  {
    role: userRole('role').notNull(),
    isActive: boolean('is_active').notNull(),
    users: integer('users').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.role, t.isActive] })],
);
