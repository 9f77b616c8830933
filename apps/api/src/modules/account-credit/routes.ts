import {
  creditBalanceListResponseSchema,
  creditBalanceQuerySchema,
  creditEntriesResponseSchema,
  creditRefundBodySchema,
  creditRefundResponseSchema,
  errorResponseSchema,
  pageQuerySchema,
  paginationOf,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { idempotencyKeyOf } from '../payments/idempotency.ts';
import { findCreditBalance, listCreditBalances, listCreditEntries } from './credit-balances.ts';
import { recordCreditRefund } from './record-refund.ts';

const tags = ['Admin: account credit'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const userParams = z.object({ userId: z.uuid() });

// Account credit (issue 27): what we owe customers, each customer's ledger, and refunds once paid back.
export const accountCreditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/account-credit',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'Customers with account credit, largest first, and what of it is to be paid back',
          querystring: creditBalanceQuerySchema,
          response: { 200: creditBalanceListResponseSchema, ...errors },
        },
      },
      async (request) => ({ success: true as const, data: await listCreditBalances(ctx.db, request.query) }),
    );

    app.get(
      '/api/admin/account-credit/:userId',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: "A customer's account credit and its ledger, newest entry first",
          params: userParams,
          querystring: pageQuerySchema,
          response: { 200: creditEntriesResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { userId } = request.params;
        const [balance, page] = await Promise.all([
          findCreditBalance(ctx.db, userId),
          listCreditEntries(ctx.db, userId, request.query),
        ]);
        return {
          success: true as const,
          data: {
            balance,
            entries: page.entries,
            pagination: paginationOf(request.query.page, request.query.limit, page.total),
          },
        };
      },
    );

    app.post(
      '/api/admin/account-credit/:userId/refunds',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Record credit paid back to the customer (the transfer has left); Idempotency-Key honoured',
          params: userParams,
          body: creditRefundBodySchema,
          response: {
            200: creditRefundResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const user = currentUser(request);
        const result = await recordCreditRefund(
          ctx.db,
          request.params.userId,
          request.body,
          { id: user.id, ip: request.ip, now: ctx.clock.now() },
          idempotencyKeyOf(request.headers),
        );
        ctx.notifyOutbox();
        return { success: true as const, data: result };
      },
    );
  };
