import type { TicketCategory } from '@hostportaal/contract';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptions, ticketMessages, tickets } from '../../db/schema/index.ts';

/** Opens a ticket with the customer's first message. A subscription must be the customer's own. */
export async function createTicket(
  db: DbOrTx,
  input: {
    userId: string;
    subject: string;
    category: TicketCategory;
    subscriptionId?: string;
    message: string;
    now: Date;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    if (input.subscriptionId) {
      const [own] = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(eq(subscriptions.id, input.subscriptionId), eq(subscriptions.userId, input.userId)))
        .limit(1);
      if (!own)
        throw new AppError('VALIDATION_FAILED', {
          details: [{ field: 'subscriptionId', message: 'Onbekende dienst' }],
        });
    }
    const [ticket] = await tx
      .insert(tickets)
      .values({
        userId: input.userId,
        subject: input.subject,
        category: input.category,
        subscriptionId: input.subscriptionId ?? null,
        status: 'open',
        lastMessageAt: input.now,
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning({ id: tickets.id });
    if (!ticket) throw new Error('ticket insert returned nothing');
    await tx.insert(ticketMessages).values({
      ticketId: ticket.id,
      authorId: input.userId,
      fromStaff: false,
      body: input.message,
      createdAt: input.now,
    });
    return ticket.id;
  });
}
