import {
  type AdminAnalytics,
  adminAnalyticsQuerySchema,
  adminAnalyticsResponseSchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { singleFlight } from '../../single-flight.ts';
import { adminAnalytics } from './admin-analytics.ts';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };

// SPEC §7 GET /api/admin/analytics?timeframe (default 30d): the Administration Dashboard's analytics section.
export const adminAnalyticsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Analytics reads a year of debits and every collection case (about 300 ms on the 100k bench data):
    // admins who open it at the same moment share one computation (bench/RESULTS.md, load).
    const shared = singleFlight<AdminAnalytics>();
    app.get(
      '/api/admin/analytics',
      {
        config: { permission: 'reports' },
        schema: {
          tags: ['Admin: dashboard'],
          summary:
            'MRR, churn, lifetime value, payments, receivables and collections of a timeframe, with chart series',
          querystring: adminAnalyticsQuerySchema,
          response: { 200: adminAnalyticsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const input = { timeframe: request.query.timeframe, today: amsterdamToday(ctx.clock.now()) };
        return {
          success: true as const,
          data: await shared(`${input.today}/${input.timeframe}`, () => adminAnalytics(ctx.db, input)),
        };
      },
    );
  };
