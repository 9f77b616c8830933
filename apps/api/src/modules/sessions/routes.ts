import {
  errorResponseSchema,
  messageResponseSchema,
  sessionParamsSchema,
  sessionsResponseSchema,
  sessionsRevokedResponseSchema,
  userSessionParamsSchema,
} from '@hostportaal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { refusal } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { recordActivity } from '../activity/record-activity.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './user-sessions.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

async function assertUserExists(ctx: AppContext, id: string) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id));
  if (!user) throw refusal('NOT_FOUND', 'user_not_found', 'Gebruiker niet gevonden');
}

export const sessionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/account/sessions',
      {
        schema: {
          tags: ['Account'],
          summary: 'My live sessions (logins), the current one marked',
          response: { 200: sessionsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          sessions: await listSessions(
            ctx.db,
            currentUser(request).id,
            ctx.clock.now(),
            request.auth?.familyId ?? null,
          ),
        },
      }),
    );

    app.delete(
      '/api/account/sessions/:sessionId',
      {
        schema: {
          tags: ['Account'],
          summary: 'End one of my sessions (the current one too: that is logging out there)',
          params: sessionParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const now = ctx.clock.now();
        await revokeSession(ctx.db, user.id, request.params.sessionId, now);
        await recordActivity(ctx.db, {
          userId: user.id,
          type: 'session_revoked',
          action: 'Sessie beëindigd',
          description: 'Een sessie is beëindigd vanuit de instellingen',
          ip: request.ip,
          now,
          metadata: { sessionId: request.params.sessionId },
        });
        return { success: true as const, message: 'Sessie beëindigd' };
      },
    );

    app.post(
      '/api/account/sessions/revoke-others',
      {
        schema: {
          tags: ['Account'],
          summary: 'End every session but this one',
          response: { 200: sessionsRevokedResponseSchema, ...errors },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const now = ctx.clock.now();
        const revoked = await revokeOtherSessions(ctx.db, user.id, now, request.auth?.familyId);
        await recordActivity(ctx.db, {
          userId: user.id,
          type: 'session_revoked',
          action: 'Andere sessies beëindigd',
          description: `${revoked} andere ${revoked === 1 ? 'sessie' : 'sessies'} beëindigd`,
          ip: request.ip,
          now,
          metadata: { revokedCount: revoked },
        });
        return { success: true as const, data: { revoked } };
      },
    );

    app.get(
      '/api/admin/users/:id/sessions',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags: ['Admin'],
          summary: "A user's live sessions",
          params: z.object({ id: z.uuid() }),
          response: { 200: sessionsResponseSchema, ...errors },
        },
      },
      async (request) => {
        await assertUserExists(ctx, request.params.id);
        return {
          success: true as const,
          data: {
            sessions: await listSessions(
              ctx.db,
              request.params.id,
              ctx.clock.now(),
              request.auth?.familyId ?? null,
            ),
          },
        };
      },
    );

    app.delete(
      '/api/admin/users/:id/sessions/:sessionId',
      {
        config: { permission: 'customers.manage' },
        schema: {
          tags: ['Admin'],
          summary: "End one of a user's sessions",
          params: userSessionParamsSchema,
          response: { 200: messageResponseSchema, ...errors },
        },
      },
      async (request) => {
        await revokeSession(ctx.db, request.params.id, request.params.sessionId, ctx.clock.now());
        return { success: true as const, message: 'Session ended' };
      },
    );

    app.post(
      '/api/admin/users/:id/sessions/revoke-all',
      {
        config: { permission: 'customers.manage' },
        schema: {
          tags: ['Admin'],
          summary: "End every session of a user (a lost laptop, a leaked password); the admin's own stays",
          params: z.object({ id: z.uuid() }),
          response: { 200: sessionsRevokedResponseSchema, ...errors },
        },
      },
      async (request) => {
        await assertUserExists(ctx, request.params.id);
        const revoked = await revokeOtherSessions(
          ctx.db,
          request.params.id,
          ctx.clock.now(),
          request.auth?.familyId,
        );
        return { success: true as const, data: { revoked } };
      },
    );
  };
