import {
  errorResponseSchema,
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
} from '@hostportaal/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';

const errors = { 401: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema };

async function countUnread(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.value ?? 0;
}

// The header bell: a customer only ever sees and marks their own notifications.
export const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/notifications',
      {
        schema: {
          tags: ['Notifications'],
          summary: "The caller's newest notifications and the unread count",
          querystring: notificationListQuerySchema,
          response: { 200: notificationListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const [rows, unreadCount] = await Promise.all([
          ctx.db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, user.id))
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(request.query.limit),
          countUnread(ctx.db, user.id),
        ]);
        return {
          success: true as const,
          data: {
            notifications: rows.map((row) => ({
              id: row.id,
              type: row.type,
              title: row.title,
              body: row.body,
              link: row.link,
              readAt: row.readAt?.toISOString() ?? null,
              createdAt: row.createdAt.toISOString(),
            })),
            unreadCount,
          },
        };
      },
    );

    app.post(
      '/api/notifications/:id/read',
      {
        schema: {
          tags: ['Notifications'],
          summary: 'Mark one own notification as read',
          params: notificationIdParamsSchema,
          response: { 200: notificationReadResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const own = and(eq(notifications.id, request.params.id), eq(notifications.userId, user.id));
        const [row] = await ctx.db
          .select({ readAt: notifications.readAt })
          .from(notifications)
          .where(own)
          .limit(1);
        if (!row) throw new AppError('NOT_FOUND');
        if (row.readAt === null)
          await ctx.db.update(notifications).set({ readAt: ctx.clock.now() }).where(own);
        return { success: true as const, data: { unreadCount: await countUnread(ctx.db, user.id) } };
      },
    );

    app.post(
      '/api/notifications/read-all',
      {
        schema: {
          tags: ['Notifications'],
          summary: 'Mark all own notifications as read',
          response: { 200: notificationReadResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await ctx.db
          .update(notifications)
          .set({ readAt: ctx.clock.now() })
          .where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
        return { success: true as const, data: { unreadCount: 0 } };
      },
    );
  };
