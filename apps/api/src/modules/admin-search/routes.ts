import {
  adminSearchQuerySchema,
  adminSearchResponseSchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { adminSearch } from './admin-search.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

// Issue 7: the Administration Dashboard header's global search. Under /api/admin, so the auth guard lets
// admins only through (anonymous 401, customers 403).
export const adminSearchRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/search',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags: ['Admin: search'],
          summary:
            'Users, subscriptions, invoices and payment references of all customers: five per group, ranked, with totals and admin links',
          querystring: adminSearchQuerySchema,
          response: { 200: adminSearchResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await adminSearch(ctx.db, request.query.q) }),
    );
  };
