import {
  adminTicketDetailResponseSchema,
  adminTicketListQuerySchema,
  adminTicketListResponseSchema,
  adminTicketUpdateBodySchema,
  errorResponseSchema,
  paginationOf,
  ticketIdParamsSchema,
  ticketReplyBodySchema,
} from '@hostportaal/contract';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { subscriptions, tickets, users } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { enqueueEmail } from '../email/enqueue-email.ts';
import { createNotification } from '../notifications/create-notification.ts';
import { addTicketMessage, setTicketStatus } from './reply-to-ticket.ts';
import { ticketAnsweredEmail } from './support-emails.ts';
import {
  findTicket,
  loadTicketDetail,
  serializeTicket,
  type TicketRow,
  ticketColumns,
} from './ticket-queries.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, '\\$&');
}

async function ticketCustomer(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

async function adminDetail(db: DbOrTx, ticket: TicketRow) {
  const customer = await ticketCustomer(db, ticket.userId);
  return {
    ...(await loadTicketDetail(db, ticket)),
    customer: { id: customer.id, name: `${customer.firstname} ${customer.lastname}`, email: customer.email },
  };
}

// Staff queue: tickets waiting on us come first, then answered, then closed.
export const adminTicketRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    async function ticketOrNotFound(id: string) {
      const ticket = await findTicket(ctx.db, id);
      if (!ticket) throw new AppError('NOT_FOUND');
      return ticket;
    }

    app.get(
      '/api/admin/tickets',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'All tickets, waiting-on-us first, paged',
          querystring: adminTicketListQuerySchema,
          response: { 200: adminTicketListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { page, limit, status, search } = request.query;
        const conditions: SQL[] = [];
        if (status) conditions.push(eq(tickets.status, status));
        if (search) {
          const pattern = `%${escapeLike(search)}%`;
          const matches: SQL[] = [ilike(tickets.subject, pattern), ilike(users.email, pattern)];
          const number = /^#?(\d{1,9})$/.exec(search);
          if (number) matches.push(eq(tickets.number, Number(number[1])));
          const any = or(...matches);
          if (any) conditions.push(any);
        }
        const where = conditions.length > 0 ? and(...conditions) : undefined;
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select({
              ...ticketColumns,
              firstname: users.firstname,
              lastname: users.lastname,
              email: users.email,
            })
            .from(tickets)
            .innerJoin(users, eq(users.id, tickets.userId))
            .leftJoin(subscriptions, eq(subscriptions.id, tickets.subscriptionId))
            .where(where)
            .orderBy(
              sql`case ${tickets.status} when 'open' then 0 when 'answered' then 1 else 2 end`,
              desc(tickets.lastMessageAt),
              desc(tickets.number),
            )
            .limit(limit)
            .offset((page - 1) * limit),
          ctx.db
            .select({ value: count() })
            .from(tickets)
            .innerJoin(users, eq(users.id, tickets.userId))
            .where(where),
        ]);
        return {
          success: true as const,
          data: {
            tickets: rows.map((row) => ({
              ...serializeTicket(row),
              customer: { id: row.userId, name: `${row.firstname} ${row.lastname}`, email: row.email },
            })),
            pagination: paginationOf(page, limit, total?.value ?? 0),
          },
        };
      },
    );

    app.get(
      '/api/admin/tickets/:id',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'One ticket with customer and messages',
          params: ticketIdParamsSchema,
          response: { 200: adminTicketDetailResponseSchema, ...errors },
        },
      },
      async (request) => {
        const ticket = await ticketOrNotFound(request.params.id);
        return { success: true as const, data: await adminDetail(ctx.db, ticket) };
      },
    );

    app.post(
      '/api/admin/tickets/:id/messages',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'Staff reply: ticket answered, customer gets an e-mail and a notification',
          params: ticketIdParamsSchema,
          body: ticketReplyBodySchema,
          response: { 201: adminTicketDetailResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = currentUser(request);
        const ticket = await ticketOrNotFound(request.params.id);
        const now = ctx.clock.now();
        const message = request.body.message;
        await ctx.db.transaction(async (tx) => {
          await addTicketMessage(tx, { ticket, authorId: staff.id, fromStaff: true, message, now });
          const customer = await ticketCustomer(tx, ticket.userId);
          const path = `/dashboard/support?ticket=${ticket.id}`;
          await enqueueEmail(tx, {
            to: customer.email,
            userId: customer.id,
            message: ticketAnsweredEmail({
              firstname: customer.firstname,
              number: ticket.number,
              subject: ticket.subject,
              reply: message,
              link: `${ctx.config.PUBLIC_URL}${path}`,
            }),
            now,
          });
          await createNotification(tx, {
            userId: customer.id,
            type: 'ticket_answered',
            title: `Nieuw antwoord op ticket #${ticket.number}`,
            body: ticket.subject,
            link: path,
            now,
          });
        });
        ctx.notifyOutbox();
        return reply.status(201).send({
          success: true as const,
          data: await adminDetail(ctx.db, await ticketOrNotFound(ticket.id)),
        });
      },
    );

    app.patch(
      '/api/admin/tickets/:id',
      {
        config: { permission: 'support' },
        schema: {
          tags: ['Admin'],
          summary: 'Change the status of a ticket',
          params: ticketIdParamsSchema,
          body: adminTicketUpdateBodySchema,
          response: { 200: adminTicketDetailResponseSchema, ...errors },
        },
      },
      async (request) => {
        const ticket = await ticketOrNotFound(request.params.id);
        await setTicketStatus(ctx.db, ticket.id, request.body.status, ctx.clock.now());
        return { success: true as const, data: await adminDetail(ctx.db, await ticketOrNotFound(ticket.id)) };
      },
    );
  };
