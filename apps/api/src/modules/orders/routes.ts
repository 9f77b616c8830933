import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

// Cart and checkout (lead) — scaffold, filled in issue 4.
export const orderRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
