import { customerSubscriptionListResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

export const subscriptionsQueryKey = ['subscriptions'] as const;

export function fetchSubscriptions() {
  return apiClient
    .get('/api/user-subscriptions/user', customerSubscriptionListResponseSchema)
    .then((body) => body.data);
}

export const subscriptionsQuery = queryOptions({
  queryKey: [...subscriptionsQueryKey, 'list'] as const,
  queryFn: fetchSubscriptions,
});

export function useSubscriptions() {
  return useQuery(subscriptionsQuery);
}
