import {
  adminAnalyticsQuerySchema,
  adminAnalyticsResponseSchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { adminAnalytics } from './admin-analytics.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

// SPEC §7 GET /api/admin/analytics?timeframe (default 30d): the Administration Dashboard's analytics section.
export const adminAnalyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/analytics',
      {
        schema: {
          tags: ['Admin: dashboard'],
          summary:
            'MRR, churn, lifetime value, payments, receivables and collections of a timeframe, with chart series',
          querystring: adminAnalyticsQuerySchema,
          response: { 200: adminAnalyticsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await adminAnalytics(ctx.db, {
          timeframe: request.query.timeframe,
          today: amsterdamToday(ctx.clock.now()),
        }),
      }),
    );
  };
