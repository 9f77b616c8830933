import { healthResponseSchema } from '@hostportaal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';

const HEALTH_QUERY_TIMEOUT_MS = 2_000;

async function databaseCheck(ctx: AppContext) {
  const started = performance.now();
  try {
    await Promise.race([
      ctx.db.execute(sql`select 1`),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), HEALTH_QUERY_TIMEOUT_MS).unref(),
      ),
    ]);
    return { status: 'up' as const, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch {
    return { status: 'down' as const, latencyMs: null };
  }
}

export const healthRoutes =
  (ctx: AppContext, version: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/health',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Health'],
          summary: 'Liveness and database reachability',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const database = await databaseCheck(ctx);
        const healthy = database.status === 'up';
        return reply.status(healthy ? 200 : 503).send({
          status: healthy ? 'ok' : 'degraded',
          version,
          uptimeSeconds: Math.round(process.uptime()),
          checks: { database },
        });
      },
    );
  };
