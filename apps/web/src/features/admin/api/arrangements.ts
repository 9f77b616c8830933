import {
  arrangementDetailResponseSchema,
  arrangementListResponseSchema,
  arrangementOptionsResponseSchema,
  type arrangementsQuerySchema,
} from '@hostportaal/contract';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api/api-client';
import { adminQueryKey } from './admin-query-key';
import { collectionActionsKey, collectionCasesKey } from './collections';
import { enhancedSubscriptionsKey } from './enhanced-subscriptions';

// Payment arrangements (issue 30): the staff list with its counts, one arrangement's detail and history, and
// what a customer's open claims allow. The actions are in ./arrangement-actions.

export const arrangementsKey = [...adminQueryKey, 'arrangements'] as const;
export const ARRANGEMENTS_PAGE_SIZE = 20;

export type ArrangementsQuery = Pick<z.input<typeof arrangementsQuerySchema>, 'status' | 'userId'> & {
  page: number;
};
export type ArrangementList = z.infer<typeof arrangementListResponseSchema>['data'];
export type ArrangementCounts = ArrangementList['counts'];
export type ArrangementOptions = z.infer<typeof arrangementOptionsResponseSchema>['data'];

/** Only the filters that are set go into the query string. */
export function arrangementsSearch({ page, status, userId }: ArrangementsQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(ARRANGEMENTS_PAGE_SIZE) });
  if (status) params.set('status', status);
  if (userId) params.set('userId', userId);
  return params;
}

export const arrangementsQuery = (query: ArrangementsQuery) =>
  queryOptions({
    queryKey: [...arrangementsKey, 'list', query] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      apiClient
        .get(`/api/admin/arrangements?${arrangementsSearch(query)}`, arrangementListResponseSchema, {
          signal,
        })
        .then((body) => body.data),
    placeholderData: keepPreviousData,
  });

export function useArrangements(query: ArrangementsQuery) {
  return useQuery(arrangementsQuery(query));
}

export const arrangementDetailQuery = (id: string) =>
  queryOptions({
    queryKey: [...arrangementsKey, 'detail', id] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get(`/api/admin/arrangements/${encodeURIComponent(id)}`, arrangementDetailResponseSchema, { signal })
        .then((body) => body.data),
  });

export function useArrangementDetail(id: string | null) {
  return useQuery({ ...arrangementDetailQuery(id ?? ''), enabled: id !== null });
}

/** The customer's open claims an arrangement may cover, the rules' limits and the one they have, if any. */
export const arrangementOptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: [...arrangementsKey, 'options', userId] as const,
    queryFn: ({ signal }) =>
      apiClient
        .get(
          `/api/admin/users/${encodeURIComponent(userId)}/arrangement-options`,
          arrangementOptionsResponseSchema,
          { signal },
        )
        .then((body) => body.data),
    // The claims change with every payment and letter: always asked afresh when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });

export function useArrangementOptions(userId: string | null) {
  return useQuery({ ...arrangementOptionsQuery(userId ?? ''), enabled: userId !== null });
}

/**
 * An arrangement's change shows in its row and detail, in the Collection Center's cases (they read "Payment
 * arrangement" while one holds their claim), their history and Incasso Beheer.
 */
export function useInvalidateArrangements() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: arrangementsKey }),
      queryClient.invalidateQueries({ queryKey: collectionCasesKey }),
      queryClient.invalidateQueries({ queryKey: collectionActionsKey }),
      queryClient.invalidateQueries({ queryKey: enhancedSubscriptionsKey }),
    ]);
}
