import {
  emailOutboxQuerySchema,
  emailOutboxResponseSchema,
  errorResponseSchema,
  paginationOf,
} from '@hostportaal/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { emailOutbox } from '../../db/schema/index.ts';

// Staff can see what was sent (or is still waiting) when there is no SMTP server, and why delivery failed.
export const emailAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/email-outbox',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin'],
          summary: 'Outgoing e-mail, newest first, paged on the server',
          querystring: emailOutboxQuerySchema,
          response: { 200: emailOutboxResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
        },
      },
      async (request) => {
        const { page, limit, status, search } = request.query;
        const conditions: SQL[] = [];
        if (status) conditions.push(eq(emailOutbox.status, status));
        if (search) conditions.push(ilike(emailOutbox.toAddress, `%${search.replace(/[\\%_]/g, '\\$&')}%`));
        const where = conditions.length > 0 ? and(...conditions) : undefined;
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(emailOutbox)
            .where(where)
            .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
            .limit(limit)
            .offset((page - 1) * limit),
          ctx.db.select({ value: count() }).from(emailOutbox).where(where),
        ]);
        return {
          success: true as const,
          data: {
            emails: rows.map((row) => ({
              id: row.id,
              to: row.toAddress,
              subject: row.subject,
              template: row.template,
              status: row.status,
              attempts: row.attempts,
              lastError: row.lastError,
              createdAt: row.createdAt.toISOString(),
              sentAt: row.sentAt?.toISOString() ?? null,
            })),
            pagination: paginationOf(page, limit, total?.value ?? 0),
          },
        };
      },
    );
  };
