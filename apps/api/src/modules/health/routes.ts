import { healthResponseSchema, readinessResponseSchema } from '@hostportaal/contract';
import { count, eq, max, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { provisioningServers } from '../../db/schema/index.ts';

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

/**
 * From the servers' last checks rather than a live call: /health stays fast when a panel hangs. A panel being
 * down degrades provisioning (accounts wait and catch up) but not the portal, so it does not turn /health 503.
 */
async function provisioningCheck(ctx: AppContext) {
  const [row] = await ctx.db
    .select({
      servers: count(),
      reachable: count(sql`case when ${provisioningServers.lastCheckOk} then 1 end`),
      lastCheckAt: max(provisioningServers.lastCheckAt),
    })
    .from(provisioningServers)
    .where(eq(provisioningServers.isActive, true));
  const servers = row?.servers ?? 0;
  const reachable = row?.reachable ?? 0;
  const status =
    servers === 0 ? 'none' : reachable === servers ? 'up' : reachable === 0 ? 'down' : 'degraded';
  return {
    status: status as 'up' | 'degraded' | 'down' | 'none',
    servers,
    reachable,
    lastCheckAt: row?.lastCheckAt ? new Date(row.lastCheckAt).toISOString() : null,
  };
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
          summary: "Liveness, database reachability and the provisioning panels' last checks",
          description:
            'Kept as it always was: 503 when the database does not answer. For whether this instance may take ' +
            'traffic (database and job queue) ask /health/ready.',
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const database = await databaseCheck(ctx);
        const healthy = database.status === 'up';
        const provisioning = healthy
          ? await provisioningCheck(ctx)
          : { status: 'none' as const, servers: 0, reachable: 0, lastCheckAt: null };
        return reply.status(healthy ? 200 : 503).send({
          status: healthy && ['up', 'none'].includes(provisioning.status) ? 'ok' : 'degraded',
          version,
          uptimeSeconds: Math.round(process.uptime()),
          checks: { database, provisioning },
        });
      },
    );

    app.get(
      '/health/ready',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Health'],
          summary: 'Readiness: the database answers and the job queue is started',
          response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
        },
      },
      async (_request, reply) => {
        const database = await databaseCheck(ctx);
        const jobQueue = { status: ctx.jobs.isReady() ? ('up' as const) : ('down' as const) };
        const ready = database.status === 'up' && jobQueue.status === 'up';
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not_ready',
          version,
          uptimeSeconds: Math.round(process.uptime()),
          checks: { database, jobQueue },
        });
      },
    );
  };
