import { searchResponseSchema } from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

export function fetchSearch(q: string, signal?: AbortSignal) {
  return apiClient
    .get(`/api/search?q=${encodeURIComponent(q)}`, searchResponseSchema, { signal })
    .then((body) => body.data);
}

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q] as const,
    queryFn: ({ signal }) => fetchSearch(q, signal),
    enabled: q.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export function useSearch(q: string) {
  return useQuery(searchQuery(q));
}
