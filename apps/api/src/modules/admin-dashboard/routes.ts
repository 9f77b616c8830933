import {
  type AdminDashboardStats,
  adminAlertsResponseSchema,
  adminDashboardQuerySchema,
  adminDashboardStatsResponseSchema,
  adminPriorityActionsResponseSchema,
  adminRevenueResponseSchema,
  errorResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { singleFlight } from '../../single-flight.ts';
import { countWaitingForServer } from '../provisioning/waiting-for-server.ts';
import { priorityActions, systemAlerts } from './dashboard-signals.ts';
import { adminDashboardStats } from './dashboard-stats.ts';
import { revenueMonths } from './revenue-months.ts';

const tags = ['Admin: dashboard'];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: errorResponseSchema };
// Priority Actions and System Alerts look at the standard 30-day period.
const SIGNAL_PERIOD = 30;

// SPEC §7 GET /api/admin/dashboard/stats, /priority-actions, /alerts (issue 7), and the overview chart.
export const adminDashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const today = () => amsterdamToday(ctx.clock.now());
    // The dashboard asks for the stats, the Priority Actions and the System Alerts at once (and again every
    // 30 s): requests for the same day and period that arrive while one computation runs share it.
    const shared = singleFlight<AdminDashboardStats>();
    const statsFor = (period: number) => {
      const input = { today: today(), period };
      return shared(`${input.today}/${period}`, () => adminDashboardStats(ctx.db, input));
    };

    app.get(
      '/api/admin/dashboard/stats',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'Stat cards and nav badges of the Administration Dashboard for the period (days)',
          querystring: adminDashboardQuerySchema,
          response: { 200: adminDashboardStatsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        data: await statsFor(request.query.period),
      }),
    );

    app.get(
      '/api/admin/dashboard/priority-actions',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'What needs attention first, each card with the section that handles it',
          response: { 200: adminPriorityActionsResponseSchema, ...errors },
        },
      },
      async () => {
        const stats = await statsFor(SIGNAL_PERIOD);
        return { success: true as const, data: { actions: priorityActions(stats) } };
      },
    );

    app.get(
      '/api/admin/dashboard/alerts',
      {
        config: { permission: 'customers.read' },
        schema: {
          tags,
          summary: 'System Alerts by SPEC §4 urgency rules',
          response: { 200: adminAlertsResponseSchema, ...errors },
        },
      },
      async () => {
        const [stats, waiting] = await Promise.all([statsFor(SIGNAL_PERIOD), countWaitingForServer(ctx.db)]);
        return { success: true as const, data: { alerts: systemAlerts(stats, waiting) } };
      },
    );

    app.get(
      '/api/admin/dashboard/revenue',
      {
        config: { permission: 'reports' },
        schema: {
          tags,
          summary: 'Invoiced revenue (excl. VAT) and MRR per Amsterdam month, the last 12 months',
          response: { 200: adminRevenueResponseSchema, ...errors },
        },
      },
      async () => ({ success: true as const, data: { months: await revenueMonths(ctx.db, today()) } }),
    );
  };
