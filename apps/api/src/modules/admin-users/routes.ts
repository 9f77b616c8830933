import {
  adminUserActivityQuerySchema,
  adminUserActivityResponseSchema,
  adminUserBulkActionBodySchema,
  adminUserBulkActionResponseSchema,
  adminUserChangeRoleBodySchema,
  adminUserContactBodySchema,
  adminUserContactResponseSchema,
  adminUserDeleteResponseSchema,
  adminUserDetailResponseSchema,
  adminUserIdParamsSchema,
  adminUserListResponseSchema,
  adminUserMandatesResponseSchema,
  adminUserResponseSchema,
  adminUsersQuerySchema,
  adminUserToggleStatusBodySchema,
  adminUserUpdateBodySchema,
  changeMandateIbanResponseSchema,
  errorResponseSchema,
  runProblemsResponseSchema,
  staffMandateIbanBodySchema,
  staffMandateParamsSchema,
} from '@hostportaal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { auditChange, auditNothingChanged } from '../../plugins/audit-trail.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { changeMandateIban } from '../mandates/change-mandate-iban.ts';
import { bulkChangeUsers } from './bulk-change-users.ts';
import { setUserActive, setUserRole, type UserChange } from './change-user-access.ts';
import { findAdminUserRow, listAdminUsers } from './list-admin-users.ts';
import { listUserMandates } from './list-user-mandates.ts';
import { contactUser, deleteUserByAdmin, updateUserByAdmin } from './manage-user.ts';
import { getAdminUserDetail, listUserActivity } from './user-detail.ts';
import { userRunProblems } from './user-run-problems.ts';

const tags = ['Admin: users'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};

function audit(request: FastifyRequest, action: string, change: UserChange | null) {
  if (change) auditChange(request, { action, entityType: 'user', entityId: change.userId, ...change });
  else auditNothingChanged(request);
}

