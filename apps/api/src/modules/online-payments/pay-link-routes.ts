import {
  errorResponseSchema,
  payLinkTokenSchema,
  payLinkViewResponseSchema,
  startedOnlinePaymentResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { payLinkView, startPayLinkPayment } from './pay-link-page.ts';

const tags = ['Online payments'];

// The public pay page behind a signed link (issue 29): no login, the link is the key (SECURITY.md).
export const payLinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/pay',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: "What a signed pay link's claims ask now: company, invoice numbers, amount (no login)",
          querystring: payLinkTokenSchema,
          response: { 200: payLinkViewResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await payLinkView(ctx, request.query.token, ctx.clock.now()),
      }),
    );

    app.post(
      '/api/pay',
      {
        config: { auth: 'public' },
        schema: {
          tags,
          summary: "Start the checkout for a signed pay link's claims; the amount is what is open now",
          body: payLinkTokenSchema,
          response: {
            200: startedOnlinePaymentResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            429: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await startPayLinkPayment(ctx, request.body.token, ctx.clock.now()),
      }),
    );
  };
