import {
  errorResponseSchema,
  markPaidBodySchema,
  markPaidResponseSchema,
  paymentLookupResponseSchema,
  paymentReferenceParamsSchema,
  paymentReferenceSchema,
  pendingManualPaymentsQuerySchema,
  pendingManualPaymentsResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { idempotencyKeyOf } from './idempotency.ts';
import { markClaimPaid } from './mark-paid.ts';
import { findClaimByReference } from './payment-lookup.ts';
import { listPendingManualPayments } from './pending-manual-payments.ts';

const tags = ['Admin: payments'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

// SPEC §7 manual payments: look up a claim by payment reference, book a payment, list what waits.
export const paymentRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/payments/search/:reference',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'The claim behind a payment reference (PAY-YYYY-####), upper-cased first',
          params: paymentReferenceParamsSchema,
          response: { 200: paymentLookupResponseSchema, 404: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const parsed = paymentReferenceSchema.safeParse(request.params.reference);
        if (!parsed.success) {
          throw new AppError('VALIDATION_FAILED', {
            details: [{ field: 'reference', message: parsed.error.issues[0]?.message ?? 'Ongeldig' }],
          });
        }
        return { success: true as const, data: await findClaimByReference(ctx.db, parsed.data) };
      },
    );

    app.post(
      '/api/admin/payments/:id/mark-paid',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Book a payment against a claim; overpayment becomes account credit',
          params: z.object({ id: z.uuid() }),
          body: markPaidBodySchema,
          response: {
            200: markPaidResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const actor = { id: currentUser(request).id, ip: request.ip, now: ctx.clock.now() };
        return {
          success: true as const,
          data: await markClaimPaid(
            ctx.db,
            request.params.id,
            request.body,
            actor,
            idempotencyKeyOf(request.headers),
          ),
        };
      },
    );

    app.get(
      '/api/admin/payments/pending-manual',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Claims waiting for a manual payment: open bank transfers and failed direct debits',
          querystring: pendingManualPaymentsQuerySchema,
          response: { 200: pendingManualPaymentsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await listPendingManualPayments(ctx.db, {
          ...request.query,
          today: amsterdamToday(ctx.clock.now()),
        }),
      }),
    );
  };