// SPEC §7 admin users: HTTP only; the queries live in the service files beside it. Each change names its
// action, with the user before and after, in the audit log.
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
        config: { permission: 'customers.manage' },
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
        const { isActive } = request.body;
        const change = await setUserActive(ctx.db, request.params.id, isActive, actorOf(request));
        audit(request, isActive ? 'user.activate' : 'user.deactivate', change);
        return rowOf(request.params.id);
      },
    );

    app.patch(
      '/api/admin/users/:id/change-role',
      {
        config: { permission: 'roles.manage' },
        schema: {
          tags,
          summary: 'Change a user’s role (not your own; the last active admin stays admin)',
          params: adminUserIdParamsSchema,
          body: adminUserChangeRoleBodySchema,
          response: { 200: adminUserResponseSchema, ...errors },
        },
      },
      async (request) => {
        const change = await setUserRole(ctx.db, request.params.id, request.body.role, actorOf(request));
        audit(request, 'user.change_role', change);
        return rowOf(request.params.id);
      },
    );

    app.post(
      '/api/admin/users/bulk-action',
      {
        // It changes roles too (change_role): the stronger permission of the two it needs, not customers.manage.
        config: { permission: 'roles.manage' },
        schema: {
          tags,
          summary:
            'Activate, deactivate, delete or change the role of several users; skipped ones with the reason',
          body: adminUserBulkActionBodySchema,
          response: { 200: adminUserBulkActionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { done, skipped, changes } = await bulkChangeUsers(ctx.db, request.body, actorOf(request));
        auditNothingChanged(request);
        for (const { action, ...change } of changes) audit(request, action, change);
        return { success: true as const, data: { done, skipped } };
      },
    );

    app.get(
      '/api/admin/users',
      {
        config: { permission: 'customers.read' },
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
      '/api/admin/users/:id',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary:
            'A user’s detail page: profile, subscriptions, newest invoices, mandates, letters, notes, tickets',
          params: adminUserIdParamsSchema,
          response: { 200: adminUserDetailResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await getAdminUserDetail(ctx.db, request.params.id),
      }),
    );

    app.get(
      '/api/admin/users/:id/activity',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'A user’s activity trail, newest first, paged',
          params: adminUserIdParamsSchema,
          querystring: adminUserActivityQuerySchema,
          response: { 200: adminUserActivityResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listUserActivity(ctx.db, request.params.id, request.query.page, request.query.limit),
      }),
    );

    app.get(
      '/api/admin/users/:id/run-problems',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary:
            'What the SEPA batch, the last billing run and the last dunning run left out for this customer, and why',
          params: adminUserIdParamsSchema,
          response: { 200: runProblemsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: { problems: await userRunProblems(ctx.db, request.params.id, ctx.clock.now()) },
      }),
    );

    app.put(
      '/api/admin/users/:id',
      {
        config: { permission: 'customers.manage' },
        schema: {
          tags,
          summary: 'Correct a user’s profile; a changed e-mail address must be verified again',
          params: adminUserIdParamsSchema,
          body: adminUserUpdateBodySchema,
          response: { 200: adminUserResponseSchema, ...errors },
        },
      },
      async (request) => {
        const change = await updateUserByAdmin(ctx, request.params.id, request.body, actorOf(request));
        audit(request, 'user.update', change);
        return rowOf(request.params.id);
      },
    );

    app.delete(
      '/api/admin/users/:id',
      {
        config: { permission: 'customers.manage' },
        schema: {
          tags,
          summary:
            'Delete a user; one with invoices or other records is anonymised instead (7-year duty). Not yourself, not the last admin, not while invoices are unpaid',
          params: adminUserIdParamsSchema,
          response: { 200: adminUserDeleteResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { outcome, change } = await deleteUserByAdmin(ctx.db, request.params.id, actorOf(request));
        audit(request, outcome === 'deleted' ? 'user.delete' : 'user.anonymise', change);
        return { success: true as const, data: { id: request.params.id, outcome } };
      },
    );

    app.post(
      '/api/admin/users/:id/contact',
      {
        config: { permission: 'support' },
        schema: {
          tags,
          summary: 'E-mail the user (through the outbox); recorded in their activity',
          params: adminUserIdParamsSchema,
          body: adminUserContactBodySchema,
          response: { 200: adminUserContactResponseSchema, ...errors },
        },
      },
      async (request) => {
        const emailId = await contactUser(ctx, request.params.id, request.body, actorOf(request));
        auditChange(request, {
          action: 'user.contact',
          entityType: 'user',
          entityId: request.params.id,
          after: { subject: request.body.subject, emailId },
        });
        return { success: true as const, data: { emailId } };
      },
    );

    app.get(
      '/api/admin/users/:id/mandates',
      {
        config: { permission: 'customers.read' },
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

    app.put(
      '/api/admin/users/:id/mandates/:mandateId/iban',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            "Record a customer's new account given on paper or by e-Mandate: amends or renews the mandate; claims that waited for it go with the next batch",
          params: staffMandateParamsSchema,
          body: staffMandateIbanBodySchema,
          response: { 200: changeMandateIbanResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { signatureMethod, ...consent } = request.body;
        const result = await changeMandateIban(ctx.db, request.params.id, request.params.mandateId, consent, {
          ip: request.ip,
          now: ctx.clock.now(),
          link: `${ctx.config.PUBLIC_URL}/dashboard/instellingen?tab=payment`,
          staff: { id: currentUser(request).id, signatureMethod },
        });
        ctx.notifyOutbox();
        auditChange(request, {
          action: result.renewed ? 'mandate.renew' : 'mandate.change_iban',
          entityType: 'user',
          entityId: request.params.id,
          after: {
            mandate: result.mandate.reference,
            iban: result.mandate.ibanMasked,
            signatureMethod,
            collectedInvoiceNumbers: result.collectedInvoiceNumbers,
          },
        });
        return { success: true as const, data: result };
      },
    );
  };
