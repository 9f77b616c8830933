import {
  type BillingRunView,
  billingRunListResponseSchema,
  billingRunResponseSchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { billingRuns, users } from '../../db/schema/index.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { failUnqueuedBillingRun, startBillingRun } from './billing-run-record.ts';

const tags = ['Admin: billing'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema };

async function listRuns(db: DbOrTx, where?: ReturnType<typeof eq>): Promise<BillingRunView[]> {
  const rows = await db
    .select({
      run: billingRuns,
      triggeredBy: sql<string | null>`case when ${users.id} is null then null
        else ${users.firstname} || ' ' || ${users.lastname} end`,
    })
    .from(billingRuns)
    .leftJoin(users, eq(users.id, billingRuns.triggeredBy))
    .where(where)
    .orderBy(desc(billingRuns.startedAt))
    .limit(20);
  return rows.map(({ run, triggeredBy }) => ({
    id: run.id,
    runDate: run.runDate,
    status: run.status,
    triggeredBy,
    invoicesCreated: run.invoicesCreated,
    totalCents: run.totalCents,
    error: run.error,
    // Runs before the code was stored had one reason only: the incomplete address.
    flagged: run.flagged.map((flag) => ({ ...flag, code: flag.code ?? 'address_incomplete' })),
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  }));
}

// The daily billing run is scheduled (pg-boss, 02:00 Amsterdam); admins can also start one on demand.
export const billingRunRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/billing-runs',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary: 'The 20 most recent billing runs, running ones included',
          response: { 200: billingRunListResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { runs: await listRuns(ctx.db) } }),
    );

    app.post(
      '/api/admin/billing-runs',
      {
        config: { permission: 'billing' },
        schema: {
          tags,
          summary:
            'Start a billing run for today; it runs as a job, poll the list for its result. One at a time: 409 billing_run_in_progress (params.startedAt) while another runs',
          response: { 202: billingRunResponseSchema, 409: errorResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const now = ctx.clock.now();
        const triggeredBy = currentUser(request).id;
        const run = await startBillingRun(ctx.db, { today: amsterdamToday(now), now, triggeredBy });
        try {
          await ctx.jobs.trigger('billing-run', { runId: run.id, triggeredBy });
        } catch (error) {
          // Left running, it would refuse every start until its time limit (one billing run at a time).
          await failUnqueuedBillingRun(ctx.db, run.id, now, (error as Error).message);
          throw error;
        }
        const [view] = await listRuns(ctx.db, eq(billingRuns.id, run.id));
        return reply.status(202).send({ success: true, data: { run: view as BillingRunView } });
      },
    );
  };
