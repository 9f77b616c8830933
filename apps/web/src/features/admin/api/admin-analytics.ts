import { type AnalyticsTimeframe, adminAnalyticsResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';

// Administration Dashboard section "analytics" (issue 7, SPEC §7 GET /api/admin/analytics). Under
// adminQueryKey, so the header's Refresh and its 30-second auto-refresh reload it with the other sections.
export const adminAnalyticsKey = [...adminQueryKey, 'analytics'] as const;
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = '30d';

export const adminAnalyticsQuery = (timeframe: AnalyticsTimeframe) =>
  queryOptions({
    queryKey: [...adminAnalyticsKey, timeframe] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient
        .get(`/api/admin/analytics?timeframe=${timeframe}`, adminAnalyticsResponseSchema, { signal })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

/** The figures and chart series of a timeframe; another timeframe keeps the last ones on screen while it loads. */
export function useAdminAnalytics(timeframe: AnalyticsTimeframe) {
  return useQuery(adminAnalyticsQuery(timeframe));
}
