import {
  errorResponseSchema,
  paginationOf,
  sepaAnalyticsResponseSchema,
  sepaBulkActionResponseSchema,
  sepaRetryResponseSchema,
  sepaStatisticsResponseSchema,
  sepaSubscriptionIdsBodySchema,
  sepaSubscriptionListResponseSchema,
  sepaSubscriptionResponseSchema,
  sepaSubscriptionsQuerySchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { payLinksWhenOn } from '../online-payments/pay-links.ts';
import {
  forEachSubscription,
  retrySepaPayment,
  sendPaymentReminder,
  suspendSepaService,
} from './sepa-actions.ts';
import { sepaAnalytics, sepaStatistics } from './sepa-statistics.ts';
import { querySepaSubscriptions } from './sepa-subscription-rows.ts';

const tags = ['Admin: SEPA management'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const idParams = z.object({ id: z.uuid() });

// SEPA Direct Debit Management (SPEC §2, §7): the direct-debit subscriptions, their statistics, and the
// reminder, retry and suspend actions, one by one and in bulk.
export const sepaManagementRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: FastifyRequest) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });
    // Read per request: whether a reminder offers a pay link follows the online payment settings of now.
    const contextNow = async () => ({
      publicUrl: ctx.config.PUBLIC_URL,
      payLinks: await payLinksWhenOn(ctx.db, ctx.config, ctx.clock.now()),
    });

    app.get(
      '/api/admin/sepa-subscriptions',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Direct-debit subscriptions with payment status and derived risk, filtered, sorted and paged',
          querystring: sepaSubscriptionsQuerySchema,
          response: { 200: sepaSubscriptionListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const query = request.query;
        const { subscriptions, total } = await querySepaSubscriptions(
          ctx.db,
          amsterdamToday(ctx.clock.now()),
          query,
        );
        return {
          success: true as const,
          data: { subscriptions, pagination: paginationOf(query.page, query.limit, total) },
        };
      },
    );

    app.get(
      '/api/admin/sepa-statistics',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Header metrics of the SEPA screen',
          response: { 200: sepaStatisticsResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: await sepaStatistics(ctx.db, ctx.clock.now()) }),
    );

    app.get(
      '/api/subscription-analytics/sepa',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'Collections of the last twelve months, return reasons and mandates (admins only)',
          response: { 200: sepaAnalyticsResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: await sepaAnalytics(ctx.db, ctx.clock.now()) }),
    );

    app.post(
      '/api/admin/send-reminder/:id',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'E-mail the customer a payment reminder for what is overdue',
          params: idParams,
          response: { 200: sepaSubscriptionResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          subscription: await sendPaymentReminder(
            ctx.db,
            request.params.id,
            actorOf(request),
            await contextNow(),
          ),
        },
      }),
    );

    app.post(
      '/api/admin/retry-payment/:id',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Offer the returned invoices to the bank again in the next batch',
          params: idParams,
          response: { 200: sepaRetryResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await retrySepaPayment(ctx.db, request.params.id, actorOf(request)),
      }),
    );

    app.post(
      '/api/admin/suspend-service/:id',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Suspend the service of an active high-risk subscription',
          params: idParams,
          response: { 200: sepaSubscriptionResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          subscription: await suspendSepaService(
            ctx.db,
            request.params.id,
            actorOf(request),
            await contextNow(),
          ),
        },
      }),
    );

    app.post(
      '/api/admin/send-payment-reminders',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Payment reminders for many subscriptions; what could not be sent comes back with the reason',
          body: sepaSubscriptionIdsBodySchema,
          response: { 200: sepaBulkActionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const context = await contextNow();
        return {
          success: true as const,
          data: await forEachSubscription(request.body.subscriptionIds, (id) =>
            sendPaymentReminder(ctx.db, id, actorOf(request), context),
          ),
        };
      },
    );

    app.post(
      '/api/admin/suspend-services',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Suspend many services; only active high-risk subscriptions are suspended',
          body: sepaSubscriptionIdsBodySchema,
          response: { 200: sepaBulkActionResponseSchema, ...errors },
        },
      },
      async (request) => {
        const context = await contextNow();
        return {
          success: true as const,
          data: await forEachSubscription(request.body.subscriptionIds, (id) =>
            suspendSepaService(ctx.db, id, actorOf(request), context),
          ),
        };
      },
    );
  };
