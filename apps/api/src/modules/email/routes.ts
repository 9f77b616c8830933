import {
  emailOutboxQuerySchema,
  emailOutboxResponseSchema,
  errorResponseSchema,
  outboxEmailDetailResponseSchema,
  outboxEmailParamsSchema,
  paginationOf,
} from '@hostportaal/contract';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { type EmailOutboxRow, emailOutbox } from '../../db/schema/index.ts';

/**
 * Whether staff can read the outbox (issue 28): in development and test, where mail without SMTP_URL stays in
 * the outbox and the demo is walked by reading it. Never in production (decision 031): a mail holds reset,
 * sign-in and confirmation links, which only their recipient may read.
 */
export function emailOutboxReadable(ctx: AppContext): boolean {
  return ctx.config.NODE_ENV !== 'production';
}

const listed = (row: EmailOutboxRow) => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  template: row.template,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

// Staff can see what was sent (or is still waiting) when there is no SMTP server, and why delivery failed.
// Production registers none of these routes: they answer 404 there.
export const emailAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    if (!emailOutboxReadable(ctx)) return;

    app.get(
      '/api/admin/email-outbox',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin'],
          summary: 'Outgoing e-mail, newest first, paged on the server (not in production)',
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
            emails: rows.map(listed),
            pagination: paginationOf(page, limit, total?.value ?? 0),
          },
        };
      },
    );

    app.get(
      '/api/admin/email-outbox/:id',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin'],
          summary: 'One outgoing e-mail with its text, links included (not in production)',
          params: outboxEmailParamsSchema,
          response: {
            200: outboxEmailDetailResponseSchema,
            401: errorResponseSchema,
            403: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) => {
        const [row] = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.id, request.params.id));
        if (!row) throw new AppError('NOT_FOUND');
        return { success: true as const, data: { ...listed(row), text: row.textBody } };
      },
    );
  };
