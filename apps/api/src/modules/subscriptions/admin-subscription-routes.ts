import {
  adminCancelSubscriptionBodySchema,
  adminSubscriptionListResponseSchema,
  adminSubscriptionResponseSchema,
  adminSubscriptionsQuerySchema,
  bulkReactivateBodySchema,
  bulkReactivateResponseSchema,
  changeSubscriptionBodySchema,
  createSubscriptionBodySchema,
  errorResponseSchema,
  subscriptionIdParamsSchema,
  subscriptionReasonBodySchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { refusal } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { adminCancelSubscription } from './admin-cancel-subscription.ts';
import { findAdminSubscription, listAdminSubscriptions } from './admin-subscription-list.ts';
import { requestPlanChange, withdrawPlanChange } from './change-subscription-plan.ts';
import { createSubscription } from './create-subscription.ts';
import { pauseSubscription, resumeSubscription } from './pause-subscription.ts';
import { bulkReactivateSubscriptions, reactivateSubscription } from './reactivate-subscription.ts';

const tags = ['Admin: subscriptions'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const params = subscriptionIdParamsSchema;
const single = { 200: adminSubscriptionResponseSchema, ...errors };

// Admin section "subscriptions" (issue 4): HTTP only; the rules live in the service files beside it.
export const adminSubscriptionRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actor = (request: Parameters<typeof currentUser>[0]) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });
    const answer = (subscription: Awaited<ReturnType<typeof findAdminSubscription>>) => ({
      success: true as const,
      data: { subscription, creditNote: null },
    });

    app.get(
      '/api/admin/subscriptions',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'All subscriptions with customer and mandate: search, filters, sort, paging',
          querystring: adminSubscriptionsQuerySchema,
          response: { 200: adminSubscriptionListResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listAdminSubscriptions(ctx.db, request.query),
      }),
    );

    app.get(
      '/api/admin/subscriptions/:id',
      {
        config: { permission: 'customers.read' },
        schema: { tags, summary: 'One subscription', params, response: single },
      },
      async (request) => answer(await findAdminSubscription(ctx.db, request.params.id)),
    );

    app.post(
      '/api/admin/subscriptions',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Put a customer on a package; one starting today is invoiced at once',
          body: createSubscriptionBodySchema,
          response: { 201: adminSubscriptionResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const subscription = await createSubscription(ctx.db, request.body, actor(request));
        return reply.status(201).send(answer(subscription));
      },
    );

    app.put(
      '/api/admin/subscriptions/:id/plan',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Plan a package, price or interval change from the next period',
          params,
          body: changeSubscriptionBodySchema,
          response: single,
        },
      },
      async (request) =>
        answer(await requestPlanChange(ctx.db, request.params.id, request.body, actor(request))),
    );

    app.delete(
      '/api/admin/subscriptions/:id/plan',
      {
        config: { permission: 'billing' },
        schema: { tags, summary: 'Withdraw a planned change', params, response: single },
      },
      async (request) => answer(await withdrawPlanChange(ctx.db, request.params.id, actor(request))),
    );

    app.post(
      '/api/admin/subscriptions/:id/pause',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Pause delivery; nothing is invoiced while paused',
          params,
          body: subscriptionReasonBodySchema,
          response: single,
        },
      },
      async (request) =>
        answer(await pauseSubscription(ctx.db, request.params.id, actor(request), request.body.reason)),
    );

    app.post(
      '/api/admin/subscriptions/:id/resume',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Resume delivery; a new period starts today when the billing date passed',
          params,
          body: subscriptionReasonBodySchema,
          response: single,
        },
      },
      async (request) =>
        answer(await resumeSubscription(ctx.db, request.params.id, actor(request), request.body.reason)),
    );

    app.post(
      '/api/admin/subscriptions/:id/cancel',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Cancel at period end, or immediately with a credit note for the unused days',
          params,
          body: adminCancelSubscriptionBodySchema,
          response: single,
        },
      },
      async (request) => ({
        success: true as const,
        data: await adminCancelSubscription(ctx, request.params.id, request.body, actor(request)),
      }),
    );

    app.post(
      '/api/admin/subscriptions/:id/reactivate',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Lift a suspension or undo a cancellation that has not ended yet',
          params,
          body: subscriptionReasonBodySchema,
          response: single,
        },
      },
      async (request) => {
        const { id } = request.params;
        const outcome = await reactivateSubscription(ctx.db, id, actor(request), request.body.reason);
        if (!outcome.reactivated) {
          // Tells "does not exist" apart from "cannot be reactivated".
          await findAdminSubscription(ctx.db, id);
          throw refusal('SUBSCRIPTION_STATE_CONFLICT', outcome.code, `${outcome.reason}.`);
        }
        return answer(await findAdminSubscription(ctx.db, id));
      },
    );

    app.post(
      '/api/admin/subscriptions/bulk-reactivate',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Reactivate several subscriptions; the ones that cannot be are listed with the reason',
          body: bulkReactivateBodySchema,
          response: { 200: bulkReactivateResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await bulkReactivateSubscriptions(
          ctx.db,
          request.body.subscriptionIds,
          actor(request),
          request.body.reason,
        ),
      }),
    );
  };
