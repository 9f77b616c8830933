import {
  contactBodySchema,
  createTicketBodySchema,
  errorResponseSchema,
  paginationOf,
  ticketDetailResponseSchema,
  ticketIdParamsSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketReplyBodySchema,
} from '@hostportaal/contract';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { subscriptions, tickets } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { adminTicketRoutes } from './admin-routes.ts';
import { createTicket } from './create-ticket.ts';
import { addTicketMessage, setTicketStatus } from './reply-to-ticket.ts';
import { findTicket, loadTicketDetail, serializeTicket, ticketColumns } from './ticket-queries.ts';

const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

// Customers see and write only their own tickets; someone else's ticket answers 404.
export const supportRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    async function ownTicketOrNotFound(id: string, userId: string) {
      const ticket = await findTicket(ctx.db, id, userId);
      if (!ticket) throw new AppError('NOT_FOUND');
      return ticket;
    }

    app.get(
      '/api/tickets',
      {
        schema: {
          tags: ['Support'],
          summary: "The caller's tickets, newest activity first",
          querystring: ticketListQuerySchema,
          response: { 200: ticketListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { page, limit, status } = request.query;
        const conditions: SQL[] = [eq(tickets.userId, user.id)];
        if (status) conditions.push(eq(tickets.status, status));
        const where = and(...conditions);
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select(ticketColumns)
            .from(tickets)
            .leftJoin(subscriptions, eq(subscriptions.id, tickets.subscriptionId))
            .where(where)
            .orderBy(desc(tickets.lastMessageAt), desc(tickets.number))
            .limit(limit)
            .offset((page - 1) * limit),
          ctx.db.select({ value: count() }).from(tickets).where(where),
        ]);
        return {
          success: true as const,
          data: {
            tickets: rows.map(serializeTicket),
            pagination: paginationOf(page, limit, total?.value ?? 0),
          },
        };
      },
    );

    app.post(
      '/api/tickets',
      {
        schema: {
          tags: ['Support'],
          summary: 'Open a ticket',
          body: createTicketBodySchema,
          response: { 201: ticketDetailResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const id = await createTicket(ctx.db, { ...request.body, userId: user.id, now: ctx.clock.now() });
        const ticket = await ownTicketOrNotFound(id, user.id);
        return reply
          .status(201)
          .send({ success: true as const, data: await loadTicketDetail(ctx.db, ticket) });
      },
    );

    app.post(
      '/api/contact',
      {
        schema: {
          tags: ['Support'],
          summary: 'Contact form: becomes a ticket',
          body: contactBodySchema,
          response: { 201: ticketDetailResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const { subject, message, category } = request.body;
        const id = await createTicket(ctx.db, {
          userId: user.id,
          subject,
          message,
          category: category ?? 'other',
          now: ctx.clock.now(),
        });
        const ticket = await ownTicketOrNotFound(id, user.id);
        return reply
          .status(201)
          .send({ success: true as const, data: await loadTicketDetail(ctx.db, ticket) });
      },
    );

    app.get(
      '/api/tickets/:id',
      {
        schema: {
          tags: ['Support'],
          summary: 'One own ticket with its messages, oldest first',
          params: ticketIdParamsSchema,
          response: { 200: ticketDetailResponseSchema, ...errors },
        },
      },
      async (request) => {
        const ticket = await ownTicketOrNotFound(request.params.id, currentUser(request).id);
        return { success: true as const, data: await loadTicketDetail(ctx.db, ticket) };
      },
    );

    app.post(
      '/api/tickets/:id/messages',
      {
        schema: {
          tags: ['Support'],
          summary: 'Customer reply; the ticket goes back to open',
          params: ticketIdParamsSchema,
          body: ticketReplyBodySchema,
          response: { 201: ticketDetailResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const ticket = await ownTicketOrNotFound(request.params.id, user.id);
        await ctx.db.transaction((tx) =>
          addTicketMessage(tx, {
            ticket,
            authorId: user.id,
            fromStaff: false,
            message: request.body.message,
            now: ctx.clock.now(),
          }),
        );
        const updated = await ownTicketOrNotFound(ticket.id, user.id);
        return reply
          .status(201)
          .send({ success: true as const, data: await loadTicketDetail(ctx.db, updated) });
      },
    );

    app.post(
      '/api/tickets/:id/close',
      {
        schema: {
          tags: ['Support'],
          summary: 'Close an own ticket',
          params: ticketIdParamsSchema,
          response: { 200: ticketDetailResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const ticket = await ownTicketOrNotFound(request.params.id, user.id);
        if (ticket.status !== 'closed') await setTicketStatus(ctx.db, ticket.id, 'closed', ctx.clock.now());
        const updated = await ownTicketOrNotFound(ticket.id, user.id);
        return { success: true as const, data: await loadTicketDetail(ctx.db, updated) };
      },
    );

    await app.register(adminTicketRoutes(ctx));
  };
