import type { TicketDetail, TicketMessage, TicketSummary } from '@hostportaal/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptions, type Ticket, ticketMessages, tickets, users } from '../../db/schema/index.ts';

export const ticketColumns = {
  id: tickets.id,
  number: tickets.number,
  userId: tickets.userId,
  subject: tickets.subject,
  category: tickets.category,
  status: tickets.status,
  subscriptionId: tickets.subscriptionId,
  subscriptionTitle: subscriptions.title,
  lastMessageAt: tickets.lastMessageAt,
  createdAt: tickets.createdAt,
};

export type TicketRow = Pick<
  Ticket,
  | 'id'
  | 'number'
  | 'userId'
  | 'subject'
  | 'category'
  | 'status'
  | 'subscriptionId'
  | 'lastMessageAt'
  | 'createdAt'
> & { subscriptionTitle: string | null };

export function serializeTicket(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    category: row.category,
    status: row.status,
    subscriptionId: row.subscriptionId,
    subscriptionTitle: row.subscriptionTitle,
    lastMessageAt: row.lastMessageAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One ticket; with `userId` only when it belongs to that customer (others' tickets do not exist for them). */
export async function findTicket(db: DbOrTx, id: string, userId?: string): Promise<TicketRow | null> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(subscriptions, eq(subscriptions.id, tickets.subscriptionId))
    .where(userId ? and(eq(tickets.id, id), eq(tickets.userId, userId)) : eq(tickets.id, id))
    .limit(1);
  return row ?? null;
}

export async function listTicketMessages(db: DbOrTx, ticketId: string): Promise<TicketMessage[]> {
  const rows = await db
    .select({
      id: ticketMessages.id,
      fromStaff: ticketMessages.fromStaff,
      body: ticketMessages.body,
      createdAt: ticketMessages.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, ticketId))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  return rows.map((row) => ({
    id: row.id,
    fromStaff: row.fromStaff,
    // Staff sign with their first name only.
    authorName:
      row.firstname === null ? null : row.fromStaff ? row.firstname : `${row.firstname} ${row.lastname}`,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function loadTicketDetail(db: DbOrTx, row: TicketRow): Promise<TicketDetail> {
  return { ...serializeTicket(row), messages: await listTicketMessages(db, row.id) };
}
