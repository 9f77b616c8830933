import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

// Exports for the accountant (helper A1) — scaffold, filled in issue 4.
export const billingExportRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
