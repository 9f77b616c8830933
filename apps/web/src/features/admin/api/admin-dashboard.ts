import {
  adminAlertsResponseSchema,
  adminDashboardStatsResponseSchema,
  adminPriorityActionsResponseSchema,
  adminRevenueResponseSchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

// Administration Dashboard overview (issue 7, SPEC §2). Under adminQueryKey, so the header's Refresh and
// its 30-second auto-refresh (use-admin-refresh.ts) reload these with every other section.
export const adminDashboardKey = [...adminQueryKey, 'dashboard'] as const;

/** The periods the figures can look back (GET /api/admin/dashboard/stats?period=). */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;

export const adminDashboardStatsQuery = (period: DashboardPeriod) =>
  queryOptions({
    queryKey: [...adminDashboardKey, 'stats', period] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient
        .get(`/api/admin/dashboard/stats?period=${period}`, adminDashboardStatsResponseSchema, { signal })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/** The stat cards and the nav badges; another period keeps the last figures on screen while it loads. */
export function useAdminDashboardStats(period: DashboardPeriod) {
  return useQuery(adminDashboardStatsQuery(period));
}

export const adminPriorityActionsQuery = queryOptions({
  queryKey: [...adminDashboardKey, 'priority-actions'] as const,
  queryFn: ({ signal }) =>
    apiClient
      .get('/api/admin/dashboard/priority-actions', adminPriorityActionsResponseSchema, { signal })
      .then((body) => body.data.actions),
});

export function useAdminPriorityActions() {
  return useQuery(adminPriorityActionsQuery);
}

export const adminAlertsQuery = queryOptions({
  queryKey: [...adminDashboardKey, 'alerts'] as const,
  queryFn: ({ signal }) =>
    apiClient
      .get('/api/admin/dashboard/alerts', adminAlertsResponseSchema, { signal })
      .then((body) => body.data.alerts),
});

export function useAdminAlerts() {
  return useQuery(adminAlertsQuery);
}

export const adminRevenueQuery = queryOptions({
  queryKey: [...adminDashboardKey, 'revenue'] as const,
  queryFn: ({ signal }) =>
    apiClient
      .get('/api/admin/dashboard/revenue', adminRevenueResponseSchema, { signal })
      .then((body) => body.data.months),
});

/** Twelve Amsterdam months, oldest first: invoiced revenue and the MRR at each month's end. */
export function useAdminRevenue() {
  return useQuery(adminRevenueQuery);
}
