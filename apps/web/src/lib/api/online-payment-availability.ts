import { onlinePaymentAvailabilityResponseSchema } from '@hostportaal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/**
 * GET /api/online-payments/availability: whether pay buttons show at all (issue 29), and whether the checkout is
 * a test one that the buttons must say. Every pay button on a screen shares this one query.
 */
export async function getOnlinePaymentAvailability(signal?: AbortSignal) {
  const body = await apiClient.get(
    '/api/online-payments/availability',
    onlinePaymentAvailabilityResponseSchema,
    {
      signal,
    },
  );
  return body.data;
}

export const onlinePaymentAvailabilityQueryKey = ['online-payments', 'availability'] as const;

export function onlinePaymentAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: onlinePaymentAvailabilityQueryKey,
    queryFn: ({ signal }) => getOnlinePaymentAvailability(signal),
    staleTime: 60_000,
  });
}

export function useOnlinePaymentAvailability() {
  return useQuery(onlinePaymentAvailabilityQueryOptions());
}
