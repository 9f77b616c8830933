import {
  cancelSubscriptionBodySchema,
  customerSubscriptionListResponseSchema,
  customerSubscriptionResponseSchema,
  customerSubscriptionStatsResponseSchema,
  errorResponseSchema,
  paySubscriptionListSchema,
  paySubscriptionsParamsSchema,
  subscriptionIdParamsSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { users } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { withdrawalStates } from '../orders/withdraw-subscription.ts';
import { serviceNotesOf } from '../provisioning/waiting-for-server.ts';
import { cancelSubscription } from './cancel-subscription.ts';
import {
  customerSubscriptionStats,
  listCustomerSubscriptions,
  packageVatRateBp,
} from './list-customer-subscriptions.ts';
import {
  serializeCustomerSubscription,
  serializePaySubscription,
  subscriptionGrossCents,
} from './serialize-subscription.ts';

const tags = ['Subscriptions'];
const unauthenticated = { 401: errorResponseSchema };

export const customerSubscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/user-subscriptions/user',
      {
        schema: {
          tags,
          summary: "The caller's own subscriptions ('Mijn Abonnementen')",
          response: { 200: customerSubscriptionListResponseSchema, ...unauthenticated },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const today = amsterdamToday(ctx.clock.now());
        const [rows, withdrawals] = await Promise.all([
          listCustomerSubscriptions(ctx.db, user.id),
          withdrawalStates(ctx.db, user.id, today),
        ]);
        // Which wait for a server and why a suspended one is suspended, as the rows say it (issue 28).
        const notes = await serviceNotesOf(ctx.db, user.id, rows);
        return {
          success: true as const,
          data: rows.map((row) =>
            serializeCustomerSubscription(
              row,
              today,
              subscriptionGrossCents(row, row.packageVatRateBp, user),
              notes,
              withdrawals.get(row.id),
            ),
          ),
        };
      },
    );

    app.get(
      '/api/user-subscriptions/user/stats',
      {
        schema: {
          tags,
          summary: 'Active and paused counts and the monthly total (cents) of the active subscriptions',
          response: { 200: customerSubscriptionStatsResponseSchema, ...unauthenticated },
        },
      },
      async (request) => ({
        success: true as const,
        data: await customerSubscriptionStats(ctx.db, currentUser(request)),
      }),
    );

    app.post(
      '/api/user-subscriptions/:id/cancel',
      {
        schema: {
          tags,
          summary: 'Cancel an own subscription; service continues until the next billing date',
          params: subscriptionIdParamsSchema,
          body: cancelSubscriptionBodySchema,
          response: {
            200: customerSubscriptionResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            422: errorResponseSchema,
            ...unauthenticated,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const row = await cancelSubscription(ctx, {
          user,
          subscriptionId: request.params.id,
          reason: request.body.reason,
          ip: request.ip,
        });
        return {
          success: true as const,
          data: serializeCustomerSubscription(
            row,
            amsterdamToday(ctx.clock.now()),
            subscriptionGrossCents(row, await packageVatRateBp(ctx.db, row.packageId), user),
            await serviceNotesOf(ctx.db, user.id, [row]),
          ),
        };
      },
    );

    app.get(
      '/pay/subscriptions/:userId',
      {
        // The caller's own id, or any for staff who may read customers (the guard decides).
        config: { ownerParam: 'userId', permission: 'customers.read' },
        schema: {
          tags,
          summary: "A customer's subscriptions as a bare array (SPEC §7); own id only, staff any",
          params: paySubscriptionsParamsSchema,
          response: { 200: paySubscriptionListSchema, 404: errorResponseSchema, ...unauthenticated },
        },
      },
      async (request) => {
        const { userId } = request.params;
        if (userId !== currentUser(request).id) {
          const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId));
          if (!target) throw new AppError('NOT_FOUND');
        }
        const rows = await listCustomerSubscriptions(ctx.db, userId);
        return rows.map((row) => serializePaySubscription(row));
      },
    );
  };
