import {
  creditPayoutBatchResponseSchema,
  creditPayoutsResponseSchema,
  customerPayoutsResponseSchema,
  errorResponseSchema,
  startPaybackBodySchema,
  startPaybackResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { idempotencyKeyOf } from '../payments/idempotency.ts';
import {
  cancelPayoutBatch,
  createPayoutFile,
  markPayoutBatchSent,
  payoutFileOf,
} from './credit-payout-batches.ts';
import { listCreditPayouts, payoutBatchById, payoutsOfCustomer } from './credit-payout-views.ts';
import { startPayback } from './start-payback.ts';

const tags = ['Admin: account credit'];
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const userParams = z.object({ userId: z.uuid() });
const batchParams = z.object({ id: z.uuid() });

// Paying account credit back (issue 29): start a payback, and the payout batches of credit transfers.
export const creditPayoutRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actorOf = (request: Parameters<typeof currentUser>[0]) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });
    const batchView = async (id: string) => {
      const batch = await payoutBatchById(ctx.db, id);
      if (!batch) throw new AppError('NOT_FOUND');
      return { success: true as const, data: batch };
    };

    app.post(
      '/api/admin/account-credit/:userId/paybacks',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Pay credit back: through Mollie when an online payment made it, else by SEPA credit transfer; Idempotency-Key honoured',
          params: userParams,
          body: startPaybackBodySchema,
          response: { 200: startPaybackResponseSchema, 503: errorResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await startPayback(
          ctx,
          request.params.userId,
          request.body,
          actorOf(request),
          idempotencyKeyOf(request.headers),
        );
        ctx.notifyOutbox();
        return { success: true as const, data: result };
      },
    );

    app.get(
      '/api/admin/account-credit/:userId/payouts',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: "A customer's payouts of credit, newest first",
          params: userParams,
          response: { 200: customerPayoutsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payoutsOfCustomer(ctx.db, request.params.userId),
      }),
    );

    app.get(
      '/api/admin/credit-payouts',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Payout batches to act on or of the last 30 days, and payouts through Mollie',
          response: { 200: creditPayoutsResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: await listCreditPayouts(ctx.db, ctx.clock.now()) }),
    );

    app.post(
      '/api/admin/credit-payout-batches/:id/file',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: "Write the open batch's pain.001; no payout joins it after",
          params: batchParams,
          response: { 200: creditPayoutBatchResponseSchema, ...errors },
        },
      },
      async (request) => {
        await createPayoutFile(ctx.db, request.params.id, actorOf(request));
        return batchView(request.params.id);
      },
    );

    app.get(
      '/api/admin/credit-payout-batches/:id/file',
      {
        config: { permission: 'billing' },
        schema: { tags, summary: 'The pain.001 file exactly as it was written', params: batchParams },
      },
      async (request, reply) => {
        const { file, fileName } = await payoutFileOf(ctx.db, request.params.id);
        return reply
          .header('content-type', 'application/xml; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(file);
      },
    );

    app.post(
      '/api/admin/credit-payout-batches/:id/sent',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'The file is at the bank: the credit of its payouts falls and the customers hear it',
          params: batchParams,
          response: { 200: creditPayoutBatchResponseSchema, ...errors },
        },
      },
      async (request) => {
        await markPayoutBatchSent(ctx.db, request.params.id, actorOf(request));
        ctx.notifyOutbox();
        return batchView(request.params.id);
      },
    );

    app.post(
      '/api/admin/credit-payout-batches/:id/cancel',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Cancel a batch not sent: its payouts are cancelled, the credit stays',
          params: batchParams,
          response: { 200: creditPayoutBatchResponseSchema, ...errors },
        },
      },
      async (request) => {
        await cancelPayoutBatch(ctx.db, request.params.id, actorOf(request));
        return batchView(request.params.id);
      },
    );
  };
