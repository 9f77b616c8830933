import {
  adminUserIdParamsSchema,
  adminUserListResponseSchema,
  adminUserMandatesResponseSchema,
  adminUsersQuerySchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { listAdminUsers } from './list-admin-users.ts';
import { listUserMandates } from './list-user-mandates.ts';

const tags = ['Admin: users'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

// SPEC §7 admin users: HTTP only; the queries live in the service files beside it.
export const adminUserRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/users',
      {
        schema: {
          tags,
          summary: 'All users with subscription count and total spent: search, filters, sort, paging, counts',
          querystring: adminUsersQuerySchema,
          response: { 200: adminUserListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listAdminUsers(ctx.db, request.query, ctx.clock.now()),
      }),
    );

    app.get(
      '/api/admin/users/:id/mandates',
      {
        schema: {
          tags,
          summary: "A customer's SEPA mandates with masked IBAN, valid ones first",
          params: adminUserIdParamsSchema,
          response: { 200: adminUserMandatesResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { mandates: await listUserMandates(ctx.db, request.params.id) },
      }),
    );
  };
