import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

// Billing runs (lead) — scaffold, filled in issue 4.
export const billingRunRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
