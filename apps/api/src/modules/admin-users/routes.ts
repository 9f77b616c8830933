import {
  adminUserBulkActionBodySchema,
  adminUserBulkActionResponseSchema,
  adminUserChangeRoleBodySchema,
  adminUserIdParamsSchema,
  adminUserListResponseSchema,
  adminUserMandatesResponseSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUserToggleStatusBodySchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { bulkChangeUsers, setUserActive, setUserRole } from './change-user-access.ts';
import { findAdminUserRow, listAdminUsers } from './list-admin-users.ts';
import { listUserMandates } from './list-user-mandates.ts';

const tags = ['Admin: users'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

// SPEC §7 admin users: HTTP only; the queries live in the service files beside it.
export const adminUserRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: FastifyRequest) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });
    const rowOf = async (id: string) => {
      const user = await findAdminUserRow(ctx.db, id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return { success: true as const, data: { user } };
    };

    app.patch(
      '/api/admin/users/:id/toggle-status',
      {
        schema: {
          tags,
          summary:
            'Activate or deactivate a user (not yourself, not the last active admin); ends their sessions',
          params: adminUserIdParamsSchema,
          body: adminUserToggleStatusBodySchema,
          response: { 200: adminUserResponseSchema, ...errors },
        },
      },
      async (request) => {
        await setUserActive(ctx.db, request.params.id, request.body.isActive, actorOf(request));
        return rowOf(request.params.id);
      },
    );

    app.patch(
      '/api/admin/users/:id/change-role',
      {
        schema: {
          tags,
          summary: 'Change a user’s role (not your own; the last active admin stays admin)',
          params: adminUserIdParamsSchema,
          body: adminUserChangeRoleBodySchema,
          response: { 200: adminUserResponseSchema, ...errors },
        },
      },
      async (request) => {
        await setUserRole(ctx.db, request.params.id, request.body.role, actorOf(request));
        return rowOf(request.params.id);
      },
    );

    app.post(
      '/api/admin/users/bulk-action',
      {
        schema: {
          tags,
          summary: 'Activate, deactivate or change the role of several users; skipped ones with the reason',
          body: adminUserBulkActionBodySchema,
          response: { 200: adminUserBulkActionResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await bulkChangeUsers(ctx.db, request.body, actorOf(request)),
      }),
    );

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
