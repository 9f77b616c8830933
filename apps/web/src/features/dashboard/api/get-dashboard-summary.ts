import { dashboardSummaryResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const dashboardSummaryQueryKey = ['dashboard', 'summary'] as const;

export async function getDashboardSummary(signal?: AbortSignal) {
  const body = await apiClient.get('/api/dashboard/summary', dashboardSummaryResponseSchema, { signal });
  return body.data;
}

export function dashboardSummaryQueryOptions() {
  return queryOptions({
    queryKey: dashboardSummaryQueryKey,
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
}

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
