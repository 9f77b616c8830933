import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
    /**
     * The panels' last checks (the server-health job checks every 5 minutes): up when every active server
     * answered, degraded when some did, down when none did; none when no server is configured.
     */
    provisioning: z.object({
      status: z.enum(['up', 'degraded', 'down', 'none']),
      servers: z.number().int(),
      reachable: z.number().int(),
      lastCheckAt: z.iso.datetime({ offset: true }).nullable(),
    }),
  }),
});

/** GET /health/ready: may this instance take traffic? 200 when every check is up, 503 naming the one that is not. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  version: z.string(),
  uptimeSeconds: z.number(),
  checks: z.object({
    database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
    /** The job queue (pg-boss, or the inline runner in tests) is started and not stopping. */
    jobQueue: z.object({ status: z.enum(['up', 'down']) }),
  }),
});
