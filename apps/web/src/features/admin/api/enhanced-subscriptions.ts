import {
  ENHANCED_PAGE_SIZE,
  type EnhancedBulkOperation,
  type EnhancedExportQuery,
  type EnhancedSubscriptionsQuery,
  enhancedBulkActionResponseSchema,
  enhancedStatsResponseSchema,
  enhancedSubscriptionListResponseSchema,
} from '@hostportaal/contract';
import { amsterdamToday } from '@hostportaal/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { downloadFile } from '../../../lib/api/download-file';
import { adminQueryKey } from './admin-query-key';
import { useInvalidateCollections } from './collections';

// Incasso Beheer = Enhanced Subscription Dashboard (issue 6, SPEC §2): the rows, their stats and bulk actions.
// Notes, follow-ups and team members live under the same key (subscription-notes.ts), so one invalidation
// reloads the counts on the rows and the stat cards with them.
export const enhancedSubscriptionsKey = [...adminQueryKey, 'enhanced-subscriptions'] as const;
/** SPEC §9: the overview tab lists the first 10 subscriptions; the other tabs page by 25. */
export const OVERVIEW_LIMIT = 10;

export type EnhancedListQuery = Omit<EnhancedSubscriptionsQuery, 'limit'>;

export function enhancedPageSize(tab: EnhancedListQuery['tab']): number {
  return tab === 'overview' ? OVERVIEW_LIMIT : ENHANCED_PAGE_SIZE;
}

/** The filter state of SPEC §3 plus the tab; only what is set goes into the query string, in a fixed order. */
function setFilters(params: URLSearchParams, query: EnhancedExportQuery): URLSearchParams {
  params.set('tab', query.tab);
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  if (query.riskLevel) params.set('riskLevel', query.riskLevel);
  if (query.collectionStatus) params.set('collectionStatus', query.collectionStatus);
  if (query.noteType) params.set('noteType', query.noteType);
  params.set('dateRange', String(query.dateRange));
  params.set('sortBy', query.sortBy);
  params.set('sortOrder', query.sortOrder);
  return params;
}

export function enhancedSubscriptionsSearch(query: EnhancedListQuery): URLSearchParams {
  const { page, ...filters } = query;
  return setFilters(
    new URLSearchParams({ page: String(page), limit: String(enhancedPageSize(query.tab)) }),
    filters,
  );
}

export const enhancedSubscriptionsQuery = (query: EnhancedListQuery) =>
  queryOptions({
    queryKey: [...enhancedSubscriptionsKey, 'list', query] as const,
    // Annotated so the data type comes from the fetcher, not from keepPreviousData.
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient
        .get(
          `/api/admin/subscriptions/enhanced?${enhancedSubscriptionsSearch(query)}`,
          enhancedSubscriptionListResponseSchema,
          { signal },
        )
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

export function useEnhancedSubscriptions(query: EnhancedListQuery) {
  return useQuery(enhancedSubscriptionsQuery(query));
}

/** The stat cards and priority actions for the period (SPEC §3 dateRange); reloaded with the list. */
export function useEnhancedStats(dateRange: number) {
  return useQuery({
    queryKey: [...enhancedSubscriptionsKey, 'stats', dateRange] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient
        .get(`/api/admin/subscriptions/enhanced/stats?dateRange=${dateRange}`, enhancedStatsResponseSchema, {
          signal,
        })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });
}

/** A bulk action, a letter or a payment changes the rows here and the Collection Center's cases alike. */
export function useInvalidateEnhanced() {
  const queryClient = useQueryClient();
  const invalidateCollections = useInvalidateCollections();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: enhancedSubscriptionsKey }),
      invalidateCollections(),
    ]);
}

export function enhancedExportPath(query: EnhancedExportQuery): string {
  return `/api/admin/subscriptions/enhanced/export?${setFilters(new URLSearchParams(), query)}`;
}

/** Export CSV: the rows of the current tab and filters, built by the server; resolves with the file name. */
export function downloadEnhancedExport(query: EnhancedExportQuery) {
  return downloadFile(enhancedExportPath(query), {
    accept: 'text/csv',
    fallbackName: `abonnementen-${amsterdamToday(new Date())}.csv`,
  });
}

export function useDownloadEnhancedExport() {
  return useMutation({ mutationFn: downloadEnhancedExport });
}

export function useEnhancedBulkAction() {
  const invalidate = useInvalidateEnhanced();
  return useMutation({
    mutationFn: (body: { operation: EnhancedBulkOperation; subscriptionIds: string[] }) =>
      apiClient
        .post('/api/admin/subscriptions/bulk-action', body, enhancedBulkActionResponseSchema)
        .then((response) => response.data),
    onSuccess: invalidate,
  });
}
