import {
  errorResponseSchema,
  gameCreateBodySchema,
  gameCreateResponseSchema,
  gameServersQuerySchema,
  gameServersResponseSchema,
  gameTemplatesResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { listGameServers, listGameTemplates, orderGameServer } from './game-servers.ts';

const tags = ['Games'];
const errors = {
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

export const gameRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/games/templates',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: 'The game-server catalogue: game, RAM, slots and price per interval (cents, excl. VAT)',
          response: { 200: gameTemplatesResponseSchema },
        },
      },
      async () => ({ success: true as const, data: { templates: await listGameTemplates(ctx.db) } }),
    );

    app.get(
      '/api/games',
      {
        schema: {
          tags,
          summary: "The customer's game servers with their status, newest first",
          querystring: gameServersQuerySchema,
          response: { 200: gameServersResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listGameServers(ctx.db, currentUser(request).id, request.query),
      }),
    );

    app.post(
      '/api/games/create',
      {
        schema: {
          tags,
          summary:
            'Order a game server: subscription and first invoice now, the server is built by provisioning',
          body: gameCreateBodySchema,
          response: { 201: gameCreateResponseSchema, 403: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = currentUser(request);
        const result = await orderGameServer(
          ctx.db,
          user.id,
          request.body,
          {
            id: user.id,
            ip: request.ip,
            now: ctx.clock.now(),
          },
          { publicUrl: ctx.config.PUBLIC_URL },
        );
        await ctx.jobs.trigger('invoice-delivery');
        ctx.notifyOutbox();
        // Built now rather than at the next minute, ahead of any backlog.
        await ctx.jobs.trigger('provisioning', { subscriptionId: result.server.subscriptionId });
        return reply.status(201).send({ success: true as const, data: result });
      },
    );
  };
