import { errorResponseSchema } from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../app-error.ts';
import type { AppMetrics } from './app-metrics.ts';
import { metricsTokenCheck } from './metrics-token.ts';

/**
 * GET /metrics on the main port, for a scraper holding METRICS_TOKEN (issue 19). Public to the guard, which
 * knows sessions only: the route checks its own credential, and no session, an admin's included, opens it.
 */
export const metricsRoutes =
  (metrics: AppMetrics, token: string): FastifyPluginAsyncZod =>
  async (app) => {
    const tokenMatches = metricsTokenCheck(token);
    app.get(
      '/metrics',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Health'],
          summary: 'Prometheus metrics, for a scraper sending Authorization: Bearer <METRICS_TOKEN>',
          response: { 200: z.string(), 401: errorResponseSchema },
        },
      },
      async (request, reply) => {
        if (!tokenMatches(request.headers.authorization)) throw new AppError('UNAUTHENTICATED');
        const text = await metrics.scrape();
        return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
      },
    );
  };
