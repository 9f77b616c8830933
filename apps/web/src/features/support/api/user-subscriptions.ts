import { customerSubscriptionListResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';

/** The customer's services for the "Dienst" select; when this fails the form simply leaves the select out. */
export function fetchUserSubscriptions() {
  return apiClient
    .get('/api/user-subscriptions/user', customerSubscriptionListResponseSchema)
    .then((body) => body.data);
}

export const userSubscriptionsQuery = () =>
  queryOptions({
    queryKey: ['support', 'user-subscriptions'] as const,
    queryFn: fetchUserSubscriptions,
    retry: false,
    staleTime: 60_000,
  });

export function useUserSubscriptions() {
  return useQuery(userSubscriptionsQuery());
}
