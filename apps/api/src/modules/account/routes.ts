import {
  accountActivityResponseSchema,
  accountUserResponseSchema,
  deleteAccountBodySchema,
  errorResponseSchema,
  messageResponseSchema,
  pageQuerySchema,
  paginationOf,
  updateNotificationSettingsBodySchema,
  updatePreferencesBodySchema,
  updateSecuritySettingsBodySchema,
} from '@hostportaal/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { activityLog } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { activityParams } from '../activity/activity-params.ts';
import { serializeUser } from '../auth/serialize-user.ts';
import { clearRefreshCookie } from '../auth/session.ts';
import { buildAccountExport } from './account-export.ts';
import {
  deleteAccount,
  updateNotificationSettings,
  updatePreferences,
  updateSecuritySettings,
} from './account-service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 422: errorResponseSchema };
const tags = ['Account'];

export const accountRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/api/account/preferences',
      {
        schema: {
          tags,
          summary: 'Save display preferences (theme, language, timezone, date format, currency)',
          body: updatePreferencesBodySchema,
          response: { 200: accountUserResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = await updatePreferences(ctx, currentUser(request), request.body, request.ip);
        return { success: true as const, message: 'Preferences saved', data: { user: serializeUser(user) } };
      },
    );

    app.put(
      '/api/account/notifications',
      {
        schema: {
          tags,
          summary: 'Save notification settings (SPEC §3)',
          body: updateNotificationSettingsBodySchema,
          response: { 200: accountUserResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = await updateNotificationSettings(ctx, currentUser(request), request.body, request.ip);
        return {
          success: true as const,
          message: 'Notification settings saved',
          data: { user: serializeUser(user) },
        };
      },
    );

    app.put(
      '/api/account/security',
      {
        schema: {
          tags,
          summary: 'Save login notifications and the session timeout (minutes, null = never)',
          body: updateSecuritySettingsBodySchema,
          response: { 200: accountUserResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = await updateSecuritySettings(ctx, currentUser(request), request.body, request.ip);
        return {
          success: true as const,
          message: 'Security settings saved',
          data: { user: serializeUser(user) },
        };
      },
    );

    app.get(
      '/api/account/activity',
      {
        schema: {
          tags,
          summary: "The caller's activity log, newest first, paged on the server",
          querystring: pageQuerySchema,
          response: { 200: accountActivityResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const { page, limit } = request.query;
        const where = eq(activityLog.userId, user.id);
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(activityLog)
            .where(where)
            .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
            .limit(limit)
            .offset((page - 1) * limit),
          ctx.db.select({ value: count() }).from(activityLog).where(where),
        ]);
        return {
          success: true as const,
          data: {
            activities: rows.map((row) => ({
              id: row.id,
              type: row.type,
              action: row.action,
              description: row.description,
              params: activityParams(row.type, row.metadata),
              ip: row.ip,
              timestamp: row.createdAt.toISOString(),
            })),
            pagination: paginationOf(page, limit, total?.value ?? 0),
          },
        };
      },
    );

    app.get(
      '/api/account/export',
      {
        schema: {
          tags,
          summary: 'AVG/GDPR export of everything held on the caller, as one JSON download',
          response: { 200: z.record(z.string(), z.unknown()), ...errors },
        },
      },
      async (request, reply) => {
        const data = await buildAccountExport(ctx, currentUser(request));
        reply
          .header(
            'content-disposition',
            `attachment; filename="hostportaal-gegevens-${data.exportDate}.json"`,
          )
          .header('cache-control', 'no-store');
        return data;
      },
    );

    app.delete(
      '/api/account',
      {
        schema: {
          tags,
          summary: 'Delete (anonymise) the account; refused while invoices are unpaid',
          body: deleteAccountBodySchema,
          response: { 200: messageResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        await deleteAccount(ctx, currentUser(request), request.body.password, request.ip);
        clearRefreshCookie(reply, ctx);
        return { success: true as const, message: 'Account deleted' };
      },
    );
  };
