import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

export const notificationRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
