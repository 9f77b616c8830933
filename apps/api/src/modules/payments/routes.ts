import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

// Manual payments (lead) — scaffold, filled in issue 4.
export const paymentRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
