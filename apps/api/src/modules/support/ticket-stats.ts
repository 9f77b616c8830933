import { and, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { tickets } from '../../db/schema/index.ts';

/** Tickets of a customer that are not closed (open or answered): the dashboard's "open tickets". */
export async function countOpenTickets(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), ne(tickets.status, 'closed')));
  return row?.value ?? 0;
}
