import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { AppError } from '../../app-error.ts';
import type { Config } from '../../config.ts';
import { sendError } from '../../plugins/error-handler.ts';
import type { AppMetrics } from './app-metrics.ts';
import { metricsTokenCheck } from './metrics-token.ts';

export type MetricsServer = { url: string; close: () => Promise<void> };

/**
 * /metrics alone on METRICS_PORT, on METRICS_HOST (the loopback interface by default), so the main port never
 * serves it. The network keeps strangers out; METRICS_TOKEN, when set as well, is asked here too.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  config: Pick<Config, 'METRICS_PORT' | 'METRICS_HOST' | 'METRICS_TOKEN'>,
): Promise<MetricsServer> {
  const tokenMatches = config.METRICS_TOKEN ? metricsTokenCheck(config.METRICS_TOKEN) : () => true;
  const server = Fastify({ logger: false });
  server.get('/metrics', async (request, reply) => {
    if (!tokenMatches(request.headers.authorization))
      return sendError(request, reply, new AppError('UNAUTHENTICATED'));
    const text = await metrics.scrape();
    return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
  });
  server.setNotFoundHandler((request, reply) => sendError(request, reply, new AppError('NOT_FOUND')));
  await server.listen({ port: config.METRICS_PORT ?? 0, host: config.METRICS_HOST });
  const { address, port } = server.server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return { url: `http://${host}:${port}`, close: () => server.close() };
}
