import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

// Admin subscriptions section (helper A2) — scaffold, filled in issue 4.
export const adminSubscriptionRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
