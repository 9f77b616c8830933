import {
  adminPackageListResponseSchema,
  adminPackageResponseSchema,
  adminPackageSchema,
  errorResponseSchema,
  packageBodySchema,
  packageStatusBodySchema,
  successSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { createPackage, listAllPackages, setPackageActive, updatePackage } from './manage-packages.ts';

const tags = ['Admin: packages'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
const idParams = z.object({ id: z.uuid() });

// Admin CRUD for hosting packages. There is no delete: issued invoices refer to packages; archive instead.
export const adminPackageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const actor = (request: Parameters<typeof currentUser>[0]) => ({
      id: currentUser(request).id,
      ip: request.ip,
      now: ctx.clock.now(),
    });

    app.get(
      '/api/admin/packages',
      {
        // Read by the subscription screens too (filter, new subscription, plan change); changes are 'catalog'.
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'All packages, archived ones too, with their running subscriptions',
          response: { 200: adminPackageListResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { packages: await listAllPackages(ctx.db) } }),
    );

    app.post(
      '/api/admin/packages',
      {
        config: { permission: 'catalog' },
        schema: {
          tags,
          summary: 'Create a package',
          body: packageBodySchema,
          response: {
            201: successSchema(z.object({ package: adminPackageSchema })),
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const created = await createPackage(ctx.db, request.body, actor(request));
        return reply.status(201).send({ success: true, data: { package: created } });
      },
    );

    app.put(
      '/api/admin/packages/:id',
      {
        config: { permission: 'catalog' },
        schema: {
          tags,
          summary: 'Change a package; a new price reaches running subscriptions from their next period',
          params: idParams,
          body: packageBodySchema,
          response: {
            200: adminPackageResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: await updatePackage(ctx.db, request.params.id, request.body, actor(request)),
      }),
    );

    app.patch(
      '/api/admin/packages/:id/status',
      {
        config: { permission: 'catalog' },
        schema: {
          tags,
          summary: 'Archive a package (off sale; running subscriptions continue) or put it back on sale',
          params: idParams,
          body: packageStatusBodySchema,
          response: {
            200: successSchema(z.object({ package: adminPackageSchema })),
            404: errorResponseSchema,
            ...errors,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          package: await setPackageActive(ctx.db, request.params.id, request.body.isActive, actor(request)),
        },
      }),
    );
  };
