import { customerSubscriptionStatsResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { subscriptionsQueryKey } from './get-subscriptions';

export function fetchSubscriptionStats() {
  return apiClient
    .get('/api/user-subscriptions/user/stats', customerSubscriptionStatsResponseSchema)
    .then((body) => body.data);
}

export const subscriptionStatsQuery = queryOptions({
  queryKey: [...subscriptionsQueryKey, 'stats'] as const,
  queryFn: fetchSubscriptionStats,
});

export function useSubscriptionStats() {
  return useQuery(subscriptionStatsQuery);
}
