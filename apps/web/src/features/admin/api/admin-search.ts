import { ADMIN_SEARCH_MIN_LENGTH, adminSearchResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

// The header's global search (GET /api/admin/search). Not under adminQueryKey: the dashboard's Refresh and
// its 30-second auto-refresh reload the sections, not the results an admin is moving through.
export const adminSearchKey = ['admin-search'] as const;

export function fetchAdminSearch(q: string, signal?: AbortSignal) {
  return apiClient
    .get(`/api/admin/search?q=${encodeURIComponent(q)}`, adminSearchResponseSchema, { signal })
    .then((body) => body.data);
}

export const adminSearchQuery = (q: string) =>
  queryOptions({
    queryKey: [...adminSearchKey, q] as const,
    queryFn: ({ signal }) => fetchAdminSearch(q, signal),
    enabled: q.length >= ADMIN_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });

export function useAdminSearch(q: string) {
  return useQuery(adminSearchQuery(q));
}
