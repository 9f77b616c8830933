import { NOTES_PAGE_SIZE, noteListResponseSchema } from '@hostportaal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

/** The notes staff shared with the customer (visibility public) on one of their own subscriptions. */
export function fetchSubscriptionNotes(subscriptionId: string, page: number) {
  const query = new URLSearchParams({ page: String(page), limit: String(NOTES_PAGE_SIZE) });
  return apiClient
    .get(
      `/api/user-subscriptions/${encodeURIComponent(subscriptionId)}/notes?${query}`,
      noteListResponseSchema,
    )
    .then((body) => body.data);
}

export function subscriptionNotesQuery(subscriptionId: string) {
  return infiniteQueryOptions({
    queryKey: [...subscriptionsQueryKey, 'notes', subscriptionId] as const,
    queryFn: ({ pageParam }) => fetchSubscriptionNotes(subscriptionId, pageParam),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
  });
}

export function useSubscriptionNotes(subscriptionId: string) {
  return useInfiniteQuery(subscriptionNotesQuery(subscriptionId));
}
