import {
  adminOnlinePaymentsQuerySchema,
  adminOnlinePaymentsResponseSchema,
  errorResponseSchema,
  invoiceOnlineRefundsResponseSchema,
  onlinePaymentAvailabilityResponseSchema,
  onlinePaymentSettingsResponseSchema,
  onlinePaymentStatusParamsSchema,
  onlinePaymentStatusResponseSchema,
  onlineRefundBodySchema,
  onlineRefundResponseSchema,
  startedOnlinePaymentResponseSchema,
  startOnlinePaymentBodySchema,
  updateOnlinePaymentSettingsBodySchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { idempotencyKeyOf } from '../payments/idempotency.ts';
import { listOnlinePayments } from './admin-online-payments.ts';
import { invoiceOnlineRefunds } from './invoice-online-refunds.ts';
import {
  activeProvider,
  loadOnlinePaymentSettings,
  settingsView,
  updateOnlinePaymentSettings,
} from './online-payment-settings.ts';
import { onlinePaymentStatus } from './online-payment-status.ts';
import { requestOnlineRefund } from './online-refunds.ts';
import { startOnlinePayment } from './start-online-payment.ts';
import { findByProviderId, syncOnlinePayment } from './sync-online-payment.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

// Online payments (issue 29): the customer's pay buttons and status page, Mollie's webhook, the admin settings.
export const onlinePaymentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/online-payments/availability',
      {
        schema: {
          tags: ['Online payments'],
          summary: 'Whether pay buttons show, and which methods the checkout offers',
          response: { 200: onlinePaymentAvailabilityResponseSchema, ...errors },
        },
      },
      async () => {
        const active = activeProvider(ctx.config, await loadOnlinePaymentSettings(ctx.db));
        return {
          success: true as const,
          data: {
            enabled: active !== null,
            testMode: active !== null && active.mode !== 'live',
            methods: active?.methods ?? [],
          },
        };
      },
    );

    app.post(
      '/api/online-payments',
      {
        schema: {
          tags: ['Online payments'],
          summary:
            'Start paying an invoice, a letter with its fee, or all open claims; the amount is what is open now',
          body: startOnlinePaymentBodySchema,
          response: {
            200: startedOnlinePaymentResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            503: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        return {
          success: true as const,
          data: await startOnlinePayment(ctx, user, request.body, { id: user.id, now: ctx.clock.now() }),
        };
      },
    );

    app.get(
      '/api/online-payments/status/:token',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Online payments'],
          summary: "A payment's state for the page the checkout returns to (its unguessable token, no login)",
          params: onlinePaymentStatusParamsSchema,
          response: { 200: onlinePaymentStatusResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await onlinePaymentStatus(ctx.db, ctx.config, request.params.token, ctx.clock.now()),
      }),
    );

    await app.register(async (webhooks) => {
      // Mollie posts `id=tr_…` form-encoded; nothing else of the body is read or trusted.
      webhooks.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
      );
      webhooks.post(
        '/api/webhooks/mollie',
        {
          config: { auth: 'public' },
          schema: {
            tags: ['Online payments'],
            summary:
              "Mollie's webhook: only a hint; the payment is fetched from Mollie and booked once (decision 039)",
            body: z.object({ id: z.string().regex(/^tr_\w{4,40}$/) }).loose(),
            response: { 200: z.object({ received: z.boolean() }), 503: errorResponseSchema },
          },
        },
        async (request, reply) => {
          const { id } = request.body as { id: string };
          const row = await findByProviderId(ctx.db, id);
          // An id we never made: nothing to fetch, and nothing said about which ids exist.
          if (!row) return { received: true };
          const outcome = await syncOnlinePayment(ctx.db, ctx.config, row, { now: ctx.clock.now() });
          if (outcome.kind === 'unavailable') {
            request.log.warn(
              { onlinePaymentId: row.id, error: outcome.error.message },
              'Mollie webhook: the payment could not be fetched; Mollie will deliver it again',
            );
            return reply.code(503).send({
              success: false,
              error: 'De betaalprovider is nu niet bereikbaar',
              code: 'SERVICE_UNAVAILABLE',
            });
          }
          return { received: true };
        },
      );
    });

    app.get(
      '/api/admin/online-payments',
      {
        config: { permission: 'billing' },
        schema: {
          tags: ['Admin: online payments'],
          summary: 'Online payments, newest first: customer, claims, Mollie id, method, state, booked',
          querystring: adminOnlinePaymentsQuerySchema,
          response: { 200: adminOnlinePaymentsResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await listOnlinePayments(ctx.db, request.query) }),
    );

    app.get(
      '/api/admin/invoices/:id/online-refunds',
      {
        config: { permission: 'billing' },
        schema: {
          tags: ['Admin: online payments'],
          summary:
            "This invoice's refunds through Mollie with their states, and how much a new one may still be",
          params: z.object({ id: z.uuid() }),
          response: { 200: invoiceOnlineRefundsResponseSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await invoiceOnlineRefunds(ctx, request.params.id),
      }),
    );

    app.post(
      '/api/admin/invoices/:id/online-refunds',
      {
        config: { permission: 'billing' },
        schema: {
          tags: ['Admin: online payments'],
          summary:
            'Refund (part of) what an online payment paid on this invoice; the books change once Mollie says refunded',
          params: z.object({ id: z.uuid() }),
          body: onlineRefundBodySchema,
          response: {
            200: onlineRefundResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            503: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const refund = await requestOnlineRefund(
          ctx,
          request.params.id,
          request.body,
          { id: currentUser(request).id, now: ctx.clock.now() },
          idempotencyKeyOf(request.headers),
        );
        return {
          success: true as const,
          data: {
            id: refund.id,
            providerRefundId: refund.providerRefundId,
            amountCents: refund.amountCents,
            status: refund.status,
          },
        };
      },
    );

    app.get(
      '/api/admin/online-payments/settings',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin: online payments'],
          summary: 'The online-payment settings (the API key only as its hint)',
          response: { 200: onlinePaymentSettingsResponseSchema, ...errors },
        },
      },
      async () => ({
        success: true as const,
        data: settingsView(ctx.config, await loadOnlinePaymentSettings(ctx.db)),
      }),
    );

    app.put(
      '/api/admin/online-payments/settings',
      {
        config: { permission: 'settings' },
        schema: {
          tags: ['Admin: online payments'],
          summary: 'Turn online payment off, to the Testmodus, or to Mollie test or live with a key',
          body: updateOnlinePaymentSettingsBodySchema,
          response: { 200: onlinePaymentSettingsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updateOnlinePaymentSettings(ctx.db, ctx.config, request.body, {
          id: currentUser(request).id,
          now: ctx.clock.now(),
        }),
      }),
    );
  };
