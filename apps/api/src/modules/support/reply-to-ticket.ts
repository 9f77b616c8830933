import { eq } from 'drizzle-orm';
import { refusal } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { ticketMessages, tickets } from '../../db/schema/index.ts';
import type { TicketRow } from './ticket-queries.ts';

/**
 * Adds a message. A customer's reply puts the ticket back in our queue (open); a staff reply marks it
 * answered. Nobody writes in a closed ticket: the customer opens a new one.
 */
export async function addTicketMessage(
  db: DbOrTx,
  input: { ticket: TicketRow; authorId: string; fromStaff: boolean; message: string; now: Date },
): Promise<void> {
  if (input.ticket.status === 'closed' && !input.fromStaff)
    throw refusal('CONFLICT', 'ticket_closed', ticketClosedMessage);
  await db.insert(ticketMessages).values({
    ticketId: input.ticket.id,
    authorId: input.authorId,
    fromStaff: input.fromStaff,
    body: input.message,
    createdAt: input.now,
  });
  await db
    .update(tickets)
    .set({ status: input.fromStaff ? 'answered' : 'open', lastMessageAt: input.now, updatedAt: input.now })
    .where(eq(tickets.id, input.ticket.id));
}

export const ticketClosedMessage =
  'Dit ticket is gesloten. Maak een nieuw ticket aan als je nog een vraag hebt.';

export async function setTicketStatus(db: DbOrTx, ticketId: string, status: TicketRow['status'], now: Date) {
  await db.update(tickets).set({ status, updatedAt: now }).where(eq(tickets.id, ticketId));
}
