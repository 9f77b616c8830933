import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../modules/metrics/app-metrics.ts';

/** Every answered request into the latency histogram, labelled by its route's pattern (`/api/invoices/:id`). */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
