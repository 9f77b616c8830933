import { demoInfoResponseSchema } from '@hostportaal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { DEMO_LOGINS } from '../../db/seed/demo-seed.ts';
import { emailOutboxReadable } from '../email/routes.ts';

// Whether this install runs the demo (issue 26, decision 031): DEMO_SEED is on (never in production) and the
// demo's admin exists. The login page labels a demo as such, with its logins; a real install says nothing.
export const demoRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/demo',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Catalog'],
          summary: 'Whether this install runs the demo, with its demo logins; production never does',
          response: { 200: demoInfoResponseSchema },
        },
      },
      async () => {
        const emailOutbox = emailOutboxReadable(ctx);
        const demoAdmin = DEMO_LOGINS.find((login) => login.role === 'admin');
        if (!ctx.config.DEMO_SEED || !demoAdmin)
          return { success: true as const, data: { demo: false, logins: [], emailOutbox } };
        const found = await ctx.db.$count(users, eq(users.email, demoAdmin.email));
        return {
          success: true as const,
          data:
            found > 0
              ? { demo: true, logins: [...DEMO_LOGINS], emailOutbox }
              : { demo: false, logins: [], emailOutbox },
        };
      },
    );
  };
