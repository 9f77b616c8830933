import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

// Admin invoices section (helper A1) — scaffold, filled in issue 4.
export const adminInvoiceRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async (_app) => {};
