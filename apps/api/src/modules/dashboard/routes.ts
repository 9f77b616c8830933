import {
  customerServicesResponseSchema,
  dashboardSummaryResponseSchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { currentUser } from '../../plugins/auth-guard.ts';
import { listCustomerServices } from './customer-services.ts';
import { loadDashboardSummary } from './dashboard-summary.ts';

export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/dashboard/summary',
      {
        schema: {
          tags: ['Dashboard'],
          summary: 'Stat cards, active services and quick stats of the customer dashboard',
          response: { 200: dashboardSummaryResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: await loadDashboardSummary(ctx.db, currentUser(request), ctx.clock.now()),
      }),
    );

    app.get(
      '/api/services',
      {
        schema: {
          tags: ['Dashboard'],
          summary: "The customer's servers and hosting services with their package specs",
          response: { 200: customerServicesResponseSchema, 401: errorResponseSchema },
        },
      },
      async (request) => ({
        success: true as const,
        data: { services: await listCustomerServices(ctx.db, currentUser(request).id) },
      }),
    );
  };
