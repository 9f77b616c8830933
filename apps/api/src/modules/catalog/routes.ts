import { catalogPackageListResponseSchema } from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { adminPackageRoutes } from './admin-package-routes.ts';
import { listActivePackages } from './list-active-packages.ts';

export const catalogRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/packages',
      {
        config: { auth: 'public' },
        schema: {
          tags: ['Catalog'],
          summary: 'Hosting packages on sale with prices per interval (cents, excl. VAT)',
          response: { 200: catalogPackageListResponseSchema },
        },
      },
      async () => ({ success: true as const, data: await listActivePackages(ctx.db) }),
    );
    await app.register(adminPackageRoutes(ctx));
  };
